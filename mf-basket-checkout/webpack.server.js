// mf-basket-checkout's first-screen renderer (Node): dist-server/first-screen.cjs, loaded by its server (serve-area).
const { createFirstScreenConfig } = require('shared-events/build/create-first-screen-config.cjs');

module.exports = createFirstScreenConfig({
  dir: __dirname,
  entry: './src/features/first-screen/server/render-first-screen.tsx',
});
