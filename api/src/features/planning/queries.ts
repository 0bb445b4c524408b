import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, planningSlots } from '../../db/schema';
import { parisIso } from '../catalog/format';
import { firstHoldExpiryOfSlot, heldPlacesOfSlot } from '../../shared/active-holds';

export interface SlotView {
  id: number;
  activity: string;
  idActivity: number;
  start: string;
  end: string;
  placesMax: number;
  placesTaken: number;
  placesEmpty: number;
  deleted: boolean;
  idRoom: number;
}

/** Free places once settled bookings and holds are counted; never negative. */
export function placesEmpty(placesMax: number, placesTaken: number): number {
  return Math.max(0, placesMax - placesTaken);
}

/**
 * The slots starting within [start, end), with placesTaken = settled places + places held by payments
 * in progress (holds neither released nor consumed nor expired at `now`). Also returns when the
 * earliest of those holds expires (the answer changes then).
 */
export async function browseSlots(
  db: Db,
  start: Date,
  end: Date,
  now: Date,
): Promise<{ slots: SlotView[]; nextHoldExpiry: number | null }> {
  const held = heldPlacesOfSlot(now);
  const firstExpiry = firstHoldExpiryOfSlot(now);
  const rows = await db
    .select({
      id: planningSlots.id,
      activity: activities.name,
      idActivity: planningSlots.activityId,
      startsAt: planningSlots.startsAt,
      endsAt: planningSlots.endsAt,
      placesMax: planningSlots.placesMax,
      placesTaken: planningSlots.placesTaken,
      held,
      firstExpiry,
      deleted: planningSlots.deleted,
      idRoom: planningSlots.roomId,
    })
    .from(planningSlots)
    .innerJoin(activities, eq(activities.aid, planningSlots.activityId))
    .where(and(gte(planningSlots.startsAt, start), lt(planningSlots.startsAt, end)))
    .orderBy(asc(planningSlots.startsAt), asc(planningSlots.roomId));
  let nextHoldExpiry: number | null = null;
  const slots = rows.map((r) => {
    if (r.firstExpiry) {
      const t = new Date(r.firstExpiry).getTime();
      if (nextHoldExpiry === null || t < nextHoldExpiry) nextHoldExpiry = t;
    }
    const taken = r.placesTaken + Number(r.held);
    return {
      id: r.id,
      activity: r.activity,
      idActivity: r.idActivity,
      start: parisIso(r.startsAt),
      end: parisIso(r.endsAt),
      placesMax: r.placesMax,
      placesTaken: taken,
      placesEmpty: placesEmpty(r.placesMax, taken),
      deleted: r.deleted,
      idRoom: r.idRoom,
    };
  });
  return { slots, nextHoldExpiry };
}

/**
 * The Paris days of [start, end) on which the activity (and, when given, one of the rooms) has a slot
 * still bookable online at `now`: not deleted, starting after now + cutoff, with at least one free place
 * once settled bookings and active holds are counted, with how many such slots each has. Sorted by day.
 */
export async function openDays(
  db: Db,
  query: { activityId: number; roomIds: number[]; start: Date; end: Date; now: Date; cutoffMinutes: number },
): Promise<Array<{ day: string; slots: number }>> {
  const earliest = new Date(Math.max(query.start.getTime(), query.now.getTime() + query.cutoffMinutes * 60_000));
  const held = heldPlacesOfSlot(query.now);
  const conditions = [
    eq(planningSlots.activityId, query.activityId),
    eq(planningSlots.deleted, false),
    gt(planningSlots.startsAt, earliest),
    lt(planningSlots.startsAt, query.end),
  ];
  if (query.roomIds.length) conditions.push(inArray(planningSlots.roomId, query.roomIds));
  const rows = await db
    .select({
      startsAt: planningSlots.startsAt,
      placesMax: planningSlots.placesMax,
      taken: planningSlots.placesTaken,
      held,
    })
    .from(planningSlots)
    .where(and(...conditions));
  const slotsOfDay = new Map<string, number>();
  for (const row of rows) {
    if (placesEmpty(row.placesMax, row.taken + Number(row.held)) <= 0) continue;
    const day = parisIso(row.startsAt).slice(0, 10);
    slotsOfDay.set(day, (slotsOfDay.get(day) ?? 0) + 1);
  }
  return [...slotsOfDay.keys()].sort().map((day) => ({ day, slots: slotsOfDay.get(day)! }));
}
