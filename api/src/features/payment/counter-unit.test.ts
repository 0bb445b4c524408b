import { eq, sql } from 'drizzle-orm';
import { activities, orderLines, orders } from '../../db/schema';
import { notePostgresSkipped, testDatabases } from '../../test/test-app';
import { openAuthorityPark, type AuthorityPark } from './authority-fixture';

notePostgresSkipped();

// The demonstration park: BOWLING 1 PARTIE (fid 9, article 121) of the bowling activity (aid 3); karaoke is aid 6.
const GAME = { aid: 3, fid: 9, article: 121 };
const KARAOKE_AID = 6;

/**
 * What a booking's counter counts is the activity's, in the catalogue (`counterUnit`): the site's words ('Box',
 * '6 box libres') and the paid line's unit (the e-mail's '2 box', one ticket per box) follow it, not an activity code.
 */
describe.each(testDatabases())("the activity's counting unit, on %s", (kind) => {
  let park: AuthorityPark;
  beforeAll(async () => {
    park = await openAuthorityPark(kind);
  }, 120_000);
  afterAll(() => park.close());

  const setUnit = (aid: number, counterUnit: 'people' | 'boxes') =>
    park.ctx.app.db.update(activities).set({ counterUnit }).where(eq(activities.aid, aid));

  /** Buys two games of bowling and answers the unit written on the paid line. */
  const paidUnit = async (pid: string) => {
    const game = { fid: GAME.fid, id: GAME.article, counter: 2, pid, idPlanning: await park.slot(GAME.aid, 30, 2) };
    const res = await park.initiate([game]);
    expect(res.statusCode).toBe(200);
    expect(await park.pay(res.json().reference, Math.round(Number(res.json().amount) * 100))).toBe(200);
    const [order] = await park.ctx.app.db.select().from(orders).where(eq(orders.reference, res.json().reference));
    const [line] = await park.ctx.app.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    return line!.details.unit;
  };

  it('says in the catalogue that karaoke counts boxes and every other activity people', async () => {
    const res = await park.ctx.app.inject({ method: 'GET', url: '/api/v1/activites' });
    expect(res.statusCode).toBe(200);
    const units = new Map(
      (res.json().data as { aid: number; counterUnit: string }[]).map((a) => [a.aid, a.counterUnit]),
    );
    expect(units.get(KARAOKE_AID)).toBe('boxes');
    expect([...units].filter(([, unit]) => unit === 'boxes').map(([aid]) => aid)).toEqual([KARAOKE_AID]);
    expect(units.get(GAME.aid)).toBe('people');
  });

  it("writes the activity's unit on the paid line, whatever the activity's code", async () => {
    expect(await paidUnit('people')).toBe('participants');
    // The park sells its lanes by the box from now on: the next paid line counts boxes.
    await setUnit(GAME.aid, 'boxes');
    try {
      expect(await paidUnit('boxes')).toBe('boxes');
    } finally {
      await setUnit(GAME.aid, 'people');
    }
  });

  it('refuses a unit the site cannot say', async () => {
    await expect(
      park.ctx.app.db.execute(sql`UPDATE activities SET counter_unit = 'lanes' WHERE aid = ${GAME.aid}`),
    ).rejects.toThrow();
  });
});
