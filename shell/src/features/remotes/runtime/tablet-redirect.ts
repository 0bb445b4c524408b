// A bar tablet paired on the site's origin comes back to its table: the catalogue's /activites sends it to the
// stored snacking address, but only once the page and the catalogue have started, after the activities' first
// screen (sent by the shell's server, which cannot read the tablet's storage) has been on screen. The shell's
// entry script asks here first and leaves at once. No shared module may load before the async boundary, so the
// stored value is read directly: shared-events' snackingAddressStore, key 'park.snackingAddress.v1', a JSON string.

export const SNACKING_ADDRESS_KEY = 'park.snackingAddress.v1';

/** Where a page starting at `pathname` must go at once, or null: /activites with a stored table address. */
export function tabletRedirect(pathname: string, storage: Pick<Storage, 'getItem'> | null): string | null {
  if (pathname !== '/activites' && pathname !== '/activites/') return null;
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(SNACKING_ADDRESS_KEY) ?? 'null');
  } catch {
    return null; // the store drops a corrupt value itself, with its notice
  }
  if (typeof stored !== 'string') return null;
  const address = stored.trim();
  // Only a snacking page of this origin (as the catalogue accepts it).
  if (!/^\/activites\/\d+\/\d+\/\d+(\/\d+)?\/snaking$/.test(address)) return null;
  return address;
}

/** The page's storage, or null when it is disabled. */
export function pageStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
