// The shell (host): no static remotes; /remotes.json lists them at run time.
const { createAreaConfig } = require('shared-events/build/create-area-config.cjs');

module.exports = createAreaConfig({
  name: 'shell',
  port: 3000,
  dir: __dirname,
  standalone: true,
  title: 'Parc 360 — Réservation en ligne',
  // Run in index.html's <head>, before the first screen paints: a paired bar tablet leaves /activites at once; a
  // form of the first screen is not sent by the browser before the scripts, nor the sign-in shown to the signed-in.
  headScript: ['tablet-redirect.head.js', 'first-screen-forms.head.js'].map((file) =>
    require('node:path').join(__dirname, 'src/features/remotes/runtime', file),
  ),
});
