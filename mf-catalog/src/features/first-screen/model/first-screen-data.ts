// The answers a page rendered on the server was drawn from, handed to the same page in the browser.
//
// On the server (renderFirstScreen), each catalogue page asks useResource for its data: the answers are looked up
// here, and a missing one is collected, loaded, and the page rendered again. The answers used are then embedded
// in the HTML (FIRST_SCREEN_DATA_ID), and in the browser the catalogue reads them back before its first render:
// the page renders at once with the data the visitor already sees, without fetching it a second time.

/** Id of the JSON script the server embeds in the first screen's HTML. */
export const FIRST_SCREEN_DATA_ID = 'mf-catalog-first-screen-data';
/** Embedded answers older than this are not used (the same freshness as the catalogue's call cache). */
export const FIRST_SCREEN_DATA_TTL_MS = 60_000;

export type ServerLoad = () => Promise<unknown>;

interface Scope {
  answers: Map<string, unknown>;
  collect: ((key: string, load: ServerLoad) => void) | null;
}

const browserAnswers = new Map<string, { at: number; data: unknown }>();
let serverScope: Scope | null = null;

/** Keeps answers for the pages about to render (browser side). */
export function primeAnswers(answers: Record<string, unknown>, now = Date.now()): void {
  for (const [key, data] of Object.entries(answers)) browserAnswers.set(key, { at: now, data });
}

/** The answer kept for `key`, if any and fresh; during a server render, the answer loaded for it. */
export function primedAnswer<T>(key: string, now = Date.now()): T | undefined {
  if (serverScope) return serverScope.answers.get(key) as T | undefined;
  const kept = browserAnswers.get(key);
  if (!kept) return undefined;
  if (now - kept.at >= FIRST_SCREEN_DATA_TTL_MS) {
    browserAnswers.delete(key);
    return undefined;
  }
  return kept.data as T;
}

/** During a server render: records a load the page needs (useResource calls it when it has no answer). */
export function collectServerLoad(key: string, load: ServerLoad): boolean {
  if (!serverScope?.collect) return false;
  serverScope.collect(key, load);
  return true;
}

/** Runs a synchronous render with `answers` visible to the pages and their missing loads collected. */
export function renderWithAnswers<R>(
  answers: Map<string, unknown>,
  collect: (key: string, load: ServerLoad) => void,
  render: () => R,
): R {
  if (serverScope) throw new Error('renderWithAnswers: a server render is already running');
  serverScope = { answers, collect };
  try {
    return render();
  } finally {
    serverScope = null;
  }
}

/** `<script type="application/json">` text: `<` escaped so that no string can close the script. */
export function serializeAnswers(answers: Map<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(answers))
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
}

/**
 * Reads the answers the server embedded in the page (browser side, once, before the catalogue's first render).
 * A missing script means no first screen; an unreadable one is reported and ignored (the pages then fetch).
 */
export function primeFromDocument(doc: Document | undefined = globalThis.document): number {
  const script = doc?.getElementById(FIRST_SCREEN_DATA_ID);
  if (!script) return 0;
  script.remove(); // read once: a later mount of the catalogue fetches fresh answers
  try {
    const value: unknown = JSON.parse(script.textContent ?? '');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
    primeAnswers(value as Record<string, unknown>);
    return Object.keys(value).length;
  } catch (error) {
    console.warn('[mf_catalog] the first screen data could not be read; the page loads it again', error);
    return 0;
  }
}

/** Tests: forgets every kept answer. */
export function clearPrimedAnswers(): void {
  browserAnswers.clear();
}
