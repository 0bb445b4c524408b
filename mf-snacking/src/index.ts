import { priorityImagesPainted } from 'shared-events/first-paint';
import { nextTask } from 'shared-events/next-task';

// Async boundary: shared modules are negotiated before bootstrap runs, in a task of its own (after the federation
// runtime's start: together they were one long task on a phone, as they were on the shell; decision 0037). Named:
// the page's build preloads the 'bootstrap' chunk and the libraries it starts with
// (shared-events/build/host-startup.cjs).
// First, the first screen's priority picture is painted (decision 0043): the start-up's long tasks come after it.
void priorityImagesPainted()
  .then(() => nextTask())
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
