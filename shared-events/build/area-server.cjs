// The server of one built app (shell or remote): static files with the right cache and CORS headers,
// SPA fallback for pages, and /api (+ /dev/outbox) proxied to the park API.
const fs = require('node:fs');
const path = require('node:path');
const {
  loadRenderer,
  pageFor,
  registerFirstScreenRoute,
  remotesReader,
  sessionTokenOf,
  withOwnFirstScreen,
} = require('./first-screen.cjs');
const { inlineScriptHashes, registerSecurityHeaders } = require('./security-headers.cjs');

/** Files that must always be revalidated: they name the current version of everything else. */
const NO_CACHE = /(^|\/)(index\.html|main\.js|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|remotes\.json)$/;
/** Content-hashed names (main.3f9a2c1b7e.js): safe to keep for a year. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|gif|svg|webp|woff2?|map)$/;

/** Paths proxied to the park API. */
const PROXIED = ['/api', '/dev/outbox'];
/** What a proxied call answers when the park API cannot be reached (502). */
const API_UNAVAILABLE = 'Le service est momentanément indisponible. Merci de réessayer dans quelques instants.';
const isProxied = (url) =>
  PROXIED.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));

/** The Cache-Control of a built file, or of its precompressed copy (main.js.br is main.js). */
function cacheControlFor(file) {
  const name = file
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (NO_CACHE.test(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/**
 * @param {{ root: string, spa?: boolean, apiUrl?: string, logger?: boolean, firstScreen?: string | null,
 *   paymentUrl?: string, remotesFile?: string | null }} options
 *   firstScreen: the area's first-screen renderer (dist-server/first-screen.cjs), served at GET /first-screen
 *   paymentUrl: the gateway's payment page (PAYBOX_URL), where the page may post the payment form
 *   remotesFile: the site's remotes.json when it is not in `root` (REMOTES_JSON): a standalone area that loads
 *     another area's modules (the bar tablet: the basket) serves it at /remotes.json and lets its pages reach them
 * @returns {Promise<import('fastify').FastifyInstance>}
 */
async function createAreaServer({
  root,
  spa = false,
  apiUrl = 'http://127.0.0.1:4000',
  logger = false,
  firstScreen,
  paymentUrl,
  remotesFile,
}) {
  const dir = path.resolve(root);
  if (!fs.existsSync(dir)) throw new Error(`${dir} does not exist: build the app first (pnpm build)`);
  const fastify = require('fastify')({ logger });
  const renderer = loadRenderer(firstScreen);
  // A first screen that could not be used (slow, failing or stopped remote) is said on the server's output.
  const firstScreenLog = {
    warn: ({ err, remote, url }, message) =>
      console.warn(`serve-area: ${message} (${remote}, ${url}): ${err?.name ?? ''} ${err?.message ?? err ?? ''}`),
  };
  const ownRemotes = path.join(dir, 'remotes.json');
  const remotesPath = remotesFile ? path.resolve(remotesFile) : ownRemotes;
  const readRemotes = remotesReader(dir, remotesPath);
  const indexFile = path.join(dir, 'index.html');
  const inlineScripts = fs.existsSync(indexFile) ? inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')) : [];
  await registerSecurityHeaders(fastify, { readRemotes, paymentUrl, inlineScripts });

  // Remotes' files are fetched by the shell from another origin: allow it, and answer preflights. What
  // is proxied to the API (its answers, the outbox viewer) is for this origin's pages only: never shared.
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (isProxied(request.url)) {
      reply.removeHeader('Access-Control-Allow-Origin');
      return payload;
    }
    reply.header('Access-Control-Allow-Origin', '*');
    // Added to what the answer varies on already (Accept-Encoding: a precompressed file, decision 0034).
    const vary = String(reply.getHeader('Vary') ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && name.toLowerCase() !== 'origin');
    reply.header('Vary', [...vary, 'Origin'].join(', '));
    return payload;
  });

  for (const prefix of PROXIED) {
    await fastify.register(require('@fastify/http-proxy'), {
      upstream: apiUrl,
      prefix,
      rewritePrefix: prefix,
      replyOptions: {
        // The API believes X-Forwarded-For from this local proxy only (its TRUST_PROXY): it gets the visitor's
        // address as this server saw it, replacing whatever the visitor wrote in that header.
        rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
        // The cause goes to the log; visitors and staff read a sentence (pages show an answer's message as it is).
        onError: (reply, { error }) => {
          reply.log.warn({ err: error }, 'park API unreachable');
          reply.code(502).send({ statusCode: 502, error: 'Bad Gateway', message: API_UNAVAILABLE });
        },
      },
    });
  }

  // Text assets leave compressed (brotli or gzip, as the browser accepts): the JavaScript of a cold
  // visit is about a third of its size gzipped. Answers already encoded (the proxied API) pass as they are.
  await fastify.register(require('@fastify/compress'), { global: true, encodings: ['br', 'gzip'], threshold: 1024 });

  await fastify.register(require('@fastify/static'), {
    root: dir,
    cacheControl: false,
    etag: true,
    lastModified: true,
    // No index: '/' is a page like any other (sendPage below), so it names its remote too.
    index: false,
    // The build's brotli files (name.js.br, quality 11) for a browser that accepts them; the others are compressed
    // on the fly above (decision 0034).
    preCompressed: true,
    setHeaders(reply, file) {
      reply.header('Cache-Control', cacheControlFor(path.relative(dir, file)));
    },
  });

  if (renderer) registerFirstScreenRoute(fastify, { renderer, apiUrl });

  // The site's remotes.json, served as the shell serves its own (deploy-time, never cached).
  if (remotesPath !== ownRemotes) {
    fastify.get('/remotes.json', async (request, reply) => {
      if (!fs.existsSync(remotesPath)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .header('Cache-Control', 'no-cache')
        .type('application/json; charset=utf-8')
        .send(fs.readFileSync(remotesPath));
    });
  }

  fastify.options('/*', async (request, reply) => {
    reply
      .header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS')
      .header('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] || '*')
      .code(204)
      .send();
  });

  /**
   * index.html for a page: the shell names the page's remote in it, and sends its first screen when that remote
   * renders one (first-screen.cjs). An app without remotes.json sends its page as it is. An app that borrows the
   * site's (REMOTES_JSON: the bar tablet) serves pages of its own: it names no owner and preloads no manifest its
   * page would not use, and its own renderer draws their first screen (decision 0031).
   */
  async function sendPage(request, reply) {
    reply.header('Cache-Control', 'no-cache');
    if (remotesFile && renderer) {
      const html = fs.readFileSync(indexFile, 'utf8');
      const page = await withOwnFirstScreen({ html, url: request.url, renderer, apiUrl, log: firstScreenLog });
      return reply.type('text/html; charset=utf-8').send(page ?? html);
    }
    const remotes = remotesFile ? [] : readRemotes();
    if (remotes.length === 0) return reply.type('text/html; charset=utf-8').sendFile('index.html');
    // A signed-in visitor's page may carry their account (decision 0040): for them only, kept by no cache.
    const token = sessionTokenOf(request.headers.cookie);
    reply.header('Vary', 'Cookie');
    if (token) reply.header('Cache-Control', 'private, no-store');
    const html = await pageFor({
      html: fs.readFileSync(indexFile, 'utf8'),
      url: request.url,
      remotes,
      token,
      log: firstScreenLog,
    });
    return reply.type('text/html; charset=utf-8').send(html);
  }

  // The site's root is a page like the others (the static files have no index: see above).
  fastify.get('/', async (request, reply) =>
    fs.existsSync(indexFile) ? sendPage(request, reply) : reply.callNotFound(),
  );

  fastify.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      !path.extname(request.url.split('?')[0]) &&
      /text\/html|\*\/\*/.test(request.headers.accept || '');
    if (spa && wantsPage && fs.existsSync(indexFile)) return sendPage(request, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return fastify;
}

/**
 * Reads `--port N [--dir dist] [--spa|--no-spa] [--host H] [--first-screen FILE|--no-first-screen]
 * [--remotes FILE]` (REMOTES_JSON: the site's remotes.json, for a standalone area loading other areas).
 */
function parseArgs(argv, env = process.env) {
  // Page requests fall back to index.html unless --no-spa (every app has an index.html: shell and standalone entries).
  // The first-screen renderer is used when its file exists (an area that builds one: see first-screen.cjs).
  const options = {
    port: Number(env.PORT) || undefined,
    dir: 'dist',
    spa: true,
    host: env.HOST || '::',
    firstScreen: 'dist-server/first-screen.cjs',
    remotesFile: env.REMOTES_JSON || null,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--spa') options.spa = true;
    else if (arg === '--no-spa') options.spa = false;
    else if (arg === '--port') options.port = Number(argv[(i += 1)]);
    else if (arg === '--dir') options.dir = argv[(i += 1)];
    else if (arg === '--host') options.host = argv[(i += 1)];
    else if (arg === '--first-screen') options.firstScreen = argv[(i += 1)];
    else if (arg === '--no-first-screen') options.firstScreen = null;
    else if (arg === '--remotes') options.remotesFile = argv[(i += 1)];
    else
      throw new Error(
        `unknown option ${arg} (serve-area --port N [--dir dist] [--spa] [--host H] [--first-screen FILE] [--remotes FILE])`,
      );
  }
  if (!Number.isInteger(options.port) || options.port <= 0 || options.port > 65535) {
    throw new Error('serve-area needs --port N (1-65535)');
  }
  return options;
}

module.exports = { createAreaServer, parseArgs, cacheControlFor, API_UNAVAILABLE };
