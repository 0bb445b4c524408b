import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, gt } from 'drizzle-orm';
import { clients, planningSlots, tariffs } from '../../db/schema';
import { seedPark } from '../../seed/seed';
import { createTestApp, type TestContext } from '../../test/test-app';
import { signedAnswer } from './test-fixtures';
import { loadPaymentConfig } from './payment-config';

/**
 * The demonstration park (seeded) for the tests of the server's authority over what it sells: two
 * buyers (an individual, a company), slot look-ups, tariffs by index, initiation and payment.
 */
export interface AuthorityPark {
  ctx: TestContext;
  outboxDir: string;
  individual: { id: number; token: string };
  other: { id: number; token: string };
  company: { id: number; token: string };
  /** The first slot of an activity room starting after `fromHours` hours, with at least `free` places. */
  slot(activityId: number, fromHours?: number, free?: number): Promise<number>;
  /** `count` distinct slots of an activity, each with at least `free` places. */
  slots(activityId: number, count: number, fromHours?: number, free?: number): Promise<number[]>;
  /** Tariff id of an article at an index (0 base, 1 equipment, 2 wristband). */
  tariff(articleId: number, position?: number): Promise<{ id: number; cents: number }>;
  initiate(lines: unknown[], options?: { token?: string; total?: number; summarize?: string }): Promise<Reply>;
  /** Pays a reference through the IPN, as the gateway would. */
  pay(reference: string, amountCents: number): Promise<number>;
  close(): Promise<void>;
}

interface Reply {
  statusCode: number;
  json(): Record<string, unknown> & { reference: string; code?: string; message: string; line?: number };
}

export async function openAuthorityPark(
  kind: 'pglite' | 'postgres',
  env: NodeJS.ProcessEnv = {},
): Promise<AuthorityPark> {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'authority-outbox-'));
  const ctx = await createTestApp(kind, {
    outboxDir,
    ...(Object.keys(env).length ? { payment: loadPaymentConfig(env) } : {}),
  });
  await seedPark(ctx.app.db, new Date(), 21);
  const db = ctx.app.db;
  const person = async (email: string, type = 0) => {
    const [row] = await db
      .insert(clients)
      .values({ email, firstName: 'Camille', lastName: 'Durand', type })
      .returning({ id: clients.id });
    return { id: row!.id, token: ctx.app.signToken({ sub: row!.id, type, cv: 0 }) };
  };
  const priceOf = async (lines: unknown[]) => {
    let cents = 0;
    for (const raw of lines as Array<{ id: number; idTariff?: number; counter: number }>) {
      const rows = await db.select().from(tariffs).where(eq(tariffs.articleId, raw.id)).orderBy(asc(tariffs.position));
      const t = rows.find((r) => r.id === raw.idTariff) ?? rows[0];
      cents += (t?.priceCents ?? 0) * (Number.isInteger(raw.counter) ? raw.counter : 0);
    }
    return cents / 100;
  };
  const park: AuthorityPark = {
    ctx,
    outboxDir,
    individual: await person('camille@example.fr'),
    other: await person('dominique@example.fr'),
    company: await person('cse@example.fr', 2),
    async slot(activityId, fromHours = 26, free = 1) {
      const [id] = await park.slots(activityId, 1, fromHours, free);
      return id!;
    },
    async slots(activityId, count, fromHours = 26, free = 1) {
      const rows = await db
        .select()
        .from(planningSlots)
        .where(
          and(
            eq(planningSlots.activityId, activityId),
            gt(planningSlots.startsAt, new Date(Date.now() + fromHours * 3600_000)),
            eq(planningSlots.deleted, false),
          ),
        )
        .orderBy(asc(planningSlots.startsAt), asc(planningSlots.roomId))
        .limit(200);
      const found = rows.filter((s) => s.placesMax - s.placesTaken >= free).slice(0, count);
      if (found.length < count) throw new Error(`not ${count} slots for activity ${activityId}`);
      return found.map((s) => s.id);
    },
    async tariff(articleId, position = 0) {
      const [row] = await db
        .select()
        .from(tariffs)
        .where(and(eq(tariffs.articleId, articleId), eq(tariffs.position, position)));
      if (!row) throw new Error(`no tariff ${position} for article ${articleId}`);
      return { id: row.id, cents: row.priceCents };
    },
    async initiate(lines, options = {}) {
      return ctx.app.inject({
        method: 'POST',
        url: '/api/v1/paybox/initiate-paybox-transaction',
        headers: { authorization: `Bearer ${options.token ?? park.individual.token}` },
        payload: {
          total: options.total ?? (await priceOf(lines)),
          email: 'camille@example.fr',
          SUMMARIZE: options.summarize ?? 'summarize',
          type: 'ACTIVITY',
          lines,
        },
      }) as unknown as Promise<Reply>;
    },
    async pay(reference, amountCents) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/paybox/ipn?${signedAnswer(reference, amountCents, '00000')}`,
      });
      return res.statusCode;
    },
    async close() {
      await ctx.close();
      fs.rmSync(outboxDir, { recursive: true, force: true });
    },
  };
  return park;
}
