// The webpack rule that compiles the areas' TypeScript/TSX with SWC (the browser builds and the first-screen
// renderers alike).
/**
 * @param {{ dir: string, production: boolean, target: string }} options
 *   dir: the app folder (swc-loader is resolved from it first); target: the ECMAScript version to emit
 */
function typescriptRule({ dir, production, target }) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    // An import of a name a module does not export fails the build instead of giving undefined.
    parser: { javascript: { exportsPresence: 'error' } },
    use: {
      loader: require.resolve('swc-loader', { paths: [dir, __dirname] }),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target,
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        },
      },
    },
  };
}

module.exports = { typescriptRule };
