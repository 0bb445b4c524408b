import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { App } from '../../app';
import { errorReplies } from '../sales/schemas';
import { barGuard } from '../bar/guard';
import { GameRegistrationSchema, recordResults, registerTeam } from './register-team';
import { sendDueRankings, sendRaceRankings } from './ranking';

/**
 * POST /api/v1/VGPSvc.aspx (spec §7): a karting team and its players for a session's ranking.
 * - The booker (bearer token): records the names (linked to their paid booking at that time, if any).
 *   The results window closes at the booking time + 2 hours ('Players booking time adds 2 hours').
 * - The track's staff (X-Staff-Token, the staff code): records each player's best lap and laps for
 *   the team of that session.
 * When the window closes, a sweep e-mails the session's ranking to each booker (ranking.ts), once the
 * session has lap times; results recorded after the window closed send the e-mails not sent yet at once.
 */
const kartingRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify as unknown as App;
  const r = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guard = await barGuard(app);
  const isStaff = (request: FastifyRequest) => {
    if (!request.headers['x-staff-token']) return false;
    guard.staff(request);
    return true;
  };

  r.post(
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
      if (isStaff(request)) {
        const recorded = await recordResults(app.db, request.body);
        // Results after the window closed (the sweep found nothing to rank, or will not run again): e-mail now.
        await sendRaceRankings(app, recorded.id);
        return recorded;
      }
      await app.authenticate(request, reply);
      return registerTeam(app.db, request.user.sub, request.body);
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

export default kartingRoutes;
