// Webpack configuration factory used by every app of the site (shell and remotes):
//   module.exports = require('shared-events/build/create-area-config.cjs').createAreaConfig({ name, port, exposes, dir })
// SWC for TS/TSX, module federation (manifest, loaded-first, shared singletons, no DTS), html-webpack-plugin,
// content-hashed file names, minified production builds.
const fs = require('node:fs');
const path = require('node:path');
const { sharedModules } = require('./shared-modules.cjs');
const { typescriptRule } = require('./typescript-rule.cjs');

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
 * @param {string} [options.title]    page title
 * @param {(env: Record<string,string|undefined>) => Record<string, unknown>} [options.define] extra compile-time constants
 */
function createAreaConfig(options) {
  const {
    name,
    port,
    exposes = {},
    dir,
    standalone = false,
    loadsRemotes = false,
    title = 'Parc de loisirs',
  } = options;
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`federation name must be a JS identifier: ${name}`);
  const webpack = load(dir, 'webpack');
  const HtmlWebpackPlugin = load(dir, 'html-webpack-plugin');
  const { ModuleFederationPlugin } = load(dir, '@module-federation/enhanced/webpack');

  // A host (the shell: no exposes) groups its start-up libraries into one preloaded chunk: see hostStartupChunks.
  const host = Object.keys(exposes).length === 0;

  return (_env = {}, argv = {}) => {
    const production = (argv.mode || process.env.NODE_ENV) !== 'development';
    const template = path.join(dir, 'public', 'index.html');
    const apiUrl = process.env.API_URL || 'http://127.0.0.1:4000';
    const publicDir = path.join(dir, 'public');
    const startup = hostStartupChunks();

    return {
      name,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      // Source maps cost build time on shared machines: on demand (SOURCE_MAPS=1) in production.
      // (NOMIN=1 keeps a production build unminified: readable CPU profiles.)
      devtool: production ? (process.env.SOURCE_MAPS ? 'source-map' : false) : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        // Entry chunks carry the federation runtime, rendered before any hash exists: they keep plain names
        // (main.js, like remoteEntry.js, is small and served no-cache); every other chunk is content-hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
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
          shared: sharedModules(),
          shareStrategy: 'loaded-first',
          experiments: {
            optimization:
              host || loadsRemotes ? { target: 'web' } : { target: 'web', disableSnapshot: true, disableRemote: true },
          },
          manifest: true,
          dts: false,
        }),
        // Not the shims in the host: it has one copy of everything anyway, and in its start-up 'framework' chunk a
        // shim's shared import would wait for the very chunk it is in.
        shareMuiInternals(dir, { shims: !host }),
        ...(production && host
          ? [startup.plugin, preloadStartChunks(HtmlWebpackPlugin, ['bootstrap', 'framework'])]
          : []),
        new HtmlWebpackPlugin({
          template: fs.existsSync(template) ? template : path.join(__dirname, 'index.html'),
          title,
          chunks: ['main'],
          // Pages are served at any depth (/activites/1/2/3/calendar): the entry script is always at the root.
          publicPath: '/',
          scriptLoading: 'defer',
          meta: { viewport: 'width=device-width, initial-scale=1' },
        }),
        new webpack.DefinePlugin({
          __AREA_NAME__: JSON.stringify(name),
          __STANDALONE__: JSON.stringify(standalone),
          // The shell's address, for standalone entries sending visitors to routes of other areas.
          __SITE_URL__: JSON.stringify(process.env.SITE_URL || 'http://localhost:3000'),
          ...(options.define ? options.define(process.env) : {}),
        }),
        // axios' fetch adapter is never picked in a browser (XMLHttpRequest comes first): see the file.
        new webpack.NormalModuleReplacementPlugin(
          /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
          path.join(__dirname, 'axios-without-fetch.mjs'),
        ),
        // moment's locale folder is a dynamic require: keep only French (instead of every language).
        new webpack.ContextReplacementPlugin(/moment[/\\]locale$/, /^\.\/fr(\.js)?$/),
        ...(fs.existsSync(publicDir) ? [copyPublic(webpack, publicDir)] : []),
      ],
      optimization: {
        minimize: production && !process.env.NOMIN,
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        ...(production && host ? { splitChunks: hostSplitChunks(startup.isStartup) } : {}),
        // A remote's chunks are its exposed module (with its own code) and one fallback chunk per shared module.
        // Webpack's default groups would pull the modules that several fallbacks have in common into chunks of
        // their own, each joined with unrelated modules (MUI's focus helper came with the default theme, 10 KB
        // gzip the page never runs): every fallback keeps what it needs instead, and a page fetches fewer files.
        ...(production && !host ? { splitChunks: { cacheGroups: { default: false, defaultVendors: false } } } : {}),
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
 * The host's start-up libraries in one chunk. Each shared module is its own chunk group (webpack makes one per
 * share), so a cold visit of the shell fetched ~50 small files: over HTTP/1.1 (6 connections an origin) that is
 * a round trip per handful of files, and small files compress worse. Here the libraries the shell needs AT
 * START (the shared modules its bootstrap consumes, and what those consume in turn) go into one 'framework'
 * chunk; the shared modules only its lazy pages use (dialogs, forms of /test, /printTickets) keep their own
 * chunks. (Remotes keep one chunk per shared module: a remote loads only the modules the host lacks.)
 */
