export { createPersistentStore, storageKey, STORAGE_NOTICE } from './store';
export type { Store, PersistentStoreOptions } from './store';
export { basketStore, emptyBasket, isBasketState, isBasketLine, isPromoCode } from './basket-store';
export { sessionStore, signedOutSession, isSessionState } from './session-store';
export { transactionStore, isTransactionStatus } from './transaction-store';
export { snackingAddressStore } from './snacking-address-store';
export { useStore } from './use-store';
export { signOut } from './sign-out';
