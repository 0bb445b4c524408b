/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }] },
  // A few dependencies ship ESM only (cookie, through light-my-request): compile them to CommonJS too.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm|cookie/)'],
  testTimeout: 30000,
};
