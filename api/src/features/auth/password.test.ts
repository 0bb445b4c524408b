import { TEST_HASH_N } from '../../test/hash-cost';
import { SCRYPT_PARAMS, hashSecret, needsRehash, resetHashCost, setHashCostForTests, verifySecret } from './password';

describe('scrypt secrets, at the production cost', () => {
  beforeAll(resetHashCost);
  afterAll(() => setHashCostForTests(TEST_HASH_N));

  it('verifies the right secret and refuses a wrong one', async () => {
    const hash = await hashSecret('motdepasse360');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    await expect(verifySecret('motdepasse360', hash)).resolves.toBe(true);
    await expect(verifySecret('motdepasse361', hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashSecret('same')).not.toBe(await hashSecret('same'));
  });

  it('answers false, without throwing, for a missing or corrupt hash', async () => {
    await expect(verifySecret('x', null)).resolves.toBe(false);
    await expect(verifySecret('x', 'plain-text')).resolves.toBe(false);
    await expect(verifySecret('x', 'scrypt$99999999$8$1$abc$def')).resolves.toBe(false);
  });

  it('flags weaker hashes for rehashing', async () => {
    expect(needsRehash(await hashSecret('a'))).toBe(false);
    expect(needsRehash('scrypt$16384$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5')).toBe(true);
  });
});

describe('the cost of the API test runs', () => {
  it('is lower than the production cost in every test file (the Jest setup file), and a real scrypt hash', async () => {
    expect(TEST_HASH_N).toBeLessThan(SCRYPT_PARAMS.N);
    const hash = await hashSecret('motdepasse360');
    expect(hash).toMatch(new RegExp(`^scrypt\\$${TEST_HASH_N}\\$8\\$1\\$[\\w-]+\\$[\\w-]+$`));
    await expect(verifySecret('motdepasse360', hash)).resolves.toBe(true);
    await expect(verifySecret('motdepasse361', hash)).resolves.toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('leaves a test-cost hash verifiable and flagged for rehashing at the production cost', async () => {
    const hash = await hashSecret('motdepasse360');
    resetHashCost();
    try {
      await expect(verifySecret('motdepasse360', hash)).resolves.toBe(true);
      expect(needsRehash(hash)).toBe(true);
    } finally {
      setHashCostForTests(TEST_HASH_N);
    }
  });

  it('takes powers of two between 16 and the production cost only', () => {
    for (const n of [0, 15, 1000, 2 ** 16, Number.NaN])
      expect(() => setHashCostForTests(n)).toThrow('invalid scrypt N');
    expect(() => setHashCostForTests(2 ** 4)).not.toThrow();
    setHashCostForTests(TEST_HASH_N);
  });

  it('cannot be lowered outside a Jest run (a server process)', () => {
    const worker = process.env.JEST_WORKER_ID;
    delete process.env.JEST_WORKER_ID;
    try {
      expect(() => setHashCostForTests(TEST_HASH_N)).toThrow('Jest runs only');
    } finally {
      process.env.JEST_WORKER_ID = worker;
    }
  });
});
