import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../app';
import { gameRegistrations, orderLines, orders } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { errorReplies } from '../sales/schemas';
import { barGuard } from '../bar/guard';
import { boundedText, LineTextError, MAX_PLAYERS, TEXT_LIMITS } from '../payment/line-text';
import { bookingDateOf, resultsDueAt } from './registrations';
import { sendDueRankings } from './ranking';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const NO_SUCH_TEAM = 'Aucune équipe de ce nom pour cette session.';

const PlayerSchema = Type.Object({
  PlayerEMail: Type.Optional(Type.String({ maxLength: 254 })),
  PlayerName: Type.String({ maxLength: 200 }),
  Language: Type.Optional(Type.String({ maxLength: 10 })),
  /** Results, from the track's staff only: the player's best lap (ms) and laps driven. */
  BestLapMs: Type.Optional(Type.Integer({ minimum: 1, maximum: 3_600_000 })),
  Laps: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
});

export const GameRegistrationSchema = Type.Object({
  TeamName: Type.String({ maxLength: 200 }),
  GameValue: Type.Optional(Type.String({ maxLength: 200 })),
  BookingDate: Type.String({ maxLength: 40 }),
  Players: Type.Array(PlayerSchema, { minItems: 1, maxItems: MAX_PLAYERS }),
});

interface Body {
  TeamName: string;
  GameValue?: string;
  BookingDate: string;
  Players: Array<{ PlayerEMail?: string; PlayerName: string; Language?: string; BestLapMs?: number; Laps?: number }>;
}

function checked(body: Body) {
  try {
    const bookingDate = body.BookingDate.trim();
    const at = new Date(bookingDate);
    if (!bookingDate || Number.isNaN(at.getTime())) throw new LineTextError('La date de la partie est invalide.');
    return {
      at,
      teamName: boundedText(body.TeamName, TEXT_LIMITS.name, "Le nom de l'équipe", true),
      gameValue: boundedText(body.GameValue ?? '', TEXT_LIMITS.gameValue, 'La partie'),
      players: body.Players.map((player, i) => {
        const email = (player.PlayerEMail ?? '').trim();
        if (email && !EMAIL.test(email)) throw new LineTextError('Adresse email est invalide');
        return {
          PlayerName: boundedText(player.PlayerName, TEXT_LIMITS.name, `Le nom du joueur ${i + 1}`, true),
          PlayerEMail: email,
          Language: /^[a-z]{2}(-[A-Z]{2})?$/.test(player.Language ?? '') ? player.Language! : 'fr',
        };
      }),
    };
  } catch (err) {
    if (err instanceof LineTextError) throw new HttpError(400, err.message, 'BAD_FORM');
    throw err;
  }
}

/**
 * POST /api/v1/VGPSvc.aspx (spec §7): a karting team and its players for a session's ranking.
 * - The booker (bearer token): records the names (linked to their paid booking at that time, if any).
 *   The results window closes at the booking time + 2 hours ('Players booking time adds 2 hours').
 * - The track's staff (X-Staff-Token, the staff code): records each player's best lap and laps for
 *   the team of that session.
 * When the window closes, a sweep e-mails the session's ranking to each booker (ranking.ts).
 */
const kartingRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify as unknown as App;
  const guard = await barGuard(app);
  const isStaff = (request: FastifyRequest) => {
    if (!request.headers['x-staff-token']) return false;
    guard.staff(request);
    return true;
  };

  app.post(
    '/api/v1/VGPSvc.aspx',
    {
      schema: {
        tags: ['karting'],
        security: [{ bearer: [] }],
        summary: 'Enregistre une équipe et ses joueurs (ou, pour le personnel, leurs résultats) pour le classement',
        body: GameRegistrationSchema,
        response: { 200: Type.Object({ result: Type.Boolean(), id: Type.Integer() }), ...errorReplies },
      },
    },
    async (request, reply) => {
      const body = request.body as Body;
      if (isStaff(request)) return recordResults(app, body);
      await app.authenticate(request, reply);
      if (body.Players.some((p) => p.BestLapMs !== undefined || p.Laps !== undefined))
        throw new HttpError(403, 'Seul le personnel de la piste enregistre les résultats.');
      const form = checked(body);
      const clientId = request.user.sub;
      // The booker's paid karting booking at that time (its order line starts then).
      const [booking] = await app.db
        .select({ orderId: orders.id, slotId: orderLines.slotId })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(eq(orders.clientId, clientId), eq(orderLines.startsAt, form.at)))
        .limit(1);
      const values = {
        clientId,
        teamName: form.teamName,
        gameValue: form.gameValue,
        bookingDate: booking?.slotId ? bookingDateOf(form.at) : body.BookingDate.trim(),
        players: form.players,
        orderId: booking?.orderId ?? null,
        slotId: booking?.slotId ?? null,
        resultsDueAt: resultsDueAt(form.at),
      };
      // The same team of the same booking (recorded at payment) is updated, not doubled.
      const [existing] = booking?.slotId
        ? await app.db
            .select({ id: gameRegistrations.id })
            .from(gameRegistrations)
            .where(
              and(
                eq(gameRegistrations.clientId, clientId),
                eq(gameRegistrations.slotId, booking.slotId),
                eq(gameRegistrations.teamName, form.teamName),
              ),
            )
        : [];
      if (existing) {
        await app.db.update(gameRegistrations).set(values).where(eq(gameRegistrations.id, existing.id));
        return { result: true, id: existing.id };
      }
      const [row] = await app.db.insert(gameRegistrations).values(values).returning({ id: gameRegistrations.id });
      return { result: true, id: row!.id };
    },
  );

  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const sent = await sendDueRankings(app);
      if (sent.length) app.log.info({ sent }, 'karting rankings e-mailed');
    } catch (err) {
      app.log.error({ err }, 'karting ranking sweep failed');
    }
  };
  if (app.config.rankingSweepSeconds > 0) {
    fastify.addHook('onReady', async () => {
      timer = setInterval(() => void sweep(), app.config.rankingSweepSeconds * 1000);
      timer.unref();
    });
    fastify.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  }
};

/** The staff's results for a team of a session (matched by its booking time and team name). */
async function recordResults(app: App, body: Body): Promise<{ result: boolean; id: number }> {
  const form = checked(body);
  const due = resultsDueAt(form.at);
  const [team] = await app.db
    .select()
    .from(gameRegistrations)
    .where(and(eq(gameRegistrations.resultsDueAt, due), eq(gameRegistrations.teamName, form.teamName)))
    .limit(1);
  if (!team) throw new HttpError(404, NO_SUCH_TEAM);
  const results = body.Players.flatMap((player, i) => {
    const name = form.players[i]!.PlayerName;
    if (player.BestLapMs === undefined) return [];
    if (!team.players.some((p) => p.PlayerName === name))
      throw new HttpError(400, `Le joueur ${name} n'est pas de l'équipe ${team.teamName}.`, 'BAD_FORM');
    return [{ PlayerName: name, BestLapMs: player.BestLapMs, Laps: player.Laps ?? 0 }];
  });
  const merged = [...team.results.filter((r) => !results.some((n) => n.PlayerName === r.PlayerName)), ...results];
  await app.db.update(gameRegistrations).set({ results: merged }).where(eq(gameRegistrations.id, team.id));
  return { result: true, id: team.id };
}

export default kartingRoutes;
