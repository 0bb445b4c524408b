import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HttpError } from '../../plugins/errors';
import { messages } from '../users/rules';
import { checkCredentials } from './sign-in';
import { addressAndAccount, counter, limit, tooManyAttempts } from './rate-limits';
import { ErrorSchema } from '../../shared/error-schema';

const authRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  // Failed sign-ins per address and account: 10 per 5 minutes. Successful ones are not counted, so a
  // user (or a test suite) signing in often is never locked out; every request is also capped per address.
  const failures = counter(app, 'signin-failures', {
    max: 10,
    timeWindow: '5 minutes',
    key: addressAndAccount('email'),
  });

  app.post(
    '/api/auth/signin',
    {
      config: { rateLimit: limit(60, '1 minute') },
      schema: {
        tags: ['auth'],
        summary: 'Connexion (e-mail et mot de passe, ou identifiant et code d’accès entreprise)',
        // Blank or missing fields are the handler's to refuse, with the spec's sign-in message (not a schema error).
        body: Type.Object({
          email: Type.Optional(
            Type.Union([
              Type.String({ maxLength: 254, description: 'E-mail, or the company identifier' }),
              Type.Null(),
            ]),
          ),
          password: Type.Optional(
            Type.Union([
              Type.String({ maxLength: 200, description: 'Password, or the company access code' }),
              Type.Null(),
            ]),
          ),
        }),
        response: {
          200: Type.Object({
            id: Type.Integer(),
            token: Type.String(),
            clientId: Type.Integer(),
            type: Type.Integer(),
          }),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) => {
      const email = request.body.email?.trim() ?? '';
      const password = request.body.password ?? '';
      // Spec §8: 'Email ou mot de passe invalide…' on any sign-in failure, a blank e-mail or password included.
      if (email === '' || password === '') throw new HttpError(400, messages.signInFailed);
      const state = await failures(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) throw tooManyAttempts();
      const result = await checkCredentials(app.db, email, password);
      if (!result.ok) {
        await failures(request);
        if (result.reason === 'company-pending') throw new HttpError(403, messages.companyPending);
        throw new HttpError(401, messages.signInFailed);
      }
      const token = app.signToken({ sub: result.id, type: result.type, cv: result.cv });
      return { id: result.id, token, clientId: result.id, type: result.type };
    },
  );
};

export default authRoutes;
