import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { getInstance } from '@module-federation/enhanced/runtime';
import { startRemotes } from './features/remotes/runtime/early-start';
import { nextTask } from 'shared-events/next-task';

if (!getInstance()) console.warn('[shell] no federation instance: was the shell built with the preset?');

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * The start-up in steps, each its own task: React DOM (the imports above), then MUI's styles (it builds its
 * default theme), then shared-events (the park's theme, the bus, the stores), then the shell's components, then
 * the first render. Evaluated in one go they made one long task, during which a phone could not answer a tap.
 * The modules are in this chunk already ('eager': no request); only their evaluation waits for its turn.
 */
async function start(): Promise<void> {
  await nextTask();
  await import(/* webpackMode: "eager" */ '@mui/material/styles');
  await nextTask();
  const { keepSessionCookie } = await import(/* webpackMode: "eager" */ 'shared-events');
  // The site's session cookie follows the session from now on: its server draws the account from it (decision 0040).
  keepSessionCookie();
  await nextTask();
  const { ShellApp } = await import(/* webpackMode: "eager" */ './app');
  await nextTask();
  const root = createRoot(container!);
  // A transition: React renders the first page in slices and leaves the main thread free between them.
  startTransition(() => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <ShellApp startRemotes={startRemotes} />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}

start().catch((error: unknown) => console.error('[shell] the page could not start', error));
