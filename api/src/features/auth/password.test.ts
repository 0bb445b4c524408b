import { hashSecret, needsRehash, verifySecret } from './password';

describe('scrypt secrets', () => {
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
