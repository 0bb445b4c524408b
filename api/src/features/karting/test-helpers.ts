import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { gameRegistrations } from '../../db/schema';
import { listOutbox } from '../../mail';
import { createTestApp, type TestContext } from '../../test/test-app';
import { makeClient } from '../sales/test-fixtures';
import { bookingDateOf, RESULTS_WINDOW_HOURS } from './registrations';

/**
 * A karting ranking suite's set-up: a test app without the API's own ranking timer (the tests run the sweep
 * themselves, at the times they choose), its e-mails in a fresh outbox folder, made before the suite's tests
 * (`ctx` is filled then, to be read inside the tests) and removed after; and the steps the ranking suites share.
 */
export function rankingSuite(kind: 'pglite' | 'postgres', name: string) {
  const ctx = {} as TestContext;
  let outbox = '';
  let staff: string | undefined;
  beforeAll(async () => {
    outbox = await fs.mkdtemp(path.join(os.tmpdir(), `${name}-outbox-`));
    Object.assign(ctx, await createTestApp(kind, { outboxDir: outbox, rankingSweepSeconds: 0 }));
  });
  afterAll(async () => {
    await ctx.close();
    await fs.rm(outbox, { recursive: true, force: true });
  });

  /**
   * A team (one player, `<team>-pilote`, its booker `<team>-<kind>@example.com`) whose results window closes at
   * `dueAt`, with a lap time; in a session of its own unless `bookingDate` names a shared one. `stale`: the
   * results name only a player who has since left the team, so the session has nothing to rank.
   */
  async function timedTeam(team: string, dueAt: Date, options: { bookingDate?: string; stale?: boolean } = {}) {
    const email = `${team}-${kind}@example.com`;
    const clientId = await makeClient(ctx.app.db, email);
    const player = `${team}-pilote`;
    const [row] = await ctx.app.db
      .insert(gameRegistrations)
      .values({
        clientId,
        teamName: team,
        bookingDate: options.bookingDate ?? bookingDateOf(new Date(dueAt.getTime() - RESULTS_WINDOW_HOURS * 3_600_000)),
        resultsDueAt: dueAt,
        players: [{ PlayerName: player, PlayerEMail: '', Language: 'fr' }],
        results: [{ PlayerName: options.stale ? `${team}-parti` : player, BestLapMs: 40_000, Laps: 10 }],
      })
      .returning();
    return { ...row!, email, player };
  }

  /** A registration as stored now. */
  const row = async (id: number) =>
    (await ctx.app.db.select().from(gameRegistrations).where(eq(gameRegistrations.id, id)))[0]!;

  /** The ranking e-mails in the outbox to any of `emails`. */
  const rankingsTo = async (...emails: string[]) =>
    (await listOutbox(outbox)).filter((e) => e.subject.startsWith('Classement') && emails.includes(e.to));

  /** The track's staff records a player's best lap for a team of a session (POST /api/v1/VGPSvc.aspx). */
  async function postResults(bookingDate: string, team: string, player: string, ms: number) {
    staff ??= (
      await ctx.app.inject({ method: 'POST', url: '/api/bar/staff/signin', payload: { code: 'bar360' } })
    ).json<{ token: string }>().token;
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/VGPSvc.aspx',
      headers: { 'x-staff-token': staff },
      payload: { TeamName: team, BookingDate: bookingDate, Players: [{ PlayerName: player, BestLapMs: ms, Laps: 9 }] },
    });
  }

  return { ctx, outbox: () => outbox, timedTeam, row, rankingsTo, postResults };
}
