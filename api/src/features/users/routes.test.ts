import { eq } from 'drizzle-orm';
import { notePostgresSkipped, testDatabases } from '../../test/test-app';
import { clients } from '../../db/schema';
import { accountsSuite, auth, freshAddress, individual, registerAndSignIn } from './test-helpers';

notePostgresSkipped();

const DUPLICATE = 'Client existe déjà avec les mêmes données. Veuillez vérifier les informations saisies.';

describe.each(testDatabases())('accounts: registration, sign-in and profile on %s', (kind) => {
  const { ctx, post } = accountsSuite(kind);

  describe('POST /api/users', () => {
    it('creates an individual with contact flags set and no identification number', async () => {
      const body = individual({ identificationNumber: '123' });
      const res = await post('/api/users', body);
      expect(res.statusCode).toBe(201);
      const { id } = res.json();
      expect(id).toEqual(expect.any(Number));
      const [row] = await ctx.app.db.select().from(clients).where(eq(clients.id, id));
      expect(row).toMatchObject({
        type: 0,
        email: body.email,
        contactSms: 1,
        contactEmail: 1,
        contactPostal: 1,
        contactPhone: 1,
        identificationNumber: null,
        companyStatus: null,
        birthday: '1990-05-17',
      });
      expect(row?.passwordHash).toMatch(/^scrypt\$/);
      expect(row?.passwordHash).not.toContain(body.password);
    });

    it('refuses a duplicate e-mail whatever its case with 409 and the spec message', async () => {
      const body = individual();
      expect((await post('/api/users', body)).statusCode).toBe(201);
      const again = await post('/api/users', { ...body, email: body.email.toUpperCase() });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(DUPLICATE);
    });

    it('keeps exactly one account when the same registration races', async () => {
      const body = individual();
      const answers = await Promise.all([post('/api/users', body), post('/api/users', body), post('/api/users', body)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
      const rows = await ctx.app.db.select().from(clients).where(eq(clients.email, body.email));
      expect(rows).toHaveLength(1);
    });

    it.each([
      [{ email: 'pas-un-email' }, 'Adresse email est invalide'],
      [{ password: 'court' }, 'Le mot de passe doit comporter au moins 8 caractères'],
      [{ birthday: '2999-01-01' }, 'La date de naissance est invalide.'],
      [{ birthday: '1990-02-30' }, 'La date de naissance est invalide.'],
      [{ firstName: '  ' }, 'Vous devez remplir tous les champs nécessaires pour envoyer votre demande.'],
      [{ password: undefined }, 'Vous devez remplir tous les champs nécessaires pour envoyer votre demande.'],
    ])('refuses %j with 400 %s', async (override, message) => {
      const res = await post('/api/users', individual(override));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('answers 400, not 500, to a malformed body', async () => {
      const res = await post('/api/users', { ...individual(), type: 7 });
      expect(res.statusCode).toBe(400);
      const bad = await ctx.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(bad.statusCode).toBe(400);
    });

    it('creates a pending company from the company form, which cannot sign in yet', async () => {
      const email = `cse.${Date.now()}@entreprise.fr`;
      const res = await post('/api/users', {
        type: 2,
        companyName: 'Acme Industries',
        csePhone: '0478000000',
        managerName: 'Jeanne Durand',
        billingAddress: '1 place Bellecour, 69002 Lyon',
        registrationNumber: '55210055400013',
        email,
        password: 'codeentreprise',
      });
      expect(res.statusCode).toBe(201);
      const [row] = await ctx.app.db.select().from(clients).where(eq(clients.id, res.json().id));
      expect(row).toMatchObject({
        type: 2,
        lastName: 'Acme Industries',
        secondName: 'Jeanne Durand',
        mobilePhone: '0478000000',
        address: '1 place Bellecour, 69002 Lyon',
        identificationNumber: '55210055400013',
        companyStatus: 'pending',
        companyLogin: null,
        // Spec §9: a company's birthday defaults to 2020-01-01 (its form asks none).
        birthday: '2020-01-01',
      });
      const signin = await post('/api/auth/signin', { email, password: 'codeentreprise' });
      expect(signin.statusCode).toBe(403);
      expect(signin.json().message).toMatch(/en cours de validation/);
    });

    it('requires every company field', async () => {
      const res = await post('/api/users', {
        type: 2,
        companyName: 'Acme',
        email: 'x@acme.fr',
        password: 'codeentreprise',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Vous devez remplir tous les champs nécessaires pour envoyer votre demande.');
    });

    it('limits registrations per address (20 per 10 minutes)', async () => {
      const address = freshAddress();
      const codes: number[] = [];
      for (let i = 0; i < 21; i += 1)
        codes.push((await post('/api/users', individual({ email: 'pas-valide' }), address)).statusCode);
      expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
      expect(codes[20]).toBe(429);
    });

    it('refuses a family-member account (type 1): nobody can take an e-mail address with a password-less account', async () => {
      for (const body of [individual({ type: 1, password: undefined }), individual({ type: 1 })]) {
        const res = await post('/api/users', body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(
          'Les membres de votre famille s’ajoutent depuis votre compte, dans « Ma famille ».',
        );
        expect(await ctx.app.db.select().from(clients).where(eq(clients.email, body.email))).toEqual([]);
        // The address's owner can still register.
        expect((await post('/api/users', { ...body, type: 0, password: 'motdepasse360' })).statusCode).toBe(201);
      }
    });
  });

  describe('GET and PUT /api/users/{id}', () => {
    it('answers the user without password but with hasPassword', async () => {
      const me = await registerAndSignIn(ctx.app, { address1: 'Bâtiment B' });
      const res = await ctx.app.inject({ method: 'GET', url: `/api/users/${me.id}`, headers: me.headers });
      expect(res.statusCode).toBe(200);
      const user = res.json();
      expect(user).toMatchObject({
        id: me.id,
        email: me.email,
        firstName: 'Camille',
        lastName: 'Martin',
        address1: 'Bâtiment B',
        birthday: '1990-05-17',
        type: 0,
        hasPassword: true,
        contactSMS: 1,
        identificationNumber: null,
        photo: null,
      });
      expect(JSON.stringify(user)).not.toMatch(/scrypt|"password(Hash)?"/i);
    });

    it('needs a token (401) and refuses another user’s id (403)', async () => {
      const a = await registerAndSignIn(ctx.app);
      const b = await registerAndSignIn(ctx.app);
      expect((await ctx.app.inject({ method: 'GET', url: `/api/users/${a.id}` })).statusCode).toBe(401);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/users/${a.id}`, headers: auth('forged.token.value') }))
          .statusCode,
      ).toBe(401);
      expect((await ctx.app.inject({ method: 'GET', url: `/api/users/${a.id}`, headers: b.headers })).statusCode).toBe(
        403,
      );
      expect(
        (
          await ctx.app.inject({
            method: 'PUT',
            url: `/api/users/${a.id}`,
            headers: b.headers,
            payload: { firstName: 'Pirate' },
          })
        ).statusCode,
      ).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/users/abc', headers: a.headers })).statusCode).toBe(400);
    });

    it('updates profile fields and answers { result, user }', async () => {
      const me = await registerAndSignIn(ctx.app);
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/users/${me.id}`,
        headers: me.headers,
        payload: {
          firstName: 'Camila',
          city: 'Villeurbanne',
          address1: '',
          contactSMS: 0,
          birthday: '17/05/1991',
          currentPassword: me.password,
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        result: true,
        user: { firstName: 'Camila', city: 'Villeurbanne', address1: null, contactSMS: 0, birthday: '1991-05-17' },
      });
    });

    it('requires the current password to change e-mail or password', async () => {
      const me = await registerAndSignIn(ctx.app);
      const url = `/api/users/${me.id}`;
      const newEmail = `nouveau.${me.id}@exemple.fr`;
      const wrong = await ctx.app.inject({
        method: 'PUT',
        url,
        headers: me.headers,
        payload: { email: newEmail, currentPassword: 'pasbon123' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Le mot de passe ne correspond pas.');
      const missing = await ctx.app.inject({
        method: 'PUT',
        url,
        headers: me.headers,
        payload: { password: 'nouveaumotdepasse' },
      });
      expect(missing.json().message).toBe('Le mot de passe ne correspond pas.');

      const ok = await ctx.app.inject({
        method: 'PUT',
        url,
        headers: me.headers,
        payload: { email: newEmail, password: 'nouveaumotdepasse', currentPassword: me.password },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user.email).toBe(newEmail);
      expect((await post('/api/auth/signin', { email: me.email, password: me.password })).statusCode).toBe(401);
      expect((await post('/api/auth/signin', { email: newEmail, password: 'nouveaumotdepasse' })).statusCode).toBe(200);
    });

    it('refuses an e-mail that belongs to someone else (409) and a short password (400)', async () => {
      const a = await registerAndSignIn(ctx.app);
      const b = await registerAndSignIn(ctx.app);
      const taken = await ctx.app.inject({
        method: 'PUT',
        url: `/api/users/${a.id}`,
        headers: a.headers,
        payload: { email: b.email, currentPassword: a.password },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(DUPLICATE);
      const short = await ctx.app.inject({
        method: 'PUT',
        url: `/api/users/${a.id}`,
        headers: a.headers,
        payload: { password: 'court', currentPassword: a.password },
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe('Le mot de passe doit comporter au moins 8 caractères');
    });

    it('lets a changed e-mail case through (same account)', async () => {
      const me = await registerAndSignIn(ctx.app);
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/users/${me.id}`,
        headers: me.headers,
        payload: { email: me.email.toUpperCase(), currentPassword: me.password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.email).toBe(me.email.toUpperCase());
    });

    it('answers 401 for a token whose account was deleted (its session ends)', async () => {
      const me = await registerAndSignIn(ctx.app);
      await ctx.app.db.delete(clients).where(eq(clients.id, me.id));
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/users/${me.id}`, headers: me.headers })).statusCode,
      ).toBe(401);
    });
  });
});
