import type { SessionState } from 'shared-events';

export type AccountTab = 0 | 1 | 2 | 3;

export interface MenuItem {
  tab: AccountTab;
  label: string;
}

/** Company accounts: user type 2. */
const COMPANY_TYPE = 2;

/**
 * The sidebar of /compte (spec §2): Mon compte (0), Mes commandes (1), Mes abonnements (2, hidden for company
 * accounts, the civility ETS), Ma famille (3, every account: a company that joins the 360 Family Club is sent to its
 * family's creation there). Anonymous sessions have none of them.
 */
export function accountMenu(session: Pick<SessionState, 'signInType' | 'currentUser'>): MenuItem[] {
  if (session.signInType === 'anonyme' || !session.currentUser) return [];
  const company = session.signInType === 'company' || Number(session.currentUser.type) === COMPANY_TYPE;
  const items: MenuItem[] = [
    { tab: 0, label: 'Mon compte' },
    { tab: 1, label: 'Mes commandes' },
  ];
  if (!company) items.push({ tab: 2, label: 'Mes abonnements' });
  items.push({ tab: 3, label: 'Ma famille' });
  return items;
}

/** The tab of '?tab=N' when the menu has it, else the first item's. */
export function tabFromQuery(raw: string | null, menu: readonly MenuItem[]): AccountTab | null {
  if (menu.length === 0) return null;
  const n = Number(raw);
  const found = menu.find((m) => m.tab === n && raw !== null && raw.trim() !== '');
  return (found ?? menu[0]!).tab;
}

/** '?famille=nouvelle': the family tab opens the family's creation (after joining the 360 Family Club, spec §4). */
export const NEW_FAMILY_PARAM = 'famille';
export const NEW_FAMILY_VALUE = 'nouvelle';

export function asksNewFamily(params: URLSearchParams): boolean {
  return params.get(NEW_FAMILY_PARAM) === NEW_FAMILY_VALUE;
}

/** The same address without '?famille=nouvelle' (once the family tab has acted on it). */
export function withoutNewFamily(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(NEW_FAMILY_PARAM);
  return next;
}

/**
 * Where sign-in comes back to: /compte with the chosen tab kept ('?tab=N' only, nothing else), and the family's
 * creation asked on the family tab ('&famille=nouvelle').
 */
export function accountReturnTo(params: URLSearchParams): string {
  const tab = params.get('tab');
  if (!tab || !/^[0-3]$/.test(tab)) return '/compte';
  return tab === '3' && asksNewFamily(params)
    ? `/compte?tab=3&${NEW_FAMILY_PARAM}=${NEW_FAMILY_VALUE}`
    : `/compte?tab=${tab}`;
}

/** Company display name: last name then first name (spec §3). */
export function displayName(user: { firstName: string | null; lastName: string | null; type: number }): string {
  const parts = [user.firstName, user.lastName].filter((p): p is string => Boolean(p && p.trim()));
  if (user.type === COMPANY_TYPE) parts.reverse();
  return parts.join(' ');
}
