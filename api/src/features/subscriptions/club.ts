import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';

/** The end of the client's running 360 Family Club membership (not cancelled, not over at `now`), else null. */
export async function clubMembershipEnd(db: Db, clientId: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.clientId, clientId),
        eq(subscriptions.kind, 'family-club'),
        eq(subscriptions.canceled, false),
        gt(subscriptions.endsAt, now),
      ),
    )
    .orderBy(desc(subscriptions.endsAt))
    .limit(1);
  return row ? new Date(row.endsAt) : null;
}
