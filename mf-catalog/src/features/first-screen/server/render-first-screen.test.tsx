/**
 * @jest-environment node
 */
// The catalogue's pages rendered on the server with the API's answers (the answers come from a mocked adapter
// of the shared HTTP client, as in the pages' own tests).
import { createHttpStub, type HttpStub } from 'shared-events/testing';
import { firstScreenDataId, http } from 'shared-events';

const FIRST_SCREEN_DATA_ID = firstScreenDataId('mf_catalog');
import { renderFirstScreen } from './render-first-screen';

const activity = (aid: number, name: string, over: Record<string, unknown> = {}) => ({
  aid,
  name,
  status: true,
  menu: true,
  sort: aid,
  color: '#d7263d',
  color1: '#d7263d',
  color2: '#1d1b22',
  image: `/api/media/images/${aid}.svg`,
  logo: null,
  ...over,
});

/** The answers embedded after the HTML, by query key (the data layer's dehydrated state). */
function embedded(html: string): Record<string, unknown> {
  const match = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">(.*)</script>$`).exec(html);
  if (!match) throw new Error('no embedded data');
  const state = JSON.parse(match[1]!) as { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
  return Object.fromEntries(state.queries.map((q) => [q.queryKey.slice(1).join(':'), q.state.data]));
}

let api: HttpStub;
beforeEach(() => {
  api = createHttpStub(http);
});
afterEach(() => api.restore());

describe('renderFirstScreen', () => {
  it('renders /activites with its first cards, its own styles and the answers it used', async () => {
    const list = [1, 2, 3, 4, 5, 6].map((n) => activity(n, `ACTIVITÉ ${n}`));
    list.push(activity(7, 'FERMÉE', { status: false }));
    api.onGet('/v1/activites').reply(200, { data: list });
    const html = await renderFirstScreen('/activites', { apiUrl: 'http://api.test:4000/' });
    expect(http.defaults.baseURL).toBe('http://api.test:4000/api');
    expect(html).not.toBeNull();
    expect(html).toContain('PRÉPAREZ VOTRE SORTIE');
    // The first screenful (4 cards): the others come with the browser's render.
    expect(html!.match(/data-testid="activity-card-\d+"/g)).toEqual(
      [1, 2, 3, 4].map((n) => `data-testid="activity-card-${n}"`),
    );
    expect(html).toContain('href="/activites/1"');
    expect(html).toContain('src="/api/media/images/1.svg"');
    expect(html).toMatch(/<style data-emotion="shell [^"]+">/);
    const markup = html!.slice(0, html!.indexOf('<script'));
    expect(markup).not.toContain('FERMÉE');
    expect(embedded(html!)).toEqual({ activites: list }); // the answer as the API gave it: the page filters it
  });

  it('loads what a page needs, in parallel (an offer page: activities and offers)', async () => {
    api.onGet('/v1/activites').reply(200, { data: [activity(1, 'KARTING')] });
    api.onGet('/v1/offres', { params: { aid: '1' } }).reply(200, {
      data: [{ oid: 10, aid: 1, name: 'KARTING ADULTE', status: true, sort: 1, image: null, color: null }],
    });
    const html = await renderFirstScreen('/activites/1', { apiUrl: 'http://api.test' });
    expect(html).toContain('KARTING ADULTE');
    expect(Object.keys(embedded(html!)).sort()).toEqual(['activites', 'offres:1']);
  });

  it('draws the not-found answer of a malformed id as the browser does, without asking the API', async () => {
    api.onGet('/v1/offres').reply(400, { message: 'querystring/aid must be integer' });
    api.onGet('/v1/formules').reply(400, { message: 'querystring/oid must be integer' });
    const activityPage = await renderFirstScreen('/activites/abc', { apiUrl: 'http://api.test' });
    expect(activityPage).toContain('Cette activité n’existe pas ou n’est plus proposée.');
    expect(activityPage).not.toContain('Réessayer');
    expect(embedded(activityPage!)).toEqual({});
    const offerPage = await renderFirstScreen('/activites/1/abc', { apiUrl: 'http://api.test' });
    expect(offerPage).toContain('Cette offre n’existe pas ou n’est plus proposée.');
    expect(await renderFirstScreen('/activites/x/1', { apiUrl: 'http://api.test' })).toContain(
      'Cette activité n’existe pas ou n’est plus proposée.',
    );
    expect(api.history.get).toEqual([]);
  });

  it('draws an inactive activity (status false) as not offered', async () => {
    api.onGet('/v1/activites').reply(200, { data: [activity(13, 'BAR & SNACKING', { status: false })] });
    api.onGet('/v1/offres', { params: { aid: '13' } }).reply(200, {
      data: [{ oid: 16, aid: 13, name: 'SOFT', web: true, sort: 1, image: null, color: null }],
    });
    const html = await renderFirstScreen('/activites/13', { apiUrl: 'http://api.test' });
    expect(html).toContain('Cette activité n’existe pas ou n’est plus proposée.');
    expect(html!.slice(0, html!.indexOf('<script'))).not.toContain('SOFT');
  });

  it('renders nothing for a page of another area, and nothing when the API fails', async () => {
    api.onGet('/v1/activites').reply(500, { message: 'boom' });
    await expect(renderFirstScreen('/panier', { apiUrl: 'http://api.test' })).resolves.toBeNull();
    await expect(renderFirstScreen('/activites/1/2/3/calendar', { apiUrl: 'http://api.test' })).resolves.toBeNull();
    await expect(renderFirstScreen('/activites', { apiUrl: 'http://api.test' })).resolves.toBeNull();
    expect(api.history.get).toHaveLength(1);
  });

  it('asks the API again for each page (no answer kept from one visitor to the next)', async () => {
    api.onGet('/v1/activites').replyOnce(200, { data: [activity(1, 'KARTING')] });
    api.onGet('/v1/activites').replyOnce(200, { data: [activity(1, 'KARTING'), activity(2, 'BOWLING')] });
    expect(await renderFirstScreen('/activites', { apiUrl: 'http://api.test' })).not.toContain('BOWLING');
    expect(await renderFirstScreen('/activites', { apiUrl: 'http://api.test' })).toContain('BOWLING');
  });
});
