/**
 * @jest-environment node
 */
// The bar's zones and a table's menu rendered on the server with the API's answers: the area's part of a site's
// page, and the bar tablet's whole page (its header and main column) when drawn `standalone` (decisions 0031, 0032).
import { createHttpStub, type HttpStub } from 'shared-events/testing';
import { firstScreenDataId, http } from 'shared-events';
import { AREA, FIRST_SCREEN_ROUTES, renderFirstScreen } from './render-first-screen';

const options = { apiUrl: 'http://api.test:4000' };

/** The answers embedded after the HTML, by query key (the data layer's dehydrated state). */
function embedded(html: string): Record<string, unknown> {
  const match = new RegExp(`<script type="application/json" id="${firstScreenDataId(AREA)}">(.*)</script>$`).exec(html);
  if (!match) throw new Error('no embedded data');
  const state = JSON.parse(match[1]!) as { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
  return Object.fromEntries(state.queries.map((q) => [q.queryKey.slice(1).join(':'), q.state.data]));
}

const markup = (html: string | null) => {
  if (html === null) throw new Error('nothing rendered');
  return html.slice(0, html.indexOf('<script type="application/json"'));
};

let api: HttpStub;
beforeEach(() => {
  api = createHttpStub(http);
  api.onGet('/v1/activites').reply(200, { data: [{ aid: 13, code: 'snacking', status: true }] });
  api.onGet('/bonresto/zones').reply(200, { zones: [{ id: 1, name: 'BAR PRINCIPAL' }] });
  api.onGet('/bonresto/tables').reply(200, {
    tables: [
      { id: 1, name: 'TABLE 1', zone: 1 },
      { id: 2, name: 'TABLE 2', zone: 1 },
    ],
  });
  api.onGet('/v1/offres').reply(200, {
    data: [
      { oid: 16, aid: 13, name: 'SOFTS', image: '/api/media/softs.jpg' },
      { oid: 17, aid: 13, name: 'DESSERTS', image: null },
    ],
  });
});
afterEach(() => api.restore());

describe('the snacking area on the server', () => {
  it('draws the bar’s zones and a table’s menu (and the tablet’s pairing, on the tablet); a category and the bar screen are the browser’s', async () => {
    expect(AREA).toBe('mf_snacking');
    expect(FIRST_SCREEN_ROUTES).toEqual(['/', '/snaking', '/activites/:aid/:room/:table/snaking']);
    // '/' is the site's sign-in: the area never draws its pairing screen as a part of the site's pages.
    for (const url of ['/', '/tablette', '/bar', '/activites/13/16/1/1/snaking', '/panier/1/1/snaking']) {
      await expect(renderFirstScreen(url, options)).resolves.toBeNull();
    }
    expect(api.history.get).toHaveLength(0);
  });

  it('renders a table’s menu with its categories, pictures and links, and the answers it used', async () => {
    const html = await renderFirstScreen('/activites/13/1/2/snaking', options);
    const page = markup(html);
    expect(page).toContain('data-area="mf_snacking"');
    expect(page).toMatch(/<h1[^>]*>TABLE 2<\/h1>/);
    expect(page).toContain('BAR PRINCIPAL');
    expect(page).toContain('href="/activites/13/16/1/2/snaking"');
    expect(page).toContain('src="/api/media/softs.jpg"');
    // The first picture, the page's largest paint, is asked for first: its preload and its element.
    expect(page).toMatch(/<link rel="preload" as="image" href="\/api\/media\/softs.jpg" fetchPriority="high"\/>/);
    expect(page.match(/fetchpriority="high"/gi)).toHaveLength(2);
    expect(page).toContain('Retour au menu');
    expect(page).toMatch(/<style data-emotion="shell [^"]+">/);
    expect(page).not.toContain('data-testid="tablet-header"'); // the site's page has the shell's header
    expect(Object.keys(embedded(html!))).toEqual(['table:13:1:2']);
  });

  it('draws the tablet’s whole page, as its browser hydrates it, when asked for its own page', async () => {
    const page = markup(await renderFirstScreen('/snaking', { ...options, standalone: true }));
    // The style tags first, out of hydration's way: the page's base styles (CssBaseline) in the tag <Global>
    // takes over, the components' in one tag the tablet's cache ('snacking') adopts.
    expect(page).toMatch(/^<style data-emotion="snacking-global [^"]+">[^<]*body\{margin:0;/);
    expect(page).toMatch(/<\/style><style data-emotion="snacking [^"]+">[^<]*<\/style><div id="root"/);
    // Then #root, marked with the address it was drawn for, holding the header and the main column.
    expect(page).toMatch(
      /<div id="root" data-first-screen="mf_snacking" data-url="\/snaking"><header[^>]*data-testid="tablet-header"/,
    );
    expect(page).toContain('PARC DE LOISIRS');
    expect(page).toMatch(/<main[^>]*><div class="[^"]*snacking-[^"]*" data-area="mf_snacking">/);
    expect(page).toContain('data-testid="snack-table-2"');
    expect(page).toContain('href="/activites/13/1/2/snaking"');
    expect(page).not.toMatch(/<div id="root".*<style/); // no style tag inside
    expect(page.endsWith('</div>')).toBe(true);
  });

  it('puts the first picture’s preload in front of #root, where hydration does not meet it', async () => {
    const page = markup(await renderFirstScreen('/activites/13/1/2/snaking', { ...options, standalone: true }));
    expect(page).toMatch(
      /<\/style><link rel="preload" as="image" href="\/api\/media\/softs.jpg" fetchPriority="high"\/><div id="root"/,
    );
    expect(page).toMatch(/<div id="root"[^>]*><header/);
  });

  it('says an unknown table, and leaves an address without numbers or a failing API to the browser', async () => {
    expect(markup(await renderFirstScreen('/activites/13/1/9/snaking', options))).toContain(
      'Cette table est introuvable.',
    );
    await expect(renderFirstScreen('/activites/x/1/2/snaking', options)).resolves.toBeNull();
    api.reset();
    api.onGet('/bonresto/zones').reply(500, { message: 'boom' });
    await expect(renderFirstScreen('/snaking', options)).resolves.toBeNull();
  });

  it('draws the tablet’s pairing screen on the tablet: the staff code form, disabled until the browser takes it over (decision 0039)', async () => {
    const page = markup(await renderFirstScreen('/', { ...options, standalone: true }));
    expect(page).toContain('<div id="root" data-first-screen="mf_snacking" data-url="/">');
    expect(page).toMatch(/<h1[^>]*>Mise en service de la tablette<\/h1>/);
    expect(page).toMatch(
      /<input[^>]*disabled=""[^>]*data-testid="bar-staff-code"|<input[^>]*data-testid="bar-staff-code"[^>]*disabled=""/,
    );
    expect(page).toMatch(/<button[^>]*disabled=""[^>]*type="submit"|<button[^>]*type="submit"[^>]*disabled=""/);
    expect(api.history.get).toHaveLength(0); // nothing to load
  });
});
