// The monolith's stand-in for '@module-federation/enhanced/runtime' (the shell's only door to the remotes): the
// same remote names, but each area's App is a chunk of this one build (a dynamic import, split by webpack as any
// single-page application splits its routes). Nothing is registered or negotiated; no remote entry, no manifest.
const APPS = {
  'mf_catalog/App': () => import(/* webpackChunkName: "catalog" */ '../../../mf-catalog/src/app.tsx'),
  'mf_booking/App': () => import(/* webpackChunkName: "booking" */ '../../../mf-booking/src/app.tsx'),
  'mf_basket_checkout/App': () => import(/* webpackChunkName: "basket" */ '../../../mf-basket-checkout/src/app.tsx'),
  'mf_account/App': () => import(/* webpackChunkName: "account" */ '../../../mf-account/src/app.tsx'),
  'mf_snacking/App': () => import(/* webpackChunkName: "snacking" */ '../../../mf-snacking/src/app.tsx'),
};

export function registerRemotes() {}
export function registerPlugins() {}
export function getInstance() {
  return {};
}

export function loadRemote(id) {
  const load = APPS[id];
  return load ? load() : Promise.resolve(null);
}

/** The shell preloads the page's remote: here, its chunk. */
export function preloadRemote(remotes) {
  return Promise.all(remotes.map((r) => APPS[`${r.nameOrAlias}/App`]?.())).then(() => undefined);
}
