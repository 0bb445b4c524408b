import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planningSlots } from '../../db/schema';

/** The Drizzle handle or an open transaction on it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface TakePlacesOptions {
  /** The holds of this payment reference are its own: they do not count against it. */
  reference?: string;
  now?: Date;
}

/**
 * Takes `qty` places on a slot in one guarded UPDATE: it succeeds only if, after it, the places taken
 * plus the places still held by other payments in progress stay within `places_max`. The row lock
 * taken by the UPDATE serialises concurrent takers (PostgreSQL re-checks the guard on the updated
 * row), so no interleaving can overbook. Returns the new places_taken, or null when refused
 * (slot full, deleted or unknown).
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
  const heldByOthers = sql`coalesce((select sum(h.qty) from slot_holds h where h.slot_id = ${slotId} and h.reference <> ${reference} and h.released_at is null and h.consumed_at is null and h.expires_at > ${now.toISOString()}::timestamptz), 0)`;
  const rows = await db
    .update(planningSlots)
    .set({ placesTaken: sql`${planningSlots.placesTaken} + ${qty}` })
    .where(
      and(
        eq(planningSlots.id, slotId),
        eq(planningSlots.deleted, false),
        sql`${planningSlots.placesTaken} + ${qty} + ${heldByOthers} <= ${planningSlots.placesMax}`,
      ),
    )
    .returning({ placesTaken: planningSlots.placesTaken });
  return rows[0]?.placesTaken ?? null;
}
