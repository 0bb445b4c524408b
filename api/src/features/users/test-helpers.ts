import crypto from 'node:crypto';
import type { App } from '../../app';
import { createTestApp, type TestContext } from '../../test/test-app';

let counter = 0;
let addressCounter = 0;

/**
 * A distinct client address for app.inject (`remoteAddress`): registration and sign-in are rate-limited
 * per address, so suites that create many accounts should spread them over addresses.
 */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/**
 * A fresh, valid individual registration (unique e-mail). No civility: a test database holds no lookups unless the
 * park is seeded, and the API refuses a civility that is not in its list.
 */
export function individual(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    type: 0,
    firstName: 'Camille',
    lastName: 'Martin',
    birthday: '1990-05-17',
    email: `camille.${counter}.${crypto.randomBytes(3).toString('hex')}@exemple.fr`,
    mobilePhone: '0612345678',
    password: 'motdepasse360',
    address: '12 rue des Lilas',
    city: 'Lyon',
    ...overrides,
  };
}

export function auth(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Registers an individual (from a fresh address) and signs them in. */
export async function registerAndSignIn(app: App, overrides: Record<string, unknown> = {}) {
  const body = individual(overrides);
  const remoteAddress = freshAddress();
  const created = await app.inject({ method: 'POST', url: '/api/users', payload: body, remoteAddress });
  if (created.statusCode !== 201) throw new Error(`registration failed: ${created.statusCode} ${created.body}`);
  const signin = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: body.email, password: body.password },
    remoteAddress,
  });
  if (signin.statusCode !== 200) throw new Error(`sign-in failed: ${signin.statusCode} ${signin.body}`);
  const { id, token } = signin.json() as { id: number; token: string };
  return { id, token, email: body.email as string, password: body.password as string, headers: auth(token) };
}

/**
 * Sends a company (CSE) account request (type 2, left pending for the team) under a fresh e-mail, and gives
 * the new account's id, the token its documents are sent with, and its e-mail.
 */
export async function registerCompany(app: App, name: string) {
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  const email = `${slug}-${Date.now()}-${crypto.randomBytes(2).toString('hex')}@entreprise.fr`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/users',
    remoteAddress: freshAddress(),
    payload: {
      type: 2,
      companyName: name,
      csePhone: '0478000000',
      managerName: 'Jeanne Durand',
      billingAddress: '1 place Bellecour, 69002 Lyon',
      registrationNumber: '55210055400013',
      email,
      password: 'motdepasseCSE',
    },
  });
  if (res.statusCode !== 201) throw new Error(`company request failed: ${res.statusCode} ${res.body}`);
  const { id, documentsToken } = res.json() as { id: number; documentsToken: string };
  return { id, token: documentsToken, email };
}

/**
 * The accounts routes' suite on one database: the app, built before the tests (`ctx` is filled then) and closed
 * after; `post` sends a body from an address of its own (the per-address limits stay out of the way).
 */
export function accountsSuite(kind: 'pglite' | 'postgres') {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp(kind));
  });
  afterAll(() => ctx.close());
  const post = (url: string, payload: unknown, remoteAddress = freshAddress()) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
  return { ctx, post };
}
