// First screen rendered on the server (docs/decisions/0007).
//  - A remote's server that has a renderer (dist-server/first-screen.cjs, exporting renderFirstScreen) answers
//    GET /first-screen?url=<path and query> with the HTML of that page, or 204 when it has none for it.
//  - The shell's server, asked for a page, finds the remote owning the path in remotes.json (React Router's own
//    ranking, as the page does); when that remote lists a `firstScreen` address it asks it for the page's HTML
//    (FIRST_SCREEN_TIMEOUT_MS at most) and sends it inside index.html, in place of the loading spinner. The page
//    then adopts it until the remote's own render replaces it. Any failure, slowness or refusal: the plain
//    index.html, exactly as without a first screen.
const fs = require('node:fs');
const path = require('node:path');
const { matchRoutes } = require('react-router');
const { parseCookie } = require('cookie');

/** The longest the shell's server waits for a remote's first screen before sending the page without it. */
const FIRST_SCREEN_TIMEOUT_MS = Number(process.env.FIRST_SCREEN_TIMEOUT_MS) || 300;
/** Where index.html receives the first screen: the spinner of the static frame. */
const SPINNER = /<div class="?boot-wait"?[^>]*>\s*<\/div>/;
/** The standalone page's #root holding only the spinner: the area's own server puts its page in its place. */
const ROOT = /<div id="?root"?>\s*<div class="?boot-wait"?[^>]*>\s*<\/div>\s*<\/div>/;
const MAX_URL_LENGTH = 2000;
/** The site's session cookie (shared-events/src/stores/session-cookie.ts, decision 0040). */
const SESSION_COOKIE = 'park_session';
/** What a session token looks like (a JWT, at most 2048 characters): anything else is not forwarded. */
const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const isToken = (value) => typeof value === 'string' && value.length <= 2048 && TOKEN.test(value);

/** The visitor's session token from a request's Cookie header, or null (no cookie, unreadable, not a token). */
function sessionTokenOf(cookieHeader) {
  if (typeof cookieHeader !== 'string' || !cookieHeader.includes(SESSION_COOKIE)) return null;
  try {
    const value = parseCookie(cookieHeader)[SESSION_COOKIE];
    return isToken(value) ? value : null;
  } catch {
    return null;
  }
}

/** The token of an `Authorization: Bearer …` header (the site's server forwarding the session), or null. */
function bearerOf(header) {
  const match = typeof header === 'string' ? /^Bearer (\S+)$/.exec(header) : null;
  return match && isToken(match[1]) ? match[1] : null;
}

/** Loads an area's renderer; null when it has none. A renderer that fails to load is a deployment error. */
function loadRenderer(file) {
  if (!file || !fs.existsSync(file)) return null;
  const renderer = require(path.resolve(file));
  if (typeof renderer.renderFirstScreen !== 'function') {
    throw new Error(`${file} does not export renderFirstScreen(url, { apiUrl })`);
  }
  return renderer;
}

