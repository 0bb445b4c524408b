import { startRemotes } from './features/remotes/runtime/early-start';

// Started here, in the entry script, so remotes.json and the page's remote load alongside the libraries.
startRemotes().catch(() => undefined); // the failure is shown by the React tree, which gets the same promise
// Async boundary: the shared modules (react, MUI, shared-events ...) are negotiated before bootstrap runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
