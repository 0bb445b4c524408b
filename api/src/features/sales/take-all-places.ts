import { eq } from 'drizzle-orm';
import { planningSlots } from '../../db/schema';
import { takePlaces, type DbOrTx, type TakePlacesOptions } from './places';

/** Why an order could not take its places: the first slot that refused, as it was then. */
export interface MissingPlaces {
  slotId: number;
  wanted: number;
  startsAt: Date | null;
  /** The slot's places sold and capacity when it refused (0 when unknown). */
  placesTaken: number;
  placesMax: number;
  deleted: boolean;
}

export type TakeAllOutcome = { ok: true } | { ok: false; missing: MissingPlaces };

class PlacesRefused extends Error {
  constructor(
    readonly slotId: number,
    readonly wanted: number,
  ) {
    super(`slot ${slotId} refused ${wanted} places`);
  }
}

/**
 * All or nothing: takes every slot's places (in the given order, slot id order, so concurrent
 * takers never deadlock) inside a savepoint of the caller's transaction; if one slot refuses, the
 * places already taken are given back (rollback to the savepoint) and the refusal is described.
 */
export async function takeAllPlaces(
  tx: DbOrTx,
  places: Array<{ slotId: number; qty: number }>,
  options: TakePlacesOptions,
): Promise<TakeAllOutcome> {
  if (places.length === 0) return { ok: true };
  try {
    await tx.transaction(async (sp) => {
      for (const { slotId, qty } of places) {
        if ((await takePlaces(sp, slotId, qty, options)) === null) throw new PlacesRefused(slotId, qty);
      }
    });
    return { ok: true };
  } catch (err) {
    if (!(err instanceof PlacesRefused)) throw err;
    const [slot] = await tx.select().from(planningSlots).where(eq(planningSlots.id, err.slotId));
    return {
      ok: false,
      missing: {
        slotId: err.slotId,
        wanted: err.wanted,
        startsAt: slot?.startsAt ?? null,
        placesTaken: slot?.placesTaken ?? 0,
        placesMax: slot?.placesMax ?? 0,
        deleted: slot ? slot.deleted : true,
      },
    };
  }
}
