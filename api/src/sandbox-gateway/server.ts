import { buildGateway } from './gateway';

/**
 * The sandbox payment gateway (TEST ONLY): `pnpm --filter api gateway`.
 * GATEWAY_PORT (4100), GATEWAY_HOST (127.0.0.1), SANDBOX_SKIP_IPN=1 to never send the IPN,
 * SANDBOX_SITE/RANG/IDENTIFIANT/HMAC_KEY (default: the PAYBOX_* values or the public test account).
 */
async function main(): Promise<void> {
  const port = Number(process.env.GATEWAY_PORT ?? 4100);
  const host = process.env.GATEWAY_HOST ?? '127.0.0.1';
  const app = await buildGateway({
    skipIpn: process.env.SANDBOX_SKIP_IPN === '1',
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await app.listen({ port, host });
  app.log.info(`sandbox payment gateway (TEST ONLY) on http://${host}:${port}/cgi/MYchoix_pagepaiement.cgi`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
