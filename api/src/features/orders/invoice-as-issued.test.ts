import { eq } from 'drizzle-orm';
import { clients, orders } from '../../db/schema';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { settleTransaction } from '../sales/settle';
import { line, makeClient, makePark, makeTransaction, type Park } from '../sales/test-fixtures';
import { compressedPdfText } from './pdf-text.test-helper';

notePostgresSkipped();

describe.each(testDatabases())('an invoice as it was issued on %s', (kind) => {
  let ctx: TestContext;
  let park: Park;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    park = await makePark(ctx.app.db);
  });
  afterAll(() => ctx.close());

  /** A paid order of `client` (3 × 17,50 € and 1 × 3,00 €), settled on 28/11/2026. */
  async function paidOrder(client: number): Promise<number> {
    const lines = [
      line({ id: park.articleId, idTariff: park.tariffId, counter: 3, unitCents: 1750 }),
      line({ id: park.articleId, idTariff: park.equipmentTariffId, counter: 1, unitCents: 300, description: 'Gants' }),
    ];
    const reference = await makeTransaction(ctx.app.db, client, lines, 'paid', { email: `order-${client}@example.fr` });
    const now = new Date(Date.UTC(2026, 10, 28, 10));
    return (await settleTransaction(ctx.app, reference, { now, skipEmail: true })).idTicket;
  }

  async function invoiceText(client: number, type: 0 | 2, order: number): Promise<string> {
    const headers = { authorization: `Bearer ${ctx.app.signToken({ sub: client, type, cv: 0 })}` };
    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/ticket/${order}/invoice.pdf`, headers });
    expect(pdf.statusCode).toBe(200);
    return compressedPdfText(pdf.rawPayload);
  }

  async function makeCompany(email: string): Promise<number> {
    const company = await makeClient(ctx.app.db, email, '', 'CSE Démo Industries');
    await ctx.app.db
      .update(clients)
      .set({ type: 2, address: '10 rue de la République, 69001 Lyon', identificationNumber: '55210055400013' })
      .where(eq(clients.id, company));
    return company;
  }

  it('names the buyer as the account was when the order was paid, whatever the account becomes', async () => {
    const company = await makeCompany(`issued-company-${kind}@example.fr`);
    const order = await paidOrder(company);
    await ctx.app.db
      .update(clients)
      .set({ lastName: 'Nouveau Nom SAS', address: '1 quai Perrache, 69002 Lyon', identificationNumber: '552100554' })
      .where(eq(clients.id, company));
    const text = await invoiceText(company, 2, order);
    expect(text).toContain(
      `CSE Démo Industries\n10 rue de la République, 69001 Lyon\nSIRET 552 100 554 00013\norder-${company}@example.fr`,
    );
    expect(text).not.toContain('Nouveau Nom SAS');
    expect(text).not.toContain('quai Perrache');
  });

  it('an order paid before the copy existed names the account as it is now', async () => {
    const person = await makeClient(ctx.app.db, `issued-person-${kind}@example.fr`, 'Inès', 'Roux');
    const order = await paidOrder(person);
    await ctx.app.db.update(orders).set({ buyer: null }).where(eq(orders.id, order));
    await ctx.app.db
      .update(clients)
      .set({ lastName: 'Roux-Martin', address: '3 place Bellecour' })
      .where(eq(clients.id, person));
    expect(await invoiceText(person, 0, order)).toContain(
      `Inès Roux-Martin\n3 place Bellecour\norder-${person}@example.fr`,
    );
  });
});
