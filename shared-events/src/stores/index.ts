export { createPersistentStore, storageKey, STORAGE_NOTICE } from './store';
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
export { DrawnSessionProvider, useSession } from './use-session';
export { keepSessionCookie, sessionCookieFor, SESSION_COOKIE, tokenLifetime, tokenSubject } from './session-cookie';
export { signOut } from './sign-out';
