import moment from 'moment-timezone';
import { tariffs } from '../../db/schema';
import { notePostgresSkipped, testDatabases } from '../../test/test-app';
import { openAuthorityPark, type AuthorityPark } from './authority-fixture';

notePostgresSkipped();

// Ids of the demonstration park (api/src/seed/park-*.ts).
const SUBSCRIPTION = { fid: 26, article: 201 };
const LONG_SUBSCRIPTION = { fid: 27, article: 202 };
const SOCKS = 231;
const BRACELET = 232;
const CLUB = { fid: 28, article: 211 };
const CSE = [
  { fid: 22, article: 191 },
  { fid: 23, article: 192 },
];

/** The server accepts only what the site itself can send: for the club, a subscription, a company ticket, its tariff. */
describe.each(testDatabases())('the tariff the site sells a formula at, on %s', (kind) => {
  let park: AuthorityPark;
  beforeAll(async () => {
    park = await openAuthorityPark(kind);
  }, 120_000);
  afterAll(() => park.close());

  // The subscription's first day is a Paris day (line-bounds): from 23:00 UTC, UTC's date is already Paris's yesterday.
  const today = () => moment.tz('Europe/Paris').format('YYYY-MM-DD');
  const subscription = async (idTariff?: number) => ({
    fid: SUBSCRIPTION.fid,
    id: SUBSCRIPTION.article,
    ...(idTariff === undefined ? {} : { idTariff, idTarif: idTariff }),
    counter: 2,
    pid: 'abo',
    type: 8,
    abo: true,
    validity: 1,
    accessStart: today(),
  });

  it('refuses a subscription line forged at the student tariff (32 € instead of 39 €)', async () => {
    const student = await park.tariff(SUBSCRIPTION.article, 1);
    expect(student.cents).toBe(3200);
    const res = await park.initiate([await subscription(student.id)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'TARIFF_MISMATCH', line: 0 });
    expect(res.json().message).toBe(
      "Ligne 1 (TRAMPOLINES - ABONNEMENT 1 MOIS) : le tarif « Abonnement 1 mois étudiant » n'est pas vendu en ligne pour cette formule : l'abonnement se vend au tarif « Abonnement 1 mois ».",
    );
  });

  it('sells the subscriptions at their tariff, with the socks and bracelet lines of the page', async () => {
    const monthly = await park.tariff(SUBSCRIPTION.article);
    const options = [
      { fid: SUBSCRIPTION.fid, id: SOCKS, idTariff: (await park.tariff(SOCKS)).id, counter: 2, pid: 'abo', type: 0 },
      { fid: SUBSCRIPTION.fid, id: BRACELET, idTariff: (await park.tariff(BRACELET)).id, counter: 1, pid: 'abo' },
    ];
    const res = await park.initiate([await subscription(monthly.id), ...options]);
    expect(res.statusCode).toBe(200);
    expect(Number(res.json().amount)).toBe(2 * 39 + 2 * 6 + 2.5);
    // A line naming no tariff is sold at the formula's, never the student one.
    const unnamed = await park.initiate([await subscription()], { token: park.other.token, total: 78 });
    expect(unnamed.statusCode).toBe(200);
    const long = { ...(await subscription()), fid: LONG_SUBSCRIPTION.fid, id: LONG_SUBSCRIPTION.article };
    const longRes = await park.initiate([{ ...long, idTariff: (await park.tariff(LONG_SUBSCRIPTION.article)).id }]);
    expect(longRes.statusCode).toBe(200);
    expect(Number(longRes.json().amount)).toBe(2 * 99);
  });

  it('sells the club and company tickets at the tariff the site picks, and no other once they have two', async () => {
    const clubTariff = await park.tariff(CLUB.article);
    const club = { fid: CLUB.fid, id: CLUB.article, counter: 1, type: 8, pid: 'club' };
    const tickets = async () =>
      Promise.all(
        CSE.map(async ({ fid, article }, i) => ({
          fid,
          id: article,
          idTariff: (await park.tariff(article)).id,
          counter: i + 1,
          pid: 'cse',
          type: 1,
        })),
      );
    expect((await park.initiate([{ ...club, idTariff: clubTariff.id }])).statusCode).toBe(200);
    const cse = await park.initiate(await tickets(), { token: park.company.token });
    expect(cse.statusCode).toBe(200);
    expect(Number(cse.json().amount)).toBe(15 + 2 * 12);

    // A second tariff on each article, as the back office may add: the site still sends the first (the club's default).
    const [sponsor] = await park.ctx.app.db
      .insert(tariffs)
      .values({ articleId: CLUB.article, name: 'Parrainage', priceCents: 2500, position: 1, isDefault: false })
      .returning();
    const [reduced] = await park.ctx.app.db
      .insert(tariffs)
      .values({ articleId: CSE[0]!.article, name: 'Tarif CSE réduit', priceCents: 500, position: 1, isDefault: false })
      .returning();
    const forgedClub = await park.initiate([{ ...club, idTariff: sponsor!.id }]);
    expect(forgedClub.statusCode).toBe(400);
    expect(forgedClub.json()).toMatchObject({ code: 'TARIFF_MISMATCH', line: 0 });
    expect(forgedClub.json().message).toContain("l'adhésion se vend au tarif « Tarif normal »");
    const forgedCse = (await tickets()).map((l, i) => (i === 0 ? { ...l, idTariff: reduced!.id } : l));
    const refused = await park.initiate(forgedCse, { token: park.company.token });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'TARIFF_MISMATCH', line: 0 });
    expect(refused.json().message).toContain('ce billet CSE se vend au tarif « Tarif normal »');
    expect((await park.initiate([{ ...club, idTariff: clubTariff.id }])).statusCode).toBe(200);
    expect((await park.initiate(await tickets(), { token: park.company.token })).statusCode).toBe(200);
  });
});
