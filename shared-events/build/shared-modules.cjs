// What every app of the page shares as ONE instance (module federation singletons).
// Versions are explicit: pnpm workspace links are not semver ranges, and MUI 7+ needs an explicit version.
const path = require('node:path');

const sharedEventsVersion = require(path.join(__dirname, '..', 'package.json')).version;
const ROUTER_SURFACE = path.join(__dirname, '..', 'src', 'router', 'router-surface.ts');

const VERSIONS = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  '@mui/material': '9.5.0',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  rxjs: '7.8.2',
  '@mui/system': '9.5.0',
  '@mui/x-date-pickers': '9.17.0',
  notistack: '3.0.2',
  moment: '2.31.0',
  'moment-timezone': '0.6.6',
  'shared-events': sharedEventsVersion,
};

/**
 * The MUI components two areas or more import ('@mui/material/<name>'; shared-events counts as an area), checked
 * against their sources by src/build-preset/area-components.test.ts. The host provides every one of them (decision
 * 0026): an area's page takes them from the host's start-up chunk or its 'mui-later' chunk (one request) instead of
 * a fallback chunk per component. A component one area alone uses stays that area's.
 */
const AREA_MUI_COMPONENTS = [
  'Alert',
  'AppBar',
  'Badge',
  'Box',
  'Button',
  'Card',
  'CardActionArea',
  'Checkbox',
  'Chip',
  'CircularProgress',
  'Container',
  'Dialog',
  'DialogActions',
  'DialogContent',
  'DialogContentText',
  'DialogTitle',
  'Divider',
  'FormControlLabel',
  'IconButton',
  'InputAdornment',
  'Link',
  'List',
  'ListItem',
  'ListItemText',
  'MenuItem',
  'Paper',
  'Skeleton',
  'Stack',
  'TextField',
  'Toolbar',
  'Typography',
];

/** Of those, the ones the catalogue's first screen (the site's landing pages) draws with: the host starts with them. */
const AREA_MUI_COMPONENTS_AT_START = ['Card', 'CardActionArea', 'Container', 'Skeleton', 'Stack'];

/**
 * Shares with an absolute `import` are provided whether or not the build's own code imports them: the host (its
 * app folder `dir`) provides the areas' MUI components through them, each from the file a page's import resolves
 * to (MUI's ES module entry).
 */
function hostProvidedComponents(dir) {
  const muiRoot = path.dirname(require.resolve('@mui/material/package.json', { paths: [dir] }));
  return Object.fromEntries(
    AREA_MUI_COMPONENTS.map((name) => [
      `@mui/material/${name}`,
      singleton(VERSIONS['@mui/material'], { import: path.join(muiRoot, name, 'index.mjs') }),
    ]),
  );
}

/**
 * A remote's side of the same components: taken from the page, never shipped. Every page that loads a remote is a
 * host that provides all of them (the shell, a standalone area's page, the bar tablet's page), so a remote's own
 * copy (its provide entry, its fallback chunk and their place in remoteEntry.js) was never run: `import: false`
 * leaves them out (decision 0041).
 */
function hostComponentsConsumed() {
  return Object.fromEntries(
    AREA_MUI_COMPONENTS.map((name) => [
      `@mui/material/${name}`,
      singleton(VERSIONS['@mui/material'], { import: false }),
    ]),
  );
}

/**
 * Goes with hostComponentsConsumed. Without a fallback, webpack cannot know what a consumed module exports, so a
 * strict ES module importing it (MUI's own files: Autocomplete's `import Chip from '../Chip/index.mjs'`, rewritten
 * by shareMuiInternals) took the whole namespace for its default export, and React refused it (error #130). Module
 * Federation copies the fallback's build facts onto the consumed module; these components are ES modules, so this
 * plugin gives them the same: a namespace, exports unknown.
 */
function hostComponentsModules() {
  const keys = new Set(AREA_MUI_COMPONENTS.map((name) => `@mui/material/${name}`));
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap('HostComponentsModules', (compilation) => {
        compilation.hooks.finishModules.tap({ name: 'HostComponentsModules', stage: 10 }, (modules) => {
          for (const module of modules) {
            const options = module.constructor.name === 'ConsumeSharedModule' ? module.options : undefined;
            if (!options || options.import || !keys.has(options.shareKey)) continue;
            module.buildMeta = { ...module.buildMeta, exportsType: 'namespace' };
            compilation.moduleGraph.getExportsInfo(module).setUnknownExportsProvided();
          }
        });
      });
    },
  };
}

