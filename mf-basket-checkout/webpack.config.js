// mf-basket-checkout: a remote exposing ./App (its routes inside the shell's router).
const { createAreaConfig } = require('shared-events/build/create-area-config.cjs');

module.exports = createAreaConfig({
  name: 'mf_basket_checkout',
  port: 3003,
  dir: __dirname,
  exposes: { './App': './src/app.tsx' },
  standalone: false,
  title: 'Parc 360 — Panier',
});
