import { inArray } from 'drizzle-orm';
import { notePostgresSkipped, testDatabases } from '../../test/test-app';
import { gameRegistrations } from '../../db/schema';
import { readOutboxMessage } from '../../mail';
import { makeClient } from '../sales/test-fixtures';
import { sendDueRankings } from './ranking';
import { bookingDateOf, resultsDueAt } from './registrations';
import { rankingSuite } from './test-helpers';

notePostgresSkipped();

describe.each(testDatabases())('karting rankings without times, and late results, on %s', (kind) => {
  const { ctx, outbox, rankingsTo: rankingsToAny, postResults: results } = rankingSuite(kind, 'ranking-late');

  /** A past session (its window closed) with one team per booker, no results yet. */
  async function pastRace(name: string, bookingDate: string) {
    const teams = [];
    for (const [team, player] of [
      ['Rouge', 'Ana'],
      ['Bleu', 'Bob'],
    ] as const) {
      const email = `${name}-${team.toLowerCase()}-${kind}@example.com`;
      const clientId = await makeClient(ctx.app.db, email);
      const [row] = await ctx.app.db
        .insert(gameRegistrations)
        .values({
          clientId,
          teamName: team,
          bookingDate,
          resultsDueAt: resultsDueAt(new Date(bookingDate)),
          players: [{ PlayerName: player, PlayerEMail: '', Language: 'fr' }],
        })
        .returning();
      teams.push({ id: row!.id, team, player, email });
    }
    return teams;
  }
  /** A session's BookingDate `days` ago (whole minutes, as the track sends it). */
  const daysAgo = (days: number) =>
    bookingDateOf(new Date(Math.floor((Date.now() - days * 86_400_000) / 60_000) * 60_000));
  const rankingsTo = (emails: string[]) => rankingsToAny(...emails);

  it('sends no ranking for a session without lap times, however late', async () => {
    const bookingDate = daysAgo(30);
    const teams = await pastRace('empty', bookingDate);
    const due = resultsDueAt(new Date(bookingDate));
    expect(await sendDueRankings(ctx.app, due)).toEqual([]);
    expect(await sendDueRankings(ctx.app, new Date(due.getTime() + 7 * 24 * 3_600_000))).toEqual([]);
    expect(await rankingsTo(teams.map((t) => t.email))).toEqual([]);
    const rows = await ctx.app.db
      .select({ sentAt: gameRegistrations.rankingSentAt })
      .from(gameRegistrations)
      .where(
        inArray(
          gameRegistrations.id,
          teams.map((t) => t.id),
        ),
      );
    expect(rows.map((r) => r.sentAt)).toEqual([null, null]);
  });

  it('e-mails the ranking when results arrive after the window, once per booker', async () => {
    const bookingDate = daysAgo(20);
    const teams = await pastRace('late', bookingDate);
    const emails = teams.map((t) => t.email);
    // The first results arrive days after the window closed: both bookers get the ranking at once, no sweep needed.
    expect((await results(bookingDate, 'Rouge', 'Ana', 41_500)).statusCode).toBe(200);
    const sent = await rankingsTo(emails);
    expect(sent.map((e) => e.to).sort()).toEqual([...emails].sort());
    for (const entry of sent) {
      const text = (await readOutboxMessage(outbox(), entry.id))?.text ?? '';
      expect(text).toContain('1. Ana (Rouge) — 41,500 s');
      expect(text).toContain('Bob (Bleu) — sans temps');
    }

    // More results, a sweep: never a second e-mail for that session.
    expect((await results(bookingDate, 'Bleu', 'Bob', 40_200)).statusCode).toBe(200);
    expect(await sendDueRankings(ctx.app)).toEqual([]);
    expect(await rankingsTo(emails)).toHaveLength(2);
  });

  it('sends once when results and the sweep come together', async () => {
    const bookingDate = daysAgo(10);
    const teams = await pastRace('together', bookingDate);
    const emails = teams.map((t) => t.email);
    const [a, b, sweep] = await Promise.all([
      results(bookingDate, 'Rouge', 'Ana', 43_000),
      results(bookingDate, 'Bleu', 'Bob', 42_000),
      sendDueRankings(ctx.app),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(sweep.every((id) => teams.some((t) => t.id === id))).toBe(true);
    const sent = await rankingsTo(emails);
    expect(sent.map((e) => e.to).sort()).toEqual([...emails].sort());
  });
});
