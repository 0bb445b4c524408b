import { ParkHeader, requestNavigation } from 'shared-events';

/**
 * The park's header on the standalone account entry (e-mail links): the site's own (shared-events'
 * ParkHeader); the account's tabs open here, the logo and the basket lead to the full site (bus navigation).
 */
export function StandaloneHeader() {
  return <ParkHeader onNavigate={(to) => requestNavigation(to)} />;
}
