import { notePostgresSkipped, testDatabases } from '../../test/test-app';
import { compressedPdfText } from '../orders/pdf-text.test-helper';
import { settleTransaction } from '../sales/settle';
import { holdFor, line, makeClient, makePark, makeSlot, makeTransaction, slotLine } from '../sales/test-fixtures';
import { outboxSuite } from './test-helpers';

notePostgresSkipped();

const LABEL = 'TRAMPOLINES - ABONNEMENT 3 MOIS SANS LIMITE';
/** The formula the article is sold by (seed/park-offers.ts): the same name but for a plural. */
const FORMULA = 'TRAMPOLINES - ABONNEMENTS 3 MOIS SANS LIMITE';

describe.each(testDatabases())('a subscription starting later, on %s', (kind) => {
  const { ctx, mailTo } = outboxSuite(kind, 'subscription-period');

  it('says its period (Paris days) on the e-mail line, its ticket and the invoice line, and its name once', async () => {
    const db = ctx.app.db;
    const park = await makePark(db);
    const client = await makeClient(db, `period-${kind}@example.com`, 'Inès', 'Roux');
    const slot = await makeSlot(db, park, 10, new Date('2026-11-30T13:00:00Z'));
    const reference = await makeTransaction(
      db,
      client,
      [
        slotLine(park, slot.id, 2, { client: { unit: 'participants' } }),
        // Bought on 28/11/2026, starting 40 days later: 07/01/2027 to 07/04/2027 (3 months, spec §4).
        line({
          id: park.noLimitArticleId,
          idTariff: park.noLimitTariffId,
          counter: 1,
          unitCents: 9900,
          description: FORMULA,
          client: { accessStart: '2027-01-07T00:00:00+01:00', type: 8 },
        }),
      ],
      'paid',
      { email: `period-${kind}@example.com` },
    );
    await holdFor(db, slot.id, reference, 2);
    const settled = await settleTransaction(ctx.app, reference, { now: new Date('2026-11-28T10:00:00Z') });

    const mail = await mailTo(`period-${kind}@example.com`);
    const html = mail.html ?? '';
    const text = mail.text ?? '';
    // The line's date column, and its ticket: from the first day, not 'valable jusqu'au' (read as from today).
    expect(html).toContain('white-space:nowrap">Du 07/01/2027<br>au 07/04/2027</td>');
    expect(html).toMatch(/<strong>[0-9A-Z]{12}<\/strong>[\s\S]*?Du 07\/01\/2027<br>au 07\/04\/2027<\/div>/);
    expect(html).not.toContain('valable jusqu');
    expect(text).toContain(`- ${LABEL} — Du 07/01/2027 au 07/04/2027 — 1 abonnement — 99,00 €`);
    expect(text).toMatch(new RegExp(`[0-9A-Z]{12} — ${LABEL} — Du 07/01/2027 au 07/04/2027`));
    // The booking beside it keeps its day and time.
    expect(html).toContain('white-space:nowrap">30/11/2026<br>14:00</td>');
    // The formula is the article's name but for a plural: said once (line and ticket), not twice each.
    expect(html).not.toContain(FORMULA);
    expect(text).not.toContain(FORMULA);
    expect(html.match(new RegExp(LABEL, 'g'))).toHaveLength(2);

    const headers = { authorization: `Bearer ${ctx.app.signToken({ sub: client, type: 0, cv: 0 })}` };
    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/ticket/${settled.idTicket}/invoice.pdf`, headers });
    expect(pdf.statusCode).toBe(200);
    const invoice = compressedPdfText(pdf.rawPayload);
    // The name may wrap in the designation column: read as words.
    expect(invoice.replace(/\s+/g, ' ')).toContain(
      `${LABEL} Du 07/01/2027 au 07/04/2027 1 82,50 € 20 % 82,50 € 99,00 €`,
    );
    expect(invoice).not.toContain(FORMULA);
    expect(invoice).toContain('30/11/2026 à 14:00');
  });
});
