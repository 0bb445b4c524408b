import moment from 'moment-timezone';
import { count, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  accessories,
  activities,
  articles,
  barTables,
  barZones,
  cities,
  civilities,
  formulas,
  offers,
  parameters,
  planningSlots,
  promoCodes,
  rooms,
  subFormulas,
  tariffs,
} from '../db/schema';
import { PARIS_TZ } from '../features/catalog/format';
import { addDays, parisDayOf, type ParisDay } from '../features/planning/paris-day';
import { daysFrom, openingRules, slotsForDay } from './opening-hours';
import { activitySeeds, roomSeeds } from './park-activities';
import { articleSeeds } from './park-articles';
import {
  accessorySeeds,
  barZoneSeeds,
  citySeeds,
  civilitySeeds,
  KINSHIP_LIST,
  kinshipSeeds,
  promoSeeds,
  subFormulaSeeds,
} from './park-lookups';
import { formulaSeeds, offerSeeds } from './park-offers';
import { refreshDemoFormulas } from './refresh-demo';

/** How many days of planning are kept ahead, today included. */
export const PLANNING_DAYS = 60;

export interface SeedReport {
  catalogue: boolean;
  bar: boolean;
  promoCodes: boolean;
  lookups: boolean;
  /** Demonstration formulas brought up to the seed's newer values (durations, promotion, member offer). */
  formulasRefreshed: number;
  slotsInserted: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function isEmpty(
  db: Db | Tx,
  table: typeof activities | typeof barZones | typeof promoCodes | typeof civilities,
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/** Moves a serial's sequence past explicitly inserted ids. */
async function syncSequence(tx: Tx, table: string, column: string): Promise<void> {
  await tx.execute(
    sql.raw(
      `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), GREATEST((SELECT COALESCE(MAX(${column}), 0) FROM ${table}), 1))`,
    ),
  );
}

async function seedCatalogue(tx: Tx): Promise<void> {
  await tx.insert(activities).values(activitySeeds).onConflictDoNothing();
  await tx
    .insert(articles)
    .values(articleSeeds.map(({ id, name, category, onSale }) => ({ id, name, category, onSale })))
    .onConflictDoNothing();
  await tx
    .insert(tariffs)
    .values(
      articleSeeds.flatMap((a) =>
        a.tariffs.map(([name, priceCents], position) => ({
          articleId: a.id,
          name,
          priceCents,
          position,
          isDefault: position === 0,
        })),
      ),
    )
    .onConflictDoNothing();
  await tx.insert(rooms).values(roomSeeds).onConflictDoNothing();
  const colorOf = new Map(activitySeeds.map((a) => [a.aid, a]));
  await tx
    .insert(offers)
    .values(
      offerSeeds.map((o, i) => {
        const a = colorOf.get(o.aid)!;
        return {
          oid: o.oid,
          aid: o.aid,
          web: o.web,
          name: o.name,
          color: a.color,
          image: a.image,
          strings: JSON.stringify({ string_1: o.texts[0], string_2: o.texts[1] }),
          sort: (i + 1) * 10,
        };
      }),
    )
    .onConflictDoNothing();
  const offerById = new Map(offerSeeds.map((o) => [o.oid, o]));
  const roomsOf = (aids: number[]) =>
    roomSeeds
      .filter((r) => aids.includes(r.activityId))
      .map((r) => r.id)
      .join(',');
  await tx
    .insert(formulas)
    .values(
      formulaSeeds.map((f, i) => {
        const offer = offerById.get(f.oid)!;
        const a = colorOf.get(offer.aid)!;
        return {
          fid: f.fid,
          oid: f.oid,
          aid: offer.aid,
          name: f.name,
          article: f.article,
          color: a.color,
          image: a.image,
          date: f.date ? moment.tz(f.date, PARIS_TZ).toDate() : null,
          rooms: roomsOf(f.roomsOfActivity ?? [offer.aid]),
          relatedAccessoires: (f.relatedAccessoires ?? []).join(','),
          relatedPack: (f.relatedPack ?? []).join(','),
          strings: JSON.stringify({
            string_1: f.texts?.[0] ?? offer.texts[0],
            string_2: f.texts?.[1] ?? offer.texts[1],
          }),
          code: f.code,
          durationMinutes: f.durationMinutes,
          sort: (i + 1) * 10,
          reservedOffer: f.reservedOffer ?? false,
          promotionPercentage: f.promotionPercentage ?? 0,
        };
      }),
    )
    .onConflictDoNothing();
  await tx.insert(subFormulas).values(subFormulaSeeds).onConflictDoNothing();
  await tx.insert(accessories).values(accessorySeeds).onConflictDoNothing();
  for (const [table, column] of [
    ['activities', 'aid'],
    ['articles', 'id'],
    ['rooms', 'id'],
    ['offers', 'oid'],
    ['formulas', 'fid'],
    ['sub_formulas', 'id'],
    ['accessories', 'cid'],
  ] as const) {
    await syncSequence(tx, table, column);
  }
}

async function seedBar(tx: Tx): Promise<void> {
  await tx
    .insert(barZones)
    .values(barZoneSeeds.map(({ id, name }) => ({ id, name })))
    .onConflictDoNothing();
  await tx
    .insert(barTables)
    .values(
      barZoneSeeds.flatMap((z) =>
        Array.from({ length: z.tables }, (_, i) => ({ zoneId: z.id, name: `Table ${i + 1}` })),
      ),
    );
  await syncSequence(tx, 'bar_zones', 'id');
}

async function seedPromoCodes(tx: Tx): Promise<void> {
  await tx
    .insert(promoCodes)
    .values(
      promoSeeds.map((p) => ({
        label: p.label,
        percentage: p.percentage,
        articles: p.articles.join(','),
        validFrom: p.validFrom ? new Date(p.validFrom) : null,
        validUntil: p.validUntil ? new Date(p.validUntil) : null,
        active: p.active,
      })),
    )
    .onConflictDoNothing();
}

async function seedLookups(tx: Tx): Promise<void> {
  await tx.insert(civilities).values(civilitySeeds).onConflictDoNothing();
  await syncSequence(tx, 'civilities', 'id');
  await tx.insert(parameters).values(kinshipSeeds.map((name) => ({ listId: KINSHIP_LIST, name })));
  await tx.insert(cities).values(citySeeds.map(([postalCode, name]) => ({ postalCode, name })));
}

/**
 * Loads the demonstration park, each part only when its table is empty (safe to run at every start
 * and from several processes: explicit ids and unique labels make a concurrent second run a no-op),
 * then rolls the planning forward.
 */
export async function seedPark(db: Db, now: Date = new Date(), days = PLANNING_DAYS): Promise<SeedReport> {
  const report: SeedReport = {
    catalogue: false,
    bar: false,
    promoCodes: false,
    lookups: false,
    formulasRefreshed: 0,
    slotsInserted: 0,
  };
  await db.transaction(async (tx) => {
    // Serialises concurrent seeders (several API processes starting on one PostgreSQL).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await isEmpty(tx, activities)) {
      await seedCatalogue(tx);
      report.catalogue = true;
    } else report.formulasRefreshed = await refreshDemoFormulas(tx);
    if (await isEmpty(tx, barZones)) {
      await seedBar(tx);
      report.bar = true;
    }
    if (await isEmpty(tx, promoCodes)) {
      await seedPromoCodes(tx);
      report.promoCodes = true;
    }
    if (await isEmpty(tx, civilities)) {
      await seedLookups(tx);
      report.lookups = true;
    }
  });
  report.slotsInserted = await rollSlotsForward(db, now, days);
  return report;
}

const BATCH = 500;
const SEED_LOCK = 727_000_002;

/**
 * Creates the missing planning slots from today to today + days - 1 (Paris days) for every room of
 * every activity that has opening hours. Never duplicates: unique (room_id, starts_at) + ON CONFLICT
 * DO NOTHING. Starts from the last day a room already has, so a restart costs almost nothing.
 * Returns the number of slots inserted.
 */
export async function rollSlotsForward(db: Db, now: Date = new Date(), days = PLANNING_DAYS): Promise<number> {
  const today = parisDayOf(now);
  const allRooms = await db
    .select({ id: rooms.id, activityId: rooms.activityId, places: rooms.places, code: activities.code })
    .from(rooms)
    .innerJoin(activities, eq(activities.aid, rooms.activityId));
  const lastByRoom = new Map(
    (
      await db
        .select({ roomId: planningSlots.roomId, last: max(planningSlots.startsAt) })
        .from(planningSlots)
        .groupBy(planningSlots.roomId)
    ).map((r) => [r.roomId, r.last ? new Date(r.last) : null]),
  );
  const lastDay = addDays(today, days - 1);
  const rows: Array<typeof planningSlots.$inferInsert> = [];
  for (const room of allRooms) {
    const rule = openingRules[room.code];
    if (!rule) continue;
    const last = lastByRoom.get(room.id);
    const first: ParisDay = last && last > now ? parisDayOf(last) : today;
    const count = dayCount(first, lastDay);
    for (const day of daysFrom(first, count)) {
      for (const slot of slotsForDay(rule, day)) {
        rows.push({
          activityId: room.activityId,
          roomId: room.id,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          placesMax: room.places,
        });
      }
    }
  }
  let inserted = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const result = await db
      .insert(planningSlots)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoNothing({ target: [planningSlots.roomId, planningSlots.startsAt] })
      .returning({ id: planningSlots.id });
    inserted += result.length;
  }
  return inserted;
}

function dayCount(first: ParisDay, last: ParisDay): number {
  const a = Date.UTC(first.year, first.month - 1, first.day);
  const b = Date.UTC(last.year, last.month - 1, last.day);
  return Math.max(0, Math.round((b - a) / 86_400_000) + 1);
}
