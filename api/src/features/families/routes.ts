import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq, ne, sql } from 'drizzle-orm';
import { families, familyMembers } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { assertSelf } from '../../plugins/auth';
import { isUniqueViolation } from '../../shared/db-errors';
import { messages } from '../users/rules';
import { FamilySchema, familyMessages, MemberInputSchema, memberFields, MemberSchema, toMember } from './model';
import {
  assertFamilyAccess,
  assertFamilyCreator,
  assertKnownLookups,
  familiesOf,
  labelAvailable,
  memberForChange,
} from './repository';
import { familyLabel, memberValues } from './rules';
import { ErrorSchema } from '../../shared/error-schema';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const bearer = [{ bearer: [] }];
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

const familyRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/clientFamily/nameAvailability',
    {
      preHandler: app.authenticateAccount,
      schema: {
        tags: ['families'],
        security: bearer,
        body: Type.Object({ name: Type.String({ maxLength: 200 }) }),
        response: { 200: Type.Object({ available: Type.Boolean() }), ...errors },
      },
    },
    async (request) => ({ available: await labelAvailable(app.db, familyLabel(request.body.name)) }),
  );

  app.post(
    '/api/clientFamily',
    {
      preHandler: app.authenticateAccount,
      schema: {
        tags: ['families'],
        security: bearer,
        summary: 'Crée la famille du client connecté avec son premier membre',
        body: Type.Object({ label: Type.String({ maxLength: 200 }), member: MemberInputSchema }),
        response: { 201: Type.Object({ id: Type.Integer() }), ...errors },
      },
    },
    async (request, reply) => {
      const me = request.user.sub;
      const { member } = request.body;
      // A member naming the client (idClient, theirs only) is the client themself, described from their account;
      // any other first member was typed in a family form and needs what the forms require (rules.ts).
      const holder = member.idClient !== undefined && member.idClient !== null;
      if (holder) assertSelf(request, member.idClient as number);
      const label = familyLabel(request.body.label);
      const values = memberValues(member, holder ? 'holder' : 'entered');
      await assertKnownLookups(app.db, values);
      if ((await familiesOf(app.db, me)).length > 0) throw new HttpError(409, messages.duplicate);
      if (!(await labelAvailable(app.db, label))) throw new HttpError(409, familyMessages.nameTaken);
      try {
        const id = await app.db.transaction(async (tx) => {
          const [family] = await tx.insert(families).values({ label, createdBy: me }).returning({ id: families.id });
          const familyId = (family as { id: number }).id;
          await tx.insert(familyMembers).values({
            ...(values as Required<Pick<typeof values, 'firstName' | 'lastName'>> & typeof values),
            familyId,
            idClient: member.idClient ?? null,
          });
          return familyId;
        });
        return reply.status(201).send({ id });
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(409, familyMessages.nameTaken);
        throw err;
      }
    },
  );

  app.get(
    '/api/clientFamily/browse',
    {
      preHandler: app.authenticateAccount,
      schema: {
        tags: ['families'],
        security: bearer,
        summary: 'Les familles du client (avec leurs membres)',
        querystring: Type.Object({ idClient: Type.Optional(Id), includeDetail: Type.Optional(Type.Boolean()) }),
        response: { 200: Type.Array(FamilySchema), ...errors },
      },
    },
    async (request) => {
      const idClient = request.query.idClient ?? request.user.sub;
      assertSelf(request, idClient);
      return familiesOf(app.db, idClient);
    },
  );

  app.put(
    '/api/clientFamily/:id',
    {
      preHandler: app.authenticateAccount,
      schema: {
        tags: ['families'],
        security: bearer,
        summary: 'Renomme la famille (son créateur seulement)',
        params: Type.Object({ id: Id }),
        body: Type.Object({ label: Type.String({ maxLength: 200 }) }),
        response: { 200: Type.Object({ result: Type.Boolean(), id: Type.Integer(), label: Type.String() }), ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertFamilyCreator(app.db, id, request.user.sub);
      const label = familyLabel(request.body.label);
      // Another family holding the name (whatever its case) refuses it; this family may change its own case.
      const [taken] = await app.db
        .select({ id: families.id })
        .from(families)
        .where(and(sql`lower(${families.label}) = lower(${label})`, ne(families.id, id)));
      if (taken) throw new HttpError(409, familyMessages.nameTaken);
      try {
        await app.db.update(families).set({ label }).where(eq(families.id, id));
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(409, familyMessages.nameTaken);
        throw err;
      }
      return { result: true, id, label };
    },
  );

  app.post(
    '/api/clientFamilyDetail',
    {
      preHandler: app.authenticateAccount,
      schema: {
        tags: ['families'],
        security: bearer,
        summary: 'Ajoute un membre à une famille du client connecté',
        body: Type.Object({ ...memberFields, idClientFamily: Id }),
        response: {
          201: Type.Object({ id: Type.Integer(), result: Type.Boolean(), message: Type.String() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { idClientFamily, idClient } = request.body;
      // idClient names the signed-in client adding the member; the new member has no account of their own.
      if (idClient !== undefined && idClient !== null) assertSelf(request, idClient);
      await assertFamilyAccess(app.db, idClientFamily, request.user.sub);
      // A member added to a family is never its responsible (the client who created it is).
      const values = { ...memberValues(request.body, 'entered'), responsible: false };
      await assertKnownLookups(app.db, values);
      const [row] = await app.db
        .insert(familyMembers)
        .values({
          ...(values as Required<Pick<typeof values, 'firstName' | 'lastName'>> & typeof values),
          familyId: idClientFamily,
          idClient: null,
        })
        .returning({ id: familyMembers.id });
      return reply.status(201).send({ id: (row as { id: number }).id, result: true, message: familyMessages.added });
    },
  );

  app.put(
    '/api/clientFamilyDetail/:id',
    {
      preHandler: app.authenticateAccount,
      schema: {
        tags: ['families'],
        security: bearer,
        params: Type.Object({ id: Id }),
        body: Type.Object({ ...memberFields, idClientFamily: Type.Optional(Id) }),
        response: {
          200: Type.Object({ result: Type.Boolean(), message: Type.String(), member: MemberSchema }),
          ...errors,
        },
      },
    },
    async (request) => {
      const member = await memberForChange(app.db, request.params.id, request.user.sub);
      const values = memberValues(request.body, 'update');
      await assertKnownLookups(app.db, values);
      const [row] = Object.keys(values).length
        ? await app.db.update(familyMembers).set(values).where(eq(familyMembers.id, member.id)).returning()
        : [member];
      return { result: true, message: familyMessages.updated, member: toMember(row as typeof member) };
    },
  );

  app.delete(
    '/api/clientFamilyDetail/:id',
    {
      preHandler: app.authenticateAccount,
      schema: {
        tags: ['families'],
        security: bearer,
        params: Type.Object({ id: Id }),
        response: { 200: Type.Object({ result: Type.Boolean() }), ...errors },
      },
    },
    async (request) => {
      const member = await memberForChange(app.db, request.params.id, request.user.sub);
      if (member.responsible) throw new HttpError(409, familyMessages.responsibleStays);
      await app.db.delete(familyMembers).where(eq(familyMembers.id, member.id));
      return { result: true };
    },
  );
};

export default familyRoutes;
