import { notePostgresSkipped, testDatabases } from '../../test/test-app';
import { settleTransaction } from '../sales/settle';
import { line, makeClient, makePark, makeSlot, makeTransaction, slotLine } from '../sales/test-fixtures';
import { outboxSuite } from './test-helpers';

notePostgresSkipped();

describe.each(testDatabases())('the confirmation quantities of a settled order, on %s', (kind) => {
  const { ctx, mailTo } = outboxSuite(kind, 'line-kinds');

  it("says what each line counts, from the paid line's kind or the subscription it created", async () => {
    const db = ctx.app.db;
    const park = await makePark(db);
    const email = `line-kinds-${kind}@example.com`;
    const client = await makeClient(db, email);
    const slot = await makeSlot(db, park, 10, new Date('2030-06-01T12:00:00Z'));
    const equipment = line({ id: park.articleId, idTariff: park.equipmentTariffId, counter: 2, unitCents: 300 });
    const reference = await makeTransaction(
      db,
      client,
      [
        slotLine(park, slot.id, 2, { kind: 'activity', client: { pid: 'g1', unit: 'participants' } }),
        { ...equipment, kind: 'equipment', description: 'Avec équipement', client: { pid: 'g1' } },
        // The club, paid without its kind: its membership says what it is.
        line({ id: park.clubArticleId, idTariff: park.clubTariffId, counter: 1, unitCents: 5000 }),
      ],
      'paid',
      { email },
    );
    await settleTransaction(ctx.app, reference, { now: new Date('2030-05-01T10:00:00Z') });

    const mail = await mailTo(email);
    const text = mail.text ?? '';
    expect(text).toContain('- KARTING 10 MIN — 01/06/2030 à 14:00 — 2 participants — 35,00 €');
    expect(text).toContain('- KARTING 10 MIN — 2 équipements — 6,00 €\n    Avec équipement');
    expect(text).toContain('- 360 FAMILY CLUB - ADHÉSION 1 AN — Du 01/05/2030 au 01/05/2031 — 1 adhésion — 50,00 €');
    expect(text).not.toMatch(/ — \d+ — /);
    const html = mail.html ?? '';
    for (const words of ['2 participants', '2 équipements', '1 adhésion'])
      expect(html).toContain(`text-align:center">${words}</td>`);
  });
});
