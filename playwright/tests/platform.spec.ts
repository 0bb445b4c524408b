import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { titleWatch, watchTitle } from '../support/first-screen';
import { SHARED_LIBRARIES, sharedCopies } from '../support/federation';
import { bookKarting } from '../support/site';

const ROOT = path.resolve(__dirname, '..', '..');
const REMOTES = [
  { name: 'mf_catalog', port: 3001 },
  { name: 'mf_booking', port: 3002 },
  { name: 'mf_basket_checkout', port: 3003 },
  { name: 'mf_account', port: 3004 },
  { name: 'mf_snacking', port: 3005 },
];

test.describe('platform (issue 3)', () => {
  test('browsing: activities, an activity and its offers, an offer and its formulas', async ({ page }) => {
    await page.goto('/activites');
    await expect(page.getByRole('heading', { name: 'PRÉPAREZ VOTRE SORTIE' })).toBeVisible();
    const activities = page.getByTestId('activity-list');
    // Every active activity gets a card (the first screenful renders first, the rest right after).
    const listed = (await (await page.request.get('/api/v1/activites')).json()) as { data: { status: boolean }[] };
    const active = listed.data.filter((a) => a.status === true).length;
    expect(active).toBeGreaterThan(4);
    await expect(activities.locator('[data-testid^="activity-card-"]')).toHaveCount(active);
    // Only active activities: the snacking activity (status false) has no card.
    await expect(page.getByTestId('activity-card-13')).toHaveCount(0);
    await expect(page.getByTestId('activity-card-1')).toContainText('KARTING');

    await page.getByTestId('activity-card-1').click();
    await expect(page).toHaveURL(/\/activites\/1$/);
    const offers = page.getByTestId('offer-list');
    await expect(offers.getByTestId('offer-card-1')).toContainText('KARTING ADULTE');
    await expect(offers.getByTestId('offer-card-2')).toContainText('KARTING ENFANT');

    await offers.getByTestId('offer-card-1').click();
    await expect(page).toHaveURL(/\/activites\/1\/1$/);
    const formulas = page.getByTestId('formula-list');
    await expect(formulas.getByTestId('formula-card-1')).toContainText('SESSION 10 MIN');
    await expect(formulas.getByTestId('formula-card-2')).toContainText('2 SESSIONS DE 10 MIN');

    // A formula leads to the booking area's calendar (another remote, same page).
    await formulas.getByTestId('formula-card-1').click();
    await expect(page).toHaveURL(/\/activites\/1\/1\/1\/calendar$/);
    await expect(page.getByTestId('validate-planning')).toBeVisible();
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
  });

  test('a basket change updates the header badge, in this tab and in another tab', async ({ page, context }) => {
    await page.goto('/activites');
    await expect(page.getByTestId('basket-count')).toHaveText('0');
    const other = await context.newPage();
    await other.goto('/activites/1');
    await expect(other.getByTestId('basket-count')).toHaveText('0');

    await bookKarting(page, 2, 0, 'activities');
    await expect(page.getByTestId('basket-count')).not.toHaveText('0');
    const count = await page.getByTestId('basket-count').innerText();
    // The other tab follows through the stored basket (storage event), without a reload.
    await expect(other.getByTestId('basket-count')).toHaveText(count);
    await expect(other).toHaveURL(/\/activites\/1$/);

    // Removing the line in the second tab empties the badge of the first one.
    await other.goto('/panier');
    const lines = other.getByTestId('basket-line');
    await expect(lines).not.toHaveCount(0);
    while ((await lines.count()) > 0) {
      const before = await lines.count();
      await lines.first().getByTestId('line-delete').click();
      const confirm = other.getByRole('dialog').getByRole('button', { name: /Supprimer|Oui|Confirmer/ });
      if (await confirm.isVisible().catch(() => false)) await confirm.click();
      await expect(lines).toHaveCount(before - 1);
    }
    await expect(other.getByTestId('basket-count')).toHaveText('0');
    await expect(page.getByTestId('basket-count')).toHaveText('0');
  });

  test('each remote is served on its own port, and standalone areas render alone', async ({ page, request }) => {
    for (const remote of REMOTES) {
      const res = await request.get(`http://localhost:${remote.port}/mf-manifest.json`);
      expect(res.ok(), `${remote.name} manifest on :${remote.port}`).toBe(true);
      const manifest = (await res.json()) as { name?: string; metaData?: { name?: string } };
      expect(manifest.name ?? manifest.metaData?.name).toBe(remote.name);
    }
    await page.goto('http://localhost:3005/snaking');
    await expect(page.getByTestId('snacking-home')).toBeVisible();
    await page.goto('http://localhost:3004/');
    await expect(page.getByTestId('sign-in-submit')).toBeVisible();
    await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
  });

  test('the first screen comes rendered in the page, works without JavaScript, and gives way without a blank', async ({
    page,
    browser,
  }) => {
    // As sent: the shell's server put the catalogue's rendering of /activites (first cards, their data) in the page.
    const sent = await (await page.request.get('/activites', { headers: { accept: 'text/html' } })).text();
    expect(sent).toContain('<div id="first-screen" data-remote="mf_catalog" data-url="/activites">');
    expect(sent).toContain('PRÉPAREZ VOTRE SORTIE');
    expect(sent).toContain('data-testid="activity-card-1"');
    expect(sent).toContain('id="mf-catalog-first-screen-data"');

    // Without JavaScript, the visitor still sees the activities and can follow them (each page is rendered).
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto('/activites');
    await expect(plain.getByRole('heading', { name: 'PRÉPAREZ VOTRE SORTIE' })).toBeVisible();
    await plain.getByTestId('activity-card-1').click();
    await expect(plain).toHaveURL(/\/activites\/1$/);
    await expect(plain.getByTestId('offer-card-1')).toContainText('KARTING ADULTE');
    await noScript.close();

    // With JavaScript: from the first paint on, the title is always in the page (server's, then the catalogue's),
    // the catalogue renders from the embedded answer (no second call), and the server's HTML is gone afterwards.
    await watchTitle(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/activites') calls.push(request.url());
    });
    await page.goto('/activites');
    const active = (
      (await (await page.request.get('/api/v1/activites')).json()) as { data: { status: boolean }[] }
    ).data.filter((a) => a.status).length;
    await expect(page.getByTestId('remote-area-mf_catalog').locator('[data-testid^="activity-card-"]')).toHaveCount(
      active,
    );
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await titleWatch(page)).toEqual({ seen: true, blanks: 0 });
    expect(calls).toEqual([]);
  });

  test("the calendar's first screen: the activity and its formula in the page as sent, then the slots", async ({
    page,
  }) => {
    const sent = await (
      await page.request.get('/activites/1/1/1/calendar', { headers: { accept: 'text/html' } })
    ).text();
    expect(sent).toContain('<div id="first-screen" data-remote="mf_booking" data-url="/activites/1/1/1/calendar">');
    expect(sent).toContain('KARTING');
    expect(sent).toContain('Choisissez votre date');
    expect(sent).toContain('id="mf-booking-first-screen-data"');

    // The calendar takes the embedded answer (no second call for its formula), then draws the day's slots.
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/formules/1') calls.push(request.url());
    });
    await page.goto('/activites/1/1/1/calendar');
    await expect(page.locator('[aria-label="Créneaux"]')).toBeVisible();
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(calls).toEqual([]);
  });

  test('one copy of each shared library, and no console error on /activites', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto('/activites');
    await expect(page.getByRole('heading', { name: 'PRÉPAREZ VOTRE SORTIE' })).toBeVisible();
    // Go through two more areas so their containers join the share scope.
    await page.getByTestId('activity-card-1').click();
    await expect(page.getByTestId('offer-list')).toBeVisible();
    await page.getByTestId('basket-link').click();
    await expect(page.getByTestId('basket-page')).toBeVisible();
    await page.waitForLoadState('networkidle');

    const copies = await sharedCopies(page);
    expect(copies.instances.length).toBeGreaterThanOrEqual(3);
    for (const lib of SHARED_LIBRARIES) {
      // A package may be shared per path ('@mui/material/Button'): every shared path of it counts.
      const keys = Object.keys(copies.libraries).filter((k) => k === lib || k.startsWith(`${lib}/`));
      expect(keys, `${lib} is in the share scope`).not.toEqual([]);
      const used = keys.filter((k) => (copies.libraries[k]?.loaded.length ?? 0) > 0);
      expect(used, `${lib} is loaded from the share scope`).not.toEqual([]);
      for (const key of used) expect(copies.libraries[key]?.loaded, `${key}: loaded copies`).toHaveLength(1);
    }
    expect(errors).toEqual([]);
  });
});

