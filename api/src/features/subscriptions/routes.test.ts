import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { settleTransaction } from '../sales/settle';
import { line, makeClient, makePark, makeTransaction, type Park } from '../sales/test-fixtures';

notePostgresSkipped();

const DAY = 86_400_000;

describe.each(testDatabases())('subscriptions routes on %s', (kind) => {
  let ctx: TestContext;
  let outbox: string;
  let park: Park;
  let alice: number;
  let bob: number;
  const auth = (id: number) => ({ authorization: `Bearer ${ctx.app.signToken({ sub: id, type: 0, cv: 0 })}` });
  let recentNoLimit: number;
  let oldNoLimit: number;
  let monthly: number;

  beforeAll(async () => {
    outbox = await fs.mkdtemp(path.join(os.tmpdir(), 'subs-'));
    ctx = await createTestApp(kind, { outboxDir: outbox });
    park = await makePark(ctx.app.db);
    alice = await makeClient(ctx.app.db, `alice-s-${kind}@example.com`);
    bob = await makeClient(ctx.app.db, `bob-s-${kind}@example.com`);
    const buy = async (articleId: number, tariffId: number, unitCents: number, daysAgo: number) => {
      const reference = await makeTransaction(
        ctx.app.db,
        alice,
        [line({ id: articleId, idTariff: tariffId, counter: 1, unitCents, client: { type: 8 } })],
        'paid',
        { type: 'SUBSCRIPTION' },
      );
      const settled = await settleTransaction(ctx.app, reference, {
        now: new Date(Date.now() - daysAgo * DAY),
        skipEmail: true,
      });
      return settled.subscriptions[0]!;
    };
    recentNoLimit = await buy(park.noLimitArticleId, park.noLimitTariffId, 9900, 10);
    oldNoLimit = await buy(park.noLimitArticleId, park.noLimitTariffId, 9900, 65);
    monthly = await buy(park.subscriptionArticleId, park.subscriptionTariffId, 3900, 5);
  });
  afterAll(async () => {
    await ctx.close();
    await fs.rm(outbox, { recursive: true, force: true });
  });

  it('GET /api/userSubscriptions lists the caller’s own subscriptions', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/userSubscriptions?idClient=${alice}`,
      headers: auth(alice),
    });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((s: { idAccess: number }) => s.idAccess)).toEqual([monthly, recentNoLimit, oldNoLimit]);
    expect(list[0]).toEqual({
      idAccess: monthly,
      accessLabel: 'TRAMPOLINES - ABONNEMENT 1 MOIS',
      canceled: false,
      start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00\+0[12]:00$/),
      end: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00\+0[12]:00$/),
      kind: 'subscription',
      months: 1,
      cancellable: false,
    });
    expect(list[2].cancellable).toBe(true);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/userSubscriptions?idClient=${alice}`, headers: auth(bob) }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/userSubscriptions?idClient=${alice}` })).statusCode).toBe(
      401,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/userSubscriptions`, headers: auth(alice) })).statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.app.inject({ method: 'GET', url: `/api/userSubscriptions?idClient=${bob}`, headers: auth(bob) })
      ).json(),
    ).toEqual([]);
  });

  it('POST /api/userSubscriptions/{idAccess}/cancel: only the 3-month no-limit one, from its third month, by its owner', async () => {
    const cancel = (id: number, who = alice) =>
      ctx.app.inject({ method: 'POST', url: `/api/userSubscriptions/${id}/cancel`, headers: auth(who) });
    const monthlyRes = await cancel(monthly);
    expect(monthlyRes.statusCode).toBe(409);
    expect(monthlyRes.json().message).toBe('Seul l’abonnement 3 mois sans limite peut être résilié.');
    const early = await cancel(recentNoLimit);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('L’abonnement ne peut être résilié qu’à partir de son troisième mois.');
    expect((await cancel(oldNoLimit, bob)).statusCode).toBe(403);
    expect((await cancel(999999)).statusCode).toBe(404);
    expect((await cancel(99999999999)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/userSubscriptions/1e309/cancel', headers: auth(alice) }))
        .statusCode,
    ).toBe(400);
    const ok = await cancel(oldNoLimit);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      result: true,
      subscription: { idAccess: oldNoLimit, canceled: true, cancellable: false },
    });
    const twice = await cancel(oldNoLimit);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Cet abonnement est déjà résilié.');
  });
});
