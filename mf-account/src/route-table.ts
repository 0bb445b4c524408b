import type { AreaRoute } from 'shared-events';
import { LoginPage } from './features/login/components/login-page';
import { SetPasswordPage } from './features/password-reset/components/set-password-page';
import { AccountPage } from './features/account/components/account-page';

/** The account area's pages: its router, its standalone page and the shell's remotes.json follow this table. */
export const ROUTE_TABLE: readonly AreaRoute[] = [
  { path: '/', Page: LoginPage },
  { path: '/setPassword', Page: SetPasswordPage },
  { path: '/compte', Page: AccountPage },
];
