import { Value } from '@sinclair/typebox/value';
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { createSeededApp } from '../../seed/test-fixtures';
import { slotHolds } from '../../db/schema';
import { SlotSchema } from './routes';

notePostgresSkipped();

interface Slot {
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

describe.each(testDatabases())('planning browse on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createSeededApp(kind);
  });
  afterAll(() => ctx.close());

  const browse = async (dates: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/planning/browse?dates=${encodeURIComponent(dates)}` });
  const slotsOf = async (dates: string): Promise<Slot[]> => (await browse(dates)).json();
  // PostgreSQL delivers change notifications on another connection.
  const settle = () => new Promise((r) => setTimeout(r, kind === 'postgres' ? 200 : 0));

  it('answers the slots of one Paris day with the contract fields, DST day included', async () => {
    const res = await browse('2026-3-29');
    expect(res.statusCode).toBe(200);
    const slots: Slot[] = res.json();
    expect(Value.Check(Type.Array(SlotSchema), slots)).toBe(true);
    expect(slots.length).toBeGreaterThan(100);
    // Every start within Sunday 29 March in Paris: summer time all day long after 03:00.
    expect(slots.every((s) => s.start.startsWith('2026-03-29T') && s.start.endsWith('+02:00'))).toBe(true);
    const karting = slots.filter((s) => s.activity === 'KARTING');
    expect(karting[0]).toMatchObject({
      start: '2026-03-29T10:00:00+02:00',
      end: '2026-03-29T10:15:00+02:00',
      placesMax: 10,
      placesTaken: 0,
      placesEmpty: 10,
      deleted: false,
    });
    // Bowling's 23:00 game ends at midnight.
    expect(slots.filter((s) => s.activity === 'BOWLING').at(-1)!.end).toBe('2026-03-30T00:00:00+02:00');
    const saturday = await slotsOf('2026-03-28');
    expect(saturday.every((s) => s.start.endsWith('+01:00'))).toBe(true);
  });

  it('accepts one- or two-digit months and days, and answers an empty day with []', async () => {
    expect(await slotsOf('2026-03-29')).toEqual(await slotsOf('2026-3-29'));
    expect(await slotsOf('2027-5-1')).toEqual([]);
  });

  it.each(['', 'hier', '2026-02-30', '2026-13-1', '2026-3-29T10:00', '29/03/2026'])(
    'refuses the day %p with a 400',
    async (dates) => {
      const res = await browse(dates);
      expect(res.statusCode).toBe(400);
      expect(res.json().statusCode).toBe(400);
    },
  );

  it('refuses a missing day parameter', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/planning/browse' })).statusCode).toBe(400);
  });

  it('counts settled places and active holds, not released, consumed or expired ones', async () => {
    const before = await slotsOf('2026-3-30');
    const slot = before.find((s) => s.activity === 'TRAMPOLINES')!;
    const now = Date.now();
    await ctx.app.db.execute(sql`UPDATE planning_slots SET places_taken = 5 WHERE id = ${slot.id}`);
    await ctx.app.db.insert(slotHolds).values([
      { slotId: slot.id, reference: 'T-ACTIVE', qty: 3, expiresAt: new Date(now + 60_000) },
      { slotId: slot.id, reference: 'T-EXPIRED', qty: 7, expiresAt: new Date(now - 1_000) },
      { slotId: slot.id, reference: 'T-RELEASED', qty: 11, expiresAt: new Date(now + 60_000), releasedAt: new Date() },
      { slotId: slot.id, reference: 'T-CONSUMED', qty: 13, expiresAt: new Date(now + 60_000), consumedAt: new Date() },
    ]);
    await settle();
    const after = (await slotsOf('2026-3-30')).find((s) => s.id === slot.id)!;
    expect(after).toMatchObject({ placesMax: 60, placesTaken: 8, placesEmpty: 52 });
  });

  it('never answers negative free places on an overbooked slot', async () => {
    const slot = (await slotsOf('2026-3-30')).find((s) => s.activity === 'KARTING')!;
    await ctx.app.db.execute(sql`UPDATE planning_slots SET places_taken = 12, deleted = true WHERE id = ${slot.id}`);
    await settle();
    const after = (await slotsOf('2026-3-30')).find((s) => s.id === slot.id)!;
    expect(after).toMatchObject({ placesTaken: 12, placesEmpty: 0, deleted: true });
  });

  it('frees held places as soon as the hold expires, without any write', async () => {
    const slot = (await slotsOf('2026-3-27')).find((s) => s.activity === 'BOWLING')!;
    await ctx.app.db
      .insert(slotHolds)
      .values({ slotId: slot.id, reference: 'T-SHORT', qty: 2, expiresAt: new Date(Date.now() + 1_200) });
    await settle();
    expect((await slotsOf('2026-3-27')).find((s) => s.id === slot.id)!.placesTaken).toBe(2);
    await new Promise((r) => setTimeout(r, 1_400));
    expect((await slotsOf('2026-3-27')).find((s) => s.id === slot.id)!.placesTaken).toBe(0);
  });

  it('sends an ETag and no-cache, and 304 when unchanged', async () => {
    const first = await browse('2026-3-28');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/planning/browse?dates=2026-3-28',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
