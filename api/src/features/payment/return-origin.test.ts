import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  allowedReturnOrigins,
  browserDestination,
  gatewayReturnUrls,
  chooseReturnOrigin,
  originOf,
  remotesFileReader,
} from './return-origin';

const REMOTES = [
  { name: 'mf_basket_checkout', manifest: 'http://localhost:3003/mf-manifest.json', routes: ['/panier'] },
  { name: 'mf_snacking', manifest: 'http://localhost:3005/mf-manifest.json', routes: ['/snaking'] },
  { name: 'relative', manifest: '/local/mf-manifest.json', routes: ['/x'] },
  null,
  { name: 'bad', manifest: 'javascript:alert(1)', routes: [] },
];

describe('return origin of a payment', () => {
  const allowed = allowedReturnOrigins('http://localhost:3000/', REMOTES);

  it('allows the site and the origins of the parts remotes.json lists, nothing else', () => {
    expect([...allowed].sort()).toEqual(['http://localhost:3000', 'http://localhost:3003', 'http://localhost:3005']);
    expect([...allowedReturnOrigins('https://parc.example', 'not a list')]).toEqual(['https://parc.example']);
    expect(originOf('ftp://x')).toBeNull();
    expect(originOf('http://[bad')).toBeNull();
  });

  it('keeps an allowed origin, the site when none is asked, and refuses any other', () => {
    expect(chooseReturnOrigin('http://localhost:3005', 'http://localhost:3000', allowed)).toBe('http://localhost:3005');
    expect(chooseReturnOrigin('http://localhost:3005/', 'http://localhost:3000', allowed)).toBe(
      'http://localhost:3005',
    );
    expect(chooseReturnOrigin(undefined, 'http://localhost:3000', allowed)).toBe('http://localhost:3000');
    expect(chooseReturnOrigin(null, 'http://localhost:3000', allowed)).toBe('http://localhost:3000');
    expect(chooseReturnOrigin('', 'http://localhost:3000', allowed)).toBe('http://localhost:3000');
    for (const forged of [
      'https://evil.example',
      'http://localhost:3006',
      'http://localhost:3005/panier',
      'http://localhost:3005@evil.example',
      '//evil.example',
      'javascript:alert(1)',
    ]) {
      expect(chooseReturnOrigin(forged, 'http://localhost:3000', allowed)).toBeNull();
    }
  });

  it('reads remotes.json again when it changes, and an absent or broken file allows nothing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-'));
    const file = path.join(dir, 'remotes.json');
    const read = remotesFileReader(file);
    expect(read()).toEqual([]);
    fs.writeFileSync(file, JSON.stringify(REMOTES.slice(0, 1)));
    expect(read()).toHaveLength(1);
    fs.writeFileSync(file, '{ broken');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(read()).toEqual([]);
    expect(remotesFileReader(undefined)()).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends the browser to a page of the origin it came back to, where the stored state says', () => {
    const t = (status: string, summarize = 'summarize', client: Record<string, unknown> = {}) => ({
      kind: 'applied' as const,
      transaction: { reference: 'R 1', status, summarize, lines: [{ client }] } as never,
    });
    const table = { ZONE: 2, TABLE: 7 };
    expect(browserDestination(t('paid'))).toBe('/confirmation?reference=R%201');
    expect(browserDestination(t('paid', 'snaking', table))).toBe('/confirmation?reference=R%201&type=snaking');
    expect(browserDestination(t('pending'))).toBe('/confirmation?reference=R%201');
    expect(browserDestination(t('refused'))).toBe('/panier?type=refused');
    expect(browserDestination(t('cancelled'))).toBe('/panier?type=cancelled');
    expect(browserDestination(t('expired'))).toBe('/panier?type=error');
    // A table order not paid goes back to its table's basket.
    expect(browserDestination(t('refused', 'snaking', table))).toBe('/panier/2/7/snaking?type=refused');
    expect(browserDestination(t('cancelled', 'snaking', table))).toBe('/panier/2/7/snaking?type=cancelled');
    expect(browserDestination(t('cancelled', 'snaking', { ZONE: 'x' }))).toBe('/panier?type=cancelled');
    expect(browserDestination({ kind: 'unknown-reference' })).toBe('/panier?type=error');
    // An answer matching no payment on a table's return address: that table's basket, with the error.
    expect(browserDestination({ kind: 'unknown-reference' }, { zone: 2, table: 7 })).toBe(
      '/panier/2/7/snaking?type=error',
    );
    expect(
      browserDestination({ kind: 'amount-mismatch', transaction: t('pending', 'snaking', table).transaction }),
    ).toBe('/panier/2/7/snaking?type=error');
    expect(
      browserDestination({ kind: 'amount-mismatch', transaction: t('pending').transaction }, { zone: 2, table: 7 }),
    ).toBe('/panier?type=error');
    // A stored payment's own table wins over the one in the address.
    expect(browserDestination(t('refused', 'snaking', table), { zone: 9, table: 9 })).toBe(
      '/panier/2/7/snaking?type=refused',
    );
  });

  it('gives a table order return addresses naming its table, and the site its plain ones', () => {
    expect(gatewayReturnUrls('http://tablet.test', { zone: 3, table: 12 })).toEqual({
      effectue: 'http://tablet.test/api/v1/paybox/return/effectue/table/3/12',
      refuse: 'http://tablet.test/api/v1/paybox/return/refuse/table/3/12',
      annule: 'http://tablet.test/api/v1/paybox/return/annule/table/3/12',
      attente: 'http://tablet.test/api/v1/paybox/return/attente/table/3/12',
    });
    expect(gatewayReturnUrls('http://site.test', null).effectue).toBe('http://site.test/api/v1/paybox/return/effectue');
  });
});
