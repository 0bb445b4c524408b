import { expect, test, type Route } from '@playwright/test';
import { PASSWORD, registerThroughSite, uniqueEmail } from '../support/site';

// The sign-in and password pages come drawn by the account area's server (decision 0007): a visitor on a slow phone
// can type before the scripts arrive. Nothing typed is lost, nothing is sent by the browser itself (the password in
// the address), and what the visitor sent is sent once the area is there.
test.describe('forms of the first screen (issue 14)', () => {
  test('the sign-in page as sent: the form, drawn by the account area', async ({ page }) => {
    const sent = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
    expect(sent).toContain('<div id="first-screen" data-remote="mf_account" data-url="/">');
    expect(sent).toContain('data-testid="sign-in-form"');
    expect(sent).toContain('CONNEXION');
    const reset = await (await page.request.get('/setPassword', { headers: { accept: 'text/html' } })).text();
    expect(reset).toContain('data-testid="reset-request-form"');
    // The account is behind sign-in: the browser draws it.
    const account = await (await page.request.get('/compte', { headers: { accept: 'text/html' } })).text();
    expect(account).not.toContain('id="first-screen"');
  });

  test('typed and sent before the scripts: kept, not put in the address, sent when the area is there', async ({
    page,
    browser,
  }) => {
    // A client of the park (registered in a context of its own, then signed out).
    const email = uniqueEmail('first-screen');
    const other = await browser.newContext();
    await registerThroughSite(await other.newPage(), email);
    await other.close();

    // The page's scripts (the shell's and the account area's) are held until the visitor has typed and pressed the
    // button: all of it happens before any script has run, whatever the machine's speed (with the shell's scripts
    // free, the shell's start could land in the middle of the typing: decision 0024, Limits).
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/localhost:300[04]\/.*\.js$/, async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const server = page.locator('#first-screen [data-testid="sign-in-form"]');
    await expect(server).toBeVisible();
    await server.locator('input[name="email"]').fill(email);
    await server.locator('input[name="password"]').fill(PASSWORD);
    await server.locator('input[name="password"]').press('Enter');
    await page.waitForTimeout(300);
    expect(page.url()).toBe('http://localhost:3000/'); // the browser did not send it (no password in the address)

    release();
    // The area's form takes over with what was typed, and sends it: the client is signed in.
    await expect(page).toHaveURL(/\/activites$/);
    await expect(page.getByTestId('account-button')).toBeVisible();
    await expect(page.locator('#first-screen')).toHaveCount(0);
  });

  test("a signed-in visitor is not shown the server's sign-in form, and goes on", async ({ page }) => {
    await page.addInitScript(() => {
      if (location.pathname !== '/') return;
      localStorage.setItem(
        'park.session.v1',
        JSON.stringify({
          token: 'not-checked-here',
          clientId: 7,
          signInType: 'normal',
          loginType: 'normal',
          currentUser: { id: 7, firstName: 'Jean', lastName: 'Dupont', email: 'jean@example.fr' },
          ticketsEmail: null,
          returnTo: null,
        }),
      );
    });
    await page.route(/localhost:3004\/.*\.js$/, async (route: Route) => {
      // While the account area's code comes, the server's form stays hidden.
      await expect(page.locator('#first-screen')).toBeHidden();
      await route.continue();
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/activites$/);
  });
});
