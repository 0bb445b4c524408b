import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { notePostgresSkipped, testDatabases } from '../../test/test-app';
import { createTwinApps, type TwinApps } from '../../test/twin-apps';
import { seedPaymentFixture, signedAnswer, type PaymentFixture } from '../payment/test-fixtures';
import { resolveTokenSecret } from '../../plugins/auth';
import { resumeFrom, sseFrame } from './live-feed';
import { barKey, codeFingerprint, signBarToken } from './staff-token';
import { openFeed, pairTablet, startTableOrder } from './test-helpers';

notePostgresSkipped();

describe('the feed frames', () => {
  it('writes server-sent events with their id and resumes from Last-Event-ID, else since', () => {
    expect(sseFrame({ id: 7, kind: 'order', payload: { status: 'reçue' } })).toBe(
      'id: 7\nevent: order\ndata: {"status":"reçue"}\n\n',
    );
    expect(resumeFrom('12', 3)).toBe(12);
    expect(resumeFrom(undefined, 3)).toBe(3);
    expect(resumeFrom('abc', undefined)).toBe(0);
  });
});

describe.each(testDatabases())('the bar feed across two API processes on %s', (kind) => {
  let twins: TwinApps;
  let fx: PaymentFixture;
  let ports: [number, number];
  let tokens: Awaited<ReturnType<typeof pairTablet>>;

  beforeAll(async () => {
    twins = await createTwinApps(kind);
    fx = await seedPaymentFixture(twins.apps[0]);
    tokens = await pairTablet(twins.apps[0], fx);
    for (const app of twins.apps) await app.listen({ port: 0, host: '127.0.0.1' });
    ports = twins.apps.map((a) => (a.server.address() as AddressInfo).port) as [number, number];
  });
  afterAll(() => twins.close());

  it(`delivers a paid table order to a screen on each process within 2 s, and catches up on reconnect (${twinsName(kind)})`, async () => {
    const screens = ports.map((port) => openFeed(port, tokens.staff));
    await Promise.all(screens.map((s) => s.ready));
    const reference = await startTableOrder(twins.apps[0], fx, tokens.zoneToken, 2);
    // The notification reaches the second process, which settles it; the first process must hear of it too.
    await twins.apps[1].inject({ method: 'GET', url: `/api/v1/paybox/ipn?${signedAnswer(reference, 700, '00000')}` });
    const seen = (s: (typeof screens)[number]) =>
      s.waitFor((f) => f.some((e) => e.event === 'order' && e.data.reference === reference));
    const times = await Promise.all(screens.map(seen));
    for (const t of times) expect(t).toBeLessThan(2000);
    const first = screens[0]!.frames.find((e) => e.data.reference === reference)!;
    expect(first.data).toMatchObject({ status: 'reçue', table: { id: fx.bar.table }, lines: [{ qty: 2 }], paid: true });

    // A move on one process reaches both screens, once each.
    await twins.apps[0].inject({
      method: 'POST',
      url: `/api/bar/orders/${first.data.id as number}/status`,
      headers: { authorization: `Bearer ${tokens.staff}` },
      payload: { status: 'en préparation' },
    });
    await Promise.all(screens.map((s) => s.waitFor((f) => f.some((e) => e.data.status === 'en préparation'))));
    for (const s of screens) {
      const ids = s.frames.map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    screens.forEach((s) => s.close());

    // A screen that lost the connection after the first event gets what it missed, and only that.
    const back = openFeed(ports[1], tokens.staff, { 'last-event-id': String(first.id) });
    await back.ready;
    await back.waitFor((f) => f.some((e) => e.data.status === 'en préparation'));
    expect(back.frames.every((e) => e.id > first.id)).toBe(true);
    back.close();
  });

  it('ends the feed when the staff token that opened it expires', async () => {
    const app = twins.apps[0];
    const key = barKey(await resolveTokenSecret(app.db, app.config.tokenSecret));
    const exp = Math.floor(Date.now() / 1000) + 2;
    const shortLived = signBarToken({ role: 'staff', exp, k: codeFingerprint(app.config.barStaffCode) }, key);
    const opened = Date.now();
    const ended = await new Promise<number>((resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port: ports[0], path: '/api/bar/feed', headers: { 'x-staff-token': shortLived } },
          (res) => {
            if (res.statusCode !== 200) reject(new Error(`feed answered ${res.statusCode}`));
            res.resume();
            res.on('end', () => resolve(Date.now()));
          },
        )
        .on('error', reject);
    });
    expect(ended).toBeGreaterThanOrEqual(exp * 1000 - 50);
    expect(ended - opened).toBeLessThan(4000);
    // Its reconnection is refused: the screen asks for the staff code again.
    await new Promise((r) => setTimeout(r, Math.max(0, exp * 1000 + 50 - Date.now())));
    const again = openFeed(ports[0], shortLived);
    await expect(again.ready).rejects.toThrow('feed answered 401');
    again.close();
  });

  it('refuses the feed without a staff token', async () => {
    const visitor = openFeed(ports[0], fx.token);
    await expect(visitor.ready).rejects.toThrow('feed answered 401');
    visitor.close();
  });
});

function twinsName(kind: 'pglite' | 'postgres'): string {
  return kind === 'pglite' ? 'one PGlite, in-process' : 'one PostgreSQL, LISTEN/NOTIFY';
}
