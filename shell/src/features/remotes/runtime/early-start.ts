// Starts the remotes from the shell's ENTRY script (main.js), before the shared modules have arrived:
// /remotes.json is fetched at once, the remotes are registered, and the remote that owns the current page
// has its manifest, remoteEntry.js and ./App files preloaded, all while the libraries are still downloading.
// Which remote owns the page is the site's server's answer (React Router's ranking, build/first-screen.cjs),
// written in index.html as <meta name="park-remote">: this script has no router of its own.
// The React tree (bootstrap) then takes the same promise: nothing is fetched twice.
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemotesConfig } from '../api/fetch-remotes-config';
import type { RemoteDefinition } from '../model/remote-config';
import { createRemoteLoader, type FederationRuntime, type RemoteLoader } from './remote-loader';

export const federationRuntime: FederationRuntime = {
  registerRemotes: (remotes, options) => registerRemotes(remotes, options),
  loadRemote: (id) => loadRemote(id),
  registerPlugins: (plugins) => registerPlugins(plugins as Parameters<typeof registerPlugins>[0]),
};

export interface StartedRemotes {
  remotes: RemoteDefinition[];
  loader: RemoteLoader;
}

/** The remote the site's server named as the page's owner, or null (a page served without it: no preload). */
export function namedOwner(remotes: RemoteDefinition[], doc: Document = document): RemoteDefinition | null {
  const name = doc.querySelector('meta[name="park-remote"]')?.getAttribute('content');
  return (name && remotes.find((remote) => remote.name === name)) || null;
}

/** Preloads the files of the remote that will render the page (a hint: failures are the page's to report). */
export function preloadOwner(owner: RemoteDefinition | null): void {
  if (!owner) return;
  try {
    Promise.resolve(preloadRemote([{ nameOrAlias: owner.name, exposes: ['./App'], resourceCategory: 'sync' }])).catch(
      () => undefined,
    );
  } catch {
    /* a preload is only a head start */
  }
}

let started: Promise<StartedRemotes> | undefined;

/** Once per page: reads remotes.json, registers the remotes, preloads the current page's remote. */
export function startRemotes(): Promise<StartedRemotes> {
  started ??= fetchRemotesConfig().then((remotes) => {
    const loader = createRemoteLoader(federationRuntime, remotes);
    preloadOwner(namedOwner(remotes));
    return { remotes, loader };
  });
  return started;
}
