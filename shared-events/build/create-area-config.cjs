// Webpack configuration factory used by every app of the site (shell and remotes):
//   module.exports = require('shared-events/build/create-area-config.cjs').createAreaConfig({ name, port, exposes, dir })
// SWC for TS/TSX, module federation (manifest, loaded-first, shared singletons, no DTS), html-webpack-plugin,
// content-hashed file names, minified production builds.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { AREA_MUI_START_KEYS, hostComponentsModules, sharedModules } = require('./shared-modules.cjs');
const { typescriptRule } = require('./typescript-rule.cjs');
const { hostSplitChunks, hostStartupChunks } = require('./host-startup.cjs');
const { remoteShareChunks } = require('./remote-chunks.cjs');
const { swcMinimizer } = require('./minimizer.cjs');
const { frenchLocale, MUI_PATCHES, MUI_SHARE_SHIMS, shareMuiInternals } = require('./mui-sharing.cjs');

const RUNTIME_CORE_PROVIDER = path.join(__dirname, '..', 'src', 'federation', 'runtime-core-provider.ts');
const SHARE_SLICES = path.join(__dirname, '..', 'src', 'federation', 'share-slices.ts');

/** Every script and style of a production build as brotli, quality 11 (`file.js.br`): see the plugins below. */
function precompressed(CompressionPlugin) {
  const { BROTLI_MODE_TEXT, BROTLI_PARAM_MODE, BROTLI_PARAM_QUALITY } = zlib.constants;
  return new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: /\.(js|css)$/,
    compressionOptions: { params: { [BROTLI_PARAM_QUALITY]: 11, [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT } },
    threshold: 1024,
    minRatio: 0.9,
  });
}

/** Resolves a build tool from the app first (its own pinned copy), then from shared-events. */
function load(dir, request) {
  const resolved = require.resolve(request, { paths: [dir, __dirname] });
  return require(resolved);
}

/**
 * @param {object} options
 * @param {string} options.name       federation name (a JS identifier: 'shell', 'mf_catalog', ...)
 * @param {number} options.port       dev-server port
 * @param {Record<string,string>} [options.exposes] e.g. { './App': './src/app.tsx' }
 * @param {string} options.dir        the app folder (__dirname of its webpack.config.js)
 * @param {boolean} [options.standalone] the app also runs alone (its own index.html is a real entry page)
 * @param {boolean} [options.loadsRemotes] its standalone page loads other areas' modules at run time (the bar
 *   tablet: the basket's pages), so its federation runtime keeps remote loading and manifests (snapshots)
 * @param {'both' | 'remote' | 'page'} [options.part] what this build makes: 'both' (default) the remote and its
 *   standalone page, as two compilations ('remote' then 'page') when the area exposes modules; 'remote' the remote
 *   alone (remoteEntry.js, manifest, exposed modules; no page); 'page' the standalone page alone, built as a host
 *   like the shell (its start-up libraries in one preloaded chunk), into the same folder after the 'remote' part
 *   (it neither cleans it nor writes a manifest). Decisions 0025 and 0029.
 * @param {boolean} [options.oneCompilation] (internal) 'both' as one compilation: the development build
 * @param {string} [options.title]    page title
 * @param {(env: Record<string,string|undefined>) => Record<string, unknown>} [options.define] extra compile-time constants
 * @param {string | string[]} [options.headScript] plain script files inlined, in order, as one script in
 *   index.html's <head> (the template writes `<%= htmlWebpackPlugin.options.headScript %>`); the area server
 *   allows it by its hash
 */
