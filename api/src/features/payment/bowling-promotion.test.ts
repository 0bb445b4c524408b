import { eq } from 'drizzle-orm';
import { orderLines, orders } from '../../db/schema';
import { notePostgresSkipped, testDatabases } from '../../test/test-app';
import { openAuthorityPark, type AuthorityPark } from './authority-fixture';

notePostgresSkipped();

// The demonstration park: BOWLING 1 HEURE (fid 10, article 122) carries the bowling offer, -20 % on 1 hour
// (spec §9); BOWLING 1 PARTIE (fid 9, article 121) does not. Both are of the bowling activity (aid 3).
const HOUR = { aid: 3, fid: 10, article: 122 };
const GAME = { aid: 3, fid: 9, article: 121 };

describe.each(testDatabases())('the bowling promotion (-20 % on 1 hour), on %s', (kind) => {
  let park: AuthorityPark;
  beforeAll(async () => {
    park = await openAuthorityPark(kind);
  }, 120_000);
  afterAll(() => park.close());

  const hour = async (counter: number, pid = 'hour') => ({
    fid: HOUR.fid,
    id: HOUR.article,
    counter,
    pid,
    idPlanning: await park.slot(HOUR.aid, 26, counter),
  });

  it('shows the promotion on the formula in the catalogue', async () => {
    const res = await park.ctx.app.inject({ method: 'GET', url: `/api/v1/formules/${HOUR.fid}` });
    expect(res.json().data.formule.promotionPercentage).toBe(20);
    const game = await park.ctx.app.inject({ method: 'GET', url: `/api/v1/formules/${GAME.fid}` });
    expect(game.json().data.formule.promotionPercentage).toBe(0);
  });

  it('charges 1 hour of bowling 20 % less, refuses the list price, and writes the price on the order', async () => {
    const unit = (await park.tariff(HOUR.article)).cents;
    const promoted = Math.round((unit * 80) / 100);
    const line = await hour(2);
    const full = await park.initiate([line], { total: (2 * unit) / 100 });
    expect(full.statusCode).toBe(400);
    expect(full.json().code).toBe('TOTAL_MISMATCH');
    expect(full.json().message).toContain(`(${((2 * promoted) / 100).toFixed(2).replace('.', ',')} €)`);

    const shoes = await park.tariff(HOUR.article, 1);
    const equipment = { fid: HOUR.fid, id: HOUR.article, idTariff: shoes.id, counter: 2, pid: 'hour' };
    const total = (2 * promoted + 2 * shoes.cents) / 100;
    const res = await park.initiate([line, equipment], { total });
    expect(res.statusCode).toBe(200);
    expect(await park.pay(res.json().reference, Math.round(total * 100))).toBe(200);
    const [order] = await park.ctx.app.db.select().from(orders).where(eq(orders.reference, res.json().reference));
    const lines = await park.ctx.app.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    // The promotion is on the booking only: the shoes keep their price.
    expect(lines.map((l) => l.unitPriceCents).sort((a, b) => a - b)).toEqual(
      [promoted, shoes.cents].sort((a, b) => a - b),
    );
  });

  it('leaves the per-game formula at its price', async () => {
    const unit = (await park.tariff(GAME.article)).cents;
    const game = { fid: GAME.fid, id: GAME.article, counter: 3, pid: 'game', idPlanning: await park.slot(GAME.aid) };
    const discounted = await park.initiate([game], { total: (3 * Math.round((unit * 80) / 100)) / 100 });
    expect(discounted.statusCode).toBe(400);
    expect((await park.initiate([game], { total: (3 * unit) / 100 })).statusCode).toBe(200);
  });

  it('stacks with the member discount, taken on what is left, rounded to the cent', async () => {
    const unit = (await park.tariff(HOUR.article)).cents;
    const club = { fid: 28, id: 211, counter: 1, type: 8 };
    const promoted = Math.round((unit * 80) / 100);
    const member = Math.round((promoted * 90) / 100);
    const total = (5000 + member) / 100;
    const res = await park.initiate([club, await hour(1, 'member')], { token: park.company.token, total });
    expect(res.statusCode).toBe(200);
  });
});
