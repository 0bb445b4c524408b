// What every app of the page shares as ONE instance (module federation singletons).
// Versions are explicit: pnpm workspace links are not semver ranges, and MUI 7+ needs an explicit version.
const path = require('node:path');

const sharedEventsVersion = require(path.join(__dirname, '..', 'package.json')).version;

const VERSIONS = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  '@mui/material': '9.5.0',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  rxjs: '7.8.2',
  'shared-events': sharedEventsVersion,
};

/** A singleton entry with an explicit version (the one this workspace pins). */
function singleton(version, extra = {}) {
  return { singleton: true, version, requiredVersion: version, strictVersion: false, ...extra };
}

/** The `shared` option of ModuleFederationPlugin. */
function sharedModules() {
  return {
    react: singleton(VERSIONS.react),
    'react/': singleton(VERSIONS.react),
    'react-dom': singleton(VERSIONS['react-dom']),
    'react-dom/': singleton(VERSIONS['react-dom']),
    'react-router-dom': singleton(VERSIONS['react-router-dom']),
    // Per-component paths: each MUI module is shared on its own, so a page loads only what it uses.
    '@mui/material/': singleton(VERSIONS['@mui/material']),
    '@emotion/react': singleton(VERSIONS['@emotion/react']),
    '@emotion/styled': singleton(VERSIONS['@emotion/styled']),
    rxjs: singleton(VERSIONS.rxjs),
    'shared-events': singleton(VERSIONS['shared-events'], { allowNodeModulesSuffixMatch: true }),
  };
}

module.exports = { sharedModules, VERSIONS };
