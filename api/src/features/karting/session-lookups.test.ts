import { sql } from 'drizzle-orm';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';

notePostgresSkipped();

/**
 * The karting lookups that run per request or per row of the ranking sweep are served by an index, not a scan of every
 * registration ever made: the staff's results for a team (POST /api/v1/VGPSvc.aspx: its session's time and its name)
 * and a session's teams by slot (each ranking, and the sweep's check that a session has times). Sequential scans are
 * switched off for the plan: on a table this small the planner would rightly choose them.
 */
describe.each(testDatabases())('karting session lookups on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { rankingSweepSeconds: 0 });
  });
  afterAll(() => ctx.close());

  async function planOf(query: ReturnType<typeof sql>): Promise<string> {
    return ctx.app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = (await tx.execute(sql`EXPLAIN ${query}`)) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  it('finds a team of a session by its time and name through an index', async () => {
    const due = '2026-12-12T18:00:00+01:00';
    const plan = await planOf(
      sql`SELECT * FROM game_registrations WHERE results_due_at = ${due}::timestamptz AND team_name = ${'Les Bolides'}`,
    );
    expect(plan).toContain('game_registrations_team_idx');
  });

  it('finds the teams of a session by its slot through an index', async () => {
    const plan = await planOf(sql`SELECT * FROM game_registrations WHERE slot_id = ${42} ORDER BY id`);
    expect(plan).toContain('game_registrations_slot_idx');
  });
});
