import type { Page } from '@playwright/test';

/** The libraries every area must share as one copy (rxjs is no longer shared: decision 0001). */
export const SHARED_LIBRARIES = [
  'react',
  'react-dom',
  'react-router-dom',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  'shared-events',
] as const;

export interface SharedCopy {
  /** Versions of the library that were actually loaded (or are loading) in the page. */
  loaded: { version: string; from: string }[];
  /** Every version/provider registered in the share scope (loaded or not). */
  registered: { version: string; from: string }[];
}

/**
 * Reads the Module Federation runtime of the page (globalThis.__FEDERATION__): for each shared
 * library, which versions were registered by which container and which were loaded.
 * A library shared as a singleton must have exactly one loaded copy.
 */
export async function sharedCopies(
  page: Page,
): Promise<{ instances: string[]; libraries: Record<string, SharedCopy> }> {
  return page.evaluate(() => {
    type Shared = { from?: string; loaded?: boolean; loading?: unknown; lib?: unknown; useIn?: string[] };
    type Instance = { name: string; shareScopeMap?: Record<string, Record<string, Record<string, Shared>>> };
    const fed = (globalThis as unknown as { __FEDERATION__?: { __INSTANCES__?: Instance[] } }).__FEDERATION__;
    const instances = fed?.__INSTANCES__ ?? [];
    const libraries: Record<
      string,
      { loaded: { version: string; from: string }[]; registered: { version: string; from: string }[] }
    > = {};
    const seen = new Set<string>();
    for (const instance of instances) {
      for (const [scopeName, scope] of Object.entries(instance.shareScopeMap ?? {})) {
        for (const [lib, versions] of Object.entries(scope)) {
          const entry = (libraries[lib] ??= { loaded: [], registered: [] });
          for (const [version, shared] of Object.entries(versions)) {
            const key = `${scopeName}|${lib}|${version}|${shared.from}`;
            if (seen.has(key)) continue; // instances usually share one scope map
            seen.add(key);
            const copy = { version, from: String(shared.from) };
            entry.registered.push(copy);
            if (shared.loaded || shared.lib || shared.loading) entry.loaded.push(copy);
          }
        }
      }
    }
    return { instances: instances.map((i) => i.name), libraries };
  });
}

/** A package's shared paths (the package itself and '<package>/...') with how many copies of each were loaded. */
export function copiesOfPackage(
  libraries: Record<string, SharedCopy>,
  lib: string,
): { paths: number; loadedPaths: number; maxCopies: number; versions: string[] } {
  const keys = Object.keys(libraries).filter((k) => k === lib || k.startsWith(`${lib}/`));
  const loaded = keys.map((k) => libraries[k]?.loaded ?? []).filter((l) => l.length > 0);
  const versions = [...new Set(loaded.flat().map((c) => `${c.version} (${c.from})`))];
  return {
    paths: keys.length,
    loadedPaths: loaded.length,
    maxCopies: loaded.reduce((m, l) => Math.max(m, l.length), 0),
    versions,
  };
}
