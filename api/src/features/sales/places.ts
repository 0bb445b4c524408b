import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planningSlots, slotHolds } from '../../db/schema';
import { activeHold } from '../../shared/active-holds';

/** The Drizzle handle or an open transaction on it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface TakePlacesOptions {
  /** The holds of this payment reference are its own: they do not count against it. */
  reference?: string;
  now?: Date;
}

/**
 * Takes `qty` places on a slot: it succeeds only if, after it, the places taken plus the places still
 * held by other payments in progress stay within `places_max`. The slot row is locked first
 * (SELECT ... FOR UPDATE, inside a transaction or a savepoint of the caller's), and only then are the
 * holds counted, in a statement of its own: under READ COMMITTED it sees what the previous taker
 * committed with its row lock (its places AND the consumption of its hold). A guard evaluated in
 * the UPDATE itself would re-check a locked row against a hold count read before the wait, count
 * the previous taker twice and refuse a buyer whose place was held (a late payment then took it).
 * Returns the new places_taken, or null when refused (slot full, deleted or unknown).
 */
export async function takePlaces(
  db: DbOrTx,
  slotId: number,
  qty: number,
  options: TakePlacesOptions = {},
): Promise<number | null> {
  if (!Number.isInteger(qty) || qty < 1) throw new RangeError(`qty must be a positive integer, got ${qty}`);
  const now = options.now ?? new Date();
  const reference = options.reference ?? '';
  return db.transaction(async (tx) => {
    const [slot] = await tx
      .select({
        placesTaken: planningSlots.placesTaken,
        placesMax: planningSlots.placesMax,
        deleted: planningSlots.deleted,
      })
      .from(planningSlots)
      .where(eq(planningSlots.id, slotId))
      .for('update');
    if (!slot || slot.deleted) return null;
    const [held] = await tx
      .select({ qty: sql<string>`coalesce(sum(${slotHolds.qty}), 0)` })
      .from(slotHolds)
      .where(and(eq(slotHolds.slotId, slotId), ne(slotHolds.reference, reference), activeHold(now)));
    if (slot.placesTaken + qty + Number(held?.qty ?? 0) > slot.placesMax) return null;
    const [row] = await tx
      .update(planningSlots)
      .set({ placesTaken: sql`${planningSlots.placesTaken} + ${qty}` })
      .where(eq(planningSlots.id, slotId))
      .returning({ placesTaken: planningSlots.placesTaken });
    return row?.placesTaken ?? null;
  });
}
