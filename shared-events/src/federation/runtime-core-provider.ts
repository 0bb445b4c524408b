// Federation runtime plugin of the pages that load remotes (the shell, the bar tablet's page): hands the page's own
// federation runtime core to the remotes, which are built with `experiments.externalRuntime` and so carry no copy
// of it in their remoteEntry.js (decision 0029). Module Federation's own provider
// (`experiments.provideExternalRuntime`) hands over the whole package as a namespace, which keeps every export of
// it in the page (+23 KB gzip, decision 0006); this one hands over the names a remote's runtime imports, all of
// which the page's runtime already holds. `runtime-core-provider.test.ts` checks the list against the imports of
// the federation runtime packages installed.
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

/** The global a remote built with `externalRuntime` reads its runtime core from (Module Federation's name). */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** What a remote's federation runtime (`@module-federation/runtime`, its webpack bundler runtime) imports. */
export const REMOTE_RUNTIME_CORE = Object.freeze({
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
});

type Scope = Record<string, unknown>;

/**
 * Puts the runtime core where the remotes look for it, unless a runtime core is there already (a page holds one
 * federation runtime; a second provider would split the remotes between two runtimes' global state).
 */
export function provideRuntimeCore(scope: Scope = globalThis as unknown as Scope): boolean {
  if (scope[RUNTIME_CORE_GLOBAL]) return scope[RUNTIME_CORE_GLOBAL] === REMOTE_RUNTIME_CORE;
  scope[RUNTIME_CORE_GLOBAL] = REMOTE_RUNTIME_CORE;
  return true;
}

/** The runtime plugin (`runtimePlugins` of the host's ModuleFederationPlugin): provides before any remote loads. */
export default function runtimeCoreProviderPlugin(): { name: string; beforeInit<T>(args: T): T } {
  return {
    name: 'park-runtime-core-provider',
    beforeInit(args) {
      if (!provideRuntimeCore()) console.warn('[federation] another runtime core is on this page: remotes use it');
      return args;
    },
  };
}
