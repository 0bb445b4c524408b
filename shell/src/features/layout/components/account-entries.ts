/** Account menu entries; `page` is the /compte page (0 profile, 1 orders, 2 subscriptions). */
export const ACCOUNT_ENTRIES = [
  { label: 'Mon compte', page: 0 },
  { label: 'Mes commandes', page: 1 },
  { label: 'Mes abonnements', page: 2 },
] as const;
