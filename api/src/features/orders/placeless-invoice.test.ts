import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { settleTransaction } from '../sales/settle';
import { makeClient, makePark, makeSlot, makeTransaction, slotLine } from '../sales/test-fixtures';
import { NO_INVOICE_WITHOUT_PLACES } from './routes';

notePostgresSkipped();

describe.each(testDatabases())('an order paid without places on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('is listed with its amount and no line, and has no invoice (409), by bearer or by link', async () => {
    const park = await makePark(ctx.app.db);
    const client = await makeClient(ctx.app.db, `placeless-invoice-${kind}@example.com`);
    const full = await makeSlot(ctx.app.db, park, 2, undefined, 2);
    const reference = await makeTransaction(ctx.app.db, client, [slotLine(park, full.id, 1)]);
    const settled = await settleTransaction(ctx.app, reference, { skipEmail: true });
    expect(settled.state).toBe('paid-without-places');
    const headers = { authorization: `Bearer ${ctx.app.signToken({ sub: client, type: 0, cv: 0 })}` };

    const list = await ctx.app.inject({ method: 'GET', url: `/api/ticket?idClient=${client}`, headers });
    expect(list.json()).toEqual([expect.objectContaining({ id: settled.idTicket, reference, total: 17.5, sales: [] })]);
    const print = await ctx.app.inject({ method: 'POST', url: `/api/ticket/${settled.idTicket}/print`, headers });
    expect(print.statusCode).toBe(409);
    expect(print.json()).toMatchObject({ code: 'NO_INVOICE', message: NO_INVOICE_WITHOUT_PLACES });
    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/ticket/${settled.idTicket}/invoice.pdf`, headers });
    expect(pdf.statusCode).toBe(409);
  });
});
