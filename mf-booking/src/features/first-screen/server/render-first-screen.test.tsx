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
    expect(embeddedKeys(html!)).toEqual([['mf_booking', 'reservation', 1, 3]]);
    expect(api.history.get.map((r) => r.url).sort()).toEqual(['/v1/activites', '/v1/formules/3']);
  });

  it('renders nothing for the other pages, and nothing when the API fails or the formula is not the activity’s', async () => {
    await expect(renderFirstScreen('/activites/1/2/entreprise', { apiUrl: 'http://api.test' })).resolves.toBeNull();
    await expect(renderFirstScreen('/activites/9/2/3/calendar', { apiUrl: 'http://api.test' })).resolves.toBeNull();
    api.onGet('/v1/formules/4').reply(500, { message: 'boom' });
    await expect(renderFirstScreen('/activites/1/2/4/calendar', { apiUrl: 'http://api.test' })).resolves.toBeNull();
  });

  it('says a malformed address is not a page, without calling the API', async () => {
    const html = await renderFirstScreen('/activites/abc/2/3/calendar', { apiUrl: 'http://api.test' });
    expect(html).toContain('Cette page n&#x27;existe pas.'); // HTML-escaped
    expect(api.history.get).toHaveLength(0);
  });
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
