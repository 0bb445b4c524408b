export { createPersistentStore, storageKey, STORAGE_NOTICE, STORAGE_UPGRADE_NOTICE } from './store';
// The page's one immer, for the areas' own state recipes: an area importing 'immer' itself bundled a second copy
// (~3.7 KB gzip on the calendar, decision 0029). immer is not a share of its own (a share keeps every export).
export { produce } from 'immer';
export type { Draft } from 'immer';
export type { Store, PersistentStoreOptions } from './store';
export { basketStore, emptyBasket, isBasketState, isBasketLine, isPromoCode } from './basket-store';
export { sessionStore, signedOutSession, isSessionState } from './session-store';
export { transactionStore, isTransactionStatus } from './transaction-store';
export { snackingAddressStore } from './snacking-address-store';
export { useStore } from './use-store';
export { useSession } from './use-session';
// The session cookie's other pieces (reading a token, the drawn session's provider) are the server's: its entry
// imports them from their files, and the areas' shared copy of this package does not carry them (decision 0040).
export { keepSessionCookie } from './session-cookie';
export { clearPromoCodes, signOut } from './sign-out';
export type { SignOutOptions } from './sign-out';
export {
  COMPANY_USER_TYPE,
  isSignedInIndividual,
  LOGIN_MODE_COMPANY_REGISTRATION,
  LOGIN_MODE_COMPANY_SIGN_IN,
  loginPath,
  openCompanyLogin,
  SIGNED_IN_INDIVIDUAL_NOTICE,
} from './company-gate';
