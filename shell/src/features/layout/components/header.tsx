import { useNavigate } from 'react-router-dom';
import { leaveBlocked, ParkHeader } from 'shared-events';

/**
 * The site's header (shared-events' ParkHeader: logo, basket, account menu), following links in the shell's
 * router; an unsaved selection asks first (its page shows the warning and navigates if the visitor leaves).
 */
export function Header() {
  const navigate = useNavigate();
  return <ParkHeader onNavigate={(to) => !leaveBlocked(to) && navigate(to)} />;
}
