import type { ComponentType } from 'react';
import type { RemoteDefinition } from '../model/remote-config';

export const MANIFEST_TIMEOUT_MS = 8000;

/** The slice of @module-federation/enhanced/runtime the shell uses (injected: tests pass their own). */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
  registerPlugins(plugins: FederationPlugin[]): void;
}

/** The hooks of a runtime plugin the shell provides (see createShellRuntimePlugin). */
export interface FederationPlugin {
  name: string;
  errorLoadRemote?(args: { id: string; error: unknown; lifecycle: string; from?: string }): unknown;
  fetch?(url: string, init: RequestInit): Promise<Response> | void | false;
}

export interface RemoteAppModule {
  default?: ComponentType;
  /**
   * What the area's page at `url` (path and query) needs before the area replaces what is on screen (the server's
   * first screen): the code of a page loaded on demand. The area's own fallback would otherwise stand between the
   * two (decision 0040). A failure is the page's to show when it renders.
   */
  ready?: (url: string) => Promise<unknown>;
}

/** Marks the module the plugin hands back in place of a remote that could not load. */
export const FAILED_REMOTE = Symbol.for('park.failed-remote');
export interface FailedRemoteModule {
  [FAILED_REMOTE]: true;
  error: unknown;
}

export function isFailedRemote(value: unknown): value is FailedRemoteModule {
  return typeof value === 'object' && value !== null && FAILED_REMOTE in value;
}

/**
 * Runtime plugin: a manifest fetch that takes too long is aborted (a dead server must not hold the
 * page), and a remote that fails to load yields a marked module instead of an exception, so only
 * its own area shows the fallback.
 */
export function createShellRuntimePlugin(timeoutMs = MANIFEST_TIMEOUT_MS): FederationPlugin {
  return {
    name: 'park-shell-isolation',
    fetch(url, init) {
      if (!/mf-manifest\.json/.test(url)) return undefined;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error(`${url}: no answer in ${timeoutMs} ms`)), timeoutMs);
      return fetch(url, { ...init, cache: 'no-cache', signal: controller.signal }).finally(() => clearTimeout(timer));
    },
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[shell] remote ${id} could not load`, error);
      const failed: FailedRemoteModule = { [FAILED_REMOTE]: true, error };
      return failed;
    },
  };
}

export interface RemoteLoader {
  /** The remote's App component; rejects when it cannot be loaded (the area then shows its fallback). */
  load(remote: RemoteDefinition): Promise<ComponentType>;
  /** Forgets a failed or stale remote so the next load fetches it again (the 'Réessayer' button). */
  forget(remote: RemoteDefinition): void;
}

export function manifestUrl(remote: RemoteDefinition, origin: string): string {
  return new URL(remote.manifest, origin).href;
}

/** Registers every remote of remotes.json (nothing is fetched yet) and loads each App on demand. */
export function createRemoteLoader(
  runtime: FederationRuntime,
  remotes: RemoteDefinition[],
  origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost',
): RemoteLoader {
  runtime.registerPlugins([createShellRuntimePlugin()]);
  runtime.registerRemotes(remotes.map((remote) => ({ name: remote.name, entry: manifestUrl(remote, origin) })));
  const loaded = new Map<string, Promise<ComponentType>>();

  const fetchApp = async (remote: RemoteDefinition): Promise<ComponentType> => {
    const module = await runtime.loadRemote<RemoteAppModule | FailedRemoteModule>(`${remote.name}/App`);
    if (isFailedRemote(module)) throw module.error instanceof Error ? module.error : new Error(String(module.error));
    const App = module?.default;
    if (typeof App !== 'function' && (typeof App !== 'object' || App === null)) {
      throw new Error(`${remote.name}/App has no default export`);
    }
    const ready = module?.ready;
    if (typeof ready === 'function' && typeof location !== 'undefined') {
      await ready(location.pathname + location.search).catch(() => undefined);
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
      runtime.registerRemotes([{ name: remote.name, entry: manifestUrl(remote, origin) }], { force: true });
    },
  };
}
