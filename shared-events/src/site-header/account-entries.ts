/** Account menu entries; `tab` is the /compte tab read from '?tab=N' (0 profile, 1 orders, 2 subscriptions). */
export const ACCOUNT_ENTRIES = [
  { label: 'Mon compte', tab: 0, company: true },
  { label: 'Mes commandes', tab: 1, company: true },
  { label: 'Mes abonnements', tab: 2, company: false },
] as const;

/** The /compte address of a tab: '/compte' for the profile, '/compte?tab=N' otherwise. */
export function accountHref(tab: number): string {
  return tab === 0 ? '/compte' : `/compte?tab=${tab}`;
}

/** The entries a session sees: none for anonymous, no subscriptions for company accounts (spec §2). */
export function accountEntries(anonymous: boolean, company: boolean) {
  if (anonymous) return [];
  return ACCOUNT_ENTRIES.filter((entry) => !company || entry.company);
}

/** Header name: the first name; a company's last name then first name, never 'null' (spec §3). */
export function headerName(user: { firstName?: string | null; lastName?: string | null; type?: number | null }) {
  const parts = Number(user.type) === 2 ? [user.lastName, user.firstName] : [user.firstName];
  return parts
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .map((p) => p.trim())
    .join(' ');
}
