/**
 * @jest-environment node
 */
// The account drawn on the server for the signed-in visitor whose token the site's server forwards (decision
// 0040): the tab's answers asked with that token, embedded for the browser; nothing for anybody else.
import { createHttpStub, type HttpStub } from 'shared-events/testing';
import { firstScreenDataId, http } from 'shared-events';
import { jean, jeanOrder } from '../../../shared/testing/render-account';
import { FIRST_SCREEN_ROUTES, renderFirstScreen } from './render-first-screen';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenOf = (sub: number) => `${b64({ alg: 'HS256' })}.${b64({ sub, exp: 9_999_999_999 })}.c2ln`;
const JEAN = tokenOf(7);
const options = { apiUrl: 'http://api.test:4000', token: JEAN };

function split(html: string | null): { markup: string; data: string } {
  if (html === null) throw new Error('nothing rendered');
  const at = html.indexOf(`<script type="application/json" id="${firstScreenDataId('mf_account')}">`);
  expect(at).toBeGreaterThan(0);
  return { markup: html.slice(0, at), data: html.slice(at) };
}

let api: HttpStub;
beforeEach(() => {
  api = createHttpStub(http);
  const own = (request: { headers: Record<string, string> }) => request.headers.Authorization === `Bearer ${JEAN}`;
  api.onGet('/users/7').reply((request) => (own(request) ? [200, jean] : [401, { message: 'Session expirée' }]));
  api.onGet('/userSubscriptions', { params: { idClient: 7 } }).reply(200, []);
  api
    .onGet('/ticket', { params: { idClient: 7, _limit: 10, _offset: 0, _sortBy: 'date', _sortOrder: 'DESC' } })
    .reply(200, [jeanOrder], { 'x-total-count': '1' });
  api.onGet('/clientFamily/browse').reply(200, []);
  api.onGet('/civility').reply(200, []);
  api.onGet('/parameter/list').reply(200, []);
});
afterEach(() => api.restore());

describe("the signed-in visitor's account on the server", () => {
  it('draws the orders tab with the greeting, the menu and the first orders, and embeds the answers', async () => {
    expect(FIRST_SCREEN_ROUTES).toEqual(['/', '/setPassword', '/compte']);
    const { markup, data } = split(await renderFirstScreen('/compte?tab=1', options));
    expect(markup).toContain('Bonjour Jean Dupont');
    expect(markup).toMatch(/data-testid="account-tab-1"[^>]*>|aria-current="page"/);
    expect(markup).toContain('Commande n° 12 du 05/11/2026 à 14:30');
    expect(markup).toMatch(/2(<!-- -->)? × (<!-- -->)?KARTING ADULTE/);
    expect(data).toContain('"commandes",7');
    const calls = api.history.get.map((r) => [r.url, r.headers.Authorization]);
    expect(calls).toEqual(
      expect.arrayContaining([
        ['/users/7', `Bearer ${JEAN}`],
        ['/ticket', `Bearer ${JEAN}`],
      ]),
    );
    expect(calls.every(([, auth]) => auth === `Bearer ${JEAN}`)).toBe(true);
  });

  it('draws the profile and the other tabs from their own answers', async () => {
    expect(split(await renderFirstScreen('/compte', options)).markup).toContain('jean@example.fr');
    expect(split(await renderFirstScreen('/compte?tab=2', options)).markup).toContain('data-testid="account-tab-2"');
    const family = split(await renderFirstScreen('/compte?tab=3', options)).markup;
    expect(family).toContain('Créer ma famille');
    // The family's creation asked (after joining the club): the same tab; the browser opens the dialog over it.
    expect(split(await renderFirstScreen('/compte?tab=3&famille=nouvelle', options)).markup).toBe(family);
  });

  it('draws nothing without a token, for a token the API refuses, or when a tab’s answer fails', async () => {
    await expect(renderFirstScreen('/compte?tab=1', { apiUrl: options.apiUrl })).resolves.toBeNull();
    await expect(renderFirstScreen('/compte?tab=1', { ...options, token: tokenOf(8) })).resolves.toBeNull();
    api.resetHandlers();
    api.onGet('/users/7').reply(200, jean);
    api.onGet('/userSubscriptions').reply(500, { message: 'panne' });
    await expect(renderFirstScreen('/compte?tab=2', options)).resolves.toBeNull();
  });

  it('never draws the account on a public page, whatever the token', async () => {
    const html = split(await renderFirstScreen('/', options)).markup;
    expect(html).toContain('CONNEXION');
    expect(html).not.toContain('Jean');
    expect(api.history.get).toHaveLength(0);
  });
});
