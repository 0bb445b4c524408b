import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { getInstance } from '@module-federation/enhanced/runtime';
import { ShellApp } from './app';
import { startRemotes } from './features/remotes/runtime/early-start';

if (!getInstance()) console.warn('[shell] no federation instance: was the shell built with the preset?');

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
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
