/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/bench'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }] },
  // A few dependencies ship ESM only (cookie, through light-my-request): compile them to CommonJS too.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm|cookie/)'],
  // CI runs this suite beside the end-to-end tests on 2 cores: a suite's setup (a PGlite database, migrated and
  // seeded) once took over 30 s there (load average 6-7), and its late database kept Jest from exiting. Setups get
  // 90 s, and a run always ends once its results are written.
  testTimeout: 90000,
  // Passwords are hashed at a lower scrypt cost in these runs (decision 0057); password.test.ts checks the real one.
  setupFiles: ['<rootDir>/src/test/hash-cost.ts'],
  forceExit: true,
};
