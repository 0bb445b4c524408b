import type { TransactionStatus } from '../types';
import { isRecord } from './guards';
import { createPersistentStore } from './store';

export const TRANSACTION_VERSION = 1;

export function isTransactionStatus(value: unknown): value is TransactionStatus | null {
  return (
    value === null ||
    (isRecord(value) &&
      typeof value.reference === 'string' &&
      typeof value.emailCheck === 'boolean' &&
      typeof value.salesCheck === 'boolean' &&
      typeof value.bookingsCheck === 'boolean')
  );
}

/** The payment in progress and which return steps are done. Key 'park.transaction.v1'. */
export const transactionStore = createPersistentStore<TransactionStatus | null>({
  name: 'transaction',
  version: TRANSACTION_VERSION,
  initial: null,
  isValid: isTransactionStatus,
});
