import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { notePostgresSkipped, testDatabases } from '../../test/test-app';
import { gameRegistrations } from '../../db/schema';
import { RANKING_RETRY_SECONDS, sendDueRankings } from './ranking';
import { rankingSuite } from './test-helpers';

notePostgresSkipped();

describe.each(testDatabases())('the karting ranking sweep’s order on %s', (kind) => {
  const { ctx, outbox, timedTeam, row, rankingsTo, postResults } = rankingSuite(kind, 'ranking-sweep-order');
  const t0 = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const at = (ms: number) => new Date(t0.getTime() + ms);
  const retry = RANKING_RETRY_SECONDS * 1000;

  // Each test starts with an empty queue: the sweeps below see only that test's registrations.
  beforeEach(async () => {
    await ctx.app.db.delete(gameRegistrations);
  });

  /** Every send fails while `run` runs (the outbox folder cannot be made: the transport is down). */
  async function whileMailIsDown<T>(run: () => Promise<T>): Promise<T> {
    const blocker = path.join(outbox(), 'not-a-folder');
    await fs.writeFile(blocker, 'x');
    ctx.app.config.outboxDir = path.join(blocker, 'outbox');
    try {
      return await run();
    } finally {
      ctx.app.config.outboxDir = outbox();
    }
  }

  it('sends a ranking due after 20 (the limit) that have nothing to rank, within two sweeps', async () => {
    const stale = [];
    for (let i = 0; i < 20; i++)
      stale.push(await timedTeam(`stale-${i}`, at(-5 * 3_600_000 + i * 60_000), { stale: true }));
    const good = await timedTeam('good', at(-3_600_000));
    // A sweep a minute, as the API's timer: the first tries the 20 older ones, which send nothing.
    const first = await sendDueRankings(ctx.app, t0);
    const second = await sendDueRankings(ctx.app, at(60_000));
    expect([...first, ...second]).toEqual([good.id]);
    expect(await rankingsTo(good.email)).toHaveLength(1);
    for (const { id } of stale)
      expect(await row(id)).toMatchObject({ rankingTriedAt: t0, rankingClaimedAt: null, rankingSentAt: null });
  });

  it('puts a failed send behind the rankings that became due before it', async () => {
    const failed = await timedTeam('first-failed', at(-4 * 3_600_000));
    const waiting = await timedTeam('waiting', at(-3 * 3_600_000));
    expect(await whileMailIsDown(() => sendDueRankings(ctx.app, t0, 1))).toEqual([]);
    expect(await row(failed.id)).toMatchObject({ rankingTriedAt: t0, rankingClaimedAt: null, rankingSentAt: null });
    // Once the failed one may be tried again, the one due later but never tried still goes first.
    expect(await sendDueRankings(ctx.app, at(retry), 1)).toEqual([waiting.id]);
    expect(await sendDueRankings(ctx.app, at(retry), 1)).toEqual([failed.id]);
    expect(await rankingsTo(failed.email, waiting.email)).toHaveLength(2);
    expect(await row(failed.id)).toMatchObject({ rankingSentAt: at(retry) });
  });

  it('tries a ranking that sent nothing again only RANKING_RETRY_SECONDS later', async () => {
    const team = await timedTeam('retried', at(-3_600_000), { stale: true });
    expect(await sendDueRankings(ctx.app, t0)).toEqual([]);
    // The results now name the team's player (as if the booker put the name back): the sweep waits all the same.
    await ctx.app.db
      .update(gameRegistrations)
      .set({ results: [{ PlayerName: team.player, BestLapMs: 40_000, Laps: 10 }] })
      .where(eq(gameRegistrations.id, team.id));
    expect(await sendDueRankings(ctx.app, at(retry - 1000))).toEqual([]);
    expect(await row(team.id)).toMatchObject({ rankingTriedAt: t0, rankingClaimedAt: null, rankingSentAt: null });
    expect(await sendDueRankings(ctx.app, at(retry))).toEqual([team.id]);
    expect(await rankingsTo(team.email)).toHaveLength(1);
  });

  it('sends at once when new results arrive, however recently the ranking was tried', async () => {
    const team = await timedTeam('late-results', at(-3_600_000), { stale: true });
    expect(await sendDueRankings(ctx.app, t0)).toEqual([]);
    expect(await sendDueRankings(ctx.app, at(60_000))).toEqual([]);
    expect(await row(team.id)).toMatchObject({ rankingTriedAt: t0, rankingSentAt: null });
    // The staff records the team's player's lap: its session's rankings go now, no sweep needed.
    expect((await postResults(team.bookingDate, team.teamName, team.player, 41_000)).statusCode).toBe(200);
    expect(await rankingsTo(team.email)).toHaveLength(1);
    expect((await row(team.id)).rankingSentAt).not.toBeNull();
  });
});
