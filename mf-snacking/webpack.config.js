// mf-snacking: a remote exposing ./App (its routes inside the shell's router) and a standalone entry (the bar
// tablet), which loads the basket area's pages at run time.
const { createAreaConfig } = require('shared-events/build/create-area-config.cjs');

module.exports = createAreaConfig({
  name: 'mf_snacking',
  port: 3005,
  dir: __dirname,
  exposes: { './App': './src/app.tsx' },
  standalone: true,
  // The tablet's page loads the basket area's table basket and payment return (decision 0010).
  loadsRemotes: true,
  // Its standalone page is the tablet's whole site: webpack's default split groups make it 74 KB lighter (0021).
  defaultSplitGroups: true,
  title: 'Parc 360 — Snacking',
});
