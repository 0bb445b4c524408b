/**
 * @jest-environment node
 */
// The calendar rendered on the server with the API's answers (from a stubbed adapter of the shared HTTP client, as
// in the pages' own tests): what the visitor sees before any script, and the answers the browser then takes.
import { createHttpStub, type HttpStub } from 'shared-events/testing';
import { firstScreenDataId, http } from 'shared-events';
import { activity, formula } from '../../../shared/model/test-fixtures';
import { FIRST_SCREEN_ROUTES, renderFirstScreen } from './render-first-screen';

const karting = activity({ aid: 1, name: 'KARTING', color: '#d7263d' });
const session = formula({ fid: 3, oid: 2, aid: 1, article: 101, name: 'SESSION 10 MIN' });
const offer = (oid: number, aid: number, web = true) => ({
  oid,
  aid,
  web,
  name: `OFFRE ${oid}`,
  color: '',
  image: '',
  strings: '{}',
  sort: 0,
});
const NOT_FOUND = 'Cette activité ou cette formule n&#x27;existe pas ou n&#x27;est plus disponible.'; // HTML-escaped

/** The answers embedded after the HTML, by query key (the data layer's dehydrated state). */
function embeddedKeys(html: string): unknown[][] {
  const match = new RegExp(
    `<script type="application/json" id="${firstScreenDataId('mf_booking')}">(.*)</script>$`,
  ).exec(html);
  if (!match) throw new Error('no embedded data');
  return (JSON.parse(match[1]!) as { queries: Array<{ queryKey: unknown[] }> }).queries.map((q) => q.queryKey);
}

let api: HttpStub;
beforeEach(() => {
  api = createHttpStub(http);
  api.onGet('/v1/activites').reply(200, { data: [karting] });
  api.onGet('/v1/formules/3').reply(200, { data: { formule: session } });
  api.onGet('/v1/offres', { params: { aid: 1 } }).reply(200, { data: [offer(2, 1), offer(4, 1)] });
});
afterEach(() => api.restore());

describe('the calendar on the server', () => {
  it('renders the calendars and the recap, not the company, events and subscription pages', () => {
    expect(FIRST_SCREEN_ROUTES).toEqual([
      '/activites/:aid/:oid/:fid/calendar',
      '/activites/:aid/:oid/:fid/pack/:n/calendar',
      '/activites/:aid/:oid/:fid/reservation',
    ]);
  });

  it('draws the activity, the formula and the day field, with its own styles and the answer it used', async () => {
    const html = await renderFirstScreen('/activites/1/2/3/calendar', { apiUrl: 'http://api.test:4000' });
    expect(http.defaults.baseURL).toBe('http://api.test:4000/api');
    expect(html).not.toBeNull();
    const markup = html!.slice(0, html!.indexOf('<script'));
    expect(markup).toContain('data-area="mf_booking"');
    expect(markup).toContain('KARTING');
    expect(markup).toContain('SESSION 10 MIN');
    expect(markup).toContain('Choisissez votre date');
    expect(markup).toMatch(/<style data-emotion="shell [^"]+">/);
    // The day and its slots depend on the visitor's clock and stored selection: the browser draws them; the section
    // is there, waiting for them (the page's largest text is in the first paint, and nothing appears late).
    expect(markup).toContain('Choisissez votre créneau');
    expect(markup).toContain('aria-label="Chargement des créneaux"');
    expect(markup).not.toContain('data-testid="slot-');
    expect(embeddedKeys(html!)).toEqual([['mf_booking', 'reservation', 1, 2, 3]]);
    expect(api.history.get.map((r) => r.url).sort()).toEqual(['/v1/activites', '/v1/formules/3', '/v1/offres']);
  });

  it('renders nothing for the other pages, and nothing when the API fails', async () => {
    await expect(renderFirstScreen('/activites/1/2/entreprise', { apiUrl: 'http://api.test' })).resolves.toBeNull();
    api.onGet('/v1/formules/4').reply(500, { message: 'boom' });
    await expect(renderFirstScreen('/activites/1/2/4/calendar', { apiUrl: 'http://api.test' })).resolves.toBeNull();
  });

  it.each(['abc', '0', '1.5', '07'])(
    'draws the not-found view of a malformed id (%s), without calling the API',
    async (id) => {
      for (const url of [
        `/activites/${id}/2/3/calendar`,
        `/activites/1/${id}/3/calendar`,
        `/activites/1/2/${id}/calendar`,
      ]) {
        const html = await renderFirstScreen(url, { apiUrl: 'http://api.test' });
        expect(html).toContain(NOT_FOUND);
        expect(html).not.toContain('Choisissez votre créneau');
      }
      expect(api.history.get).toHaveLength(0);
    },
  );
});

