import { lazy } from 'react';
import type { AreaRoute } from 'shared-events';
import { LoginPage } from './features/login/components/login-page';
import { LoginMode, modeFromQuery } from './features/login/model/login-modes';
import { SetPasswordPage } from './features/password-reset/components/set-password-page';

/** The account's address. */
export const ACCOUNT_PATH = '/compte';

// The account page and its tabs are a chunk of their own, fetched when /compte is shown: the sign-in and password
// pages neither download nor run them, nor the dates library they use (decision 0027).
export const loadAccountPage = () =>
  import(/* webpackChunkName: "account-page" */ './features/account/components/account-page');
const AccountPage = lazy(() => loadAccountPage().then((m) => ({ default: m.AccountPage })));

/** Pages whose first screen the server draws without any answer of the API (a public form: decision 0007). */
const NOTHING_TO_LOAD = () => [];

/**
 * The sign-in page's modes the server draws: sign-in and company sign-in, forms of text fields, links and a button,
 * which all work before the scripts (typed values and a press are kept: ParkForm). The registrations' select and
 * date fields only work with the scripts, and the family mode follows a registration (signed in): the browser
 * draws those.
 */
export function loginFirstScreen(_params: unknown, search: URLSearchParams): [] | null {
  const raw = search.get('mode');
  if (raw?.trim() === String(LoginMode.FamilyRegistration)) return null;
  const mode = modeFromQuery(raw, false);
  return mode === LoginMode.SignIn || mode === LoginMode.CompanySignIn ? [] : null;
}

/**
 * The account area's pages: its router, its standalone page and the shell's remotes.json follow this table. The
 * sign-in and password pages are public: their first screen comes from the server. The account is behind sign-in:
 * the server draws it for the signed-in visitor whose session cookie the site sends (decision 0040: its rule is
 * in the server's table, so that the browser does not carry it), the browser otherwise.
 */
export const ROUTE_TABLE: readonly AreaRoute[] = [
  { path: '/', Page: LoginPage, firstScreen: loginFirstScreen },
  { path: '/setPassword', Page: SetPasswordPage, firstScreen: NOTHING_TO_LOAD },
  // Its first screen (drawn for the signed-in visitor: decision 0040) is the server's table's (server-route-table).
  { path: ACCOUNT_PATH, Page: AccountPage },
];
