import type { App } from '../../app';
import { civilities, parameters } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { KINSHIP_LIST_ID } from './model';

/** The lists the family forms choose from, on a test database (which has no seed): their ids. */
export interface FamilyLookups {
  /** Relations of the kinship list (13): Père, Mère, Fils, Fille. */
  kin: { father: number; mother: number; son: number; daughter: number };
  /** A value of another parameter list: not a relation. */
  otherList: number;
  civ: { mister: number; madam: number; company: number };
}

/** Writes a few civilities (a person's and the company one) and relations, as the seed does. */
export async function addFamilyLookups(app: App): Promise<FamilyLookups> {
  const kin = await app.db
    .insert(parameters)
    .values(['Père', 'Mère', 'Fils', 'Fille'].map((name) => ({ listId: KINSHIP_LIST_ID, name })))
    .returning({ id: parameters.id });
  const [other] = await app.db
    .insert(parameters)
    .values({ listId: KINSHIP_LIST_ID + 1, name: 'Pas un lien de parenté' })
    .returning({ id: parameters.id });
  const civ = await app.db
    .insert(civilities)
    .values([
      { label: 'M.', name: 'Monsieur' },
      { label: 'Mme', name: 'Madame' },
      { label: 'ETS', name: 'Entreprise' },
    ])
    .returning({ id: civilities.id });
  const id = (rows: Array<{ id: number }>, i: number) => (rows[i] as { id: number }).id;
  return {
    kin: { father: id(kin, 0), mother: id(kin, 1), son: id(kin, 2), daughter: id(kin, 3) },
    otherList: (other as { id: number }).id,
    civ: { mister: id(civ, 0), madam: id(civ, 1), company: id(civ, 2) },
  };
}

/** A member as the family registration form sends it (relation, names, birthday, e-mail, phone). */
export function registeredMember(lookups: FamilyLookups, overrides: Record<string, unknown> = {}) {
  return {
    idParam: lookups.kin.daughter,
    firstName: 'Léa',
    lastName: 'Martin',
    birthday: '2015-02-01',
    email: 'lea@exemple.fr',
    phone: '0611111111',
    ...overrides,
  };
}

/** A member as the account's member form sends it (relation, civility, names, age, e-mail, phone). */
export function accountFormMember(lookups: FamilyLookups, overrides: Record<string, unknown> = {}) {
  return {
    idParam: lookups.kin.son,
    idCiv: lookups.civ.mister,
    firstName: 'Léo',
    lastName: 'Martin',
    age: 8,
    email: 'leo@exemple.fr',
    phone: '0600000000',
    ...overrides,
  };
}

/**
 * A families suite's set-up: a test app and the family lists, made before the suite's tests (`ctx` and `lookups`
 * are filled then, to be read inside the tests) and closed after; `call` as a signed-in client (or nobody) calls
 * the app, `uniqueLabel` gives a family name no other test took ('<prefix> <time>-<n>').
 */
export function familiesSuite(kind: 'pglite' | 'postgres', labelPrefix: string) {
  const ctx = {} as TestContext;
  const lookups = {} as FamilyLookups;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp(kind));
    Object.assign(lookups, await addFamilyLookups(ctx.app));
  });
  afterAll(() => ctx.close());
  const call = (
    me: { headers: Record<string, string> } | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, payload, headers: me ? me.headers : {} });
  let labels = 0;
  const uniqueLabel = () => `${labelPrefix} ${Date.now()}-${(labels += 1)}`;
  return { ctx, lookups, call, uniqueLabel };
}
