import { eq } from 'drizzle-orm';
import { clients, orders } from '../../db/schema';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { settleTransaction } from '../sales/settle';
import { line, makeClient, makePark, makeTransaction, type Park } from '../sales/test-fixtures';
import { compressedPdfText } from './pdf-text.test-helper';
import { LATE_PAYMENT_PENALTIES, PAYMENT_DUE } from './seller-legal';

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

  it('shows per line the quantity, the unit price HT, the VAT rate and the amounts HT and TTC', async () => {
    const person = await makeClient(ctx.app.db, `issued-lines-${kind}@example.fr`, 'Paul', 'Blanc');
    const text = await invoiceText(person, 0, await paidOrder(person));
    expect(text).toContain('Qté\nPU HT\nTVA\nTotal HT\nTotal TTC');
    // 3 × 17,50 € TTC: 14,58 € HT each, 43,75 € HT and 52,50 € TTC for the line (52,50 / 1,2).
    expect(text).toContain('3\n14,58 €\n20 %\n43,75 €\n52,50 €');
    expect(text).toContain('1\n2,50 €\n20 %\n2,50 €\n3,00 €');
    // 55,50 € paid: HT 46,25 € (= 43,75 + 2,50), TVA 9,25 €.
    expect(text).toContain('Total HT\n46,25 €\nTVA 20 %\n9,25 €\nTotal TTC\n55,50 €');
  });

  it('a company’s invoice carries the payment terms of the Code de commerce, a person’s does not', async () => {
    const company = await makeCompany(`issued-terms-${kind}@example.fr`);
    const companyText = await invoiceText(company, 2, await paidOrder(company));
    expect(companyText).toContain('Facture acquittée le 28/11/2026 par carte bancaire.');
    expect(companyText).toContain(PAYMENT_DUE);
    expect(companyText.replace(/\s+/g, ' ')).toContain(LATE_PAYMENT_PENALTIES);
    expect(companyText).toContain('Indemnité forfaitaire pour frais de recouvrement : 40 €');
    expect(companyText.replace(/\s+/g, ' ')).toContain('10 points de pourcentage');

    const person = await makeClient(ctx.app.db, `issued-terms-person-${kind}@example.fr`, 'Léa', 'Moreau');
    const personText = await invoiceText(person, 0, await paidOrder(person));
    expect(personText).toContain('Facture acquittée le 28/11/2026 par carte bancaire.');
    expect(personText).not.toContain('recouvrement');
    expect(personText).not.toContain('Pénalités');
  });
});