function hostStartupChunks() {
  let compilation;
  let startup;
  return {
    plugin: {
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('HostStartupChunks', (current) => {
          compilation = current;
          startup = undefined;
        });
      },
    },
    isStartup(chunk) {
      startup ??= startupChunks(compilation);
      return startup.has(chunk);
    },
  };
}

/** The chunks loaded when the 'bootstrap' chunk group starts: its own, and those of every share it needs. */
function startupChunks(compilation) {
  const { chunkGraph } = compilation;
  const shareKeyOf = (module) =>
    module?.type === 'consume-shared-module'
      ? module.options?.shareKey
      : module?.type === 'provide-module'
        ? module._name
        : undefined;
  const groupsByKey = new Map();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins ?? []) {
      const key = shareKeyOf(origin.module);
      if (key) groupsByKey.set(key, [...(groupsByKey.get(key) ?? []), group]);
    }
  }
  const chunks = new Set();
  const keys = new Set();
  const queue = [...(compilation.namedChunkGroups.get('bootstrap')?.chunks ?? [])];
  while (queue.length > 0) {
    const chunk = queue.pop();
    if (chunks.has(chunk)) continue;
    chunks.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      const key = module.type === 'consume-shared-module' ? shareKeyOf(module) : undefined;
      if (!key || keys.has(key)) continue;
      keys.add(key);
      for (const group of groupsByKey.get(key) ?? []) queue.push(...group.chunks);
    }
  }
  return chunks;
}

function hostSplitChunks(isStartup) {
  return {
    chunks: 'async',
    cacheGroups: {
      framework: {
        name: 'framework',
        chunks: (chunk) => isStartup(chunk),
        // Every package, shared-events (a shared module of its own, used at start by every page) and the stand-ins
        // for library files this preset provides (build/mui-shims, build/axios-without-fetch.mjs).
        test: (module) =>
          /[\\/]node_modules[\\/]|[\\/]shared-events[\\/](src|build)[\\/]/.test(module.nameForCondition?.() ?? ''),
        enforce: true,
        priority: 10,
        reuseExistingChunk: false,
      },
    },
  };
}

/**
 * `<link rel="preload">` in index.html for the named async chunks the page needs at start (the bootstrap and
 * the libraries): they download while main.js is still arriving instead of after it has run.
 */
function preloadStartChunks(HtmlWebpackPlugin, chunkNames) {
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap('PreloadStartChunks', (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tapAsync('PreloadStartChunks', (data, done) => {
          const files = [];
          for (const chunk of compilation.chunks) {
            if (!chunk.name || !chunkNames.includes(chunk.name)) continue;
            for (const file of chunk.files) if (file.endsWith('.js')) files.push(file);
          }
          for (const file of files) {
            data.assetTags.scripts.unshift(
              HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `/${file}` }),
            );
          }
          done(null, data);
        });
      });
    },
  };
}

const muiShim = (file) => path.join(__dirname, 'mui-shims', file);

/**
 * Stand-ins for MUI internal files that bring a second copy of shared code when a remote bundles them (MUI's
 * default theme: createTheme and the palette, ~10 KB gzip; SvgIcon): they stand for names that public entries
 * export ('@mui/material/styles', '@mui/material/SvgIcon'), so they become shims re-exporting those.
 * `request` is replaced when imported from a file of the `from` folders (relative to @mui/material).
 * Only for the importers listed: a shim makes its importer depend on a shared module, and shared modules that
 * depend on each other in a circle never finish loading (styles -> Input classes -> InputBase -> zero-styled ->
 * styles hangs the page without an error). These importers are outside every such circle; the end-to-end
 * tests load each remote on its own, where every shared module is the remote's own.
 */