function createAreaConfig(options) {
  const {
    name,
    port,
    exposes = {},
    dir,
    standalone = false,
    loadsRemotes = false,
    part = 'both',
    title = 'Parc de loisirs',
  } = options;
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`federation name must be a JS identifier: ${name}`);
  const webpack = load(dir, 'webpack');
  const HtmlWebpackPlugin = load(dir, 'html-webpack-plugin');
  const CopyPlugin = load(dir, 'copy-webpack-plugin');
  const { ModuleFederationPlugin } = load(dir, '@module-federation/enhanced/webpack');

  if (!['both', 'remote', 'page'].includes(part)) throw new Error(`part: 'both', 'remote' or 'page', not ${part}`);
  if (part === 'page' && Object.keys(exposes).length > 0) throw new Error("part 'page' exposes nothing");
  // A remote takes its federation runtime core from the page that loads it (externalRuntime, decision 0029), which
  // its own standalone page cannot do in the same compilation (externals apply to the whole compilation): an area
  // with exposes and a page builds them as two compilations, the page's alone holding a runtime core.
  if (part === 'both' && Object.keys(exposes).length > 0 && !options.oneCompilation) return twoParts(options);
  // A host (the shell, a standalone page built alone: no exposes) groups its start-up libraries into one
  // chunk, fetched by its entry once the first screen is painted (decision 0059): see hostStartupChunks.
  const host = Object.keys(exposes).length === 0;
  const page = part !== 'remote';
  // The preset's own pieces, each switched off by PRESET_WITHOUT=<piece>,… to re-measure what it pays
  // (decision 0021; `bench/preset.ts`): never set in a real build.
  const without = presetWithout(process.env.PRESET_WITHOUT);

  return (_env = {}, argv = {}) => {
    const production = (argv.mode || process.env.NODE_ENV) !== 'development';
    const template = path.join(dir, 'public', 'index.html');
    const apiUrl = process.env.API_URL || 'http://127.0.0.1:4000';
    const publicDir = path.join(dir, 'public');
    const startup = hostStartupChunks(host ? AREA_MUI_START_KEYS : []);
    const remoteChunks = remoteShareChunks();
    const remoteSplit = production && !host && !without.has('remote-split');

    return {
      // A build in two parts is one multi-compiler: the page part runs after the remote part (same folder).
      name: part === 'page' ? `${name}-page` : name,
      ...(part === 'page' ? { dependencies: [name] } : {}),
      mode: production ? 'production' : 'development',
      context: dir,
      // A remote alone has no entry of its own: federation adds remoteEntry.js.
      entry: page ? { main: './src/index.ts' } : {},
      // Source maps cost build time on shared machines: on demand (SOURCE_MAPS=1) in production.
      // (NOMIN=1 keeps a production build unminified: readable CPU profiles.)
      devtool: production ? (process.env.SOURCE_MAPS ? 'source-map' : false) : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        // A page built apart keeps its own chunk-loading global, distinct from its remote's.
        uniqueName: part === 'page' ? `${name}_page` : name,
        // Entry chunks carry the federation runtime, rendered before any hash exists: they keep plain names
        // (main.js, like remoteEntry.js, is small and served no-cache); every other chunk is content-hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: part !== 'page',
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // MUI's locale barrels hold every language and a share boundary stops tree-shaking:
        // the site is French, so they resolve to the French file alone.
        alias: {
          '@mui/material/locale$': frenchLocale(dir, '@mui/material'),
          '@mui/x-date-pickers/locales$': frenchLocale(dir, '@mui/x-date-pickers'),
          // Only the Europe/Paris zone data (the full data set is ~35 KB gzip).
          'moment-timezone$': path.join(__dirname, 'moment-timezone-paris.cjs'),
        },
      },
      module: {
        rules: [
          typescriptRule({ dir, production, target: 'es2020' }),
          { test: /\.(png|jpe?g|gif|svg|webp|ico)$/i, type: 'asset/resource' },
          { test: /\.css$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedModules(host ? { hostDir: dir } : { remoteOnly: part === 'remote' }),
          shareStrategy: 'loaded-first',
          // A page provides its runtime core to the remotes it loads; a remote built alone uses the page's
          // (decision 0029). Its shares, and the remotes', are negotiated in slices (decision 0042).
          ...(page ? { runtimePlugins: [RUNTIME_CORE_PROVIDER, SHARE_SLICES] } : {}),
          experiments: {
            optimization:
              host || loadsRemotes ? { target: 'web' } : { target: 'web', disableSnapshot: true, disableRemote: true },
            ...(part === 'remote' ? { externalRuntime: true } : {}),
          },
          manifest: part !== 'page',
          dts: false,
        }),
        // Not the shims in the host: it has one copy of everything anyway, and in its start-up 'framework' chunk a
        // shim's shared import would wait for the very chunk it is in.
        ...(without.has('mui-sharing') ? [] : [shareMuiInternals(dir, { shims: !host })]),
        // The components such a remote takes from the page, known to be ES modules (decision 0041).
        ...(part === 'remote' ? [hostComponentsModules()] : []),
        ...(production && host && !without.has('startup-chunk') ? [startup.plugin] : []),
        ...(remoteSplit ? [remoteChunks.plugin] : []),
        ...(page ? [htmlPage(HtmlWebpackPlugin, { template, title, headScript: options.headScript })] : []),
        new webpack.DefinePlugin({
          __AREA_NAME__: JSON.stringify(name),
          __STANDALONE__: JSON.stringify(standalone),
          // The shell's address, for standalone entries sending visitors to routes of other areas.
          __SITE_URL__: JSON.stringify(process.env.SITE_URL || 'http://localhost:3000'),
          ...(options.define ? options.define(process.env) : {}),
        }),
        // moment's locale folder is a dynamic require: keep only French (instead of every language).
        new webpack.ContextReplacementPlugin(/moment[/\\]locale$/, /^\.\/fr(\.js)?$/),
        // Scripts and styles also as brotli at its best quality, next to each file (name.js.br), which the area's
        // server sends as they are (@fastify/static preCompressed): 15 % fewer bytes than compressing each answer on
        // the fly (quality 4), and no compression per request (decision 0034). Not the deploy-edited files (JSON).
        ...(production ? [precompressed(load(dir, 'compression-webpack-plugin'))] : []),
        // public/ files other than index.html (remotes.json, favicon, ...) into the build, untouched.
        ...(fs.existsSync(publicDir)
          ? [new CopyPlugin({ patterns: [{ from: publicDir, globOptions: { ignore: ['**/index.html'] } }] })]
          : []),
      ],
      optimization: {
        minimize: production && !process.env.NOMIN,
        ...(production ? { minimizer: [swcMinimizer()] } : {}),
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        ...(production && host && !without.has('startup-chunk')
          ? { splitChunks: hostSplitChunks(startup.isStartup) }
          : {}),
        // A remote's chunks are its exposed module (with its own code) and one fallback chunk per shared module, but
        // for the dates (remote-chunks.cjs). Webpack's default groups would pull the
        // modules that several fallbacks have in common into chunks of their own, each joined with unrelated modules
        // (MUI's focus helper came with the default theme, 10 KB gzip the page never runs): left out.
        ...(remoteSplit ? { splitChunks: remoteChunks.splitChunks } : {}),
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/dev/outbox'], target: apiUrl, changeOrigin: true }],
        static: fs.existsSync(publicDir) ? { directory: publicDir } : false,
      },
      stats: production ? 'normal' : 'minimal',
    };
  };
}