/** A singleton entry with an explicit version (the one this workspace pins). */
function singleton(version, extra = {}) {
  return { singleton: true, version, requiredVersion: version, strictVersion: false, ...extra };
}

/**
 * The `shared` option of ModuleFederationPlugin; `hostDir` (the host's app folder): the host also provides every
 * MUI component the areas use (hostProvidedComponents); `remoteOnly` (a remote that only ever runs in such a host's
 * page): it takes those components from the page (hostComponentsConsumed).
 */
function sharedModules({ hostDir, remoteOnly = false } = {}) {
  return {
    ...(hostDir ? hostProvidedComponents(hostDir) : {}),
    ...(remoteOnly && !hostDir ? hostComponentsConsumed() : {}),
    react: singleton(VERSIONS.react),
    'react/': singleton(VERSIONS.react),
    'react-dom': singleton(VERSIONS['react-dom']),
    'react-dom/': singleton(VERSIONS['react-dom']),
    // The page's router: one singleton under the usual key, but what is shipped is shared-events' list of the
    // names the areas use (src/router/router-surface.ts), not react-router-dom's whole entry (~60 KB gzip with
    // the data routers and server code a shared entry cannot tree-shake). TypeScript (tsconfig.base.json paths)
    // and Jest (jest-config.cjs) resolve 'react-router-dom' to the same list, so a name missing from it fails
    // the type check and the tests, not the page.
    'react-router-dom': singleton(VERSIONS['react-router-dom'], { import: ROUTER_SURFACE }),
    // Per-component paths: each MUI module is shared on its own, so a page loads only what it uses.
    // (allowNodeModulesSuffixMatch would also share MUI's internal relative imports, but MUI's exports
    // map refuses the deep paths: the build fails. A remote's component may carry a copy of an internal.)
    '@mui/material/': singleton(VERSIONS['@mui/material']),
    // MUI's styling engine: shared so a component provided by a remote reuses the page's copy.
    '@mui/system': singleton(VERSIONS['@mui/system']),
    '@mui/system/': singleton(VERSIONS['@mui/system']),
    // The toasts' context must be the page's one (useSnackbar reaches the host's SnackbarProvider).
    // @mui/x-date-pickers is NOT shared: a picker reads its localisation context through MUI X's internal
    // relative imports, which sharing cannot reach (a shared LocalizationProvider from the shell and a remote's
    // own DatePicker = two contexts, "MUI X error #149"). Each area's App wraps its routes in its own
    // <AreaDatePickers> ('shared-events/date-pickers': not a share, so each area bundles it with its own MUI X).
    notistack: singleton(VERSIONS.notistack),
    '@emotion/react': singleton(VERSIONS['@emotion/react']),
    '@emotion/styled': singleton(VERSIONS['@emotion/styled']),
    // rxjs is NOT shared: a shared package is one whole module (every operator, ~17 KB gzip) while the areas
    // reach the bus through shared-events, which IS the singleton; each build tree-shakes its own operators.
    // One moment (the French locale is set once) and one time-zone table for every area.
    moment: singleton(VERSIONS.moment),
    'moment-timezone': singleton(VERSIONS['moment-timezone']),
    'shared-events': singleton(VERSIONS['shared-events'], { allowNodeModulesSuffixMatch: true }),
    // The date helpers and pickers' French texts: a singleton apart, so moment loads only where dates are handled.
    'shared-events/dates': singleton(VERSIONS['shared-events'], { allowNodeModulesSuffixMatch: true }),
  };
}

module.exports = {
  sharedModules,
  hostComponentsModules,
  VERSIONS,
  ROUTER_SURFACE,
  AREA_MUI_COMPONENTS,
  AREA_MUI_START_KEYS: AREA_MUI_COMPONENTS_AT_START.map((name) => `@mui/material/${name}`),
};
