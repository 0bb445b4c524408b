// Jest configuration shared by the front-end packages: jsdom, TypeScript/TSX through SWC,
// styles and images mapped away, jest-dom matchers. Use: module.exports = require('shared-events/build/jest-config.cjs')(__dirname)
const path = require('node:path');

module.exports = function jestConfig(rootDir) {
  return {
    rootDir,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Compile the few ESM-only dependencies too.
    transformIgnorePatterns: [
      '/node_modules/(?!\\.pnpm|(@mui|@babel/runtime|react-router|react-router-dom|uuid|nanoid)/)',
    ],
    moduleNameMapper: {
      // What the page gets under 'react-router-dom' (see shared-modules.cjs).
      '^react-router-dom$': path.join(__dirname, '..', 'src', 'router', 'router-surface.ts'),
      '\\.(css|less)$': path.join(__dirname, 'jest-style-stub.cjs'),
      '\\.(svg|png|jpg|jpeg|gif|webp)$': path.join(__dirname, 'jest-file-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    testTimeout: 20000,
  };
};
