// Security headers of every answer the area servers send (helmet), with a Content-Security-Policy the site
// works with: its origins come from configuration only, the remotes listed in the served remotes.json (the
// shell's; read again when edited at deploy time) and the payment gateway's URL (PAYBOX_URL, as the API's).
// docs/decisions/0008-limits-and-headers.md.
const crypto = require('node:crypto');

/** The API's default gateway: the local sandbox. */
const SANDBOX_GATEWAY_URL = 'http://127.0.0.1:4100/cgi/MYchoix_pagepaiement.cgi';

/** The origin of an absolute http(s) URL, or null (relative or malformed: the page's own origin). */
function originOf(url) {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The origins the remotes' code, manifests and assets come from (remotes.json's `manifest` URLs). */
function remoteOrigins(remotes) {
  const origins = remotes.map((remote) => originOf(remote && remote.manifest)).filter(Boolean);
  return [...new Set(origins)];
}

/**
 * The CSP sources of the inline scripts of a page ("'sha256-…'"): the page's own, byte for byte, and nothing
 * else inline (the shell's index.html has one, the paired tablet's redirect, that must run before the page paints).
 */
function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] || '')) continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * helmet's options for an area server.
 * @param {{ readRemotes: () => object[], paymentUrl?: string, inlineScripts?: string[] }} options
 */
function helmetOptions({ readRemotes, paymentUrl = SANDBOX_GATEWAY_URL, inlineScripts = [] }) {
  const gateway = originOf(paymentUrl);
  if (!gateway) throw new Error(`PAYBOX_URL is not an http(s) URL: "${paymentUrl}"`);
  // Directive values may be functions of the request: remotes.json is read (cached by mtime) per answer.
  const remotes = () => remoteOrigins(readRemotes()).join(' ') || "'self'";
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Module Federation loads each remote's entry and chunks as <script> from its origin.
        scriptSrc: ["'self'", ...inlineScripts, remotes],
        scriptSrcAttr: ["'none'"],
        // emotion (MUI) inserts <style> elements and MUI sets style attributes; index.html has its frame's <style>.
        styleSrc: ["'self'", "'unsafe-inline'", remotes],
        // /api/media pictures, the favicon (data:), the profile photo (fetched, shown as blob:), remotes' assets.
        imgSrc: ["'self'", 'data:', 'blob:', remotes],
        fontSrc: ["'self'", 'data:', remotes],
        // The remotes' mf-manifest.json, the API through this origin's /api (live feeds included).
        connectSrc: ["'self'", remotes],
        // The payment form is posted to the gateway's page.
        formAction: ["'self'", gateway],
        frameAncestors: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
    // The shell (another origin) runs the remotes' scripts: they must stay loadable cross-origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // The payment gateway's page and the e-mails' links open in the same window: no popup links to keep.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
  };
}

/** Features no page of the site uses: refused to every frame and script. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(), interest-cohort=()';

/** Registers helmet (and the Permissions-Policy helmet does not set) on an area server. */
async function registerSecurityHeaders(fastify, options) {
  await fastify.register(require('@fastify/helmet'), helmetOptions(options));
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
}

module.exports = {
  SANDBOX_GATEWAY_URL,
  helmetOptions,
  inlineScriptHashes,
  originOf,
  registerSecurityHeaders,
  remoteOrigins,
};
