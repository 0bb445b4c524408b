// The production builds' JavaScript minifier: SWC's (native) through webpack's own minimizer plugin, in place of its
// default Terser. Same passes as webpack's default (compress twice, mangle); decision 0035 has the build times and
// the sizes that chose it. The benchmark's monolith build uses it too, so that both are minified alike.
const MinimizerPlugin = require('minimizer-webpack-plugin');

function swcMinimizer() {
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    minimizerOptions: { compress: { passes: 2 }, mangle: true },
  });
}

module.exports = { swcMinimizer };
