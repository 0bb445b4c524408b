// The first screen's data in the browser (decisions 0007, 0019; the server's side is first-screen-server.ts): the
// area hydrates the page's client from the answers embedded after the server's HTML before its first render, so the
// page renders at once with the data the visitor already sees, without asking the API a second time.
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { parkQueryClient } from './query-client';

/** Id of the JSON script an area's first screen carries its answers in ('mf_catalog' → 'mf-catalog-first-screen-data'). */
export function firstScreenDataId(area: string): string {
  return `${area.replace(/_/g, '-')}-first-screen-data`;
}

/**
 * Browser side, once, before the area's first render: gives the page's client the answers its first screen was
 * drawn from. A missing script means no first screen; an unreadable one is reported and ignored (the page then
 * loads). Returns how many answers were taken.
 */
export function hydrateFirstScreen(
  area: string,
  client: QueryClient = parkQueryClient(),
  doc: Document | undefined = globalThis.document,
): number {
  const script = doc?.getElementById(firstScreenDataId(area));
  if (!script) return 0;
  script.remove(); // read once: a later mount of the area loads fresh answers
  try {
    const value: unknown = JSON.parse(script.textContent ?? '');
    const queries = (value as { queries?: unknown } | null)?.queries;
    if (!Array.isArray(queries)) throw new Error('not a dehydrated state');
    hydrate(client, value as DehydratedState);
    return queries.length;
  } catch (error) {
    console.warn(`[${area}] the first screen data could not be read; the page loads it again`, error);
    return 0;
  }
}
