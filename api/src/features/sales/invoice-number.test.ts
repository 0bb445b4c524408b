import { eq, inArray } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { compressedPdfText } from '../orders/pdf-text.test-helper';
import { nextInvoiceNumber } from './invoice-number';
import { settleTransaction } from './settle';
import { line, makeClient, makePark, makeSlot, makeTransaction, slotLine, type Park } from './test-fixtures';

notePostgresSkipped();

describe.each(testDatabases())('invoice numbers on %s', (kind) => {
  let ctx: TestContext;
  let park: Park;
  let client: number;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    park = await makePark(ctx.app.db);
    client = await makeClient(ctx.app.db, `numbers-${kind}@example.fr`);
  });
  afterAll(() => ctx.close());

  const undated = () => [line({ id: park.articleId, idTariff: park.tariffId, counter: 1, unitCents: 1750 })];
  async function settle(lines = undated()) {
    const reference = await makeTransaction(ctx.app.db, client, lines);
    return settleTransaction(ctx.app, reference, { skipEmail: true });
  }
  async function numberOf(orderId: number): Promise<number | null> {
    const [row] = await ctx.app.db.select({ n: orders.invoiceNumber }).from(orders).where(eq(orders.id, orderId));
    return row!.n;
  }
  async function invoiceHeading(orderId: number): Promise<string | undefined> {
    const headers = { authorization: `Bearer ${ctx.app.signToken({ sub: client, type: 0, cv: 0 })}` };
    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/ticket/${orderId}/invoice.pdf`, headers });
    return /Facture n° F-\d+/.exec(compressedPdfText(pdf.rawPayload))?.[0];
  }

  it('follow each other without a gap: an order paid without places and a rolled-back settlement take none', async () => {
    const first = await settle();
    const full = await makeSlot(ctx.app.db, park, 1, undefined, 1);
    const placeless = await settle([slotLine(park, full.id, 1)]);
    expect(placeless.state).toBe('paid-without-places');
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await nextInvoiceNumber(tx);
        throw new Error('the settlement failed after taking its number');
      }),
    ).rejects.toThrow('after taking its number');
    const second = await settle();

    const n = await numberOf(first.idTicket);
    expect(n).not.toBeNull();
    expect(await numberOf(placeless.idTicket)).toBeNull();
    expect(await numberOf(second.idTicket)).toBe(n! + 1);
    // The order ids skipped one (the order paid without places); the invoices did not.
    expect(second.idTicket).toBe(first.idTicket + 2);
    expect(await invoiceHeading(first.idTicket)).toBe(`Facture n° F-${String(n).padStart(6, '0')}`);
    expect(await invoiceHeading(second.idTicket)).toBe(`Facture n° F-${String(n! + 1).padStart(6, '0')}`);
  });

  it('settlements at the same time take distinct numbers in one run, each order once', async () => {
    const references = await Promise.all(
      Array.from({ length: 8 }, () => makeTransaction(ctx.app.db, client, undated())),
    );
    // Every reference settled twice at once (IPN and the browser's return): one order each.
    const settled = await Promise.all(
      [...references, ...references].map((r) => settleTransaction(ctx.app, r, { skipEmail: true })),
    );
    const ids = [...new Set(settled.map((s) => s.idTicket))];
    expect(ids).toHaveLength(8);
    const rows = await ctx.app.db.select({ n: orders.invoiceNumber }).from(orders).where(inArray(orders.id, ids));
    const numbers = rows.map((r) => r.n!).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => numbers[0]! + i));
  });
});
