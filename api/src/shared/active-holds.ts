import { and, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { planningSlots, slotHolds } from '../db/schema';

/**
 * A hold that still keeps its places (decision 0004): neither released (cancelled, refused, superseded,
 * expired by the sweep) nor consumed (settled into places taken), and not past its expiry.
 */
export function activeHold(now: Date): SQL {
  return and(isNull(slotHolds.releasedAt), isNull(slotHolds.consumedAt), gt(slotHolds.expiresAt, now)) as SQL;
}

/** Places held by active holds on the slot of the current row of `planning_slots` (a correlated subquery). */
export function heldPlacesOfSlot(now: Date): SQL<number> {
  return sql<number>`COALESCE((SELECT SUM(${slotHolds.qty}) FROM ${slotHolds}
    WHERE ${slotHolds.slotId} = ${planningSlots.id} AND ${activeHold(now)}), 0)::int`;
}

/** When the first active hold on the current row's slot expires (places come back then), or null. */
export function firstHoldExpiryOfSlot(now: Date): SQL<string | null> {
  return sql<string | null>`(SELECT MIN(${slotHolds.expiresAt}) FROM ${slotHolds}
    WHERE ${slotHolds.slotId} = ${planningSlots.id} AND ${activeHold(now)})`;
}
