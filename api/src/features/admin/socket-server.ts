import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AdminCommandError, type AdminCommands } from './commands';
import { MAX_SOCKET_PATH } from './socket-path';

/**
 * The running API's admin socket: the staff's commands (commands.ts) over HTTP on a Unix socket, never on a TCP
 * port, so nothing on the network (nor the app servers' /api proxies) can reach it. Who may use it is who may open
 * the file: the socket and its folder are the API user's only (0600 / 0700), like the database files themselves.
 */
export async function startAdminSocket(
  commands: AdminCommands,
  socketPath: string,
  log: { info: (msg: string) => void; warn: (msg: string) => void },
): Promise<FastifyInstance | null> {
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log.warn(`admin socket not opened: its path is too long (${socketPath}); set ADMIN_SOCKET to a shorter one`);
    return null;
  }
  const dir = path.dirname(socketPath);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  await removeStaleSocket(socketPath);

  const admin = Fastify({ logger: false, bodyLimit: 4096 }).withTypeProvider<TypeBoxTypeProvider>();
  const ClientId = Type.Object({ clientId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
  const None = Type.Object({}, { additionalProperties: false });
  admin.setErrorHandler((err, _request, reply) => {
    const message = err instanceof Error ? err.message : String(err);
    if (err instanceof AdminCommandError) return reply.code(409).send({ error: message });
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status < 500) return reply.code(status).send({ error: message });
    return reply.code(500).send({ error: `Erreur de l'API : ${message}` });
  });
  admin.post('/admin/listPending', { schema: { body: None } }, () => commands.listPending());
  admin.post('/admin/refunds', { schema: { body: None } }, () => commands.refunds());
  admin.post('/admin/documents', { schema: { body: ClientId } }, (r) => commands.documents(r.body.clientId));
  admin.post('/admin/approve', { schema: { body: ClientId } }, (r) => commands.approve(r.body.clientId));
  admin.post('/admin/reject', { schema: { body: ClientId } }, (r) => commands.reject(r.body.clientId));
  admin.post('/admin/sendDocumentsLink', { schema: { body: ClientId } }, (r) =>
    commands.sendDocumentsLink(r.body.clientId),
  );
  admin.post(
    '/admin/refunded',
    {
      schema: {
        body: Type.Object(
          { reference: Type.String({ minLength: 1, maxLength: 200 }) },
          { additionalProperties: false },
        ),
      },
    },
    (r) => commands.refunded(r.body.reference),
  );

  admin.addHook('onClose', async () => {
    fs.rmSync(socketPath, { force: true });
  });

  const previous = process.umask(0o177); // the socket file is created 0600
  try {
    await admin.listen({ path: socketPath });
  } finally {
    process.umask(previous);
  }
  fs.chmodSync(socketPath, 0o600);
  log.info(`admin socket ready on ${socketPath} (pnpm --filter api admin ... goes through it while the API runs)`);
  return admin;
}

/** A socket file left by an API that stopped without closing: removed; one an API still answers on: an error. */
async function removeStaleSocket(socketPath: string): Promise<void> {
  if (!fs.existsSync(socketPath)) return;
  const alive = await new Promise<boolean>((resolve) => {
    const probe = net.connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
  if (alive) throw new Error(`another API already answers on the admin socket ${socketPath}`);
  fs.rmSync(socketPath, { force: true });
}
