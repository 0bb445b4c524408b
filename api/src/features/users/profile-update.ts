import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq, sql } from 'drizzle-orm';
import { clients } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { assertSelf } from '../../plugins/auth';
import { hashSecret, verifySecret } from '../auth/password';
import { counter, limit, tooManyAttempts } from '../auth/rate-limits';
import { isUniqueViolation } from '../../shared/db-errors';
import {
  checkBirthday,
  checkEmail,
  checkLookups,
  checkPassword,
  checkPhone,
  emailTaken,
  findClient,
  refuseZoneAddress,
} from './checks';
import { clean, flag, IdParams, UpdateSchema, UserSchema, type ClientRow, type Update } from './model';
import { messages } from './rules';
import { readUser } from './user-answer';
import { ErrorSchema } from '../../shared/error-schema';

/** The fields the profile form requires (spec §5; mf-account `validateProfile`), a person's and a company's. */
const REQUIRED_FIELDS = {
  person: ['firstName', 'lastName', 'email', 'mobilePhone'],
  company: ['lastName', 'secondName', 'email', 'mobilePhone', 'address', 'identificationNumber'],
} as const;

/**
 * 400 with the profile form's message (spec §5) when a field the form requires is sent blank (empty, spaces, null):
 * it would be stored as null. A field not sent stays as it is.
 */
function checkRequired(body: Update, type: number): void {
  const fields = type === 2 ? REQUIRED_FIELDS.company : REQUIRED_FIELDS.person;
  if (fields.some((field) => body[field] !== undefined && !clean(body[field])))
    throw new HttpError(400, messages.missingProfileFields);
}

/** The profile columns a body changes (everything but e-mail and password, checked apart). */
function profileChanges(body: Update, current: ClientRow): Partial<typeof clients.$inferInsert> {
  const changes: Partial<typeof clients.$inferInsert> = {};
  const textFields = ['firstName', 'secondName', 'lastName', 'address', 'address1', 'city'] as const;
  for (const field of textFields) {
    const v = clean(body[field]);
    if (v !== undefined) changes[field] = v;
  }
  const phone = checkPhone(body.mobilePhone);
  if (phone !== undefined) changes.mobilePhone = phone;
  if (body.idCiv !== undefined) changes.idCiv = body.idCiv;
  if (body.idVil !== undefined) changes.idVil = body.idVil;
  if (current.type === 2 && body.identificationNumber !== undefined)
    changes.identificationNumber = clean(body.identificationNumber);
  const birthday = checkBirthday(body.birthday);
  if (birthday !== undefined) changes.birthday = birthday;
  const contacts = {
    contactSms: body.contactSMS,
    contactEmail: body.contactEmail,
    contactPostal: body.contactPostal,
    contactPhone: body.contactPhone,
  };
  for (const [key, value] of Object.entries(contacts) as Array<
    [keyof typeof contacts, number | boolean | null | undefined]
  >) {
    const f = flag(value);
    if (f !== undefined) changes[key] = f;
  }
  return changes;
}

/**
 * PUT /api/users/{id}: every change needs the current password (spec: 'Account update requires the current
 * password'). A new password raises the credential version, which revokes every earlier token; the answer
 * then carries a fresh `token` for the session that made the change. The answer's `user` is GET's (membership
 * included). Refused (400): a field the profile form requires sent blank, a phone number off the mask, an unknown
 * town or civility, a civility that does not fit the account, a new address in the bar zones' reserved domain.
 */
export function registerProfileUpdate(root: FastifyInstance): void {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  // Wrong current passwords per account: a stolen token cannot be used to guess the password.
  const wrongPasswords = counter(app, 'profile-wrong-password', {
    max: 10,
    timeWindow: '15 minutes',
    key: (request) => String(request.user.sub),
  });

  app.put(
    '/api/users/:id',
    {
      preHandler: app.authenticateAccount,
      config: { rateLimit: limit(30, '1 minute') },
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        summary:
          'Mise à jour du profil (le mot de passe actuel est exigé ; un nouveau mot de passe révoque les autres sessions et renvoie un nouveau jeton)',
        params: IdParams,
        body: UpdateSchema,
        response: {
          200: Type.Object({ result: Type.Boolean(), user: UserSchema, token: Type.Optional(Type.String()) }),
          400: ErrorSchema,
          403: ErrorSchema,
          409: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      assertSelf(request, id);
      const state = await wrongPasswords(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) throw tooManyAttempts();
      const current = await findClient(app.db, id);
      const body = request.body;
      if (!(await verifySecret(body.currentPassword ?? '', current.passwordHash))) {
        await wrongPasswords(request);
        throw new HttpError(400, messages.wrongPassword);
      }
      checkRequired(body, current.type);
      const changes = profileChanges(body, current);
      await checkLookups(app.db, current.type, { idCiv: body.idCiv, idVil: body.idVil });

      const newEmail = body.email === undefined ? undefined : checkEmail(body.email);
      const newPassword = body.password !== undefined && body.password !== '' ? body.password : undefined;
      if (newPassword !== undefined) checkPassword(newPassword);
      if (newEmail !== undefined && newEmail !== current.email) {
        refuseZoneAddress(newEmail);
        const emailChanges = newEmail.toLowerCase() !== current.email.toLowerCase();
        if (emailChanges && (await emailTaken(app.db, newEmail, id))) throw new HttpError(409, messages.duplicate);
        changes.email = newEmail;
      }
      // A new password raises the credential version: every token signed before is refused from now on.
      const revoke =
        newPassword === undefined
          ? {}
          : { passwordHash: await hashSecret(newPassword), credentialVersion: sql`${clients.credentialVersion} + 1` };

      try {
        const [row] = (await app.db
          .update(clients)
          .set({ ...changes, ...revoke, updatedAt: new Date() })
          .where(eq(clients.id, id))
          .returning()) as ClientRow[];
        const updated = row as ClientRow;
        const user = await readUser(app.db, updated);
        if (newPassword === undefined) return { result: true, user };
        const token = app.signToken({ sub: id, type: updated.type, cv: updated.credentialVersion });
        return { result: true, user, token };
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(409, messages.duplicate);
        throw err;
      }
    },
  );
}
