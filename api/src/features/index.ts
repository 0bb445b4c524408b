import type { FastifyPluginAsync } from 'fastify';
import outboxRoutes from './outbox/routes';
import authRoutes from './auth/routes';
import usersRoutes from './users/routes';
import uploadRoutes from './uploads/routes';
import passwordResetRoutes from './password-reset/routes';
import familyRoutes from './families/routes';

/**
 * Every feature's routes, registered in this order under the root prefix.
 * Each feature lives in `src/features/<name>/` and exports its route plugin from `routes.ts`.
 */
export const features: Array<{ name: string; plugin: FastifyPluginAsync }> = [
  { name: 'outbox', plugin: outboxRoutes },
  { name: 'auth', plugin: authRoutes },
  { name: 'users', plugin: usersRoutes },
  { name: 'uploads', plugin: uploadRoutes },
  { name: 'password-reset', plugin: passwordResetRoutes },
  { name: 'families', plugin: familyRoutes },
];