const MUI_SHARE_SHIMS = [
  { request: '../styles/styled.mjs', from: ['Stack', 'Container'], to: muiShim('styled.mjs') },
  { request: '../styles/useTheme.mjs', from: ['Grid'], to: muiShim('use-theme.mjs') },
  { request: '../../utils/createSvgIcon.mjs', from: ['internal/svg-icons'], to: muiShim('create-svg-icon.mjs') },
];

/** Not about sharing, so in every build: the locale's number formatter, built on first use. */
const MUI_PATCHES = [
  { request: './utils/buildFormatNumber.mjs', from: ['locale'], to: muiShim('build-format-number.mjs') },
];

/**
 * MUI's components import each other by relative paths ('../Paper/index.mjs', '../ButtonBase/index.mjs',
 * '../zero-styled/index.mjs'), which sharing cannot see: a remote's Card carried its own Paper, ButtonBase and
 * styling internals although the page already had them. This rewrites such an import of another component
 * folder's entry into its public path ('@mui/material/Paper'), so it goes through the '@mui/material/' share
 * like the areas' own imports. Only folder entries listed in MUI's exports map are rewritten; imports of
 * internal files ('../utils/memoTheme.mjs') stay as they are, except, for a few importers,
 * 'styles/styled.mjs', 'styles/useTheme.mjs' (they bring MUI's default theme along) and 'utils/createSvgIcon.mjs'
 * (a copy of SvgIcon): those become shims over the shared public entries.
 */
function shareMuiInternals(dir, { shims: withShims = true } = {}) {
  const muiRoot = fs.realpathSync(
    path.dirname(require.resolve('@mui/material/package.json', { paths: [dir, __dirname] })),
  );
  const exported = new Set(
    Object.keys(require(path.join(muiRoot, 'package.json')).exports ?? {})
      .map((key) => key.replace(/^\.\//, ''))
      .filter((key) => /^[A-Za-z][\w-]*$/.test(key)),
  );
  const shims = [...(withShims ? MUI_SHARE_SHIMS : []), ...MUI_PATCHES].map((entry) => ({
    ...entry,
    from: entry.from.map((folder) => path.join(muiRoot, folder)),
  }));
  return {
    apply(compiler) {
      compiler.hooks.normalModuleFactory.tap('ShareMuiInternals', (factory) => {
        factory.hooks.beforeResolve.tap('ShareMuiInternals', (data) => {
          const replacement = shims.find(
            (entry) => entry.request === data.request && entry.from.includes(data.context),
          );
          if (replacement) {
            data.request = replacement.to;
            return;
          }
          const match = /^\.\.\/([A-Za-z][\w-]*)(?:\/index\.m?js)?$/.exec(data.request);
          if (!match || !exported.has(match[1])) return;
          if (!data.context.startsWith(muiRoot + path.sep)) return;
          // A class-name list ('Input/inputClasses.mjs') takes only InputBase's class names: left local, it keeps
          // just those (MUI has no side effects: tree-shaking), where the share would bring the whole InputBase
          // into every page, since the theme ('styles') imports these lists.
          if (/Classes\.m?js$/.test(data.contextInfo?.issuer ?? '')) return;
          data.request = `@mui/material/${match[1]}`;
        });
      });
    },
  };
}

/** The French file of a MUI package's locales barrel ('@mui/material/locale', '@mui/x-date-pickers/locales'). */
function frenchLocale(dir, pkgName) {
  const pkg = require.resolve(`${pkgName}/package.json`, { paths: [dir, __dirname] });
  const folder = pkgName === '@mui/material' ? 'locale' : 'locales';
  return path.join(path.dirname(pkg), folder, 'frFR.mjs');
}

/** Copies public/ files other than index.html (remotes.json, favicon, ...) into the build, untouched. */
function copyPublic(webpack, publicDir) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('CopyPublic', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'CopyPublic', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            for (const file of walk(publicDir)) {
              const relative = path.relative(publicDir, file).split(path.sep).join('/');
              if (relative === 'index.html') continue;
              compilation.emitAsset(relative, new webpack.sources.RawSource(fs.readFileSync(file)));
              compilation.fileDependencies.add(file);
            }
          },
        );
      });
    },
  };
}

function walk(folder) {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

module.exports = { createAreaConfig, MUI_SHARE_SHIMS, MUI_PATCHES };
