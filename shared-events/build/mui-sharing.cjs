// MUI through Module Federation's shares (its internal imports rewritten, shims, patches), MUI's French
// locale files, and public/ copied into the build (used by create-area-config).
const fs = require('node:fs');
const path = require('node:path');

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

module.exports = { MUI_SHARE_SHIMS, MUI_PATCHES, shareMuiInternals, frenchLocale };
