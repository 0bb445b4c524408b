import { startRemotes } from './features/remotes/runtime/early-start';
import { nextTask } from './features/remotes/runtime/next-task';
import { pageStorage, tabletRedirect } from './features/remotes/runtime/tablet-redirect';

// A bar tablet paired on the site opens on its table: /activites leaves at once, before anything starts.
const tablet = tabletRedirect(window.location.pathname, pageStorage());
if (tablet) {
  window.location.replace(tablet);
} else {
  // Started here, in the entry script, so remotes.json and the page's remote load alongside the libraries.
  startRemotes().catch(() => undefined); // the failure is shown by the React tree, which gets the same promise
  // Async boundary: the shared modules (react, MUI, shared-events ...) are negotiated before bootstrap runs; in a
  // task of its own (negotiating ~100 shares is long on a phone: not in the same task as the federation's start).
  void nextTask().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
}
