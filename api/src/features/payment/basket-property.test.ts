import fc from 'fast-check';
import moment from 'moment-timezone';
import { ticketHolders } from '../sales/tickets-per-person';
import { eq, inArray } from 'drizzle-orm';
import {
  accessories,
  articles,
  barcodes,
  bookings,
  clients,
  formulas,
  orderLines,
  orders,
  planningSlots,
  tariffs,
  transactions,
} from '../../db/schema';
import { notePostgresSkipped, testDatabases } from '../../test/test-app';
import { openAuthorityPark, type AuthorityPark } from './authority-fixture';

notePostgresSkipped();

/**
 * Random baskets drawn from the seeded catalogue, valid and mutated: each is refused at initiation
 * with a 4xx, or it settles into an order whose lines, prices and places match the catalogue.
 */

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];
interface Model {
  formulas: Array<Row<typeof formulas> & { slots: number[]; vr: boolean }>;
  tariffs: Array<Row<typeof tariffs>>;
  articleNames: Map<number, string>;
  texts: Set<string>;
  allSlots: number[];
}

const MUTATIONS = ['none', 'none', 'none', 'tariff', 'slot', 'counter', 'article', 'group', 'start', 'fid'] as const;

describe.each(testDatabases())('random baskets from the catalogue on %s', (kind) => {
  let park: AuthorityPark;
  let model: Model;
  beforeAll(async () => {
    park = await openAuthorityPark(kind);
    const db = park.ctx.app.db;
    const later = new Date(Date.now() + 30 * 3600_000);
    const slotRows = (await db.select().from(planningSlots)).filter((s) => s.startsAt > later);
    const fRows = (await db.select().from(formulas)).filter((f) => f.article !== null);
    const articleRows = await db.select().from(articles);
    const accessoryRows = await db.select().from(accessories);
    const tariffRows = await db.select().from(tariffs);
    const roomsOf = (f: Row<typeof formulas>) => f.rooms.split(',').filter(Boolean).map(Number);
    model = {
      formulas: fRows.map((f) => ({
        ...f,
        vr: f.aid === 5,
        slots: slotRows
          .filter((s) => roomsOf(f).includes(s.roomId))
          .slice(0, 40)
          .map((s) => s.id),
      })),
      tariffs: tariffRows,
      articleNames: new Map(articleRows.map((a) => [a.id, a.name])),
      texts: new Set([
        ...fRows.map((f) => f.name),
        ...tariffRows.map((t) => t.name),
        ...accessoryRows.map((a) => a.name),
        ...articleRows.map((a) => a.name),
        ...articleRows.map((a) => a.category),
      ]),
      allSlots: slotRows.map((s) => s.id),
    };
  }, 180_000);
  afterAll(() => park.close());

  const tariffAt = (article: number, position: number) =>
    model.tariffs.find((t) => t.articleId === article && t.position === position);

  function basket(pick: {
    formula: number;
    participants: number;
    spectators: number;
    equipment: number;
    accessory: number;
    slot: number;
    mutation: (typeof MUTATIONS)[number];
    noise: number;
  }): Array<Record<string, unknown>> {
    const f = model.formulas[pick.formula % model.formulas.length]!;
    const base = tariffAt(f.article!, 0)!;
    const main: Record<string, unknown> = {
      fid: f.fid,
      id: f.article,
      idTariff: base.id,
      counter: pick.participants,
      pid: 'g',
    };
    if (f.code === 'subscription')
      main.accessStart = moment()
        .tz('Europe/Paris')
        .add(pick.noise % 40, 'days')
        .format('YYYY-MM-DD');
    else if (f.code === 'duo-pack') {
      const parts = f.relatedPack.split(',').map(Number);
      const of = (article: number) => model.formulas.find((x) => x.article === article && !x.code)!;
      const slots = parts.map((a, i) => of(a).slots[(pick.slot + i) % of(a).slots.length]!);
      Object.assign(main, { idPlanning: slots[0], idPlanningPack: slots, spectateurs: 0 });
    } else if (f.slots.length)
      Object.assign(main, { idPlanning: f.slots[pick.slot % f.slots.length], spectateurs: pick.spectators });
    const lines = [main];
    const equipment = tariffAt(f.article!, 1);
    if (pick.equipment > 0 && equipment && f.slots.length && f.code !== 'duo-pack')
      lines.push({ fid: f.fid, id: f.article, idTariff: equipment.id, counter: pick.equipment, pid: 'g' });
    const extra = f.relatedAccessoires.split(',').filter(Boolean).map(Number)[pick.noise % 3];
    if (pick.accessory > 0 && extra) lines.push({ fid: f.fid, id: extra, counter: pick.accessory, pid: 'g' });
    const n = pick.noise;
    switch (pick.mutation) {
      case 'tariff':
        main.idTariff = model.tariffs[n % model.tariffs.length]!.id;
        break;
      case 'slot':
        main.idPlanning = model.allSlots[n % model.allSlots.length];
        break;
      case 'counter':
        main.counter = [0, -1, 11, 61, 1000, 2.5][n % 6];
        break;
      case 'article':
        main.id = [...model.articleNames.keys()][n % model.articleNames.size];
        break;
      case 'group':
        lines.push({ ...main });
        break;
      case 'start':
        main.accessStart = ['+275760-09-13', '9999-12-31', '1999-01-01', 'x'][n % 4];
        break;
      case 'fid':
        main.fid = model.formulas[n % model.formulas.length]!.fid;
        break;
    }
    return lines;
  }

  it('refuses a basket with a 4xx or settles it exactly as the catalogue says', async () => {
    const db = park.ctx.app.db;
    let buyers = 0;
    let settled = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          formula: fc.nat(200),
          participants: fc.integer({ min: 1, max: 12 }),
          spectators: fc.integer({ min: 0, max: 4 }),
          equipment: fc.integer({ min: 0, max: 3 }),
          accessory: fc.integer({ min: 0, max: 3 }),
          slot: fc.nat(40),
          mutation: fc.constantFrom(...MUTATIONS),
          noise: fc.nat(10_000),
          company: fc.boolean(),
        }),
        async (pick) => {
          const type = pick.company ? 2 : 0;
          const [buyer] = await db
            .insert(clients)
            .values({ email: `acheteur${buyers++}-${kind}@example.fr`, firstName: 'Alex', lastName: 'Test', type })
            .returning();
          const token = park.ctx.app.signToken({ sub: buyer!.id, type, cv: 0 });
          const lines = basket(pick);
          const res = await park.initiate(lines, { token });
          expect([200, 400, 409]).toContain(res.statusCode);
          if (res.statusCode !== 200) return;
          const amount = Math.round(Number(res.json().amount) * 100);
          expect(await park.pay(res.json().reference, amount)).toBe(200);
          settled++;
          const [order] = await db.select().from(orders).where(eq(orders.reference, res.json().reference));
          expect(order).toBeDefined();
          expect(order!.totalCents).toBe(amount);
          const oLines = await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
          expect(oLines).toHaveLength(lines.length);
          for (const line of oLines) {
            const t = model.tariffs.find((x) => x.id === line.tariffId)!;
            expect(t.articleId).toBe(line.articleId);
            expect(line.unitPriceCents).toBe(t.priceCents);
            expect(line.label).toBe(model.articleNames.get(line.articleId));
            expect(model.texts.has(line.description)).toBe(true);
          }
          const tickets = await db
            .select()
            .from(barcodes)
            .where(
              inArray(
                barcodes.orderLineId,
                oLines.map((l) => l.id),
              ),
            );
          // One ticket per person: a booked group's equipment, wristbands and accessories ride on its people's tickets.
          const [paid] = await db.select().from(transactions).where(eq(transactions.reference, order!.reference));
          const holders = ticketHolders(paid!.lines);
          expect(tickets).toHaveLength(paid!.lines.reduce((n, l, i) => n + (holders[i] ? 0 : l.counter), 0));
          const booked = await db.select().from(bookings).where(eq(bookings.orderId, order!.id));
          expect(booked.every((b) => b.shortfall === 0)).toBe(true);
          const slots = booked.length
            ? await db
                .select()
                .from(planningSlots)
                .where(
                  inArray(
                    planningSlots.id,
                    booked.map((b) => b.slotId),
                  ),
                )
            : [];
          for (const b of booked) {
            const slot = slots.find((s) => s.id === b.slotId)!;
            expect(slot.placesTaken).toBeLessThanOrEqual(slot.placesMax);
            expect(b.qty).toBe(slot.activityId === 5 ? slot.placesMax : Number(lines[0]!.counter));
          }
        },
      ),
      { numRuns: kind === 'pglite' ? 30 : 20, seed: Number(process.env.PROPERTY_SEED ?? Date.now() % 100_000) },
    );
    expect(settled).toBeGreaterThan(0);
  }, 300_000);
});
