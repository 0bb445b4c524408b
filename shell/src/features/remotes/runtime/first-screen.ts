// The first screen the shell's server sent inside the page (docs/decisions/0007): the HTML of the page a remote
// rendered on its server, in place of the loading spinner. The shell shows it while that remote loads, then the
// remote's own render replaces it. It belongs to one remote and one address: after a navigation, a retry or
// the remote's first render, it is gone for good.

const ID = 'first-screen';
let taken: HTMLElement | null | undefined;

/**
 * The server's first screen, if the page has one for `url` (the router's path and query); `remote` narrows it to
 * that remote.
 */
export function firstScreenFor(url: string, remote?: string): HTMLElement | null {
  if (taken === undefined) taken = typeof document === 'undefined' ? null : document.getElementById(ID);
  if (!taken) return null;
  if (taken.dataset.url !== url || (remote !== undefined && taken.dataset.remote !== remote)) {
    releaseFirstScreen();
    return null;
  }
  return taken;
}

/** The remote rendered (or failed, or the visitor moved on): the server's HTML is not shown again. */
export function releaseFirstScreen(): void {
  taken?.remove();
  taken = null;
}

/** Tests: reads the document again. */
export function resetFirstScreen(): void {
  taken = undefined;
}
