import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HttpError } from '../../plugins/errors';
import { sendMail } from '../../mail';
import { bodyField, counter, limit, tooManyAttempts } from '../auth/rate-limits';
import { messages, PASSWORD_MIN_LENGTH } from '../users/rules';
import { consumeResetToken, createResetToken } from './tokens';
import { resetLink, resetMail } from './reset-mail';
import { ErrorSchema } from '../../shared/error-schema';

export const resetMessages = {
  invalid: "La session a expiré ou n'est pas valide.",
  done: 'Votre mot de passe a été bien modifié.',
} as const;

const passwordResetRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  // Requests for one e-mail, whatever address asks: a mailbox cannot be flooded with reset links.
  const perEmail = counter(app, 'reset-email', { max: 5, timeWindow: '1 hour', key: (r) => bodyField(r, 'email') });

  app.post(
    '/api/users/requestPasswordReset',
    {
      config: { rateLimit: limit(10, '15 minutes') },
      schema: {
        tags: ['password'],
        summary: 'Demande de réinitialisation : répond 200 que l’e-mail existe ou non',
        body: Type.Object({ email: Type.String({ maxLength: 254 }) }),
        response: { 200: Type.Object({ result: Type.Boolean() }), 429: ErrorSchema },
      },
    },
    async (request) => {
      const state = await perEmail(request);
      if (!state.isAllowed && state.isExceeded) throw tooManyAttempts();
      try {
        const reset = await createResetToken(app.db, request.body.email);
        if (reset) {
          const link = resetLink(app.config.accountUrl, reset.token, reset.clientId);
          await sendMail(app, resetMail(reset.email, reset.firstName, link, app.config.parkName));
        }
      } catch (err) {
        // The answer never tells whether the account exists, nor whether the mail went out.
        request.log.error({ err }, 'password reset request failed');
      }
      return { result: true };
    },
  );

  app.post(
    '/api/setNewPassword',
    {
      config: { rateLimit: limit(20, '15 minutes') },
      schema: {
        tags: ['password'],
        summary: 'Nouveau mot de passe avec le jeton reçu par e-mail (à usage unique, valable 1 h)',
        body: Type.Object({
          idClient: Type.Integer({ minimum: 1, maximum: 2147483647 }),
          password: Type.String({ maxLength: 200 }),
          token: Type.String({ maxLength: 200 }),
        }),
        response: {
          200: Type.Object({ result: Type.Boolean(), message: Type.String() }),
          400: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { idClient, password, token } = request.body;
      if (password.length < PASSWORD_MIN_LENGTH) throw new HttpError(400, messages.shortPassword);
      if (!(await consumeResetToken(app.db, idClient, token, password)))
        throw new HttpError(400, resetMessages.invalid);
      return { result: true, message: resetMessages.done };
    },
  );
};

export default passwordResetRoutes;