describe('the recap on the server (decision 0038)', () => {
  beforeEach(() => {
    api.onGet('/articles/101/tariffs').reply(200, [
      { id: 1, idArticle: 101, price: 18, name: 'Normal', isDefault: true },
      { id: 2, idArticle: 101, price: 3, name: 'Avec équipement (charlotte et gants)', isDefault: false },
    ]);
    api.onGet('/v1/accessoires').reply(200, { data: [] });
    api.onGet('/articles').reply(200, { articles: [] });
    api.onGet('/v1/formules').reply(200, { data: [session] });
  });

  it('draws the formula’s recap, the selection’s values as “…”, never “no selection”', async () => {
    const html = await renderFirstScreen('/activites/1/2/3/reservation', { apiUrl: 'http://api.test' });
    expect(html).not.toBeNull();
    const markup = html!.slice(0, html!.indexOf('<script'));
    expect(markup).toContain('Récapitulatif de votre réservation');
    expect(markup).toContain('SESSION 10 MIN');
    expect(markup).toContain('aria-busy="true"');
    expect(markup).toMatch(/data-testid="recap-day-0">…</);
    expect(markup).toMatch(/data-testid="recap-time-0">…</);
    expect(markup).toMatch(/data-testid="recap-participants">…</);
    expect(markup).toMatch(/data-testid="recap-total">…</);
    expect(markup).toContain('18,00'); // the unit price: the formula's
    expect(markup).toContain('Avec équipement (charlotte et gants) : 3,00');
    expect(markup).not.toContain('data-testid="no-selection"');
    expect(embeddedKeys(html!)).toEqual([['mf_booking', 'recap', 1, 2, 3]]);
  });
});

describe('a formula not on sale online, on the server (what the payment would refuse)', () => {
  const bar = activity({ aid: 13, name: 'BAR & SNACKING', code: 'snacking', status: false, menu: false });
  const soda = formula({ fid: 50, oid: 16, aid: 13, article: 301, name: 'SODA 33 CL' });
  const onSite = formula({ fid: 5, oid: 4, aid: 1, article: 102, name: 'GROUPES SUR PLACE' });
  const unpriced = formula({ fid: 7, oid: 2, aid: 1, article: null, name: 'SESSION SANS ARTICLE' });
  beforeEach(() => {
    api.onGet('/v1/activites').reply(200, { data: [karting, bar] });
    api
      .onGet('/v1/offres', { params: { aid: 1 } })
      .reply(200, { data: [offer(2, 1), offer(4, 1, false), offer(6, 1)] });
    api.onGet('/v1/offres', { params: { aid: 13 } }).reply(200, { data: [offer(16, 13)] });
    api.onGet('/v1/offres').reply(200, { data: [] });
    api.onGet('/v1/formules/50').reply(200, { data: { formule: soda } });
    api.onGet('/v1/formules/5').reply(200, { data: { formule: onSite } });
    api.onGet('/v1/formules/7').reply(200, { data: { formule: unpriced } });
    api.onGet('/v1/formules').reply(200, { data: [session, soda, onSite, unpriced] });
    api.onGet('/v1/accessoires').reply(200, { data: [] });
    api.onGet('/articles').reply(200, { articles: [] });
    api
      .onGet(/\/articles\/\d+\/tariffs$/)
      .reply(200, [{ id: 1, idArticle: 0, price: 3, name: 'Normal', isDefault: true }]);
  });

  it.each([
    ['an inactive activity (status false)', '/activites/13/16/50', 'SODA 33 CL'],
    ['an offer hidden from the website (web false)', '/activites/1/4/5', 'GROUPES SUR PLACE'],
    ['a formula of another offer than the address’s', '/activites/1/6/3', 'SESSION 10 MIN'],
    ['a formula of another activity than the address’s', '/activites/9/2/3', 'SESSION 10 MIN'],
    ['a formula without an article (nothing to sell)', '/activites/1/2/7', 'SESSION SANS ARTICLE'],
    ['a formula the API does not know (404)', '/activites/1/2/99', 'SESSION 10 MIN'],
  ])('draws the not-found view for %s, calendar and recap, without slots', async (_, base, name) => {
    for (const page of ['calendar', 'reservation']) {
      const html = await renderFirstScreen(`${base}/${page}`, { apiUrl: 'http://api.test' });
      expect(html).not.toBeNull();
      const markup = html!.slice(0, html!.indexOf('<script'));
      expect(markup).toContain(NOT_FOUND);
      expect(markup).not.toContain(name);
      expect(markup).not.toContain('Choisissez votre créneau');
      expect(markup).not.toContain('Récapitulatif de votre réservation');
    }
  });

  it('hands the browser the not-found answer (no second call for it)', async () => {
    const html = await renderFirstScreen('/activites/13/16/50/calendar', { apiUrl: 'http://api.test' });
    expect(embeddedKeys(html!)).toEqual([['mf_booking', 'reservation', 13, 16, 50]]);
  });
});
