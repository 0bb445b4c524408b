/**
 * @jest-environment node
 */
// The headers of a real serve-area process (the pattern of area-server.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listen, serveArea, stopAreas } from './serve-area-harness';

const { inlineScriptHashes, remoteOrigins, originOf } = require('../../build/security-headers.cjs');

let dir: string;
let api: { url: string; close: () => Promise<void> };
const remotes = [
  { name: 'mf_catalog', manifest: 'http://localhost:3001/mf-manifest.json', routes: ['/activites'] },
  { name: 'mf_cdn', manifest: 'https://cdn.example/mf_cdn/mf-manifest.json', routes: ['/cdn'] },
  { name: 'mf_local', manifest: '/mf_local/mf-manifest.json', routes: ['/local'] },
];

/** The CSP of an answer, as directive -> sources. */
function csp(header: string | null): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name] = sources;
  }
  return out;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-area-headers-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'dist', 'main.0123456789.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'dist', 'remotes.json'), JSON.stringify(remotes));
  api = await listen((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{}');
  });
});

afterAll(async () => {
  stopAreas();
  await api.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('inline scripts of a page', () => {
  it('are allowed by their own hash only; scripts with a src are not inline', () => {
    const crypto = require('node:crypto');
    const body = "window.location.replace('/x')";
    const hash = `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`;
    expect(inlineScriptHashes(`<head><script>${body}</script><script defer src="/main.js"></script></head>`)).toEqual([
      hash,
    ]);
    expect(inlineScriptHashes('<div id="root"></div>')).toEqual([]);
  });

  it("are named in the page's script-src, so the shell's head script runs and nothing else inline does", async () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-area-inline-'));
    fs.mkdirSync(path.join(own, 'dist'));
    fs.writeFileSync(path.join(own, 'dist', 'index.html'), '<head><script>void 0</script></head><div id="root"></div>');
    const base = await serveArea(own, [], { API_URL: api.url });
    const page = await fetch(`${base}/activites`, { headers: { accept: 'text/html' } });
    const policy = csp(page.headers.get('content-security-policy'));
    expect(policy['script-src']).toContain(inlineScriptHashes('<script>void 0</script>')[0]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    fs.rmSync(own, { recursive: true, force: true });
  });
});

describe('security headers of the area server', () => {
  it('sends them on pages, files, 404s and proxied answers alike', async () => {
    const base = await serveArea(dir, [], {
      API_URL: api.url,
      PAYBOX_URL: 'https://preprod-tpeweb.paybox.com/cgi/MYchoix_pagepaiement.cgi',
    });
    for (const url of ['/activites/3', '/', '/main.0123456789.js', '/missing.0123456789.js', '/api/health']) {
      const response = await fetch(`${base}${url}`, { headers: { accept: 'text/html' } });
      const h = (name: string) => [url, response.headers.get(name)];
      expect(h('x-content-type-options')).toEqual([url, 'nosniff']);
      expect(h('referrer-policy')).toEqual([url, 'strict-origin-when-cross-origin']);
      expect(h('x-frame-options')).toEqual([url, 'SAMEORIGIN']);
      expect(h('cross-origin-resource-policy')).toEqual([url, 'cross-origin']);
      expect(h('permissions-policy')).toEqual([url, expect.stringContaining('camera=()')]);
      const policy = csp(response.headers.get('content-security-policy'));
      expect([url, policy['frame-ancestors']]).toEqual([url, ["'self'"]]);
      expect([url, policy['default-src']]).toEqual([url, ["'self'"]]);
    }
  });

  it('builds its CSP from remotes.json and PAYBOX_URL: remotes may run scripts, the payment form may post', async () => {
    const base = await serveArea(dir, [], {
      API_URL: api.url,
      PAYBOX_URL: 'https://preprod-tpeweb.paybox.com/cgi/MYchoix_pagepaiement.cgi',
    });
    const page = await fetch(`${base}/activites`, { headers: { accept: 'text/html' } });
    const policy = csp(page.headers.get('content-security-policy'));
    const remoteSources = ['http://localhost:3001', 'https://cdn.example'];
    expect(policy['script-src']).toEqual(["'self'", ...remoteSources]);
    expect(policy['connect-src']).toEqual(["'self'", ...remoteSources]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'", ...remoteSources]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', ...remoteSources]);
    expect(policy['form-action']).toEqual(["'self'", 'https://preprod-tpeweb.paybox.com']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    // Nothing inline may run, and http://localhost stays loadable (no upgrade to https).
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['upgrade-insecure-requests']).toBeUndefined();

    // remotes.json is edited at deploy time: the next page follows it.
    const edited = [{ name: 'mf_catalog', manifest: 'https://catalog.parc360.fr/mf-manifest.json', routes: ['/'] }];
    fs.writeFileSync(path.join(dir, 'dist', 'remotes.json'), JSON.stringify(edited));
    const future = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(dir, 'dist', 'remotes.json'), future, future);
    const after = await fetch(`${base}/activites`, { headers: { accept: 'text/html' } });
    expect(csp(after.headers.get('content-security-policy'))['script-src']).toEqual([
      "'self'",
      'https://catalog.parc360.fr',
    ]);
    fs.writeFileSync(path.join(dir, 'dist', 'remotes.json'), JSON.stringify(remotes));
  });

  it("uses the API's default gateway (the local sandbox) without PAYBOX_URL, and refuses a bad one", async () => {
    const base = await serveArea(dir, [], { API_URL: api.url, PAYBOX_URL: '' });
    const page = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
    expect(csp(page.headers.get('content-security-policy'))['form-action']).toEqual([
      "'self'",
      'http://127.0.0.1:4100',
    ]);
    await expect(serveArea(dir, [], { API_URL: api.url, PAYBOX_URL: 'pas-une-adresse' })).rejects.toThrow(
      /PAYBOX_URL is not an http\(s\) URL/,
    );
  });

  it('reads the remote origins from the manifests’ absolute URLs only', () => {
    expect(remoteOrigins(remotes)).toEqual(['http://localhost:3001', 'https://cdn.example']);
    expect(
      remoteOrigins([{ manifest: 'http://localhost:3001/a.json' }, { manifest: 'http://localhost:3001/b' }]),
    ).toEqual(['http://localhost:3001']);
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });
});
