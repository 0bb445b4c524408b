import { setHashCostForTests } from '../features/auth/password';

/** The scrypt cost (N) of the API's Jest runs: about 1 MiB and 3 ms a hash instead of 32 MiB and 50–250 ms. */
export const TEST_HASH_N = 2 ** 10;

// A Jest setup file (jest.config.js `setupFiles`): runs in every test file's module registry before its tests.
setHashCostForTests(TEST_HASH_N);
