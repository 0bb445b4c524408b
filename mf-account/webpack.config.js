// mf-account: a remote exposing ./App (its routes inside the shell's router) and a standalone entry.
const { createAreaConfig } = require('shared-events/build/create-area-config.cjs');

module.exports = createAreaConfig({
  name: 'mf_account',
  port: 3004,
  dir: __dirname,
  exposes: { './App': './src/app.tsx' },
  standalone: true,
  title: 'Parc 360 — Mon compte',
});
