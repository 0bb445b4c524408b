// Starts the remotes from the shell's ENTRY script (main.js), before the shared modules have arrived:
// /remotes.json is fetched at once, the remotes are registered, and the remote that owns the current page
// has its manifest, remoteEntry.js and ./App files preloaded, all while the libraries are still downloading.
// The React tree (bootstrap) then takes the same promise: nothing is fetched twice.
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemotesConfig } from '../api/fetch-remotes-config';
import type { RemoteDefinition } from '../model/remote-config';
import { guessRemoteForPath } from '../model/route-guess';
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

/** Preloads the files of the remote that will render `pathname` (a hint: failures are the page's to report). */
export function preloadOwner(remotes: RemoteDefinition[], pathname: string): void {
  const owner = guessRemoteForPath(remotes, pathname);
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
    preloadOwner(remotes, window.location.pathname);
    return { remotes, loader };
  });
  return started;
}
