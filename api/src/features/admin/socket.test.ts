import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import { clients, companyDocuments } from '../../db/schema';
import { listOutbox, readOutboxMessage } from '../../mail';
import { loadConfig } from '../../config';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { freshAddress, registerCompany } from '../users/test-helpers';
import { AdminCommandError, directCommands } from './commands';
import { apiAnswers, socketCommands } from './socket-client';
import { adminSocketPath } from './socket-path';
import { startAdminSocket } from './socket-server';

notePostgresSkipped();

const quiet = { info: () => undefined, warn: () => undefined };
const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

describe('adminSocketPath', () => {
  it('is ADMIN_SOCKET, else beside the PGlite folder, none in memory', () => {
    expect(adminSocketPath({ ADMIN_SOCKET: '/run/parc/admin.sock' }, '/var/parc/db')).toBe('/run/parc/admin.sock');
    expect(adminSocketPath({}, '/var/parc/db')).toBe('/var/parc/db-admin/api.sock');
    expect(adminSocketPath({}, 'memory://')).toBeNull();
  });
});

describe.each(testDatabases())('the admin socket of a running API on %s', (kind) => {
  let ctx: TestContext;
  let socket: FastifyInstance;
  let socketPath: string;
  let outboxDir: string;

  beforeAll(async () => {
    outboxDir = tmp('admin-outbox-');
    ctx = await createTestApp(kind, { outboxDir, accountUrl: 'http://localhost:3004' });
    socketPath = path.join(tmp('admin-sock-'), 'private', 'api.sock');
    socket = (await startAdminSocket(directCommands(ctx.app.db, ctx.app.config), socketPath, quiet))!;
  });
  afterAll(async () => {
    await socket.close();
    await ctx.close();
  });

  it('is the API user’s only: socket 0600 in a 0700 folder', () => {
    expect(fs.statSync(socketPath).isSocket()).toBe(true);
    expect(fs.statSync(socketPath).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(socketPath)).mode & 0o777).toBe(0o700);
  });

  it('lists, hands the documents, approves (mailing the codes with the account entry’s link), refuses twice', async () => {
    const acme = await registerCompany(ctx.app, 'Acme');
    await ctx.app.db.insert(companyDocuments).values({
      clientId: acme.id,
      name: 'kbis.pdf',
      mime: 'application/pdf',
      size: 9,
      bytes: Buffer.from('%PDF-1.4\n'),
    });
    const commands = socketCommands(socketPath);
    const pending = await commands.listPending();
    const mine = pending.find((p) => p.id === acme.id);
    expect(mine).toMatchObject({ companyName: 'Acme', email: acme.email, registrationNumber: '55210055400013' });
    expect(mine!.documents).toEqual([expect.objectContaining({ name: 'kbis.pdf', mime: 'application/pdf', size: 9 })]);
    expect(Number.isNaN(Date.parse(mine!.createdAt))).toBe(false);
    const [doc] = await commands.documents(acme.id);
    expect(Buffer.from(doc!.base64, 'base64').toString()).toBe('%PDF-1.4\n');

    const { approval, mailError } = await commands.approve(acme.id);
    expect(mailError).toBeNull();
    expect(approval.login).toMatch(/^CSE\d{5}$/);
    const [row] = await ctx.app.db.select().from(clients).where(eq(clients.id, acme.id));
    expect(row!.companyStatus).toBe('approved');
    const mail = (await listOutbox(outboxDir)).find((e) => e.to.includes(acme.email));
    const message = await readOutboxMessage(outboxDir, mail!.id);
    expect(message!.subject).toBe('Votre compte entreprise est validé');
    expect(message!.text).toContain(approval.accessCode);
    expect(message!.text).toContain('http://localhost:3004/?mode=4');

    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: freshAddress(),
      payload: { email: approval.login, password: approval.accessCode },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ id: acme.id, type: 2 });

    await expect(commands.approve(acme.id)).rejects.toThrow(
      new AdminCommandError(`Le compte entreprise n°${acme.id} n'est pas en attente (statut : approved).`),
    );
    await expect(commands.reject(999_999)).rejects.toThrow(new AdminCommandError('Aucun compte entreprise n°999999.'));
    await expect(commands.refunded('NOPE-1')).rejects.toThrow(new AdminCommandError('Référence inconnue : NOPE-1.'));
    await expect(commands.approve(0)).rejects.toBeInstanceOf(AdminCommandError); // the schema: clientId ≥ 1
  });

  it('is not reachable through the API’s HTTP port', async () => {
    for (const url of ['/admin/approve', '/api/admin/approve'])
      expect((await ctx.app.inject({ method: 'POST', url, payload: { clientId: 1 } })).statusCode).toBe(404);
  });
});

describe('pnpm --filter api admin, with the API running on PGlite and stopped', () => {
  const run = promisify(execFile);
  const apiDir = path.resolve(__dirname, '..', '..', '..');
  const root = tmp('admin-cli-');
  const dataDir = path.join(root, 'db');
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', OUTBOX_DIR: path.join(root, 'outbox') };
  const admin = (...args: string[]) =>
    run(path.join(apiDir, 'node_modules', '.bin', 'tsx'), ['src/scripts/admin.ts', ...args], { cwd: apiDir, env });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('goes through the socket while the database is held, and opens it itself once the API stopped', async () => {
    const database = await openDatabase({ dataDir });
    const [company] = await database.db
      .insert(clients)
      .values({ type: 2, lastName: 'CSE Ligne', email: 'cse-ligne@entreprise.fr', companyStatus: 'pending' })
      .returning({ id: clients.id });
    const socketPath = adminSocketPath(env, dataDir)!;
    const config = loadConfig(env);
    const socket = (await startAdminSocket(directCommands(database.db, config), socketPath, quiet))!;
    try {
      expect(await apiAnswers(socketPath)).toBe(true);
      const listed = await admin('list-pending');
      expect(listed.stdout).toContain(`#${company!.id}  CSE Ligne`);
      const approved = await admin('approve', String(company!.id));
      expect(approved.stdout).toMatch(/Identifiant : CSE\d{5}\nCode d'accès : \S{10}\nE-mail envoyé à cse-ligne/);
      await expect(admin('approve', String(company!.id))).rejects.toMatchObject({
        code: 1,
        stderr: `Le compte entreprise n°${company!.id} n'est pas en attente (statut : approved).\n`,
      });
    } finally {
      await socket.close();
      await database.close();
    }
    expect(fs.existsSync(socketPath)).toBe(false);
    expect(await apiAnswers(socketPath)).toBe(false);
    // Stopped: the command opens the PGlite folder itself and sees what the API did.
    expect((await admin('list-pending')).stdout).toBe('Aucun compte entreprise en attente.\n');
  }, 180_000);

  it('replaces a socket file an API left behind', async () => {
    const socketPath = path.join(tmp('admin-stale-'), 'api.sock');
    fs.writeFileSync(socketPath, '');
    const database = await openDatabase({});
    const socket = (await startAdminSocket(directCommands(database.db, loadConfig({})), socketPath, quiet))!;
    try {
      expect(fs.statSync(socketPath).isSocket()).toBe(true);
      await expect(startAdminSocket(directCommands(database.db, loadConfig({})), socketPath, quiet)).rejects.toThrow(
        /another API already answers/,
      );
    } finally {
      await socket.close();
      await database.close();
    }
  });
});
