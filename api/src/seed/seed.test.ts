import { eq, sql } from 'drizzle-orm';
import { formulas } from '../db/schema';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../test/test-app';
import { rollSlotsForward, seedPark } from './seed';
import { formulaSeeds } from './park-offers';
import { SEED_NOW } from './test-fixtures';

notePostgresSkipped();

describe.each(testDatabases())('demonstration park seed on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const scalar = async (query: ReturnType<typeof sql>): Promise<number> => {
    const result = (await ctx.app.db.execute(query)) as unknown as { rows: Array<{ n: number | string }> };
    return Number(result.rows[0]!.n);
  };

  it('loads every part once, then is a no-op', async () => {
    const first = await seedPark(ctx.database.db, SEED_NOW, 3);
    expect(first).toMatchObject({ catalogue: true, bar: true, promoCodes: true, lookups: true });
    expect(first.slotsInserted).toBeGreaterThan(300);
    const slots = await scalar(sql`SELECT count(*) AS n FROM planning_slots`);
    expect(slots).toBe(first.slotsInserted);
    const again = await seedPark(ctx.database.db, SEED_NOW, 3);
    expect(again).toEqual({
      catalogue: false,
      bar: false,
      promoCodes: false,
      lookups: false,
      formulasRefreshed: 0,
      slotsInserted: 0,
    });
    expect(await scalar(sql`SELECT count(*) AS n FROM planning_slots`)).toBe(slots);
    expect(await scalar(sql`SELECT count(*) AS n FROM bar_tables`)).toBe(22);
  });

  it('brings a demonstration park made by an older seed up to date, and leaves a renamed formula alone', async () => {
    const bowling = formulaSeeds.find((f) => (f.promotionPercentage ?? 0) > 0)!;
    const karting = formulaSeeds.find((f) => f.name === 'SESSION 10 MIN')!;
    const renamed = formulaSeeds.find((f) => f.name === '2 SESSIONS DE 10 MIN')!;
    // As an older seed left them: no promotion (the column's default), the old 15-minute caption.
    await ctx.app.db.update(formulas).set({ promotionPercentage: 0 }).where(eq(formulas.fid, bowling.fid));
    await ctx.app.db.update(formulas).set({ durationMinutes: 15 }).where(eq(formulas.fid, karting.fid));
    await ctx.app.db
      .update(formulas)
      .set({ name: 'DOUBLE SESSION MAISON', durationMinutes: 25 })
      .where(eq(formulas.fid, renamed.fid));
    const report = await seedPark(ctx.database.db, SEED_NOW, 3);
    expect(report.formulasRefreshed).toBe(2);
    const [b] = await ctx.app.db.select().from(formulas).where(eq(formulas.fid, bowling.fid));
    const [k] = await ctx.app.db.select().from(formulas).where(eq(formulas.fid, karting.fid));
    const [r] = await ctx.app.db.select().from(formulas).where(eq(formulas.fid, renamed.fid));
    expect(b!.promotionPercentage).toBe(bowling.promotionPercentage);
    expect(k!.durationMinutes).toBe(10);
    expect(r).toMatchObject({ name: 'DOUBLE SESSION MAISON', durationMinutes: 25 });
    expect((await seedPark(ctx.database.db, SEED_NOW, 3)).formulasRefreshed).toBe(0);
    await ctx.app.db
      .update(formulas)
      .set({ name: renamed.name, durationMinutes: renamed.durationMinutes })
      .where(eq(formulas.fid, renamed.fid));
  });

  it('keeps the serial sequences past the fixed ids', async () => {
    await ctx.app.db.execute(sql`INSERT INTO activities (name, code) VALUES ('NOUVELLE ACTIVITÉ', 'events')`);
    expect(await scalar(sql`SELECT max(aid) AS n FROM activities`)).toBe(14);
    await ctx.app.db.execute(sql`DELETE FROM activities WHERE aid = 14`);
  });

  it('links every formula to existing articles and rooms, and every activity article has its default tariff first', async () => {
    expect(
      await scalar(
        sql`SELECT count(*) AS n FROM formulas f LEFT JOIN articles a ON a.id = f.article WHERE f.article IS NOT NULL AND a.id IS NULL`,
      ),
    ).toBe(0);
    expect(await scalar(sql`SELECT count(*) AS n FROM formulas WHERE article IS NULL`)).toBe(1);
    expect(
      await scalar(
        sql`SELECT count(*) AS n FROM articles a WHERE NOT EXISTS (SELECT 1 FROM tariffs t WHERE t.article_id = a.id AND t.position = 0 AND t.is_default)`,
      ),
    ).toBe(0);
  });

  it('rolls the planning forward day by day without duplicating a slot', async () => {
    const before = await scalar(sql`SELECT count(*) AS n FROM planning_slots`);
    const nextDay = new Date(SEED_NOW.getTime() + 24 * 3600 * 1000);
    const added = await rollSlotsForward(ctx.database.db, nextDay, 3);
    expect(added).toBeGreaterThan(0);
    expect(await scalar(sql`SELECT count(*) AS n FROM planning_slots`)).toBe(before + added);
    expect(await rollSlotsForward(ctx.database.db, nextDay, 3)).toBe(0);
    expect(
      await scalar(
        sql`SELECT count(*) AS n FROM (SELECT room_id, starts_at FROM planning_slots GROUP BY 1, 2 HAVING count(*) > 1) d`,
      ),
    ).toBe(0);
    // Rolling from an earlier clock adds nothing either (the unique index and ON CONFLICT DO NOTHING).
    expect(await rollSlotsForward(ctx.database.db, SEED_NOW, 4)).toBe(0);
  });

  it('keeps concurrent seeding and rolling safe', async () => {
    const before = await scalar(sql`SELECT count(*) AS n FROM planning_slots`);
    const later = new Date(SEED_NOW.getTime() + 5 * 24 * 3600 * 1000);
    const [a, b] = await Promise.all([
      rollSlotsForward(ctx.database.db, later, 2),
      rollSlotsForward(ctx.database.db, later, 2),
    ]);
    expect(await scalar(sql`SELECT count(*) AS n FROM planning_slots`)).toBe(before + a + b);
    expect(
      await scalar(
        sql`SELECT count(*) AS n FROM (SELECT room_id, starts_at FROM planning_slots GROUP BY 1, 2 HAVING count(*) > 1) d`,
      ),
    ).toBe(0);
  });
});
