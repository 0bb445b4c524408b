// Where the payment gateway sends the guest's browser back: the origin the payment was started from, when
// the site's configuration names it. A bar tablet runs the snacking area on its own origin (:3005, its own
// localStorage: basket, session, table), so its payment must come back there, not to the site (:3000).
// docs/decisions/0010-bar-orders-and-live-feed.md.
import fs from 'node:fs';
import type { ApplyResult, TransactionRow } from './transactions';

/** The origin of an absolute http(s) URL, or null. */
export function originOf(url: unknown): string | null {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The origins a payment may return to: the site's, and the origins of the parts of the site listed in the
 * deploy-time remotes.json (`manifest` URLs: the servers of our own areas, each proxying /api, where an
 * area such as the snacking one also runs alone). Nothing else: a forged origin never becomes a redirect.
 */
export function allowedReturnOrigins(siteUrl: string, remotes: unknown): Set<string> {
  const origins = new Set<string>();
  const site = originOf(siteUrl);
  if (site) origins.add(site);
  if (Array.isArray(remotes)) {
    for (const remote of remotes) {
      const origin = originOf((remote as { manifest?: unknown } | null)?.manifest);
      if (origin) origins.add(origin);
    }
  }
  return origins;
}

/** remotes.json read again when the file changes (it is edited at deploy time); [] when absent or unreadable. */
export function remotesFileReader(file: string | undefined): () => unknown[] {
  let seen: { mtimeMs: number; remotes: unknown[] } = { mtimeMs: -1, remotes: [] };
  return () => {
    if (!file) return [];
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return [];
    }
    if (mtimeMs !== seen.mtimeMs) {
      let remotes: unknown[] = [];
      try {
        const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
        if (Array.isArray(value)) remotes = value;
      } catch {
        remotes = [];
      }
      seen = { mtimeMs, remotes };
    }
    return seen.remotes;
  };
}

/**
 * The origin the gateway sends the browser back to: the one asked (`returnOrigin`, the page's own
 * `location.origin`) when allowed, the site's when none is asked; null for an origin not allowed.
 */
export function chooseReturnOrigin(
  asked: string | null | undefined,
  siteUrl: string,
  allowed: Set<string>,
): string | null {
  if (asked === undefined || asked === null || asked === '') return originOf(siteUrl) ?? siteUrl;
  const origin = originOf(asked);
  if (!origin || origin !== asked.replace(/\/$/, '')) return null;
  return allowed.has(origin) ? origin : null;
}

export const RETURN_ORIGIN_REFUSED = "L'adresse de retour du paiement n'est pas une adresse du site.";

export interface TablePlace {
  zone: number;
  table: number;
}

/** The table of a table order (its lines' ZONE and TABLE), or null. */
export function tableOf(t: Pick<TransactionRow, 'summarize' | 'lines'>): TablePlace | null {
  if (t.summarize !== 'snaking') return null;
  const client = t.lines[0]?.client ?? {};
  const zone = Number(client.ZONE);
  const table = Number(client.TABLE);
  return Number.isInteger(zone) && zone > 0 && Number.isInteger(table) && table > 0 ? { zone, table } : null;
}

const tableBasket = (place: TablePlace | null) => (place ? `/panier/${place.zone}/${place.table}/snaking` : '/panier');

/**
 * The gateway's return addresses of a payment: on the origin it started from, and for a table order with its
 * table in the path (`…/return/effectue/table/3/7`), so that even an answer the API cannot match to a payment
 * (a forged or broken one) brings the tablet back to its table, not to the site's basket.
 */
export function gatewayReturnUrls(returnOrigin: string, place: TablePlace | null) {
  const suffix = place ? `/table/${place.zone}/${place.table}` : '';
  const url = (outcome: string) => `${returnOrigin}/api/v1/paybox/return/${outcome}${suffix}`;
  return { effectue: url('effectue'), refuse: url('refuse'), annule: url('annule'), attente: url('attente') };
}

/**
 * Where the browser goes after the gateway, from the transaction's state (never from the URL it came back
 * on): a path, so the browser stays on the origin it came back to (the one chosen, and allowed, when the
 * payment started). A table order that is not paid goes back to its table's basket. An answer matching no
 * payment goes to the basket with the error: the table's basket named by the return address (`returnPlace`,
 * two numbers in the path: at worst another table's basket on the same tablet origin, never another site);
 * an answer of the wrong amount, to its payment's own basket.
 */
export function browserDestination(result: ApplyResult, returnPlace: TablePlace | null = null): string {
  if (result.kind === 'unknown-reference') return `${tableBasket(returnPlace)}?type=error`;
  if (result.kind === 'amount-mismatch') return `${tableBasket(tableOf(result.transaction))}?type=error`;
  const t = result.transaction;
  const basket = tableBasket(tableOf(t));
  switch (t.status) {
    case 'paid':
    case 'pending': {
      const snack = t.summarize === 'snaking' ? '&type=snaking' : '';
      return `/confirmation?reference=${encodeURIComponent(t.reference)}${snack}`;
    }
    case 'refused':
      return `${basket}?type=refused`;
    case 'cancelled':
      return `${basket}?type=cancelled`;
    default:
      return `${basket}?type=error`;
  }
}
