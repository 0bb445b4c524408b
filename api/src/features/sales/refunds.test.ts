import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { openDatabase } from '../../db/client';
import { orders } from '../../db/schema';
import { refundedCommand, refundsCommand } from '../../scripts/refund-commands';
import { directCommands } from '../admin/commands';
import { loadConfig } from '../../config';
import { listRefundsDue, markRefunded, RefundError } from './refunds';
import { settleTransaction } from './settle';
import { line, makeClient, makePark, makeSlot, makeTransaction, slotLine, type Park } from './test-fixtures';
import type { Db } from '../../db/client';

notePostgresSkipped();

/** A paid transaction for a full slot: settles as paid without places. */
async function placeless(app: TestContext['app'], park: Park, clientId: number, email: string): Promise<string> {
  const slot = await makeSlot(app.db, park, 2, undefined, 2);
  const reference = await makeTransaction(app.db, clientId, [slotLine(park, slot.id, 2)], 'paid', { email });
  await settleTransaction(app, reference, { skipEmail: true });
  return reference;
}

describe.each(testDatabases())('refund operations on %s', (kind) => {
  let ctx: TestContext;
  let park: Park;
  let clientId: number;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    park = await makePark(ctx.app.db);
    clientId = await makeClient(ctx.app.db, `refunds-${kind}@example.com`, 'Léa', 'Moreau');
  });
  afterAll(() => ctx.close());

  it('lists the orders paid without places until each is marked refunded (idempotent), and refuses the others', async () => {
    const db = ctx.app.db;
    const first = await placeless(ctx.app, park, clientId, 'lea@example.com');
    const second = await placeless(ctx.app, park, clientId, 'lea.bis@example.com');
    const slot = await makeSlot(db, park, 10);
    const confirmed = await makeTransaction(db, clientId, [slotLine(park, slot.id, 1)]);
    await settleTransaction(ctx.app, confirmed, { skipEmail: true });
    const pending = await makeTransaction(
      db,
      clientId,
      [line({ id: park.articleId, idTariff: park.tariffId, counter: 1, unitCents: 1750 })],
      'pending',
    );

    const due = await listRefundsDue(db);
    expect(due.map((d) => d.reference)).toEqual([first, second]);
    expect(due[0]).toMatchObject({ clientId, clientName: 'Léa Moreau', email: 'lea@example.com', amountCents: 3500 });
    expect(due[0]!.paidAt).toBeInstanceOf(Date);
    expect(due[0]!.reason).toMatch(/^Créneau du .* complet \(2 places demandées ; 2\/2 vendues\)$/);

    const out: string[] = [];
    await refundsCommand(directCommands(db, loadConfig({})), (l) => out.push(l));
    expect(out[0]).toBe('2 remboursements en attente (payé sans place) :');
    expect(out[1]).toBe('Référence\tClient\tE-mail\tMontant\tPayé le\tMotif');
    expect(out[2]).toMatch(
      new RegExp(
        `^${first}\\tn°${clientId} Léa Moreau\\tlea@example.com\\t35,00\\s€\\t\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d\\tCréneau du `,
      ),
    );

    const now = new Date('2030-01-15T10:00:00Z');
    expect(await markRefunded(db, first, now)).toEqual({ reference: first, refundedAt: now, changed: true });
    expect(await markRefunded(db, first, new Date())).toEqual({ reference: first, refundedAt: now, changed: false });
    const said: string[] = [];
    await refundedCommand(directCommands(db, loadConfig({})), first, (l) => said.push(l));
    expect(said).toEqual([`Commande ${first} déjà marquée remboursée le 15/01/2030 11:00 : rien à faire.`]);
    expect((await listRefundsDue(db)).map((d) => d.reference)).toEqual([second]);
    const [order] = await db.select().from(orders).where(eq(orders.reference, first));
    expect(order).toMatchObject({ state: 'paid-without-places', refundedAt: now });

    await expect(markRefunded(db, 'NO-SUCH-REF', now)).rejects.toThrow(
      new RefundError('Référence inconnue : NO-SUCH-REF.'),
    );
    await expect(markRefunded(db, confirmed, now)).rejects.toThrow(/est confirmée .* aucun remboursement n'est dû\.$/);
    await expect(markRefunded(db, pending, now)).rejects.toThrow(
      `La transaction ${pending} (pending) n'a pas de commande`,
    );
    await expect(refundedCommand(directCommands(db, loadConfig({})), ' ', () => undefined)).rejects.toBeInstanceOf(
      RefundError,
    );
    const [still] = await db.select().from(orders).where(eq(orders.reference, confirmed));
    expect(still!.refundedAt).toBeNull();
  });
});

describe('admin refunds / refunded (the command line, PGlite folder)', () => {
  const run = promisify(execFile);
  const apiDir = path.resolve(__dirname, '..', '..', '..');
  let dataDir: string;
  let reference: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'admin-refunds-'));
    const database = await openDatabase({ dataDir });
    const app = { db: database.db, log: { info: () => undefined, warn: () => undefined, error: () => undefined } };
    const db: Db = database.db;
    const park = await makePark(db);
    const clientId = await makeClient(db, 'cli@example.com', 'Hugo', 'Petit');
    reference = await placeless(app as unknown as TestContext['app'], park, clientId, 'cli@example.com');
    await database.close();
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  const admin = (...args: string[]) =>
    run(path.join(apiDir, 'node_modules', '.bin', 'tsx'), ['src/scripts/admin.ts', ...args], {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  it('lists, marks once, then refuses an unknown reference with exit code 1', async () => {
    const listed = await admin('refunds');
    expect(listed.stdout).toContain('1 remboursement en attente (payé sans place) :');
    expect(listed.stdout).toContain(`${reference}\tn°`);
    expect(listed.stdout).toContain('Hugo Petit\tcli@example.com\t35,00');
    expect((await admin('refunded', reference)).stdout).toMatch(
      new RegExp(`^Commande ${reference} marquée remboursée le `),
    );
    expect((await admin('refunded', reference)).stdout).toContain('déjà marquée remboursée');
    expect((await admin('refunds')).stdout).toBe('Aucun remboursement en attente.\n');
    await expect(admin('refunded', 'NOPE-1234')).rejects.toMatchObject({
      code: 1,
      stderr: 'Référence inconnue : NOPE-1234.\n',
    });
    // Five command-line runs, each starting tsx and opening the PGlite folder: 120 s was exceeded once on a
    // saturated 2-core machine (npm test of 2026-11-26, end to end running beside it).
  }, 300_000);
});
