import { startRemotes } from './features/remotes/runtime/early-start';
import { priorityImagesPainted } from 'shared-events/first-paint';
import { nextTask } from 'shared-events/next-task';

// (A bar tablet paired on the site has already left /activites for its table: index.html's head script,
// src/features/remotes/runtime/tablet-redirect.head.js.)

// Started here, in the entry script, so remotes.json and the page's remote load alongside the libraries.
startRemotes().catch(() => undefined); // the failure is shown by the React tree, which gets the same promise
// Async boundary: the shared modules (react, MUI, shared-events ...) are negotiated before bootstrap runs; in a
// task of its own (negotiating ~100 shares is long on a phone: not in the same task as the federation's start).
// First, the first screen's priority picture is painted (decision 0043): the start-up's long tasks come after it.
void priorityImagesPainted()
  .then(() => nextTask())
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
