// The same pages built as ONE webpack application, without Module Federation: the shell's entry and every area's
// own code (their App modules become route chunks of this build, see runtime-shim.mjs), and the bar tablet's
// standalone entry. A plain production config: webpack's default code splitting and tree-shaking, the same
// compiler rule and minifier (SWC) and the same library trims as the areas' preset that are not about federation
// (French locales only, moment-timezone's Paris data). The areas are not changed.
//   node bench/monolith/build.cjs   (bench:web builds it itself)
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..', '..');
const shell = path.join(root, 'shell');
const preset = path.join(root, 'shared-events', 'build');
const load = (request) => require(require.resolve(request, { paths: [shell, preset] }));
const { typescriptRule } = require(path.join(preset, 'typescript-rule.cjs'));
const { swcMinimizer } = require(path.join(preset, 'minimizer.cjs'));

function frenchLocale(pkgName) {
  const pkg = require.resolve(`${pkgName}/package.json`, { paths: [shell, path.join(root, 'mf-booking')] });
  return path.join(path.dirname(pkg), pkgName === '@mui/material' ? 'locale' : 'locales', 'frFR.mjs');
}

module.exports = () => {
  const webpack = load('webpack');
  const HtmlWebpackPlugin = load('html-webpack-plugin');
  return {
    mode: 'production',
    context: root,
    entry: { site: './shell/src/index.ts', tablet: './mf-snacking/src/index.ts' },
    devtool: false,
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: '/',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        '@module-federation/enhanced/runtime$': path.join(__dirname, 'runtime-shim.mjs'),
        '@mui/material/locale$': frenchLocale('@mui/material'),
        '@mui/x-date-pickers/locales$': frenchLocale('@mui/x-date-pickers'),
        'moment-timezone$': path.join(preset, 'moment-timezone-paris.cjs'),
      },
    },
    module: {
      rules: [
        typescriptRule({ dir: shell, production: true, target: 'es2020' }),
        { test: /\.(png|jpe?g|gif|svg|webp|ico)$/i, type: 'asset/resource' },
        { test: /\.css$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(shell, 'public', 'index.html'),
        filename: 'index.html',
        chunks: ['site'],
        publicPath: '/',
        scriptLoading: 'defer',
        title: 'Parc 360 — Réservation en ligne',
        meta: { viewport: 'width=device-width, initial-scale=1' },
      }),
      new HtmlWebpackPlugin({
        template: path.join(preset, 'index.html'),
        filename: 'tablet.html',
        chunks: ['tablet'],
        publicPath: '/',
        scriptLoading: 'defer',
        title: 'Parc 360 — Snacking',
        meta: { viewport: 'width=device-width, initial-scale=1' },
      }),
      new webpack.DefinePlugin({
        __AREA_NAME__: JSON.stringify('monolith'),
        __STANDALONE__: 'true',
        __SITE_URL__: JSON.stringify(process.env.SITE_URL || 'http://localhost:3000'),
      }),
      new webpack.ContextReplacementPlugin(/moment[/\\]locale$/, /^\.\/fr(\.js)?$/),
    ],
    optimization: {
      minimize: true,
      minimizer: [swcMinimizer()],
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
