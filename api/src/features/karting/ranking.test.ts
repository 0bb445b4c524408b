import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { gameRegistrations } from '../../db/schema';
import { listOutbox, readOutboxMessage } from '../../mail';
import { settleTransaction } from '../sales/settle';
import { holdFor, line, makeClient, makePark, makeSlot, makeTransaction, type Park } from '../sales/test-fixtures';
import { lapTime, rankSession, sendDueRankings } from './ranking';
import { bookingDateOf, RESULTS_WINDOW_HOURS } from './registrations';

notePostgresSkipped();

describe('rankSession', () => {
  it('ranks players by best lap, ties by name, players without a time last and unranked', () => {
    const ranking = rankSession([
      {
        teamName: 'A',
        players: [
          { PlayerName: 'Zoé', PlayerEMail: '', Language: 'fr' },
          { PlayerName: 'Tom', PlayerEMail: '', Language: 'fr' },
        ],
        results: [{ PlayerName: 'Zoé', BestLapMs: 41_200, Laps: 12 }],
      },
      {
        teamName: 'B',
        players: [
          { PlayerName: 'Ana', PlayerEMail: '', Language: 'fr' },
          { PlayerName: 'Bob', PlayerEMail: '', Language: 'fr' },
        ],
        results: [
          { PlayerName: 'Ana', BestLapMs: 41_200, Laps: 11 },
          { PlayerName: 'Bob', BestLapMs: 39_999, Laps: 12 },
        ],
      },
    ]);
    expect(ranking.map((p) => [p.position, p.name, p.team])).toEqual([
      [1, 'Bob', 'B'],
      [2, 'Ana', 'B'],
      [3, 'Zoé', 'A'],
      [null, 'Tom', 'A'],
    ]);
    expect(lapTime(39_999)).toBe('39,999 s');
    expect(lapTime(61_005)).toBe('1 min 01,005 s');
  });
});

