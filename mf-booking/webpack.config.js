// mf-booking: a remote exposing ./App (its routes inside the shell's router).
const { createAreaConfig } = require('shared-events/build/create-area-config.cjs');

module.exports = createAreaConfig({
  name: 'mf_booking',
  port: 3002,
  dir: __dirname,
  exposes: { './App': './src/app.tsx' },
  standalone: false,
  title: 'Parc 360 — Réservation',
});
