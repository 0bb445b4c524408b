// The shell's start-up chunks: its start-up libraries in one 'framework' chunk (used by create-area-config).

/**
 * The host's start-up libraries in one chunk. Each shared module is its own chunk group (webpack makes one per
 * share), so a cold visit of the shell fetched ~50 small files: over HTTP/1.1 (6 connections an origin) that is
 * a round trip per handful of files, and small files compress worse. Here the libraries the shell needs AT
 * START (the shared modules its bootstrap consumes, and what those consume in turn) go into one 'framework'
 * chunk; the shared modules only its lazy pages use (dialogs, forms of /test, /printTickets) keep their own
 * chunks. (Remotes keep one chunk per shared module: a remote loads only the modules the host lacks.)
 * `startKeys`: shares the host provides for the areas' first screens (the catalogue's cards), taken at start too.
 */
function hostStartupChunks(startKeys = []) {
  const startup = perCompilation('HostStartupChunks', (compilation) => startupChunks(compilation, startKeys));
  return { plugin: startup.plugin, isStartup: (chunk) => startup.get().has(chunk) };
}

/**
 * A value worked out once per compilation, when the chunk splitting first asks for it (split rules see chunks,
 * not the compilation): `plugin` follows the current compilation, `get()` computes or returns its value.
 */
function perCompilation(pluginName, compute) {
  let compilation;
  let value;
  return {
    plugin: {
      apply(compiler) {
        compiler.hooks.thisCompilation.tap(pluginName, (current) => {
          compilation = current;
          value = undefined;
        });
      },
    },
    get: () => (value ??= compute(compilation)),
  };
}

/** The share key a federation module stands for (a consume or a provide), or undefined. */
const shareKeyOf = (module) =>
  module?.type === 'consume-shared-module'
    ? module.options?.shareKey
    : module?.type === 'provide-module'
      ? module._name
      : undefined;

/** share key → the chunk groups webpack made for it (the provided module's, the consumed fallback's). */
function groupsByShareKey(compilation) {
  const groupsByKey = new Map();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins ?? []) {
      const key = shareKeyOf(origin.module);
      if (key) groupsByKey.set(key, [...(groupsByKey.get(key) ?? []), group]);
    }
  }
  return groupsByKey;
}

/**
 * The chunks loaded when the 'bootstrap' chunk group starts: its own, and those of every share it needs (and of the
 * shares named in `startKeys`).
 */
function startupChunks(compilation, startKeys = []) {
  const { chunkGraph } = compilation;
  const groupsByKey = groupsByShareKey(compilation);
  const chunks = new Set();
  const keys = new Set();
  const queue = [
    ...(compilation.namedChunkGroups.get('bootstrap')?.chunks ?? []),
    ...startKeys.flatMap((key) => (groupsByKey.get(key) ?? []).flatMap((group) => group.chunks)),
  ];
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
        // for library files this preset provides (build/mui-shims).
        test: (module) =>
          /[\\/]node_modules[\\/]|[\\/]shared-events[\\/](src|build)[\\/]/.test(module.nameForCondition?.() ?? ''),
        enforce: true,
        priority: 10,
        reuseExistingChunk: false,
      },
      // The MUI components the host provides but does not start with (its dialogs, forms, menus): the areas' pages
      // take them from the host (one copy), about twenty-five at a time on a form or dialog page. One chunk instead of
      // one per component: one request on such a page, none on the others (decision 0026).
      muiLater: {
        name: 'mui-later',
        chunks: (chunk) => !isStartup(chunk),
        test: (module) => /[\\/]node_modules[\\/]@mui[\\/]/.test(module.nameForCondition?.() ?? ''),
        enforce: true,
        priority: 5,
        reuseExistingChunk: false,
      },
    },
  };
}

module.exports = {
  hostStartupChunks,
  startupChunks,
  hostSplitChunks,
  groupsByShareKey,
  perCompilation,
};
