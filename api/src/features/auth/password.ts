import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/**
 * scrypt parameters (N = 2^15, r = 8, p = 1, 32-byte key, 16-byte salt): about 32 MiB and a few
 * tens of milliseconds per hash. They are written into every hash, so raising them later only
 * affects new hashes; old ones keep verifying (and are rehashed at the next sign-in).
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;

/** The cost (N) new hashes are made with: SCRYPT_PARAMS.N, except in the API's own test runs (below). */
let currentN: number = SCRYPT_PARAMS.N;

/**
 * The API's Jest runs only (`src/test/hash-cost.ts`, a Jest setup file): new hashes use N = `n` instead of 2^15, the
 * way Devise sets `stretches = 1` and Django a fast hasher in tests. The suite makes thousands of hashes (every
 * sign-up, sign-in and wrong password), each a real scrypt hash read back by the same code; only the work factor
 * differs, and `password.test.ts` checks the production one. Decision 0057.
 */
export function setHashCostForTests(n: number): void {
  if (process.env.JEST_WORKER_ID === undefined) throw new Error('setHashCostForTests: Jest runs only');
  if (!Number.isInteger(Math.log2(n)) || n < 2 ** 4 || n > SCRYPT_PARAMS.N) throw new Error(`invalid scrypt N: ${n}`);
  currentN = n;
}

/** Back to the production cost (the tests of this module). */
export function resetHashCost(): void {
  currentN = SCRYPT_PARAMS.N;
}

const maxmem = (N: number, r: number) => 128 * N * r * 2;

/** Hashes a secret as `scrypt$N$r$p$salt$hash` (salt and hash in base64url). */
export async function hashSecret(secret: string): Promise<string> {
  const { r, p, keyLength, saltLength } = SCRYPT_PARAMS;
  const N = currentN;
  const salt = crypto.randomBytes(saltLength);
  const key = await scrypt(secret.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface Parsed {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length < 8 || key.length < 16) return null;
  return { N, r, p, salt, key };
}

/** A valid hash of a random secret at the current cost: verifying against it costs the same time as a real check. */
let decoy: { n: number; hash: Promise<string> } | undefined;

/**
 * Checks a secret against a stored hash in constant time. With no stored hash it still spends
 * the time of one check (so that unknown accounts cannot be told apart by timing) and answers false.
 */
export async function verifySecret(secret: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) {
    if (decoy?.n !== currentN) decoy = { n: currentN, hash: hashSecret(crypto.randomBytes(16).toString('hex')) };
    const fallback = parse(await decoy.hash) as Parsed;
    await scrypt(secret.normalize('NFKC'), fallback.salt, fallback.key.length, {
      N: fallback.N,
      r: fallback.r,
      p: fallback.p,
      maxmem: maxmem(fallback.N, fallback.r),
    });
    return false;
  }
  const key = await scrypt(secret.normalize('NFKC'), parsed.salt, parsed.key.length, {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
    maxmem: maxmem(parsed.N, parsed.r),
  });
  return crypto.timingSafeEqual(key, parsed.key);
}

/** True when a stored hash was made with weaker parameters than the current ones. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  return parsed.N < currentN || parsed.r < SCRYPT_PARAMS.r || parsed.p < SCRYPT_PARAMS.p;
}
