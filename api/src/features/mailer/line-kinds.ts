import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, subscriptions, transactions } from '../../db/schema';
import type { OrderDetails } from '../orders/details';

/**
 * What each line of an order is (order line id to kind), for the e-mail's quantities: the kind the catalogue
 * gave the paid line (transactions.lines, in the order lines' positions), and for a subscription or the club the
 * subscription the line created (its own record, also for lines paid before the kind was kept).
 */
export async function loadLineKinds(db: Db, order: Pick<OrderDetails, 'id' | 'reference' | 'lines'>) {
  const kinds = new Map<number, string>();
  const [paid] = await db
    .select({ lines: transactions.lines })
    .from(transactions)
    .where(eq(transactions.reference, order.reference));
  for (const line of order.lines) {
    const kind = paid?.lines[line.position - 1]?.kind;
    if (kind) kinds.set(line.id, kind);
  }
  const subscribed = await db
    .select({ lineId: subscriptions.orderLineId, kind: subscriptions.kind })
    .from(subscriptions)
    .innerJoin(orderLines, eq(orderLines.id, subscriptions.orderLineId))
    .where(eq(orderLines.orderId, order.id));
  for (const { lineId, kind } of subscribed) if (lineId !== null) kinds.set(lineId, kind);
  return kinds;
}
