// The JavaScript a cold load of a page fetches until the page shows its content and the network is quiet, in
// Lighthouse's phone window. Every body is counted at gzip -9 (whatever the server sent), so that the federated
// site and the monolith (served from its build folder, see monolith.ts) are measured the same way.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { copiesOfPackage, SHARED_LIBRARIES, sharedCopies } from '../../support/federation';
import { CHROME } from './prepare';
import type { BenchPage, Storage } from './pages';

export const PHONE = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1.75,
  locale: 'fr-FR',
  timezoneId: 'Europe/Paris',
} as const;

export interface PageJavaScript {
  files: number;
  gzip: number;
  /** Federated site only: every shared library loaded once (null for the monolith). */
  oneCopy: boolean | null;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
}

/** A context with the page's stored data in place before any of its scripts run. */
export async function contextWith(browser: Browser, storage: Record<string, Storage>): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...PHONE,
    storageState: {
      cookies: Object.entries(storage).flatMap(([origin, { cookies = [] }]) =>
        cookies.map((c) => ({
          ...c,
          domain: new URL(origin).hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Strict' as const,
        })),
      ),
      origins: Object.entries(storage).map(([origin, { local }]) => ({
        origin,
        localStorage: Object.entries(local).map(([name, value]) => ({ name, value })),
      })),
    },
  });
  const sessions = Object.entries(storage).filter(([, s]) => Object.keys(s.session).length > 0);
  if (sessions.length > 0) {
    await context.addInitScript(
      (entries: [string, Record<string, string>][]) => {
        for (const [origin, values] of entries) {
          if (location.origin !== origin || sessionStorage.getItem('bench.seeded')) continue;
          for (const [k, v] of Object.entries(values)) sessionStorage.setItem(k, v);
          sessionStorage.setItem('bench.seeded', '1');
        }
      },
      sessions.map(([origin, s]) => [origin, s.session] as [string, Record<string, string>]),
    );
  }
  return context;
}

export async function measureJavaScript(
  browser: Browser,
  page: BenchPage,
  url: string,
  storage: Record<string, Storage>,
  route?: (context: BrowserContext) => Promise<void>,
): Promise<PageJavaScript> {
  const context = await contextWith(browser, storage);
  try {
    if (route) await route(context);
    const tab = await context.newPage();
    const sizes: Promise<{ url: string; gzip: number } | null>[] = [];
    tab.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && !/javascript/.test(response.headers()['content-type'] ?? '')) return;
      sizes.push(
        response
          .body()
          .then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length }))
          .catch(() => null),
      );
    });
    await tab.goto(url, { waitUntil: 'load' });
    await tab
      .locator(page.ready)
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(async (error: unknown) => {
        const file = `/tmp/bench-web-${page.name.replace(/\W+/g, '-')}.png`;
        await tab.screenshot({ path: file }).catch(() => undefined);
        throw new Error(`${page.name}: not ready in 30 s (${file}): ${String(error).split('\n')[0]}`);
      });
    // A page its server drew shows `ready` at once: wait until the area has taken over (the shell then removes the
    // server's #first-screen), or a quiet moment before the area's scripts would end the count early.
    await tab.waitForFunction(() => !document.getElementById('first-screen'), null, { timeout: 30_000 });
    await tab.waitForLoadState('networkidle');
    const files = (await Promise.all(sizes)).filter((n): n is { url: string; gzip: number } => n !== null);
    const counted = files.map((f) => f.gzip);
    // BENCH_FILES=1 lists each page's 12 largest scripts; BENCH_FILES=<n> (more than 1), its n largest.
    if (process.env.BENCH_FILES) {
      const listed = Number(process.env.BENCH_FILES) > 1 ? Number(process.env.BENCH_FILES) : 12;
      console.log(`${page.name}${route ? ' (monolith)' : ''}: largest scripts (gzip KB)`);
      for (const f of [...files].sort((a, b) => b.gzip - a.gzip).slice(0, listed))
        console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(6)}  ${f.url}`);
    }
    let oneCopy: boolean | null = null;
    if (!route) {
      const copies = await sharedCopies(tab);
      oneCopy = SHARED_LIBRARIES.every((lib) => copiesOfPackage(copies.libraries, lib).maxCopies <= 1);
    }
    return { files: counted.length, gzip: counted.reduce((a, b) => a + b, 0), oneCopy };
  } finally {
    await context.close();
  }
}
