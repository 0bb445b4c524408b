/**
 * @jest-environment node
 */
// The server runs as its real command in a child process (@fastify/static needs native ESM loading).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { listen, serveArea, stopAreas } from './serve-area-harness';

const { parseArgs, cacheControlFor, API_UNAVAILABLE } = require('../../build/area-server.cjs');

let dist: string;
let api: { url: string; close: () => Promise<void> };
let apiUrl: string;
const apiSeen: string[] = [];
const apiForwardedFor: string[] = [];

/** Starts serve-area in the test's folder with the stand-in API. */
const serve = (args: string[], env: Record<string, string> = {}) => serveArea(dist, args, { API_URL: apiUrl, ...env });

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-area-'));
  fs.mkdirSync(path.join(dist, 'dist'));
  const out = path.join(dist, 'dist');
  fs.writeFileSync(path.join(out, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(out, 'main.0123456789.js'), 'console.log(1)');
  fs.writeFileSync(path.join(out, 'remoteEntry.js'), 'var x');
  fs.writeFileSync(path.join(out, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(out, 'remotes.json'), '[]');
  fs.writeFileSync(path.join(out, 'chunk.0123456789.js'), `var a = ${JSON.stringify('x'.repeat(20000))};`);
  // A build's brotli copies (compression-webpack-plugin): marked, to tell which file was sent.
  const brotli = (text: string) => zlib.brotliCompressSync(Buffer.from(text));
  fs.writeFileSync(path.join(out, 'framework.0123456789.js'), `var f = ${JSON.stringify('y'.repeat(20000))};`);
  fs.writeFileSync(path.join(out, 'framework.0123456789.js.br'), brotli('/* from the build */ var f;'));
  fs.writeFileSync(path.join(out, 'main.js'), `var m = ${JSON.stringify('z'.repeat(5000))};`);
  fs.writeFileSync(path.join(out, 'main.js.br'), brotli('/* main from the build */'));
  // A real upstream standing in for the park API.
  api = await listen((req, res) => {
    apiSeen.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
    apiForwardedFor.push(String(req.headers['x-forwarded-for']));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ data: [{ aid: 1 }] }));
  });
  apiUrl = api.url;
});

