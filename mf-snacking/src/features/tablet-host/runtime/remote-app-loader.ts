import type { ComponentType } from 'react';
import type { RemoteEntry } from '../model/borrowed-routes';

/** The slice of @module-federation/enhanced/runtime the tablet uses (injected: tests pass their own). */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface RemoteAppLoader {
  /** The remote's App; rejects when it cannot load (the page then shows the area's fallback). */
  load(remote: RemoteEntry): Promise<ComponentType>;
  /** Forgets a remote that failed, so that 'Réessayer' fetches it again. */
  forget(remote: RemoteEntry): void;
}

/** Registers a remote by its manifest on first use and loads its exposed ./App once. */
export function createRemoteAppLoader(runtime: FederationRuntime, origin = window.location.origin): RemoteAppLoader {
  const loaded = new Map<string, Promise<ComponentType>>();
  const registered = new Set<string>();
  const entry = (remote: RemoteEntry) => ({ name: remote.name, entry: new URL(remote.manifest, origin).href });

  const fetchApp = async (remote: RemoteEntry): Promise<ComponentType> => {
    if (!registered.has(remote.name)) {
      runtime.registerRemotes([entry(remote)]);
      registered.add(remote.name);
    }
    const module = await runtime.loadRemote<{ default?: ComponentType }>(`${remote.name}/App`);
    const App = module?.default;
    if (typeof App !== 'function' && (typeof App !== 'object' || App === null)) {
      throw new Error(`${remote.name}/App has no default export`);
    }
    return App;
  };

  return {
    load(remote) {
      let pending = loaded.get(remote.name);
      if (!pending) {
        pending = fetchApp(remote);
        loaded.set(remote.name, pending);
        pending.catch(() => loaded.delete(remote.name));
      }
      return pending;
    },
    forget(remote) {
      loaded.delete(remote.name);
      runtime.registerRemotes([entry(remote)], { force: true });
    },
  };
}
