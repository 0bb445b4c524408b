import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HttpError } from '../../plugins/errors';
import { changeFeed } from '../catalog/change-feed';
import { ResponseCache, serveCached } from '../catalog/response-cache';
import { addDays, formatDayParam, parisDayBounds, parseDayParam } from './paris-day';
import { browseSlots, openDays } from './queries';
import { cutoffMinutes } from '../payment/line-bounds';
import { activities } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { ErrorSchema } from '../../shared/error-schema';

export const SlotSchema = Type.Object({
  id: Type.Integer(),
  activity: Type.String({ description: 'activity name' }),
  idActivity: Type.Integer(),
  start: Type.String({ description: 'ISO 8601 with the Europe/Paris offset' }),
  end: Type.String(),
  placesMax: Type.Integer(),
  placesTaken: Type.Integer({ description: 'settled places plus places held by payments in progress' }),
  placesEmpty: Type.Integer(),
  deleted: Type.Boolean(),
  idRoom: Type.Integer(),
});

export const PLANNING_TABLES = ['planning_slots', 'slot_holds', 'activities', 'rooms'];

/** The planning of one Paris day: every slot with its places. */
const planningRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Availability changes often: short life, emptied by any write to slots or holds, and by the earliest hold expiry.
  const cache = new ResponseCache(await changeFeed(fastify), {
    ttlMs: 10_000,
    tables: PLANNING_TABLES,
    maxEntries: 400,
  });

  app.get(
    '/api/planning/browse',
    {
      schema: {
        tags: ['planning'],
        summary: 'Créneaux d’une journée (heure de Paris)',
        querystring: Type.Object({
          dates: Type.String({ maxLength: 10, description: 'the day, YYYY-MM-D (month and day on one or two digits)' }),
        }),
        response: { 200: Type.Array(SlotSchema), 400: ErrorSchema },
      },
    },
    (request, reply) => {
      const day = parseDayParam(request.query.dates);
      if (!day) throw new HttpError(400, 'Date invalide : utilisez le format AAAA-MM-JJ.');
      return serveCached(
        request,
        reply,
        cache,
        formatDayParam(day),
        async () => {
          const { start, end } = parisDayBounds(day);
          const { slots, nextHoldExpiry } = await browseSlots(app.db, start, end, new Date());
          return { value: slots, expiresAt: nextHoldExpiry ?? undefined };
        },
        'no-cache',
      );
    },
  );

  app.get(
    '/api/planning/days',
    {
      schema: {
        tags: ['planning'],
        summary: 'Jours ayant au moins un créneau réservable en ligne pour une activité',
        description:
          'Backward-compatible addition: lets the date picker open on the first bookable day, mark the days without a slot and say how many slots each day has.',
        querystring: Type.Object({
          activity: Type.Integer({ minimum: 1, description: 'the activity (aid)' }),
          from: Type.String({ maxLength: 10, description: 'first day, YYYY-MM-D' }),
          days: Type.Optional(Type.Integer({ minimum: 1, maximum: 120, default: 62 })),
          rooms: Type.Optional(
            Type.String({ maxLength: 200, pattern: '^[0-9]+(,[0-9]+)*$', description: 'comma-separated room ids' }),
          ),
        }),
        response: {
          200: Type.Object({
            days: Type.Array(Type.String({ description: 'YYYY-MM-DD (Paris)' })),
            slots: Type.Record(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }), Type.Integer({ minimum: 1 }), {
              description: 'for each day of days, how many of its slots are still bookable online',
            }),
          }),
          400: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const first = parseDayParam(request.query.from);
      if (!first) throw new HttpError(400, 'Date invalide : utilisez le format AAAA-MM-JJ.');
      const [activity] = await app.db
        .select({ code: activities.code })
        .from(activities)
        .where(eq(activities.aid, request.query.activity));
      const { start } = parisDayBounds(first);
      const { end } = parisDayBounds(addDays(first, (request.query.days ?? 62) - 1));
      const open = activity
        ? await openDays(app.db, {
            activityId: request.query.activity,
            roomIds: (request.query.rooms ?? '').split(',').filter(Boolean).map(Number),
            start,
            end,
            now: new Date(),
            cutoffMinutes: cutoffMinutes(activity.code),
          })
        : [];
      void reply.header('cache-control', 'no-cache');
      return { days: open.map((o) => o.day), slots: Object.fromEntries(open.map((o) => [o.day, o.slots])) };
    },
  );
};

export default planningRoutes;
