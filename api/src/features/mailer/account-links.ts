/**
 * Links from e-mails into the account area's standalone entry (config.accountUrl, ACCOUNT_URL; the full
 * site's /compte answers the same paths): each opens the account page on its tab (spec §2: 0 profile,
 * 1 orders, 2 subscriptions, 3 family), the password reset form, or the company sign-in (login mode 4).
 */
export const ACCOUNT_TABS = { profile: 0, orders: 1, subscriptions: 2, family: 3 } as const;

export type AccountTab = keyof typeof ACCOUNT_TABS;

export function accountTabLink(accountUrl: string, tab: AccountTab): string {
  return `${accountUrl}/compte?tab=${ACCOUNT_TABS[tab]}`;
}

/**
 * The family tab that opens the family's creation at once (`famille=nouvelle`) for a client without a family yet, or
 * shows the family as it is (spec §4: after joining the 360 Family Club, the family registration opens).
 */
export function familyRegistrationLink(accountUrl: string): string {
  return `${accountTabLink(accountUrl, 'family')}&famille=nouvelle`;
}

export function passwordResetLink(accountUrl: string, token: string, clientId: number): string {
  const params = new URLSearchParams({ token, idClient: String(clientId) });
  return `${accountUrl}/setPassword?${params.toString()}`;
}

export function companySignInLink(accountUrl: string): string {
  return `${accountUrl}/?mode=4`;
}
