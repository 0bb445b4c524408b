// The monolith (bench/monolith: the same pages as one webpack app, no federation), built in the bench's run and
// served to the browser in place of the site's pages: Playwright answers the shell's and the tablet's addresses
// from its build folder (a page address gets its HTML), while /api goes to the running site as usual.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { SITE, TABLET } from './pages';

const folder = path.join(__dirname, '..', 'monolith');
const dist = path.join(folder, 'dist');
const remotesJson = path.join(__dirname, '..', '..', '..', 'shell', 'public', 'remotes.json');

export function buildMonolith(): void {
  const started = Date.now();
  const res = spawnSync('node', [path.join(folder, 'build.cjs')], { stdio: 'inherit' });
  if (res.status !== 0) throw new Error('the monolith did not build');
  console.log(`Monolith built (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

const TYPES: Record<string, string> = {
  '.js': 'application/javascript',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
};

/** Routes the context's requests for the site's and the tablet's pages and files to the monolith's build. */
export async function serveMonolith(context: BrowserContext): Promise<void> {
  for (const [origin, html] of [
    [SITE, 'index.html'],
    [TABLET, 'tablet.html'],
  ] as const) {
    await context.route(
      (url) => url.origin === origin && !/^\/(api|dev)\//.test(url.pathname),
      async (route) => {
        const { pathname } = new URL(route.request().url());
        if (pathname === '/remotes.json') return route.fulfill({ path: remotesJson });
        const file = path.join(dist, path.normalize(pathname));
        const isFile = file.startsWith(dist + path.sep) && statSync(file, { throwIfNoEntry: false })?.isFile() === true;
        if (isFile) {
          const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
          return route.fulfill({ body: readFileSync(file), contentType: type });
        }
        if (route.request().resourceType() === 'document') {
          return route.fulfill({ body: readFileSync(path.join(dist, html)), contentType: TYPES['.html'] });
        }
        return route.continue(); // pictures and other files of the areas' servers
      },
    );
  }
}