/** Registers GET /first-screen on a remote's server. */
function registerFirstScreenRoute(fastify, { renderer, apiUrl }) {
  fastify.get('/first-screen', async (request, reply) => {
    const url = typeof request.query.url === 'string' ? request.query.url : '';
    if (!url.startsWith('/') || url.startsWith('//') || url.length > MAX_URL_LENGTH) {
      return reply.code(400).type('text/plain; charset=utf-8').send('url: the path of a page is expected');
    }
    let html;
    try {
      html = await renderer.renderFirstScreen(url, { apiUrl, token: bearerOf(request.headers.authorization) });
    } catch (error) {
      request.log.error({ err: error, url }, 'first screen failed');
      return reply.code(500).type('text/plain; charset=utf-8').send('first screen failed');
    }
    if (typeof html !== 'string') return reply.code(204).send();
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}

/**
 * remotes.json of the shell's folder (or the file given: a standalone area's server reads the site's), read
 * again when the file changes (it is edited at deploy time).
 */
function remotesReader(dir, file = path.join(dir, 'remotes.json')) {
  let seen = { mtimeMs: -1, remotes: [] };
  return () => {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return [];
    }
    if (stat.mtimeMs !== seen.mtimeMs) {
      let remotes = [];
      try {
        const value = JSON.parse(fs.readFileSync(file, 'utf8'));
        if (Array.isArray(value)) remotes = value.filter((r) => r && typeof r === 'object' && Array.isArray(r.routes));
      } catch {
        remotes = []; // the page reports an unreadable remotes.json itself
      }
      seen = { mtimeMs: stat.mtimeMs, remotes };
    }
    return seen.remotes;
  };
}

/** The remote owning `pathname`, by React Router's ranking over every remote's patterns. */
function ownerOf(remotes, pathname) {
  const routes = remotes.flatMap((remote) =>
    remote.routes.filter((p) => typeof p === 'string' && p.startsWith('/')).map((p) => ({ path: p, remote })),
  );
  const matches = matchRoutes(routes, pathname);
  return matches?.[0]?.route.remote ?? null;
}

const escapeAttribute = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The owner's manifest asked for with the page (decision 0030): the federation runtime fetches it with
 * `fetch(url, {})` (mode cors, credentials same-origin), which a `crossorigin="anonymous"` fetch preload matches,
 * so it arrives while main.js downloads, not after main.js has run and /remotes.json has come back.
 */
function manifestPreload(owner) {
  const url = owner.manifest;
  if (typeof url !== 'string' || !/^(https?:\/\/[^\s"<>]+|\/(?!\/)[^\s"<>]*)$/.test(url)) return '';
  return `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(url)}">`;
}

/**
 * index.html naming the remote that owns the page in its head (`<meta name="park-remote">`): the shell's entry script
 * preloads that remote's files while the libraries download, without a router of its own (one matcher: this one).
 * The owner's manifest is preloaded from the head itself (manifestPreload).
 */
function withOwner(html, owner) {
  if (!owner || typeof owner.name !== 'string' || !html.includes('</head>')) return html;
  const head = `<meta name="park-remote" content="${escapeAttribute(owner.name)}">${manifestPreload(owner)}`;
  return html.replace('</head>', () => `${head}</head>`);
}

/**
 * The page for `url`: index.html with its owner named (withOwner) and its first screen when the owner renders one
 * (a page behind sign-in, for the visitor whose session `token` is given: decision 0040).
 * @param {{ html: string, url: string, remotes: object[], token?: string | null, timeoutMs?: number, log?: { warn: Function } }} options
 */
async function pageFor(options) {
  const owner = options.url.length > MAX_URL_LENGTH ? null : ownerOf(options.remotes, options.url.split(/[?#]/)[0]);
  const html = withOwner(options.html, owner);
  return (await withFirstScreen({ ...options, html })) ?? html;
}

/**
 * index.html with the first screen of `url` in it, or null (send index.html as it is). The visitor's session token
 * goes to the owner as a bearer header, never in the address (which servers log), and only to an owner whose
 * remotes.json entry says `"session": true` (the account area): the others draw public pages and never see it.
 * @param {{ html: string, url: string, remotes: object[], token?: string | null, timeoutMs?: number, log?: { warn: Function } }} options
 */
async function withFirstScreen({ html, url, remotes, token = null, timeoutMs = FIRST_SCREEN_TIMEOUT_MS, log }) {
  if (url.length > MAX_URL_LENGTH || !SPINNER.test(html)) return null;
  const pathname = url.split(/[?#]/)[0];
  const owner = ownerOf(remotes, pathname);
  if (!owner || typeof owner.firstScreen !== 'string' || !/^https?:\/\//.test(owner.firstScreen)) return null;
  let fragment;
  try {
    const address = new URL(owner.firstScreen);
    address.searchParams.set('url', url);
    const headers = owner.session === true && isToken(token) ? { Authorization: `Bearer ${token}` } : {};
    const response = await fetch(address, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (response.status === 204) return null;
    if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
    fragment = await response.text();
  } catch (error) {
    log?.warn({ err: error, remote: owner.name, url }, 'first screen not used');
    return null;
  }
  return insertFirstScreen(html, String(owner.name), url, fragment);
}

/** index.html with an area's first screen of `url` in place of the spinner. */
function insertFirstScreen(html, area, url, fragment) {
  const block =
    `<div id="first-screen" data-remote="${escapeAttribute(area)}" data-url="${escapeAttribute(url)}">` +
    `${fragment}</div>`;
  return html.replace(SPINNER, () => block);
}

/**
 * The page of an area's own server (the bar tablet, decisions 0031, 0032) with the page its renderer draws here: its
 * style tags and its whole #root, which the browser hydrates, in place of the template's; or null (send index.html
 * as it is): same limits as the site's (timeout, failures said).
 * @param {{ html: string, url: string, renderer: object, apiUrl: string, timeoutMs?: number, log?: { warn: Function } }} options
 */
async function withOwnFirstScreen({ html, url, renderer, apiUrl, timeoutMs = FIRST_SCREEN_TIMEOUT_MS, log }) {
  if (url.length > MAX_URL_LENGTH || !ROOT.test(html) || !url.startsWith('/') || url.startsWith('//')) return null;
  const area = typeof renderer.AREA === 'string' ? renderer.AREA : '';
  let fragment;
  let timer;
  try {
    const rendered = Promise.resolve(renderer.renderFirstScreen(url, { apiUrl, standalone: true }));
    rendered.catch(() => undefined); // a late failure, once the page has gone without it
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no first screen after ${timeoutMs} ms`)), timeoutMs);
    });
    fragment = await Promise.race([rendered, late]);
  } catch (error) {
    log?.warn({ err: error, remote: area, url }, 'first screen not used');
    return null;
  } finally {
    clearTimeout(timer);
  }
  if (typeof fragment !== 'string') return null;
  if (!fragment.includes('<div id="root" data-first-screen=')) {
    log?.warn({ remote: area, url }, 'first screen not used: the renderer did not draw the whole page');
    return null;
  }
  return html.replace(ROOT, () => fragment);
}

module.exports = {
  FIRST_SCREEN_TIMEOUT_MS,
  loadRenderer,
  registerFirstScreenRoute,
  remotesReader,
  ownerOf,
  pageFor,
  sessionTokenOf,
  withFirstScreen,
  withOwnFirstScreen,
  withOwner,
};
