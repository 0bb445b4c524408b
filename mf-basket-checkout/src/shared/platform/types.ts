/** Types of the shared contract, as this area uses them. */
export type { BasketLine, BasketState, CurrentUser, PromoCode, SessionState, TransactionStatus } from 'shared-events';

/** An id as it may come from a route parameter or the API. */
export type Id = number | string;
