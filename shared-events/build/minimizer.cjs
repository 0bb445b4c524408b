// The production builds' JavaScript minifier: SWC's (native) through webpack's own minimizer plugin, in place of its
// default Terser. Same passes as webpack's default (compress twice, mangle); decision 0035 has the build times and
// the sizes that chose it. The benchmark's monolith build uses it too, so that both are minified alike.
const path = require('node:path');

/** @param {string} [dir] the app folder (its own pinned copy of the plugin first, then shared-events') */
function swcMinimizer(dir = __dirname) {
  const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [dir, path.join(__dirname)] }));
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    minimizerOptions: { compress: { passes: 2 }, mangle: true },
  });
}

module.exports = { swcMinimizer };
