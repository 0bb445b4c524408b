import { eq } from 'drizzle-orm';
import { cities, clients } from '../../db/schema';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { settleTransaction } from '../sales/settle';
import { line, makeClient, makePark, makeTransaction, type Park } from '../sales/test-fixtures';
import { buyerLines, registrationLine } from './invoice-buyer';
import { compressedPdfText } from './pdf-text.test-helper';

notePostgresSkipped();

describe('the buyer lines of an invoice', () => {
  it('names a registration number by its length, spaced as the seller’s', () => {
    expect(registrationLine('55210055400013')).toBe('SIRET 552 100 554 00013');
    expect(registrationLine('552 100 554 00013')).toBe('SIRET 552 100 554 00013');
    expect(registrationLine('552100554')).toBe('SIREN 552 100 554');
    expect(registrationLine('RCS Lyon B 552')).toBe("N° d'immatriculation RCS Lyon B 552");
  });
  it('are the address, then the registration number; none without a buyer', () => {
    expect(buyerLines({ address: ['1 rue A', '69001 Lyon'], registrationNumber: '552100554' })).toEqual([
      '1 rue A',
      '69001 Lyon',
      'SIREN 552 100 554',
    ]);
    expect(buyerLines(undefined)).toEqual([]);
  });
});

describe.each(testDatabases())('the invoice’s buyer on %s', (kind) => {
  let ctx: TestContext;
  let park: Park;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    park = await makePark(ctx.app.db);
  });
  afterAll(() => ctx.close());

  /** The text of the invoice of an order paid by `client` (one undated line), as its owner downloads it. */
  async function invoiceOf(client: number, type: 0 | 2): Promise<string> {
    const lines = [line({ id: park.articleId, idTariff: park.tariffId, counter: 1, unitCents: 1750 })];
    const reference = await makeTransaction(ctx.app.db, client, lines, 'paid', { email: `buyer-${client}@example.fr` });
    const settled = await settleTransaction(ctx.app, reference, { skipEmail: true });
    const headers = { authorization: `Bearer ${ctx.app.signToken({ sub: client, type, cv: 0 })}` };
    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/ticket/${settled.idTicket}/invoice.pdf`, headers });
    expect(pdf.statusCode).toBe(200);
    return compressedPdfText(pdf.rawPayload);
  }

  it('of a company: its name, billing address and SIRET under CLIENT, then the e-mail', async () => {
    const company = await makeClient(ctx.app.db, `cse-invoice-${kind}@example.fr`, '', 'CSE Démo Industries');
    await ctx.app.db
      .update(clients)
      .set({
        type: 2,
        secondName: 'Claire Démo',
        address: '10 rue de la République, 69001 Lyon',
        identificationNumber: '55210055400013',
        companyStatus: 'approved',
      })
      .where(eq(clients.id, company));
    const text = await invoiceOf(company, 2);
    expect(text).toContain(
      `CSE Démo Industries\n10 rue de la République, 69001 Lyon\nSIRET 552 100 554 00013\nbuyer-${company}@example.fr`,
    );
  });

  it('of a person: the postal address when the account has one, never a registration number', async () => {
    const [town] = await ctx.app.db.insert(cities).values({ postalCode: '69007', name: 'Lyon' }).returning();
    const person = await makeClient(ctx.app.db, `person-invoice-${kind}@example.fr`, 'Inès', 'Roux');
    await ctx.app.db
      .update(clients)
      .set({ address: '3 place Bellecour', address1: 'Bâtiment B', idVil: town!.id, identificationNumber: '552100554' })
      .where(eq(clients.id, person));
    const text = await invoiceOf(person, 0);
    expect(text).toContain(`Inès Roux\n3 place Bellecour\nBâtiment B\n69007 Lyon\nbuyer-${person}@example.fr`);
    expect(text).not.toContain('SIREN');

    const bare = await makeClient(ctx.app.db, `bare-invoice-${kind}@example.fr`, 'Paul', 'Blanc');
    expect(await invoiceOf(bare, 0)).toContain(`Paul Blanc\nbuyer-${bare}@example.fr\nFacture n° F-`);
  });
});
