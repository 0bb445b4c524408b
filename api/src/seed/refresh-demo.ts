import { and, eq, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { formulas } from '../db/schema';
import { formulaSeeds } from './park-offers';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A demonstration park made by an older seed gets the values the seed added or corrected since (columns a
 * migration added with a neutral default: the bowling promotion, the member offer; the durations the cards
 * show). Only the demonstration's own formulas (same id AND same name) are touched, and only where they
 * differ: a park's own catalogue, or a formula renamed by its staff, is left alone. Returns how many changed.
 */
export async function refreshDemoFormulas(tx: Tx): Promise<number> {
  let changed = 0;
  for (const f of formulaSeeds) {
    const wanted = {
      durationMinutes: f.durationMinutes,
      promotionPercentage: f.promotionPercentage ?? 0,
      reservedOffer: f.reservedOffer ?? false,
    };
    const rows = await tx
      .update(formulas)
      .set(wanted)
      .where(
        and(
          eq(formulas.fid, f.fid),
          eq(formulas.name, f.name),
          or(
            ne(formulas.durationMinutes, wanted.durationMinutes),
            ne(formulas.promotionPercentage, wanted.promotionPercentage),
            ne(formulas.reservedOffer, wanted.reservedOffer),
          ),
        ),
      )
      .returning({ fid: formulas.fid });
    changed += rows.length;
  }
  return changed;
}
