import { nextTask } from 'shared-events/next-task';

/**
 * The tablet page's start-up in steps, each its own task, as the shell's: React DOM, MUI's styles (its default
 * theme), shared-events (the park's theme, the bus, the stores), the area's pages, then the tablet's host and the
 * hydration. Evaluated in one go they were one task of ~200 ms on Lighthouse's phone (decision 0042). The modules
 * are in this chunk already ('eager': no request of their own); only their evaluation waits for its turn.
 */
async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@mui/material/styles');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'shared-events');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app');
  await nextTask();
  const { mountTabletPage } = await import(/* webpackMode: "eager" */ './tablet-page');
  mountTabletPage();
}

start().catch((error: unknown) => console.error('[snacking] the page could not start', error));
