// A remote's date fallbacks in one chunk (used by create-area-config; decision 0026).
const { groupsByShareKey, perCompilation } = require('./host-startup.cjs');

/** The shares of dates: a page that handles dates takes the three (shared-events' helpers need the other two). */
const DATE_KEYS = new Set(['moment', 'moment-timezone', 'shared-events/dates']);

/**
 * A remote fetches its own fallbacks for the shares the shell does not provide. The dates (moment, its time zone and
 * shared-events' date helpers) were three chunks that every page handling dates fetched together: one 'dates' chunk
 * now. Every other fallback keeps its own chunk: a page needs some of them, rarely together (grouping the MUI
 * components only one area uses made the account's pages 20 KB heavier, its registration's autocomplete with them).
 */
function remoteShareChunks() {
  const dateChunks = perCompilation('RemoteShareChunks', (compilation) => {
    const chunks = new Set();
    for (const [key, groups] of groupsByShareKey(compilation)) {
      if (!DATE_KEYS.has(key)) continue;
      for (const group of groups) for (const member of group.chunks) chunks.add(member);
    }
    return chunks;
  });
  return {
    plugin: dateChunks.plugin,
    splitChunks: {
      cacheGroups: {
        default: false,
        defaultVendors: false,
        dates: {
          name: 'dates',
          chunks: (chunk) => dateChunks.get().has(chunk),
          // The libraries' modules, not the federation's: a consume module stays in its own chunk, or loading the
          // group would wait for a share whose fallback is the group itself (the page hangs on its spinner).
          test: (module) => /[\\/]node_modules[\\/]|[\\/]shared-events[\\/]/.test(module.nameForCondition?.() ?? ''),
          enforce: true,
          priority: 5,
          reuseExistingChunk: false,
        },
      },
    },
  };
}

module.exports = { remoteShareChunks, DATE_KEYS };
