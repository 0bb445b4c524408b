import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { App } from '../../app';
import { gameRegistrations } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { errorReplies } from '../sales/schemas';
import { boundedText, LineTextError, MAX_PLAYERS, TEXT_LIMITS } from '../payment/line-text';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const PlayerSchema = Type.Object({
  PlayerEMail: Type.Optional(Type.String({ maxLength: 254 })),
  PlayerName: Type.String({ maxLength: 200 }),
  Language: Type.Optional(Type.String({ maxLength: 10 })),
});

export const GameRegistrationSchema = Type.Object({
  TeamName: Type.String({ maxLength: 200 }),
  GameValue: Type.Optional(Type.String({ maxLength: 200 })),
  BookingDate: Type.String({ maxLength: 40 }),
  Players: Type.Array(PlayerSchema, { minItems: 1, maxItems: MAX_PLAYERS }),
});

/**
 * POST /api/v1/VGPSvc.aspx (spec §7): the team and player names of a karting booking, recorded for the
 * session's ranking. Names are held to the basket forms' rules (decision 0009); the signed-in client
 * owns the registration.
 */
const kartingRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify as unknown as App;
  app.post(
    '/api/v1/VGPSvc.aspx',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['karting'],
        security: [{ bearer: [] }],
        summary: 'Enregistre une équipe et ses joueurs pour le classement d’une session de karting',
        body: GameRegistrationSchema,
        response: { 200: Type.Object({ result: Type.Boolean(), id: Type.Integer() }), ...errorReplies },
      },
    },
    async (request) => {
      const body = request.body as {
        TeamName: string;
        GameValue?: string;
        BookingDate: string;
        Players: Array<{ PlayerEMail?: string; PlayerName: string; Language?: string }>;
      };
      let values: typeof gameRegistrations.$inferInsert;
      try {
        const bookingDate = body.BookingDate.trim();
        if (!bookingDate || Number.isNaN(Date.parse(bookingDate)))
          throw new LineTextError('La date de la partie est invalide.');
        values = {
          clientId: request.user.sub,
          teamName: boundedText(body.TeamName, TEXT_LIMITS.name, "Le nom de l'équipe", true),
          gameValue: boundedText(body.GameValue ?? '', TEXT_LIMITS.gameValue, 'La partie'),
          bookingDate,
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
      const [row] = await app.db.insert(gameRegistrations).values(values).returning({ id: gameRegistrations.id });
      return { result: true, id: row!.id };
    },
  );
};

export default kartingRoutes;
