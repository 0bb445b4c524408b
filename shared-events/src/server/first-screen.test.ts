/**
 * @jest-environment node
 */
// The first screen between servers: a remote's server renders a page (GET /first-screen), the shell's server
// sends it inside index.html, and any failure leaves the plain page. Real serve-area processes, a real
// renderer file, a stand-in API.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, listen, serveArea, stopAreas } from './serve-area-harness';

const { ownerOf, pageFor, withFirstScreen } = require('../../build/first-screen.cjs');

const INDEX =
  '<!doctype html><div id="root"><header>360</header><div class="boot-wait" role="progressbar"></div></div>';
// The renderer of a remote: the page's path and the API address it was given, or nothing for /vide;
// /lent answers after 2 s, /casse throws; /compte is drawn for a visitor's token only (its middle part shown).
const RENDERER = `
exports.renderFirstScreen = async (url, { apiUrl, token }) => {
  if (url.startsWith('/compte')) return token ? '<p>Compte ' + token.split('.')[1] + '</p>' : null;
  if (url.startsWith('/vide')) return null;
  if (url.startsWith('/casse')) throw new Error('boom');
  if (url.startsWith('/lent')) await new Promise((r) => setTimeout(r, 2000));
  return '<h1>Rendu</h1><p data-url="' + url.replace(/[<>&"]/g, '') + '">' + apiUrl + '</p>';
};`;

let root: string;
let api: { url: string; close: () => Promise<void> };
let apiUrl: string;

function folder(name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const page = async (base: string, url: string) =>
  (await fetch(`${base}${url}`, { headers: { accept: 'text/html' } })).text();

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'first-screen-'));
  api = await listen((req, res) => res.end('{}'));
  apiUrl = api.url;
});