test.describe('a stopped remote (real second shell server)', () => {
  const port = 3900;
  const deadPort = 3999;
  let dir = '';
  let server: ChildProcess | null = null;

  test.beforeAll(async () => {
    // A copy of the built shell whose remotes.json sends mf_booking to a port where nothing listens.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'park-e2e-shell-'));
    fs.cpSync(path.join(ROOT, 'shell', 'dist'), dir, { recursive: true });
    const remotesFile = path.join(dir, 'remotes.json');
    const remotes = JSON.parse(fs.readFileSync(remotesFile, 'utf8')) as { name: string; manifest: string }[];
    for (const r of remotes) if (r.name === 'mf_booking') r.manifest = `http://localhost:${deadPort}/mf-manifest.json`;
    fs.writeFileSync(remotesFile, JSON.stringify(remotes, null, 2));
    server = spawn(
      path.join(ROOT, 'shell', 'node_modules', '.bin', 'serve-area'),
      ['--port', String(port), '--dir', dir],
      { cwd: path.join(ROOT, 'shell'), stdio: 'ignore' },
    );
    const deadline = Date.now() + 30_000;
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/remotes.json`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error('second shell did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  });

  test.afterAll(async () => {
    if (server?.pid) {
      const exited = new Promise((r) => server?.on('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('shows the French fallback in its area; header, footer and other areas keep working; Réessayer still fails', async ({
    page,
  }) => {
    const base = `http://localhost:${port}`;
    await page.goto(`${base}/activites/1/1/1/calendar`);
    const fallback = page.getByTestId('remote-fallback-mf_booking');
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('Cette partie du site est momentanément indisponible.');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();

    // 'Réessayer' with the remote still down: loading again, then the same fallback.
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByTestId('remote-fallback-mf_booking')).toBeVisible();

    // The other areas of this shell still load: catalogue (header logo navigation) and basket.
    await page.goto(`${base}/activites`);
    await expect(page.getByRole('heading', { name: 'PRÉPAREZ VOTRE SORTIE' })).toBeVisible();
    await page.getByTestId('activity-card-1').click();
    await expect(page.getByTestId('offer-list')).toBeVisible();
    await page.getByTestId('basket-link').click();
    await expect(page.getByTestId('basket-page')).toBeVisible();
    await expect(page.getByTestId('remote-fallback-mf_booking')).toHaveCount(0);
  });
});
