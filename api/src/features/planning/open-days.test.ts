import { sql } from 'drizzle-orm';
import { notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { seedPark } from '../../seed/seed';
import { parisDayOf, addDays, formatDayParam, parisDayBounds } from './paris-day';

notePostgresSkipped();

const key = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

describe.each(testDatabases())('planning open days on %s', (kind) => {
  let ctx: TestContext;
  const today = parisDayOf(new Date());
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await seedPark(ctx.database.db, new Date(), 15);
  });
  afterAll(() => ctx.close());

  const answerOf = async (query: string): Promise<{ days: string[]; slots: Record<string, number> }> => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/planning/days?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const daysOf = async (query: string): Promise<string[]> => (await answerOf(query)).days;
  /** The slots of a day the browse route gives the activity with a free place. */
  const freeSlotsOf = async (day: { year: number; month: number; day: number }, aid: number): Promise<number> => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/planning/browse?dates=${formatDayParam(day)}` });
    const slots: Array<{ idActivity: number; placesEmpty: number; deleted: boolean }> = res.json();
    return slots.filter((s) => s.idActivity === aid && !s.deleted && s.placesEmpty > 0).length;
  };

  it('lists only the days an activity opens: birthdays on Wednesdays and weekends, events on Fridays and Saturdays', async () => {
    const from = formatDayParam(addDays(today, 1));
    const birthdays = await daysOf(`activity=8&from=${from}&days=14`);
    expect(birthdays.length).toBeGreaterThanOrEqual(5);
    for (const day of birthdays) expect([0, 3, 6]).toContain(new Date(`${day}T12:00:00Z`).getUTCDay());
    const events = await daysOf(`activity=9&from=${from}&days=14`);
    expect(events.length).toBeGreaterThanOrEqual(3);
    for (const day of events)
      expect(day.endsWith('-12-31') || [5, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())).toBe(true);
    const karting = await daysOf(`activity=1&from=${from}&days=7`);
    expect(karting).toHaveLength(7);
    expect(karting[0]).toBe(key(addDays(today, 1)));
  });

  it("says how many slots of each day are still bookable, as the day's planning shows them", async () => {
    const first = addDays(today, 4);
    const answer = await answerOf(`activity=1&from=${formatDayParam(first)}&days=3`);
    expect(Object.keys(answer.slots)).toEqual(answer.days);
    for (const [offset, day] of [0, 1, 2].map((n) => [n, addDays(first, n)] as const)) {
      const count = await freeSlotsOf(day, 1);
      expect(count).toBeGreaterThan(0);
      expect(answer.slots[key(day)]).toBe(count);
      if (offset === 0) {
        // One slot of the day filled: one fewer.
        const bounds = parisDayBounds(day);
        await ctx.app.db.execute(
          sql`UPDATE planning_slots SET places_taken = places_max WHERE id = (SELECT min(id) FROM planning_slots WHERE activity_id = 1 AND NOT deleted AND places_taken < places_max AND starts_at >= ${bounds.start.toISOString()}::timestamptz AND starts_at < ${bounds.end.toISOString()}::timestamptz)`,
        );
        const after = await answerOf(`activity=1&from=${formatDayParam(day)}&days=1`);
        expect(after.slots).toEqual({ [key(day)]: count - 1 });
      }
    }
  });

  it('leaves out a day whose slots are all full or deleted, and answers [] for an unknown activity', async () => {
    const day = addDays(today, 2);
    const from = formatDayParam(day);
    expect(await daysOf(`activity=1&from=${from}&days=1`)).toEqual([key(day)]);
    const bounds = parisDayBounds(day);
    const [start, end] = [bounds.start.toISOString(), bounds.end.toISOString()];
    await ctx.app.db.execute(
      sql`UPDATE planning_slots SET places_taken = places_max WHERE activity_id = 1 AND starts_at >= ${start}::timestamptz AND starts_at < ${end}::timestamptz AND id % 2 = 0`,
    );
    await ctx.app.db.execute(
      sql`UPDATE planning_slots SET deleted = true WHERE activity_id = 1 AND starts_at >= ${start}::timestamptz AND starts_at < ${end}::timestamptz AND id % 2 = 1`,
    );
    expect(await answerOf(`activity=1&from=${from}&days=1`)).toEqual({ days: [], slots: {} });
    expect(await answerOf(`activity=999&from=${from}&days=3`)).toEqual({ days: [], slots: {} });
  });

  it('keeps to the rooms named', async () => {
    const from = formatDayParam(addDays(today, 3));
    expect(await daysOf(`activity=3&from=${from}&days=2&rooms=3,4`)).toHaveLength(2);
    expect(await daysOf(`activity=3&from=${from}&days=2&rooms=18`)).toEqual([]);
  });

  it.each(['activity=1', 'activity=1&from=hier', 'activity=x&from=2026-1-1', 'activity=1&from=2026-1-1&days=500'])(
    'refuses %p with a 400',
    async (query) => {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/planning/days?${query}` })).statusCode).toBe(400);
    },
  );
});
