import { sql } from 'drizzle-orm';
import { counters, orders } from '../../db/schema';
import type { DbOrTx } from './places';

/**
 * The next invoice number, inside the settling transaction (decision 0056). The counter's row stays locked by this
 * write until that transaction ends: settlements take numbers one after the other, and a transaction that rolls back
 * gives its number back (a PostgreSQL sequence would not: the order's serial id skips on every rollback and on every
 * order paid without places). The row is made on first use, after the highest number already given.
 */
export async function nextInvoiceNumber(tx: DbOrTx): Promise<number> {
  const [row] = await tx
    .insert(counters)
    .values({ name: 'invoice', value: sql`(SELECT COALESCE(MAX(${orders.invoiceNumber}), 0) + 1 FROM ${orders})` })
    .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value });
  if (!row) throw new Error('the invoice counter gave no number');
  return row.value;
}
