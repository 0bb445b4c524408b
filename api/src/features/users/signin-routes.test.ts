import { notePostgresSkipped, testDatabases } from '../../test/test-app';
import { clients } from '../../db/schema';
import { accountsSuite, auth, freshAddress, individual } from './test-helpers';

notePostgresSkipped();

const SIGNIN_FAILED = 'Email ou mot de passe invalide. Veuillez vérifier les informations saisies.';

describe.each(testDatabases())('accounts: sign-in on %s', (kind) => {
  const { ctx, post } = accountsSuite(kind);

  describe('POST /api/auth/signin', () => {
    it('answers id, token, clientId and type for the right password, any e-mail case', async () => {
      const body = individual();
      const { id } = (await post('/api/users', body)).json();
      const res = await post('/api/auth/signin', { email: ` ${body.email.toUpperCase()} `, password: body.password });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id, clientId: id, type: 0, token: expect.any(String) });
      const me = await ctx.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: auth(res.json().token) });
      expect(me.statusCode).toBe(200);
    });

    it('answers 401 with the spec message for a wrong password or an unknown e-mail', async () => {
      const body = individual();
      await post('/api/users', body);
      for (const payload of [
        { email: body.email, password: 'mauvaismotdepasse' },
        { email: 'inconnu@exemple.fr', password: body.password },
        { email: 'IDENTIFIANT-INCONNU', password: 'code' },
      ]) {
        const res = await post('/api/auth/signin', payload);
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe(SIGNIN_FAILED);
      }
    });

    it('refuses an account without password (family member) rather than accepting anything', async () => {
      const body = individual({ type: 1, password: undefined });
      await ctx.app.db.insert(clients).values({ type: 1, email: body.email, firstName: 'Léo', lastName: 'Martin' });
      const res = await post('/api/auth/signin', { email: body.email, password: 'nimportequoi' });
      expect(res.statusCode).toBe(401);
    });

    it('does not count successful sign-ins', async () => {
      const body = individual();
      await post('/api/users', body);
      const address = freshAddress();
      for (let i = 0; i < 12; i += 1) {
        expect(
          (await post('/api/auth/signin', { email: body.email, password: body.password }, address)).statusCode,
        ).toBe(200);
      }
    });

    it('rate-limits repeated failures on one account from one address (429), even with the right password', async () => {
      const body = individual();
      await post('/api/users', body);
      const email = body.email;
      const address = freshAddress();
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1)
        codes.push((await post('/api/auth/signin', { email, password: `essai-${i}` }, address)).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes[10]).toBe(429);
      const limited = await post(
        '/api/auth/signin',
        { email: ` ${email.toUpperCase()}`, password: body.password },
        address,
      );
      expect(limited.json()).toMatchObject({
        statusCode: 429,
        message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
      });
      // Another account from the same address is not locked out.
      expect((await post('/api/auth/signin', { email: 'autre@exemple.fr', password: 'x' }, address)).statusCode).toBe(
        401,
      );
    });

    it('answers 400 to a missing field', async () => {
      expect((await post('/api/auth/signin', { email: 'a@b.fr' })).statusCode).toBe(400);
    });
  });
});
