import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, desc, eq } from 'drizzle-orm';
import moment from 'moment-timezone';
import type { App } from '../../app';
import { subscriptions } from '../../db/schema';
import { assertSelf } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { errorReplies, IdString, parseId } from '../sales/schemas';
import { NOT_YOURS } from '../sales/ownership';
import { cancelRefusal } from './terms';

const parisIso = (d: Date) => moment(d).tz('Europe/Paris').format('YYYY-MM-DDTHH:mm:ssZ');
export const SUBSCRIPTION_NOT_FOUND = 'Abonnement introuvable.';

const SubscriptionSchema = Type.Object({
  idAccess: Type.Integer(),
  accessLabel: Type.String(),
  canceled: Type.Boolean(),
  start: Type.String(),
  end: Type.String(),
  kind: Type.String(),
  months: Type.Integer(),
  /** Whether it can be cancelled now (3-month no-limit, from its third month). */
  cancellable: Type.Boolean(),
});

type Row = typeof subscriptions.$inferSelect;
function toReply(row: Row, now: Date) {
  return {
    idAccess: row.id,
    accessLabel: row.accessLabel,
    canceled: row.canceled,
    start: parisIso(row.startsAt),
    end: parisIso(row.endsAt),
    kind: row.kind,
    months: row.months,
    cancellable: cancelRefusal(row, now) === null,
  };
}

/** GET /api/userSubscriptions?idClient= (own only) and POST /api/userSubscriptions/{idAccess}/cancel. */
const subscriptionRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify as unknown as App;
  const r = fastify.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/api/userSubscriptions',
    {
      preHandler: app.authenticateAccount,
      schema: {
        tags: ['subscriptions'],
        security: [{ bearer: [] }],
        querystring: Type.Object({ idClient: Type.Integer({ minimum: 1 }) }),
        response: { 200: Type.Array(SubscriptionSchema), ...errorReplies },
      },
    },
    async (request) => {
      const { idClient } = request.query;
      assertSelf(request, idClient);
      const rows = await app.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.clientId, idClient))
        .orderBy(desc(subscriptions.startsAt), desc(subscriptions.id));
      const now = new Date();
      return rows.map((r) => toReply(r, now));
    },
  );

  r.post(
    '/api/userSubscriptions/:idAccess/cancel',
    {
      preHandler: app.authenticateAccount,
      schema: {
        tags: ['subscriptions'],
        security: [{ bearer: [] }],
        params: Type.Object({ idAccess: IdString }),
        response: { 200: Type.Object({ result: Type.Boolean(), subscription: SubscriptionSchema }), ...errorReplies },
      },
    },
    async (request) => {
      const idAccess = parseId(request.params.idAccess);
      if (idAccess === null) throw new HttpError(404, SUBSCRIPTION_NOT_FOUND);
      const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, idAccess));
      if (!row) throw new HttpError(404, SUBSCRIPTION_NOT_FOUND);
      if (row.clientId !== request.user.sub) throw new HttpError(403, NOT_YOURS);
      const now = new Date();
      const refusal = cancelRefusal(row, now);
      if (refusal) throw new HttpError(409, refusal);
      const [updated] = await app.db
        .update(subscriptions)
        .set({ canceled: true, canceledAt: now })
        .where(and(eq(subscriptions.id, idAccess), eq(subscriptions.canceled, false)))
        .returning();
      if (!updated) throw new HttpError(409, cancelRefusal({ ...row, canceled: true }, now) ?? SUBSCRIPTION_NOT_FOUND);
      return { result: true, subscription: toReply(updated, now) };
    },
  );
};

export default subscriptionRoutes;
