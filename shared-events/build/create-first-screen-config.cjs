// Webpack configuration of an area's first-screen renderer: the area's pages rendered to HTML in Node
// (react-dom/server), loaded by the area's server (serve-area) to answer GET /first-screen?url=<path>.
//   module.exports = require('shared-events/build/create-first-screen-config.cjs').createFirstScreenConfig({ dir, entry })
// One self-contained CommonJS file, dist-server/first-screen.cjs: React, MUI, emotion and the router are bundled
// in it (one copy each, as in the page), in their Node builds (emotion then writes each style beside its element).
// Out of dist/: the area's static server never serves it.
const path = require('node:path');
const { typescriptRule } = require('./typescript-rule.cjs');

function load(dir, request) {
  return require(require.resolve(request, { paths: [dir, __dirname] }));
}

/**
 * @param {{ dir: string, entry: string }} options dir: the area's folder; entry: the module exporting renderFirstScreen
 */
function createFirstScreenConfig({ dir, entry }) {
  const webpack = load(dir, 'webpack');
  return (_env = {}, argv = {}) => {
    const production = (argv.mode || process.env.NODE_ENV) !== 'development';
    return {
      name: 'first-screen',
      mode: production ? 'production' : 'development',
      target: 'node20',
      context: dir,
      entry: { 'first-screen': entry },
      devtool: false,
      output: {
        path: path.join(dir, 'dist-server'),
        filename: '[name].cjs',
        library: { type: 'commonjs2' },
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // The same router surface as the page (see src/router/router-surface.ts).
        alias: {
          'react-router-dom$': path.join(__dirname, '..', 'src', 'router', 'router-surface.ts'),
          '@mui/material/locale$': path.join(
            path.dirname(require.resolve('@mui/material/package.json', { paths: [dir, __dirname] })),
            'locale',
            'frFR.mjs',
          ),
        },
      },
      module: {
        rules: [
          typescriptRule({ dir, production, target: 'es2022' }),
          { test: /\.(png|jpe?g|gif|svg|webp|ico|css)$/i, type: 'asset/resource', generator: { emit: false } },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          __AREA_NAME__: JSON.stringify('first-screen'),
          __STANDALONE__: 'false',
          __SITE_URL__: JSON.stringify(process.env.SITE_URL || 'http://localhost:3000'),
        }),
        // One file: the pages' on-demand pieces (dialogs) come along instead of numbered chunks beside it.
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        // moment's locale folder is a dynamic require: French only.
        new webpack.ContextReplacementPlugin(/moment[/\\]locale$/, /^\.\/fr(\.js)?$/),
      ],
      optimization: { minimize: false, splitChunks: false, nodeEnv: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createFirstScreenConfig };
