// mf-catalog: a remote exposing ./App (its routes inside the shell's router).
const { createAreaConfig } = require('shared-events/build/create-area-config.cjs');

module.exports = createAreaConfig({
  name: 'mf_catalog',
  port: 3001,
  dir: __dirname,
  exposes: { './App': './src/app.tsx' },
  standalone: false,
  title: 'Parc 360 — Catalogue',
});
