import http from 'node:http';
import type { App } from '../../app';
import type { PaymentFixture } from '../payment/test-fixtures';

/** Signs the staff in and pairs a tablet with the fixture's table; answers both tokens and the zone's visitor token. */
export async function pairTablet(app: App, fx: PaymentFixture) {
  const staff = (await app.inject({ method: 'POST', url: '/api/bar/staff/signin', payload: { code: 'bar360' } })).json()
    .token as string;
  const tablet = (
    await app.inject({
      method: 'POST',
      url: '/api/bar/tablets',
      headers: { authorization: `Bearer ${staff}` },
      payload: { zone: fx.bar.zone, table: fx.bar.table },
    })
  ).json().token as string;
  const zone = (
    await app.inject({ method: 'POST', url: '/api/bar/zone-signin', headers: { 'x-tablet-token': tablet } })
  ).json() as { token: string; clientId: number };
  return { staff, tablet, zoneToken: zone.token, zoneClientId: zone.clientId };
}

/** Starts a table order of `counter` Coca (3,50 €) with the zone's token; answers the reference. */
export async function startTableOrder(app: App, fx: PaymentFixture, zoneToken: string, counter = 2): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/paybox/initiate-paybox-transaction',
    headers: { authorization: `Bearer ${zoneToken}` },
    payload: {
      total: 3.5 * counter,
      email: 'invite@example.fr',
      SUMMARIZE: 'snaking',
      type: 'ACTIVITY',
      promoCodes: [],
      lines: [{ id: fx.bar.article, idTariff: fx.bar.tariff, counter, ZONE: fx.bar.zone, TABLE: fx.bar.table }],
    },
  });
  if (res.statusCode !== 200) throw new Error(`payment start refused: ${res.body}`);
  return res.json().reference as string;
}

export interface SseFrame {
  id: number;
  event: string;
  data: Record<string, unknown>;
}

/** Opens the bar's live feed on a listening app and collects its events. */
export function openFeed(port: number, token: string, headers: Record<string, string> = {}) {
  const frames: SseFrame[] = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  let request: http.ClientRequest | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    request = http.get(
      { host: '127.0.0.1', port, path: '/api/bar/feed', headers: { authorization: `Bearer ${token}`, ...headers } },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`feed answered ${res.statusCode}`));
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const field = (name: string) =>
              block
                .split('\n')
                .find((l) => l.startsWith(`${name}: `))
                ?.slice(name.length + 2);
            const data = field('data');
            if (data) frames.push({ id: Number(field('id')), event: field('event') ?? '', data: JSON.parse(data) });
          }
          waiters.splice(0).forEach((w) => w());
        });
        resolve();
      },
    );
    request.on('error', reject);
  });
  const waitFor = async (test: (f: SseFrame[]) => boolean, ms = 2000): Promise<number> => {
    const start = Date.now();
    while (!test(frames)) {
      const left = ms - (Date.now() - start);
      if (left <= 0) throw new Error(`feed: not seen within ${ms} ms (${JSON.stringify(frames)})`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
    return Date.now() - start;
  };
  return { frames, ready, waitFor, close: () => request?.destroy() };
}
