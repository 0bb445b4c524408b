import type { FastifyPluginAsync } from 'fastify';
import outboxRoutes from './outbox/routes';

/**
 * Every feature's routes, registered in this order under the root prefix.
 * Each feature lives in `src/features/<name>/` and exports its route plugin from `routes.ts`.
 */
export const features: Array<{ name: string; plugin: FastifyPluginAsync }> = [
  { name: 'outbox', plugin: outboxRoutes },
];