/**
 * An area's remote and its standalone page, in production as one multi-compiler (the page after the remote, same
 * folder). The page of an area that does not run alone (`standalone: false`: only `dev` opens it) is not part of a
 * production build: the site never sends it, and it would double the area's build time. In development (the dev
 * server) both stay one compilation, the remote with a runtime core of its own.
 */
function twoParts(options) {
  const remote = createAreaConfig({ ...options, part: 'remote', loadsRemotes: false });
  const page = createAreaConfig({ ...options, part: 'page', exposes: {} });
  const together = createAreaConfig({ ...options, oneCompilation: true });
  return (env = {}, argv = {}) => {
    const production = (argv.mode || process.env.NODE_ENV) !== 'development';
    if (!production) return together(env, argv);
    if (!options.standalone) return remote(env, argv);
    const [first, second] = [remote(env, argv), page(env, argv)];
    // One dev server (the page's): the remote's files are in the same folder.
    delete first.devServer;
    return [first, second];
  };
}

/** The page's index.html: the entry script deferred, the area's head script inlined (hashed by the server). */
function htmlPage(HtmlWebpackPlugin, { template, title, headScript }) {
  return new HtmlWebpackPlugin({
    template: fs.existsSync(template) ? template : path.join(__dirname, 'index.html'),
    title,
    chunks: ['main'],
    // Pages are served at any depth (/activites/1/2/3/calendar): the entry script is always at the root.
    publicPath: '/',
    scriptLoading: 'defer',
    meta: { viewport: 'width=device-width, initial-scale=1' },
    headScript: headScript
      ? `<script>${[headScript]
          .flat()
          .map((file) => fs.readFileSync(file, 'utf8').trim())
          .join('\n')}</script>`
      : '',
  });
}

/** The preset pieces a measuring build leaves out (PRESET_WITHOUT); an unknown name stops the build. */
function presetWithout(value = '') {
  const known = ['mui-sharing', 'startup-chunk', 'remote-split'];
  const names = value
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !known.includes(n));
  if (unknown.length > 0)
    throw new Error(`PRESET_WITHOUT: unknown piece ${unknown.join(', ')} (known: ${known.join(', ')})`);
  return new Set(names);
}

module.exports = { createAreaConfig, MUI_SHARE_SHIMS, MUI_PATCHES };
