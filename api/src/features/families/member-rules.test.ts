import { notePostgresSkipped, testDatabases } from '../../test/test-app';
import { approveCompany } from '../users/company-approval';
import { auth, freshAddress, registerAndSignIn, registerCompany } from '../users/test-helpers';
import { accountFormMember, familiesSuite, registeredMember } from './test-helpers';

notePostgresSkipped();

const MISSING = 'Vous devez remplir tous les champs nécessaires pour envoyer votre demande.';
const BAD_EMAIL = 'Adresse email est invalide';
const BAD_PHONE = 'Le numéro de téléphone doit comporter 10 chiffres.';
const BAD_RELATION = 'Le lien de parenté choisi est inconnu.';
const BAD_CIVILITY = 'La civilité choisie est inconnue.';
const BAD_AGE = "L'âge doit être au moins 1.";
const BAD_BIRTHDAY = 'La date de naissance est invalide.';

/** Spec §5: what a family member must hold, checked by the API whatever the form did. */
describe.each(testDatabases())('family member rules on %s', (kind) => {
  const { ctx, lookups, call, uniqueLabel: label } = familiesSuite(kind, 'Famille Règles');

  type Me = { id: number; email: string; headers: Record<string, string> };
  const membersOf = async (me: Me) => (await call(me, 'GET', '/api/clientFamily/browse')).json()[0].members;
  /** The client as their family's first member, from their account (what the account page sends). */
  const holder = (me: Me, overrides: Record<string, unknown> = {}) => ({
    idClient: me.id,
    responsible: true,
    firstName: 'Camille',
    lastName: 'Martin',
    email: me.email,
    phone: '0612345678',
    birthday: '1990-05-17',
    ...overrides,
  });
  async function familyOf(me: Me): Promise<number> {
    const res = await call(me, 'POST', '/api/clientFamily', { label: label(), member: holder(me) });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  }
  const expectRefused = (res: { statusCode: number; json(): { message: string } }, message: string) => {
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
  };

  it('refuses a family whose first member is only names, typed in a form or naming the client', async () => {
    const me = await registerAndSignIn(ctx.app);
    const names = { firstName: 'Ana', lastName: 'Lopez', responsible: true };
    expectRefused(await call(me, 'POST', '/api/clientFamily', { label: label(), member: names }), MISSING);
    const mine = { ...names, idClient: me.id };
    expectRefused(await call(me, 'POST', '/api/clientFamily', { label: label(), member: mine }), MISSING);
    for (const field of ['firstName', 'lastName', 'email', 'phone']) {
      const member = holder(me, { [field]: null });
      expectRefused(await call(me, 'POST', '/api/clientFamily', { label: label(), member }), MISSING);
    }
    // A first member who is not the client needs what the family registration form requires.
    for (const field of ['idParam', 'firstName', 'lastName', 'birthday', 'email', 'phone']) {
      const member = registeredMember(lookups, { [field]: undefined });
      expectRefused(await call(me, 'POST', '/api/clientFamily', { label: label(), member }), MISSING);
    }
    expectRefused(
      await call(me, 'POST', '/api/clientFamily', { label: label(), member: holder(me, { phone: ' ' }) }),
      MISSING,
    );
    expect((await call(me, 'GET', '/api/clientFamily/browse')).json()).toEqual([]);
    const created = await call(me, 'POST', '/api/clientFamily', { label: label(), member: registeredMember(lookups) });
    expect(created.statusCode).toBe(201);
  });

  it('adds a member complete by either form, and refuses one missing what both require', async () => {
    const me = await registerAndSignIn(ctx.app);
    const idClientFamily = await familyOf(me);
    const add = (member: object) => call(me, 'POST', '/api/clientFamilyDetail', { ...member, idClientFamily });
    expectRefused(await add({ firstName: 'Tom', lastName: 'Lopez', idClient: me.id }), MISSING);
    for (const field of ['idParam', 'firstName', 'lastName', 'birthday', 'email', 'phone']) {
      expectRefused(await add(registeredMember(lookups, { [field]: undefined })), MISSING);
      expectRefused(await add(registeredMember(lookups, { [field]: null })), MISSING);
    }
    for (const field of ['idParam', 'idCiv', 'firstName', 'lastName', 'age', 'email', 'phone']) {
      expectRefused(await add(accountFormMember(lookups, { [field]: undefined })), MISSING);
    }
    expectRefused(await add(registeredMember(lookups, { firstName: '   ' })), MISSING);
    expect((await add(registeredMember(lookups))).statusCode).toBe(201);
    expect((await add(accountFormMember(lookups))).statusCode).toBe(201);
    expect(await membersOf(me)).toHaveLength(3);
  });

  it('checks e-mail, phone, relation, civility, age and birthday with their messages', async () => {
    const me = await registerAndSignIn(ctx.app);
    const idClientFamily = await familyOf(me);
    const add = (overrides: Record<string, unknown>) =>
      call(me, 'POST', '/api/clientFamilyDetail', { ...accountFormMember(lookups, overrides), idClientFamily });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'pas-un-mail' }, BAD_EMAIL],
      [{ email: 'lea@exemple.f' }, BAD_EMAIL],
      [{ phone: 'zz' }, BAD_PHONE],
      [{ phone: '061234567' }, BAD_PHONE],
      [{ phone: '06123456789' }, BAD_PHONE],
      [{ phone: '+3361234567' }, BAD_PHONE],
      [{ phone: '6123456789' }, BAD_PHONE],
      [{ idParam: 999999 }, BAD_RELATION],
      [{ idParam: lookups.otherList }, BAD_RELATION],
      [{ idCiv: 999999 }, BAD_CIVILITY],
      [{ idCiv: lookups.civ.company }, BAD_CIVILITY],
      [{ age: 0 }, BAD_AGE],
      [{ age: -3 }, BAD_AGE],
      [{ age: 151 }, "L'âge ne peut pas dépasser 150 ans."],
      [{ birthday: '2999-01-01' }, BAD_BIRTHDAY],
      [{ birthday: '2023-02-30' }, BAD_BIRTHDAY],
      [{ birthday: 'hier' }, BAD_BIRTHDAY],
    ];
    for (const [overrides, message] of cases) expectRefused(await add(overrides), message);
    // An age that is not a whole number is refused by the request's schema.
    expect((await add({ age: 2.5 })).statusCode).toBe(400);

    // The phone as the mask shows it, with dots or dashes, or in the +33 form: kept as its 10 digits.
    for (const phone of ['06 12 34 56 78', '06.12.34.56.78', '06-12-34-56-78', '+33 6 12 34 56 78']) {
      const res = await add({ phone, idCiv: lookups.civ.madam, idParam: lookups.kin.mother });
      expect(res.statusCode).toBe(201);
    }
    const members = (await membersOf(me)) as Array<{ phone: string; responsible: boolean }>;
    expect(members.filter((m) => !m.responsible).map((m) => m.phone)).toEqual(Array(4).fill('0612345678'));
  });

  it('changes a member with the same checks, never clearing names, e-mail or phone', async () => {
    const me = await registerAndSignIn(ctx.app);
    const idClientFamily = await familyOf(me);
    const added = await call(me, 'POST', '/api/clientFamilyDetail', { ...accountFormMember(lookups), idClientFamily });
    const url = `/api/clientFamilyDetail/${added.json().id}`;
    for (const field of ['firstName', 'lastName', 'email', 'phone']) {
      expectRefused(await call(me, 'PUT', url, { [field]: null }), MISSING);
      expectRefused(await call(me, 'PUT', url, { [field]: '' }), MISSING);
    }
    expectRefused(await call(me, 'PUT', url, { phone: '12' }), BAD_PHONE);
    expectRefused(await call(me, 'PUT', url, { email: 'x@' }), BAD_EMAIL);
    expectRefused(await call(me, 'PUT', url, { idParam: lookups.otherList }), BAD_RELATION);
    expectRefused(await call(me, 'PUT', url, { idCiv: lookups.civ.company }), BAD_CIVILITY);
    expectRefused(await call(me, 'PUT', url, { age: 0 }), BAD_AGE);
    expectRefused(await call(me, 'PUT', url, { birthday: '2999-01-01' }), BAD_BIRTHDAY);
    const changed = await call(me, 'PUT', url, { phone: '+33 7 00 00 00 00', idParam: lookups.kin.daughter });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().member).toMatchObject({ phone: '0700000000', idParam: lookups.kin.daughter, age: 8 });
    // The relation is asked when adding only: an edit may leave it out.
    expect((await call(me, 'PUT', url, { idParam: null })).json().member.idParam).toBeNull();
  });

  it('lets a company account create its family and add members (its manager is the responsible member)', async () => {
    const company = await registerCompany(ctx.app, 'Famille SA');
    await approveCompany(ctx.app.db, company.id);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: company.email, password: 'motdepasseCSE' },
      remoteAddress: freshAddress(),
    });
    expect(signIn.statusCode).toBe(200);
    const me: Me = { id: company.id, email: company.email, headers: auth(signIn.json().token as string) };
    // What the account page sends for a company: no birthday, no relation (rules.ts, 'holder').
    const member = holder(me, { firstName: 'Jeanne', lastName: 'Durand', phone: '0478000000', birthday: null });
    const created = await call(me, 'POST', '/api/clientFamily', { label: label(), member });
    expect(created.statusCode).toBe(201);
    const idClientFamily = created.json().id as number;
    const added = await call(me, 'POST', '/api/clientFamilyDetail', { ...registeredMember(lookups), idClientFamily });
    expect(added.statusCode).toBe(201);
    expect((await membersOf(me)).map((m: { firstName: string }) => m.firstName)).toEqual(['Jeanne', 'Léa']);
  });
});