afterAll(async () => {
  stopAreas();
  await api.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serve-area', () => {
  it('serves files with CORS, long cache for hashed names and no-cache for entry files', async () => {
    const base = await serve([]);
    const hashed = await fetch(`${base}/main.0123456789.js`);
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('access-control-allow-origin')).toBe('*');
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const file of ['/mf-manifest.json', '/remoteEntry.js', '/remotes.json', '/index.html']) {
      const response = await fetch(`${base}${file}`);
      expect([file, response.headers.get('cache-control')]).toEqual([file, 'no-cache']);
    }
  });

  it('sends text assets compressed when the browser accepts it, and plain otherwise', async () => {
    const base = await serve([]);
    for (const encoding of ['br', 'gzip']) {
      const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http
          .get(`${base}/chunk.0123456789.js`, { headers: { 'accept-encoding': encoding } }, resolve)
          .on('error', reject),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(body.length).toBeLessThan(2000);
      const zlib = await import('node:zlib');
      const plain = encoding === 'br' ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body);
      expect(plain.toString()).toContain('xxxxxxxx');
    }
    const identity = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(`${base}/chunk.0123456789.js`, { headers: { 'accept-encoding': 'identity' } }, resolve)
        .on('error', reject),
    );
    identity.resume();
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('sends the build’s brotli copy as it is, with the file’s type and cache; compresses the others', async () => {
    const base = await serve([]);
    const get = (file: string, encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
        http
          .get(`${base}${file}`, { headers: { 'accept-encoding': encoding } }, async (response) => {
            const chunks: Buffer[] = [];
            for await (const chunk of response) chunks.push(chunk as Buffer);
            resolve({ headers: response.headers, body: Buffer.concat(chunks) });
          })
          .on('error', reject),
      );
    const framework = await get('/framework.0123456789.js', 'gzip, deflate, br');
    expect(framework.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(framework.body).toString()).toBe('/* from the build */ var f;');
    expect(framework.headers['content-type']).toMatch(/^application\/javascript/);
    expect(framework.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(framework.headers.vary).toMatch(/accept-encoding/i);
    const main = await get('/main.js', 'br');
    expect(zlib.brotliDecompressSync(main.body).toString()).toBe('/* main from the build */');
    expect(main.headers['cache-control']).toBe('no-cache');
    // No brotli accepted: the file itself, gzipped on the fly, or plain.
    const gzip = await get('/framework.0123456789.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toContain('yyyyyyyy');
    const plain = await get('/framework.0123456789.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('yyyyyyyy');
    // The brotli file is not a file of its own.
    expect((await get('/index.html', 'br')).headers['content-type']).toMatch(/^text\/html/);
  });

  it('falls back to index.html for pages (SPA by default), 404s missing assets, and not with --no-spa', async () => {
    const base = await serve([]);
    const page = await fetch(`${base}/activites/3/12`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="root"');
    expect((await fetch(`${base}/missing.0123456789.js`)).status).toBe(404);
    const plain = await serve(['--no-spa']);
    expect((await fetch(`${plain}/activites`, { headers: { accept: 'text/html' } })).status).toBe(404);
  });

  it('proxies /api to API_URL with the path and headers intact, and answers 502 when the API is down', async () => {
    const base = await serve([]);
    const response = await fetch(`${base}/api/v1/activites?x=1`, { headers: { authorization: 'Bearer t' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: [{ aid: 1 }] });
    expect(apiSeen).toContain('GET /api/v1/activites?x=1 Bearer t');
    const down = await serve([], { API_URL: 'http://127.0.0.1:1' });
    const refused = await fetch(`${down}/api/v1/activites`);
    expect(refused.status).toBe(502);
    // A sentence for the pages that show an answer's message, not the connection's error.
    expect(await refused.json()).toEqual({ statusCode: 502, error: 'Bad Gateway', message: API_UNAVAILABLE });
    expect(API_UNAVAILABLE).toBe(
      'Le service est momentanément indisponible. Merci de réessayer dans quelques instants.',
    );
  });

  it('never shares what it proxies (the API, the outbox viewer) with other origins', async () => {
    const base = await serve([]);
    for (const url of ['/api/v1/activites', '/dev/outbox', '/dev/outbox/x.eml']) {
      const response = await fetch(`${base}${url}`, { headers: { origin: 'https://evil.example' } });
      expect([url, response.status, response.headers.get('access-control-allow-origin')]).toEqual([url, 200, null]);
    }
    const file = await fetch(`${base}/remoteEntry.js`, { headers: { origin: 'http://localhost:3000' } });
    expect(file.headers.get('access-control-allow-origin')).toBe('*');
  });

  it("tells the API the visitor's address in X-Forwarded-For, replacing a forged one", async () => {
    const base = await serve([]);
    apiForwardedFor.length = 0;
    await fetch(`${base}/api/v1/activites`);
    await fetch(`${base}/api/v1/activites`, { headers: { 'x-forwarded-for': '198.51.100.1' } });
    expect(apiForwardedFor).toEqual(['127.0.0.1', '127.0.0.1']);
  });

  it("serves the site's remotes.json given by REMOTES_JSON, and lets its pages load the remotes it lists", async () => {
    const site = path.join(dist, 'site-remotes.json');
    fs.writeFileSync(
      site,
      JSON.stringify([
        { name: 'mf_basket_checkout', manifest: 'http://basket.test:3003/mf-manifest.json', routes: [] },
      ]),
    );
    const base = await serve([], { REMOTES_JSON: site });
    const remotes = await fetch(`${base}/remotes.json`);
    expect(remotes.status).toBe(200);
    expect(remotes.headers.get('cache-control')).toBe('no-cache');
    expect((await remotes.json())[0].name).toBe('mf_basket_checkout');
    const csp = (await fetch(`${base}/`, { headers: { accept: 'text/html' } })).headers.get('content-security-policy');
    expect(csp).toMatch(/script-src 'self' http:\/\/basket\.test:3003/);
    expect(csp).toMatch(/connect-src 'self' http:\/\/basket\.test:3003/);
    // Without it, the area's own folder (here '[]': nothing but itself).
    const own = await serve([]);
    expect((await fetch(`${own}/remotes.json`)).status).toBe(200);
    const ownCsp = (await fetch(`${own}/`, { headers: { accept: 'text/html' } })).headers.get(
      'content-security-policy',
    );
    expect(ownCsp).not.toContain('basket.test');
  });

  it('names no owner and preloads no manifest in a page that borrows the site’s remotes.json (the bar tablet)', async () => {
    const tablet = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-tablet-'));
    fs.mkdirSync(path.join(tablet, 'dist'));
    fs.writeFileSync(path.join(tablet, 'dist', 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const site = path.join(tablet, 'site-remotes.json');
    const remotes = [{ name: 'mf_account', manifest: 'http://a.test/mf-manifest.json', routes: ['/', '/compte'] }];
    fs.writeFileSync(site, JSON.stringify(remotes));
    const borrowed = await serveArea(tablet, [], { API_URL: apiUrl, REMOTES_JSON: site });
    const page = await (await fetch(`${borrowed}/`, { headers: { accept: 'text/html' } })).text();
    expect(page).toBe('<!doctype html><html><head></head><body></body></html>');
    // The same file as the app's own remotes.json: the app is the site's host, it names the owner and preloads.
    fs.copyFileSync(site, path.join(tablet, 'dist', 'remotes.json'));
    const host = await serveArea(tablet, [], { API_URL: apiUrl });
    expect(await (await fetch(`${host}/`, { headers: { accept: 'text/html' } })).text()).toContain(
      '<meta name="park-remote" content="mf_account"><link rel="preload" as="fetch" crossorigin="anonymous" href="http://a.test/mf-manifest.json">',
    );
    fs.rmSync(tablet, { recursive: true, force: true });
  });

  it('names the remote of every page in it, the site root included (React Router’s ranking on the server)', async () => {
    const shell = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-shell-'));
    fs.mkdirSync(path.join(shell, 'dist'));
    fs.writeFileSync(path.join(shell, 'dist', 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const remotes = [
      { name: 'mf_account', manifest: 'http://a.test/mf-manifest.json', routes: ['/', '/compte'] },
      { name: 'mf_catalog', manifest: 'http://c.test/mf-manifest.json', routes: ['/activites/:aid'] },
    ];
    fs.writeFileSync(path.join(shell, 'dist', 'remotes.json'), JSON.stringify(remotes));
    const base = await serveArea(shell, [], { API_URL: apiUrl });
    const named = async (url: string) => {
      const html = await (await fetch(`${base}${url}`, { headers: { accept: 'text/html' } })).text();
      return /<meta name="park-remote" content="([^"]*)">/.exec(html)?.[1] ?? null;
    };
    expect(await named('/')).toBe('mf_account');
    expect(await named('/?retour=1')).toBe('mf_account');
    expect(await named('/compte')).toBe('mf_account');
    expect(await named('/activites/4')).toBe('mf_catalog');
    expect(await named('/inconnue')).toBeNull();
    fs.rmSync(shell, { recursive: true, force: true });
  });

  it('refuses a missing build folder with a clear message', async () => {
    await expect(serve(['--dir', 'nope'])).rejects.toThrow(/build the app first/);
  });

  it('parses its command line', () => {
    expect(parseArgs(['--port', '3001'], {})).toMatchObject({
      port: 3001,
      dir: 'dist',
      spa: true,
      firstScreen: 'dist-server/first-screen.cjs',
    });
    expect(parseArgs(['--port', '1', '--first-screen', 'r.cjs'], {}).firstScreen).toBe('r.cjs');
    expect(parseArgs(['--port', '1', '--no-first-screen'], {}).firstScreen).toBeNull();
    expect(parseArgs(['--port', '3002', '--dir', 'out', '--no-spa'], {})).toMatchObject({
      port: 3002,
      dir: 'out',
      spa: false,
    });
    expect(parseArgs(['--port', '1'], {}).remotesFile).toBeNull();
    expect(parseArgs(['--port', '1'], { REMOTES_JSON: '/site/remotes.json' }).remotesFile).toBe('/site/remotes.json');
    expect(parseArgs(['--port', '1', '--remotes', 'r.json'], { REMOTES_JSON: 'x' }).remotesFile).toBe('r.json');
    expect(() => parseArgs([], {})).toThrow(/--port/);
    expect(() => parseArgs(['--port', '1', '--bogus'], {})).toThrow(/unknown option/);
    expect(cacheControlFor('assets/logo.png')).toBe('public, max-age=300');
    expect(cacheControlFor('framework.0123456789.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('main.js.br')).toBe('no-cache');
  });
});
