import type { Load, SessionState } from 'shared-events';
import { familyFirstScreenLoads } from './features/family/api/family-first-screen';
import { accountMenu, tabFromQuery } from './features/account/model/account-menu';
import { firstOrdersLoad, subscriptionsLoad } from './features/account/api/account-loads';
import { COMPANY_USER_TYPE } from './shared/auth/model/session';

/**
 * What /compte's first screen loads for the signed-in visitor the server draws it for (decision 0040): the tab's
 * answers, and the subscriptions that say whether an individual is a club member (the badge). Null without a
 * signed-in client (an anonymous purchase's session has no account): the browser draws the page.
 */
export function accountFirstScreen(
  _params: unknown,
  search: URLSearchParams,
  session: SessionState | null,
): readonly Load<unknown>[] | null {
  const user = session?.currentUser;
  if (!session || !user || session.signInType === 'anonyme') return null;
  const club = Number(user.type) === COMPANY_USER_TYPE ? [] : [subscriptionsLoad(user.id)];
  switch (tabFromQuery(search.get('tab'), accountMenu(session))) {
    case 1:
      return [...club, firstOrdersLoad(user.id)];
    case 3:
      return [...club, ...familyFirstScreenLoads(user.id)];
    default:
      // The profile (tab 0: the session's own account) and the subscriptions (tab 2: the club's load itself).
      return club;
  }
}
