// Async boundary: shared modules are negotiated before bootstrap runs. Named: the page's build preloads the
// 'bootstrap' chunk and the libraries it starts with (shared-events/build/host-startup.cjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
