// mf-snacking: a remote exposing ./App (its routes inside the shell's router) and the bar tablet's standalone page,
// which loads the basket area's pages at run time. Two parts of one build (decisions 0025, 0029): the remote as
// every other remote (one chunk per shared module: the shell loads only what it lacks), and the page as a host, its
// start-up libraries in one preloaded chunk, like the shell's.
const { createAreaConfig } = require('shared-events/build/create-area-config.cjs');

module.exports = createAreaConfig({
  name: 'mf_snacking',
  port: 3005,
  dir: __dirname,
  exposes: { './App': './src/app.tsx' },
  standalone: true,
  // The tablet's page loads the basket area's table basket and payment return (decision 0010).
  loadsRemotes: true,
  title: 'Parc 360 — Snacking',
  // Run in index.html's <head>, before the pairing screen the server draws is painted: a paired tablet leaves for its
  // table at once (decision 0039).
  headScript: require('node:path').join(__dirname, 'src/features/tablet-host/runtime/paired-tablet.head.js'),
});