describe.each(testDatabases())('karting players and ranking on %s', (kind) => {
  let ctx: TestContext;
  let outbox: string;
  let park: Park;
  let booker: number;
  let rival: number;
  const auth = (id: number) => ({ authorization: `Bearer ${ctx.app.signToken({ sub: id, type: 0, cv: 0 })}` });

  beforeAll(async () => {
    outbox = await fs.mkdtemp(path.join(os.tmpdir(), 'ranking-outbox-'));
    ctx = await createTestApp(kind, { outboxDir: outbox, rankingSweepSeconds: 0 });
    park = await makePark(ctx.app.db);
    booker = await makeClient(ctx.app.db, `booker-${kind}@example.com`);
    rival = await makeClient(ctx.app.db, `rival-${kind}@example.com`);
  });
  afterAll(async () => {
    await ctx.close();
    await fs.rm(outbox, { recursive: true, force: true });
  });

  async function teamBooking(clientId: number, slot: { id: number }, team: string, players: string[], email: string) {
    const l = line({
      id: park.articleId,
      idTariff: park.tariffId,
      counter: players.length,
      unitCents: 1750,
      idPlanning: slot.id,
      slotIds: [slot.id],
      kind: 'activity',
      client: { pid: team, players: { TeamName: team, GameValue: '10 min', BookingDate: '', players } },
    });
    const reference = await makeTransaction(ctx.app.db, clientId, [l], 'paid', { email });
    await holdFor(ctx.app.db, slot.id, reference, players.length);
    return settleTransaction(ctx.app, reference, { skipEmail: true });
  }

  it('stores the players with the paid booking, ranks the session and e-mails each booker once, 2 hours after', async () => {
    const slot = await makeSlot(ctx.app.db, park, 10);
    const mine = await teamBooking(booker, slot, 'Les Bolides', ['Ana', 'Tom'], `booker-${kind}@example.com`);
    await teamBooking(rival, slot, 'Turbo', ['Bob'], `rival-${kind}@example.com`);
    const rows = await ctx.app.db.select().from(gameRegistrations).where(eq(gameRegistrations.slotId, slot.id));
    expect(rows).toHaveLength(2);
    const bolides = rows.find((r) => r.teamName === 'Les Bolides')!;
    expect(bolides).toMatchObject({
      orderId: mine.idTicket,
      clientId: booker,
      gameValue: '10 min',
      bookingDate: bookingDateOf(slot.startsAt),
      players: [
        { PlayerName: 'Ana', PlayerEMail: '', Language: 'fr' },
        { PlayerName: 'Tom', PlayerEMail: '', Language: 'fr' },
      ],
    });
    expect(bolides.resultsDueAt!.getTime() - slot.startsAt.getTime()).toBe(RESULTS_WINDOW_HOURS * 3600_000);

    // The booker's VGPSvc call for that booking completes the same registration (players' e-mails).
    const call = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/VGPSvc.aspx',
      headers: auth(booker),
      payload: {
        TeamName: 'Les Bolides',
        GameValue: '10 min',
        BookingDate: bookingDateOf(slot.startsAt),
        Players: [{ PlayerName: 'Ana', PlayerEMail: 'ana@example.fr' }, { PlayerName: 'Tom' }],
      },
    });
    expect(call.statusCode).toBe(200);
    expect(call.json().id).toBe(bolides.id);

    // Results: the track's staff only.
    const results = {
      TeamName: 'Les Bolides',
      BookingDate: bookingDateOf(slot.startsAt),
      Players: [
        { PlayerName: 'Ana', BestLapMs: 42_500, Laps: 12 },
        { PlayerName: 'Tom', BestLapMs: 40_100, Laps: 12 },
      ],
    };
    const byVisitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/VGPSvc.aspx',
      headers: auth(booker),
      payload: results,
    });
    expect(byVisitor.statusCode).toBe(403);
    const staff = (
      await ctx.app.inject({ method: 'POST', url: '/api/bar/staff/signin', payload: { code: 'bar360' } })
    ).json().token as string;
    const wrongStaff = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/VGPSvc.aspx',
      headers: { 'x-staff-token': 'nope' },
      payload: results,
    });
    expect(wrongStaff.statusCode).toBe(401);
    const recorded = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/VGPSvc.aspx',
      headers: { 'x-staff-token': staff },
      payload: results,
    });
    expect(recorded.statusCode).toBe(200);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/VGPSvc.aspx',
      headers: { 'x-staff-token': staff },
      payload: { ...results, Players: [{ PlayerName: 'Intrus', BestLapMs: 1000 }] },
    });
    expect(unknown.statusCode).toBe(400);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/VGPSvc.aspx',
      headers: { 'x-staff-token': staff },
      payload: {
        TeamName: 'Turbo',
        BookingDate: bookingDateOf(slot.startsAt),
        Players: [{ PlayerName: 'Bob', BestLapMs: 41_000, Laps: 11 }],
      },
    });

    // Before the window closes: nothing; after: one e-mail per booker with the session's ranking; then never again.
    const due = bolides.resultsDueAt!;
    expect(await sendDueRankings(ctx.app, new Date(due.getTime() - 1000))).toEqual([]);
    const sent = await sendDueRankings(ctx.app, due);
    expect(sent.sort()).toEqual(rows.map((r) => r.id).sort());
    expect(await sendDueRankings(ctx.app, new Date(due.getTime() + 60_000))).toEqual([]);
    const entries = (await listOutbox(outbox)).filter((e) => e.subject.startsWith('Classement'));
    expect(entries.map((e) => e.to).sort()).toEqual([`booker-${kind}@example.com`, `rival-${kind}@example.com`]);
    const message = (await readOutboxMessage(outbox, entries.find((e) => e.to.includes('booker'))!.id))!;
    const text = message.text ?? '';
    expect(text.indexOf('1. Tom (Les Bolides) — 40,100 s')).toBeGreaterThan(-1);
    expect(text.indexOf('2. Bob (Turbo) — 41,000 s')).toBeGreaterThan(text.indexOf('1. Tom'));
    expect(text.indexOf('3. Ana (Les Bolides) — 42,500 s')).toBeGreaterThan(text.indexOf('2. Bob'));
  });

  it('sends a due ranking from the API’s own timer', async () => {
    const timed = await createTestApp(kind, { outboxDir: outbox, rankingSweepSeconds: 1 });
    try {
      const client = await makeClient(timed.app.db, `timer-${kind}@example.com`);
      const [reg] = await timed.app.db
        .insert(gameRegistrations)
        .values({
          clientId: client,
          teamName: 'Chrono',
          bookingDate: '2020-01-01T10:00:00+01:00',
          resultsDueAt: new Date(Date.now() - 1000),
          players: [{ PlayerName: 'Léo', PlayerEMail: '', Language: 'fr' }],
          results: [{ PlayerName: 'Léo', BestLapMs: 44_000, Laps: 10 }],
        })
        .returning();
      const deadline = Date.now() + 10_000;
      const mailed = async () => (await listOutbox(outbox)).some((e) => e.to.includes(`timer-${kind}@example.com`));
      while (!(await mailed()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      expect(await mailed()).toBe(true);
      const [row] = await timed.app.db.select().from(gameRegistrations).where(eq(gameRegistrations.id, reg!.id));
      expect(row!.rankingSentAt).not.toBeNull();
    } finally {
      await timed.close();
    }
  }, 90_000);
});
