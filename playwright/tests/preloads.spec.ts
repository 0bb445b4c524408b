import { expect, test } from '@playwright/test';

// Decision 0030: the page's HTML asks for /remotes.json and for its owner's manifest, which the shell's entry and
// the federation runtime then take from the preloads: each fetched once, by the link, with no "preloaded but not
// used" warning (a preload that does not match its fetch costs a second request).
const PAGES = [
  { url: '/activites/1/1/1/calendar', area: 'mf_booking', manifest: 'http://localhost:3002/mf-manifest.json' },
  { url: '/', area: 'mf_account', manifest: 'http://localhost:3004/mf-manifest.json' },
  { url: '/panier', area: 'mf_basket_checkout', manifest: 'http://localhost:3003/mf-manifest.json' },
];

for (const { url, area, manifest } of PAGES) {
  test(`${url}: remotes.json and the owner's manifest come from the page's preloads, once each`, async ({ page }) => {
    const requested: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto(url);
    // The owner has rendered in the browser (the server's first screen is gone): both files were used.
    await expect(page.locator(`#root main [data-area="${area}"]`)).toBeVisible();
    await expect(page.locator('#first-screen')).toHaveCount(0);
    const remotesJson = new URL('/remotes.json', page.url()).href;
    expect(requested.filter((address) => address === remotesJson)).toHaveLength(1);
    expect(requested.filter((address) => address === manifest)).toHaveLength(1);
    const initiators = await page.evaluate(
      (names) =>
        names.map((name) =>
          performance.getEntriesByName(name).map((entry) => (entry as PerformanceResourceTiming).initiatorType),
        ),
      [remotesJson, manifest],
    );
    expect(initiators).toEqual([['link'], ['link']]);
    // Chrome warns 3 s after the load about a preload nothing used.
    await page.waitForTimeout(3500);
    expect(warnings).toEqual([]);
  });
}