afterAll(async () => {
  stopAreas();
  await api.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('a remote with a renderer', () => {
  it('answers GET /first-screen with the page, 204 when it has none, 400 for a bad address, 500 on failure', async () => {
    const dir = folder('remote', { 'dist/remoteEntry.js': 'var x', 'dist-server/first-screen.cjs': RENDERER });
    const base = await serveArea(dir, [], { API_URL: apiUrl });
    const ok = await fetch(`${base}/first-screen?url=${encodeURIComponent('/activites?x=1')}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await ok.text()).toBe(`<h1>Rendu</h1><p data-url="/activites?x=1">${apiUrl}</p>`);
    expect((await fetch(`${base}/first-screen?url=/vide`)).status).toBe(204);
    for (const bad of ['', '?url=activites', '?url=//evil.example/x', `?url=/${'a'.repeat(2100)}`]) {
      expect([bad, (await fetch(`${base}/first-screen${bad}`)).status]).toEqual([bad, 400]);
    }
    expect((await fetch(`${base}/first-screen?url=/casse`)).status).toBe(500);
  });

  it('has no /first-screen without a renderer, and refuses a file that is not one', async () => {
    const plain = folder('plain', { 'dist/remoteEntry.js': 'var x' });
    const base = await serveArea(plain, [], { API_URL: apiUrl });
    expect((await fetch(`${base}/first-screen?url=/activites`)).status).toBe(404);
    const wrong = folder('wrong', { 'dist/remoteEntry.js': 'var x', 'dist-server/first-screen.cjs': 'exports.x = 1;' });
    await expect(serveArea(wrong, [], { API_URL: apiUrl })).rejects.toThrow(/does not export renderFirstScreen/);
  });
});

describe('the shell with a first screen', () => {
  let shell: string;
  let remotePort: number;

  beforeAll(async () => {
    remotePort = await freePort();
    const remote = folder('catalog', { 'dist/remoteEntry.js': 'var x', 'dist-server/first-screen.cjs': RENDERER });
    await serveArea(remote, [], { API_URL: apiUrl }, remotePort);
    const remotes = [
      {
        name: 'mf_catalog',
        manifest: `http://127.0.0.1:${remotePort}/mf-manifest.json`,
        firstScreen: `http://127.0.0.1:${remotePort}/first-screen`,
        routes: ['/activites', '/activites/:aid', '/lent', '/vide', '/casse', '/compte-catalogue'],
      },
      {
        // The same server, as the area that takes the visitor's session.
        name: 'mf_account',
        manifest: `http://127.0.0.1:${remotePort}/mf-manifest.json`,
        firstScreen: `http://127.0.0.1:${remotePort}/first-screen`,
        session: true,
        routes: ['/compte'],
      },
      {
        name: 'mf_booking',
        manifest: 'http://127.0.0.1:1/mf-manifest.json',
        routes: ['/activites/:aid/:oid/:fid/calendar'],
      },
      {
        name: 'mf_dead',
        manifest: 'http://127.0.0.1:1/mf-manifest.json',
        firstScreen: 'http://127.0.0.1:1/first-screen',
        routes: ['/mort'],
      },
    ];
    const dir = folder('shell', { 'dist/index.html': INDEX, 'dist/remotes.json': JSON.stringify(remotes) });
    shell = await serveArea(dir, [], { API_URL: apiUrl });
  });

  it('sends the owning remote’s first screen in place of the spinner, marked with its remote and address', async () => {
    const html = await page(shell, '/activites?x=1');
    expect(html).toBe(
      '<!doctype html><div id="root"><header>360</header>' +
        `<div id="first-screen" data-remote="mf_catalog" data-url="/activites?x=1"><h1>Rendu</h1><p data-url="/activites?x=1">${apiUrl}</p></div></div>`,
    );
  });

  it("draws a signed-in visitor's page from their session cookie, for them only: no cache keeps it", async () => {
    const visit = (cookie?: string) =>
      fetch(`${shell}/compte?tab=1`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    const signedIn = await visit('theme=sombre; park_session=aaa.bbb.ccc');
    expect(await signedIn.text()).toContain('<p>Compte bbb</p>');
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.headers.get('vary')).toMatch(/\bCookie\b/);
    for (const cookie of [
      undefined,
      'park_session=',
      'park_session=a.b',
      'park_session=a.b.c%0D%0AX: y',
      'autre=a.b.c',
    ]) {
      const plain = await visit(cookie);
      expect([cookie, await plain.text()]).toEqual([cookie, INDEX]);
      expect(plain.headers.get('cache-control')).toBe('no-cache');
      expect(plain.headers.get('vary')).toMatch(/\bCookie\b/);
    }
    // Only an area whose entry says `session: true` gets the token: the catalogue's page is drawn without it.
    const catalogue = await fetch(`${shell}/compte-catalogue`, {
      headers: { accept: 'text/html', cookie: 'park_session=aaa.bbb.ccc' },
    });
    expect(await catalogue.text()).toBe(INDEX);
    // The area takes a token only as a bearer header (never from the address), and only one shaped like a token.
    const base = `http://127.0.0.1:${remotePort}/first-screen?url=/compte`;
    expect(await (await fetch(base, { headers: { authorization: 'Bearer aaa.bbb.ccc' } })).text()).toBe(
      '<p>Compte bbb</p>',
    );
    for (const authorization of ['aaa.bbb.ccc', 'Bearer x', 'Bearer a.b.c d', 'Basic aaa.bbb.ccc']) {
      expect([authorization, (await fetch(base, { headers: { authorization } })).status]).toEqual([authorization, 204]);
    }
  });

  it('sends the plain page when the owner has no first screen, has none for the page, fails, is slow or is down', async () => {
    for (const url of ['/activites/1/2/3/calendar', '/vide', '/casse', '/lent', '/mort', '/inconnu']) {
      const started = Date.now();
      expect([url, await page(shell, url)]).toEqual([url, INDEX]);
      expect(Date.now() - started).toBeLessThan(1500); // the slow remote is not waited for (300 ms)
    }
  });
});

describe('an area that serves pages of its own (the bar tablet, decisions 0031, 0032)', () => {
  // Its renderer, told to draw the page as the area's own server sends it (`standalone`): its whole #root.
  const OWN = `
exports.AREA = 'mf_snacking';
exports.renderFirstScreen = async (url, { apiUrl, standalone }) => {
  if (url.startsWith('/panier')) return null;
  if (url.startsWith('/casse')) throw new Error('boom');
  if (url.startsWith('/lent')) await new Promise((r) => setTimeout(r, 2000));
  const main = '<main data-standalone="' + standalone + '">' + apiUrl + '</main>';
  if (!standalone || url.startsWith('/partiel')) return main;
  return '<style data-emotion="snacking a">.snacking-a{}</style><div id="root" data-first-screen="mf_snacking">' + main + '</div>';
};`;
  const OWN_INDEX = '<!doctype html><body><div id="root"><div class="boot-wait"></div></div></body>';
  const site = [{ name: 'mf_basket_checkout', manifest: 'http://b.test/mf-manifest.json', routes: ['/panier'] }];

  /** The area's server with its renderer and the site's remotes.json (REMOTES_JSON), as the tablet's runs. */
  const tabletServer = (name: string) => {
    const files = {
      'dist/index.html': OWN_INDEX,
      'dist-server/first-screen.cjs': OWN,
      'site.json': JSON.stringify(site),
    };
    const dir = folder(name, files);
    return serveArea(dir, [], { API_URL: apiUrl, REMOTES_JSON: path.join(dir, 'site.json') });
  };

  it('puts the whole page its own renderer draws in place of #root, its styles in front; no owner named', async () => {
    const base = await tabletServer('tablet');
    expect(await page(base, '/snaking?x=1')).toBe(
      '<!doctype html><body><style data-emotion="snacking a">.snacking-a{}</style>' +
        `<div id="root" data-first-screen="mf_snacking"><main data-standalone="true">${apiUrl}</main></div></body>`,
    );
    // The site's remote still answers the shell's server with the area's part of a page (not standalone).
    const part = await fetch(`${base}/first-screen?url=/snaking`);
    expect(await part.text()).toBe(`<main data-standalone="undefined">${apiUrl}</main>`);
  });

  it('sends the plain page for a page it does not draw (a borrowed one), a failure, a part or a slow render', async () => {
    const base = await tabletServer('tablet-plain');
    for (const url of ['/panier/1/2/snaking', '/casse', '/lent', '/partiel', `/snaking?q=${'a'.repeat(2100)}`]) {
      const started = Date.now();
      expect([url.slice(0, 20), await page(base, url)]).toEqual([url.slice(0, 20), OWN_INDEX]);
      expect(Date.now() - started).toBeLessThan(1500); // not waited for (300 ms)
    }
  });
});

describe('ownerOf, pageFor and withFirstScreen', () => {
  const remotes = [
    {
      name: 'catalog',
      firstScreen: 'http://127.0.0.1:1/fs',
      routes: ['/activites', '/activites/:aid', '/activites/:aid/:oid'],
    },
    { name: 'booking', routes: ['/activites/:aid/:oid/entreprise', '/activites/:aid/:oid/:fid/calendar'] },
  ];

  it('picks the owner by React Router’s ranking (a static segment beats a parameter)', () => {
    expect(ownerOf(remotes, '/activites/1/2')?.name).toBe('catalog');
    expect(ownerOf(remotes, '/activites/1/2/entreprise')?.name).toBe('booking');
    expect(ownerOf(remotes, '/panier')).toBeNull();
  });

  it('leaves the page alone without a spinner to replace, and escapes the address it writes', async () => {
    expect(await withFirstScreen({ html: '<div id="root"></div>', url: '/activites', remotes })).toBeNull();
    const remote = await listen((req, res) => res.end('<p>ok</p>'));
    const address = `${remote.url}/fs`;
    const html = await withFirstScreen({
      html: INDEX,
      url: '/activites?q="><script>',
      remotes: [{ ...remotes[0], firstScreen: address }],
    });
    await remote.close();
    expect(html).toContain('data-url="/activites?q=&quot;&gt;&lt;script&gt;"><p>ok</p></div>');
  });

  it('names the owner in the head of every page it owns, the whole site’s remotes read by one matcher', async () => {
    const head = '<!doctype html><html><head><title>360</title></head><body><div id="root"></div></body></html>';
    const named = (name: string) => `<meta name="park-remote" content="${name}"></head>`;
    expect(await pageFor({ html: head, url: '/activites/1/2/entreprise?x=1', remotes })).toContain(named('booking'));
    expect(await pageFor({ html: head, url: '/activites/1', remotes })).toContain(named('catalog'));
    expect(await pageFor({ html: head, url: '/panier', remotes })).toBe(head);
    const odd = [{ name: 'a"b<c', routes: ['/x'] }];
    expect(await pageFor({ html: head, url: '/x', remotes: odd })).toContain(named('a&quot;b&lt;c'));
    expect(await pageFor({ html: head, url: `/x${'y'.repeat(2100)}`, remotes: odd })).toBe(head);
  });

  it('preloads the owner’s manifest from the head, as the federation runtime will fetch it', async () => {
    const head = '<!doctype html><html><head><title>360</title></head><body><div id="root"></div></body></html>';
    const withManifest = (manifest: unknown) => [{ name: 'account', manifest, routes: ['/compte'] }];
    const preload = (href: string) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}">`;
    const absolute = 'http://localhost:3004/mf-manifest.json';
    expect(await pageFor({ html: head, url: '/compte?tab=1', remotes: withManifest(absolute) })).toContain(
      `<meta name="park-remote" content="account">${preload(absolute)}</head>`,
    );
    expect(await pageFor({ html: head, url: '/compte', remotes: withManifest('/account/mf-manifest.json') })).toContain(
      preload('/account/mf-manifest.json'),
    );
    // Not a page's address, or not a string: the page names its owner without the preload.
    for (const odd of ['//evil.example/m.json', 'javascript:alert(1)', 'http://a" onload="x', 42, undefined]) {
      const html = await pageFor({ html: head, url: '/compte', remotes: withManifest(odd) });
      expect(html).toContain('<meta name="park-remote" content="account"></head>');
      expect(html).not.toContain('rel="preload"');
    }
    expect(await pageFor({ html: head, url: '/ailleurs', remotes: withManifest(absolute) })).toBe(head);
  });
});
