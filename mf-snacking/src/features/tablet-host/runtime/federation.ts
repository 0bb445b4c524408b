import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRemoteAppLoader, type RemoteAppLoader } from './remote-app-loader';

let loader: RemoteAppLoader | null = null;

/** The tablet page's loader over this build's federation runtime (created on first use). */
export function tabletRemoteLoader(): RemoteAppLoader {
  loader ??= createRemoteAppLoader({
    registerRemotes: (remotes, options) => registerRemotes(remotes, options),
    loadRemote: (id) => loadRemote(id),
  });
  return loader;
}
