import { eq } from 'drizzle-orm';
import { orderLines, orders, subscriptions } from '../../db/schema';
import { notePostgresSkipped, testDatabases } from '../../test/test-app';
import { openAuthorityPark, type AuthorityPark } from './authority-fixture';
import { MEMBER_PERCENTAGE } from './pricing';

notePostgresSkipped();

// The demonstration park: TRAMPOLINE 1H (fid 6) is a reserved offer, KARTING SESSION 10 MIN (fid 1) is not.
const TRAMPOLINE = { aid: 2, fid: 6, article: 111 };
const KARTING = { aid: 1, fid: 1, article: 101 };
const CLUB = { fid: 28, article: 211 };

describe.each(testDatabases())('the 360 Family Club member discount, on %s', (kind) => {
  let park: AuthorityPark;
  beforeAll(async () => {
    park = await openAuthorityPark(kind);
  }, 120_000);
  afterAll(() => park.close());

  const jump = async (counter = 2) => ({
    fid: TRAMPOLINE.fid,
    id: TRAMPOLINE.article,
    counter,
    pid: 'jump',
    idPlanning: await park.slot(TRAMPOLINE.aid),
  });
  const kart = async () => ({
    fid: KARTING.fid,
    id: KARTING.article,
    counter: 1,
    pid: 'kart',
    idPlanning: await park.slot(KARTING.aid),
  });

  it('charges a non-member the full price of a reserved offer, and refuses the member price', async () => {
    const unit = (await park.tariff(TRAMPOLINE.article)).cents;
    const discounted = await park.initiate([await jump()], { total: (2 * Math.round(unit * 0.9)) / 100 });
    expect(discounted.statusCode).toBe(400);
    expect(discounted.json().code).toBe('TOTAL_MISMATCH');
    expect((await park.initiate([await jump()])).statusCode).toBe(200);
  });

  it('takes 10 % off a reserved offer for a running member, not off other formulas, and writes it on the order', async () => {
    expect(MEMBER_PERCENTAGE).toBe(10);
    const member = park.other;
    const club = { fid: CLUB.fid, id: CLUB.article, counter: 1, type: 8 };
    const joined = await park.initiate([club], { token: member.token });
    expect(joined.statusCode).toBe(200);
    expect(await park.pay(joined.json().reference, 5000)).toBe(200);
    const [sub] = await park.ctx.app.db.select().from(subscriptions).where(eq(subscriptions.clientId, member.id));
    expect(sub?.kind).toBe('family-club');
    const me = async (who: { id: number; token: string }) =>
      (
        await park.ctx.app.inject({
          method: 'GET',
          url: `/api/users/${who.id}`,
          headers: { authorization: `Bearer ${who.token}` },
        })
      ).json();
    expect(await me(member)).toMatchObject({ clubMember: true, clubUntil: expect.stringMatching(/^\d{4}-/) });
    expect(await me(park.individual)).toMatchObject({ clubMember: false, clubUntil: null });

    const unit = (await park.tariff(TRAMPOLINE.article)).cents;
    const kartUnit = (await park.tariff(KARTING.article)).cents;
    const memberUnit = Math.round((unit * 90) / 100);
    const full = await park.initiate([await jump(), await kart()], { token: member.token });
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toContain(`(${((2 * memberUnit + kartUnit) / 100).toFixed(2).replace('.', ',')} €)`);
    const total = (2 * memberUnit + kartUnit) / 100;
    const res = await park.initiate([await jump(), await kart()], { token: member.token, total });
    expect(res.statusCode).toBe(200);
    expect(await park.pay(res.json().reference, Math.round(total * 100))).toBe(200);
    const [order] = await park.ctx.app.db.select().from(orders).where(eq(orders.reference, res.json().reference));
    const lines = await park.ctx.app.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    const byArticle = new Map(lines.map((l) => [l.articleId, l]));
    expect(byArticle.get(TRAMPOLINE.article)).toMatchObject({ qty: 2, unitPriceCents: memberUnit });
    expect(byArticle.get(KARTING.article)).toMatchObject({ qty: 1, unitPriceCents: kartUnit });
  });

  it('grants the discount when the basket buys the club with the booking', async () => {
    const buyer = park.company;
    const unit = (await park.tariff(TRAMPOLINE.article)).cents;
    const club = { fid: CLUB.fid, id: CLUB.article, counter: 1, type: 8 };
    const total = (5000 + 2 * Math.round((unit * 90) / 100)) / 100;
    const res = await park.initiate([club, await jump()], { token: buyer.token, total });
    expect(res.statusCode).toBe(200);
  });
});
