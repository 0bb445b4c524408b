import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { ShellApp } from './app';
import { fetchRemotesConfig } from './features/remotes/api/fetch-remotes-config';
import { createRemoteLoader, type FederationRuntime } from './features/remotes/runtime/remote-loader';

if (!getInstance()) console.warn('[shell] no federation instance: was the shell built with the preset?');

const runtime: FederationRuntime = {
  registerRemotes: (remotes, options) => registerRemotes(remotes, options),
  loadRemote: (id) => loadRemote(id),
  registerPlugins: (plugins) => registerPlugins(plugins as Parameters<typeof registerPlugins>[0]),
};

let started: ReturnType<typeof start> | undefined;
function start() {
  return fetchRemotesConfig().then((remotes) => ({ remotes, loader: createRemoteLoader(runtime, remotes) }));
}
/** Once per page, whatever StrictMode replays. */
const startRemotes = () => (started ??= start());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <ShellApp startRemotes={startRemotes} />
    </BrowserRouter>
  </StrictMode>,
);
