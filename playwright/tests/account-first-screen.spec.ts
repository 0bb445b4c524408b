import { expect, test } from '@playwright/test';
import { holdScripts, titleWatch, watchTitle } from '../support/first-screen';
import { openAccountPage, registerThroughSite, uniqueEmail } from '../support/site';

const asPage = { accept: 'text/html' };

// The account drawn by the server for the signed-in visitor (issue 14, decision 0040): the site's session cookie
// follows the session; the page as sent carries the visitor's account, for them only; the area then takes over in
// the same places. Signed out, or with a cookie the API refuses, the page is the browser's as before.
test.describe('the account’s first screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the signed-in visitor’s account comes in the page as sent, then the area’s, in the same places', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('account-first-screen');
    await registerThroughSite(page, email);
    const cookie = (await context.cookies()).find((c) => c.name === 'park_session');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict', httpOnly: false });
    expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 3600);

    const sent = await page.request.get('/compte', { headers: asPage });
    expect(sent.headers()['cache-control']).toBe('private, no-store');
    const html = await sent.text();
    expect(html).toContain('<div id="first-screen" data-remote="mf_account" data-url="/compte">');
    expect(html).toContain('Bonjour Camille Testeur');
    expect(html).toContain(email);
    expect(html).toMatch(/<a [^>]*href="\/compte\?tab=1"[^>]*data-testid="account-tab-1"/);
    const orders = await (await page.request.get('/compte?tab=1', { headers: asPage })).text();
    expect(orders).toContain('data-testid="orders-empty"');

    // Loaded again with the scripts late, as on a phone: the server's account is painted and measured first.
    await watchTitle(page);
    const scripts = holdScripts(page);
    await page.route('**/main.js', scripts.route);
    await page.goto('/compte', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: 'Bonjour Camille Testeur' });
    await expect(page.locator('#first-screen').getByTestId('profile-summary')).toContainText(email);
    const drawn = await heading.boundingBox();
    expect(drawn).not.toBeNull();
    scripts.release();
    await expect(page.getByTestId('remote-area-mf_account')).toBeVisible();
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(page.getByTestId('profile-summary')).toContainText(email);
    expect(await heading.boundingBox()).toEqual(drawn);
    expect(await titleWatch(page)).toEqual({ seen: true, blanks: 0 });
    await page.unroute('**/main.js');

    // A tab of the server's page works before the scripts: a link.
    await page.route('**/main.js', (route) => route.abort());
    await page.goto('/compte', { waitUntil: 'commit' });
    await page.locator('#first-screen').getByTestId('account-tab-1').click();
    await expect(page).toHaveURL(/\/compte\?tab=1$/);
    await expect(page.locator('#first-screen').getByTestId('orders-empty')).toBeVisible();
  });

  test('signed out, or with a cookie the API refuses, nobody’s account is in the page', async ({ page, context }) => {
    await registerThroughSite(page, uniqueEmail('account-sign-out'));
    const token = (await context.cookies()).find((c) => c.name === 'park_session')!.value;
    await openAccountPage(page, '/compte');
    await page.getByTestId('account-sign-out').click();
    await expect(page).toHaveURL(/\/activites$/);
    expect((await context.cookies()).find((c) => c.name === 'park_session')).toBeUndefined();
    const after = await page.request.get('/compte', { headers: asPage });
    expect(after.headers()['cache-control']).toBe('no-cache');
    expect(await after.text()).not.toContain('Camille');

    // The old token with a changed signature, and another client's id in a token the API did not sign.
    const [head, payload] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 1 }),
    );
    for (const value of [`${head}.${payload}.AAAA`, `${head}.${forged.toString('base64url')}.${token.split('.')[2]}`]) {
      const html = await (
        await page.request.get('/compte', { headers: { ...asPage, cookie: `park_session=${value}` } })
      ).text();
      expect(html).not.toContain('id="first-screen"');
      expect(html).not.toContain('Bonjour');
    }
    await page.goto('/compte');
    await expect(page.getByTestId('account-signed-out')).toBeVisible();
  });
  test('a button pressed on the server’s account before the scripts is pressed on the area’s once it is drawn', async ({
    page,
  }) => {
    await registerThroughSite(page, uniqueEmail('account-held-press'));
    const scripts = holdScripts(page);
    await page.route('**/main.js', scripts.route);
    await page.goto('/compte', { waitUntil: 'commit' });
    const served = page.locator('#first-screen').getByTestId('profile-edit');
    await served.click();
    // Held by the page's head script: the server's button does nothing on its own, and nothing is lost.
    await expect(page.locator('html')).toHaveAttribute('data-press-held', 'profile-edit');
    scripts.release();
    await expect(page.getByTestId('remote-area-mf_account').getByTestId('profile-submit')).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-press-held', /.*/);
    await page.getByTestId('profile-cancel').click();
    await expect(page.getByTestId('profile-edit')).toBeVisible(); // pressed once: the area's button works as before
    await page.unroute('**/main.js');
  });
});
