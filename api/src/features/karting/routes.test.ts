import { eq } from 'drizzle-orm';
import { clients, gameRegistrations } from '../../db/schema';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';

notePostgresSkipped();

describe.each(testDatabases())('POST /api/v1/VGPSvc.aspx on %s', (kind) => {
  let ctx: TestContext;
  let token: string;
  let clientId: number;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const [row] = await ctx.app.db
      .insert(clients)
      .values({ email: 'pilote@example.fr', firstName: 'Ana', lastName: 'Martin', type: 0 })
      .returning({ id: clients.id });
    clientId = row!.id;
    token = ctx.app.signToken({ sub: clientId, type: 0, cv: 0 });
  });
  afterAll(() => ctx.close());

  const send = (payload: unknown, auth = true) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/VGPSvc.aspx',
      headers: auth ? { authorization: `Bearer ${token}` } : {},
      payload: payload as object,
    });
  const team = {
    TeamName: 'Les Bolides',
    GameValue: '10 min',
    BookingDate: '2026-12-05T16:00:00+01:00',
    Players: [
      { PlayerEMail: 'ana@example.fr', PlayerName: 'Ana', Language: 'fr' },
      { PlayerEMail: '', PlayerName: 'Tom' },
    ],
  };

  it('records the team and its players for the signed-in client', async () => {
    const res = await send(team);
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(gameRegistrations).where(eq(gameRegistrations.id, res.json().id));
    expect(row).toMatchObject({
      clientId,
      teamName: 'Les Bolides',
      gameValue: '10 min',
      bookingDate: '2026-12-05T16:00:00+01:00',
      players: [
        { PlayerName: 'Ana', PlayerEMail: 'ana@example.fr', Language: 'fr' },
        { PlayerName: 'Tom', PlayerEMail: '', Language: 'fr' },
      ],
    });
  });

  it('requires the team name and every player name, plain text only, and a sign-in', async () => {
    expect((await send({ ...team, TeamName: '  ' })).json().message).toBe("Le nom de l'équipe est obligatoire.");
    expect((await send({ ...team, Players: [{ PlayerName: '' }] })).json().message).toBe(
      'Le nom du joueur 1 est obligatoire.',
    );
    expect((await send({ ...team, TeamName: 'https://spam.example' })).statusCode).toBe(400);
    expect((await send({ ...team, Players: [{ PlayerName: 'Ana', PlayerEMail: 'pas-un-mail' }] })).json().message).toBe(
      'Adresse email est invalide',
    );
    expect((await send({ ...team, BookingDate: 'demain' })).statusCode).toBe(400);
    expect((await send({ ...team, Players: [] })).statusCode).toBe(400);
    expect((await send(team, false)).statusCode).toBe(401);
  });
});
