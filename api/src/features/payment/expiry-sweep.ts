import type { FastifyInstance } from 'fastify';
import type { App } from '../../app';
import { expireStaleTransactions } from './transactions';

/** The expiry sweep: stale pending transactions become expired and release their places (every sweepSeconds). */
export function scheduleExpirySweep(fastify: FastifyInstance, app: App): void {
  const { payment } = app.config;
  if (payment.sweepSeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const now = new Date();
      const expired = await expireStaleTransactions(
        app.db,
        new Date(now.getTime() - payment.expireMinutes * 60_000),
        now,
      );
      if (expired.length) app.log.info({ expired }, 'stale payments expired');
    } catch (err) {
      app.log.error({ err }, 'payment sweep failed');
    }
  };
  fastify.addHook('onReady', async () => {
    timer = setInterval(() => void sweep(), payment.sweepSeconds * 1000);
    timer.unref();
  });
  fastify.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
