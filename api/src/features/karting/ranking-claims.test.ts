import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { notePostgresSkipped, testDatabases } from '../../test/test-app';
import { gameRegistrations } from '../../db/schema';
import { RANKING_CLAIM_SECONDS, sendDueRankings } from './ranking';
import { rankingSuite } from './test-helpers';

notePostgresSkipped();

/** An SMTP server that accepts connections and never answers: a sender caught in it is as good as dead. */
async function blackHole() {
  const sockets = new Set<net.Socket>();
  let connected!: () => void;
  const reached = new Promise<void>((resolve) => (connected = resolve));
  const server = net.createServer((socket) => {
    sockets.add(socket);
    connected();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    reached,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.each(testDatabases())('karting ranking claims on %s', (kind) => {
  const { ctx, outbox, timedTeam: teamDueAt, row, rankingsTo } = rankingSuite(kind, 'ranking-claims');
  const t0 = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const at = (ms: number) => new Date(t0.getTime() + ms);

  /** A team with a lap time in a session of its own (`bookingDate`) whose results window closed an hour before t0. */
  const timedTeam = (name: string, bookingDate: string, dueBefore = 3_600_000) =>
    teamDueAt(name, at(-dueBefore), { bookingDate });

  it('sends the ranking a sender claimed before dying, once its claim expired', async () => {
    const team = await timedTeam('crash', '2026-01-05T10:00:00+01:00');
    const hole = await blackHole();
    const config = ctx.app.config;
    config.smtpUrl = hole.url;
    let dying: Promise<unknown>;
    try {
      // The first sender claims the row and starts sending; it never gets further (the process died).
      dying = sendDueRankings(ctx.app, t0, 20, team).catch(() => []);
      await hole.reached;
    } finally {
      config.smtpUrl = undefined;
    }
    try {
      expect(await row(team.id)).toMatchObject({ rankingClaimedAt: t0, rankingSentAt: null });
      // Another sender, while the claim holds: leaves it. After it expired: sends it, once.
      expect(await sendDueRankings(ctx.app, at(RANKING_CLAIM_SECONDS * 1000 - 1000), 20, team)).toEqual([]);
      expect(await rankingsTo(team.email)).toHaveLength(0);
      const later = at(RANKING_CLAIM_SECONDS * 1000 + 1000);
      expect(await sendDueRankings(ctx.app, later, 20, team)).toEqual([team.id]);
      expect(await rankingsTo(team.email)).toHaveLength(1);
      expect(await row(team.id)).toMatchObject({ rankingSentAt: later });
      expect(await sendDueRankings(ctx.app, at(3_600_000), 20, team)).toEqual([]);
      expect(await rankingsTo(team.email)).toHaveLength(1);
    } finally {
      await hole.close();
      await dying;
    }
    // The dead sender's late failure does not undo the send.
    expect((await row(team.id)).rankingSentAt).toEqual(at(RANKING_CLAIM_SECONDS * 1000 + 1000));
  });

  it('leaves a fresh claim of another sender alone, and sends the session’s other teams', async () => {
    const bookingDate = '2026-01-06T10:00:00+01:00';
    const claimed = await timedTeam('claimed', bookingDate, 2 * 3_600_000);
    const free = await timedTeam('free', bookingDate);
    const claimedAt = at(-10_000);
    await ctx.app.db
      .update(gameRegistrations)
      .set({ rankingClaimedAt: claimedAt })
      .where(eq(gameRegistrations.id, claimed.id));
    // One at a time, the claimed (older) one first in line: the sweep passes over it.
    expect(await sendDueRankings(ctx.app, t0, 1, claimed)).toEqual([free.id]);
    expect(await sendDueRankings(ctx.app, t0, 20, claimed)).toEqual([]);
    expect(await rankingsTo(claimed.email)).toHaveLength(0);
    expect(await rankingsTo(free.email)).toHaveLength(1);
    expect(await row(claimed.id)).toMatchObject({ rankingClaimedAt: claimedAt, rankingSentAt: null });
  });

  it('takes over a claim only once it is older than RANKING_CLAIM_SECONDS', async () => {
    const team = await timedTeam('edge', '2026-01-07T10:00:00+01:00');
    const claimedAt = at(-RANKING_CLAIM_SECONDS * 1000);
    await ctx.app.db
      .update(gameRegistrations)
      .set({ rankingClaimedAt: claimedAt })
      .where(eq(gameRegistrations.id, team.id));
    expect(await sendDueRankings(ctx.app, t0, 20, team)).toEqual([]);
    expect(await sendDueRankings(ctx.app, at(1), 20, team)).toEqual([team.id]);
    expect(await row(team.id)).toMatchObject({ rankingClaimedAt: at(1), rankingSentAt: at(1) });
    expect(await rankingsTo(team.email)).toHaveLength(1);
  });

  it('releases the claim of a failed send, and the next sweep sends it', async () => {
    const team = await timedTeam('failed', '2026-01-08T10:00:00+01:00');
    const blocker = path.join(outbox(), 'not-a-folder');
    await fs.writeFile(blocker, 'x');
    const config = ctx.app.config;
    config.outboxDir = path.join(blocker, 'outbox'); // mkdir fails: the transport is down
    try {
      expect(await sendDueRankings(ctx.app, t0, 20, team)).toEqual([]);
    } finally {
      config.outboxDir = outbox();
    }
    expect(await row(team.id)).toMatchObject({ rankingClaimedAt: null, rankingSentAt: null, rankingTriedAt: t0 });
    expect(await sendDueRankings(ctx.app, t0, 20, team)).toEqual([team.id]);
    expect(await rankingsTo(team.email)).toHaveLength(1);
  });
});
