import { useLocation, useNavigate } from 'react-router-dom';
import { leaveBlocked, ParkHeader } from 'shared-events';

/**
 * The site's header (shared-events' ParkHeader: logo, basket, account menu), following links in the shell's
 * router; an unsaved selection asks first (its page shows the warning and navigates if the visitor leaves). It
 * tells the header the page's path: on a table's page, the basket is that table's.
 */
export function Header() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return <ParkHeader pathname={pathname} onNavigate={(to) => !leaveBlocked(to) && navigate(to)} />;
}
