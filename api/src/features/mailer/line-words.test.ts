import type { OrderDetails, OrderLineDetails } from '../orders/details';
import { renderConfirmation } from './confirmation';
import { lineQuantityWords, lineTitle } from './line-words';

/** A line of the confirmation, 17,50 € each, with no slot unless given one. */
const orderLine = (id: number, over: Partial<OrderLineDetails>): OrderLineDetails => ({
  id,
  position: id,
  articleId: id,
  label: 'ARTICLE',
  description: '',
  qty: 1,
  unitPriceCents: 1750,
  originalUnitPriceCents: 1750,
  promoCode: null,
  slotId: null,
  activity: null,
  startsAt: null,
  spectators: 0,
  tickets: [],
  details: {},
  ...over,
});

const orderOf = (lines: OrderLineDetails[]): OrderDetails => ({
  id: 7,
  reference: 'REF-7',
  clientId: 1,
  clientName: 'Inès Roux',
  createdAt: new Date('2026-11-28T10:00:00Z'),
  totalCents: lines.reduce((sum, l) => sum + l.unitPriceCents * l.qty, 0),
  paymentMethod: 'Carte bancaire',
  email: 'ines@example.com',
  emailedAt: null,
  lines,
});

const onSlot = { slotId: 3, startsAt: new Date('2026-12-05T13:00:00Z'), details: { unit: 'participants' as const } };
/** The quantity cell of a line's row in the HTML part. */
const cell = (text: string) => `text-align:center">${text}</td>`;

describe('the confirmation line title', () => {
  it('does not say the activity again before a label that starts with it (case, accents, spaces aside)', async () => {
    const lines = [
      orderLine(1, { ...onSlot, activity: 'KARTING', label: 'KARTING ADULTE - SESSION 10 MIN', qty: 2 }),
      orderLine(2, { ...onSlot, activity: 'KARAOKÉ ', label: 'Karaoke 1 h', details: { unit: 'boxes' } }),
    ];
    const mail = await renderConfirmation(orderOf(lines), { accountUrl: 'https://parc.example' });
    expect(mail.text).toContain('- KARTING ADULTE - SESSION 10 MIN — 05/12/2026 à 14:00 — 2 participants — 35,00 €');
    expect(mail.text).toContain('- Karaoke 1 h — 05/12/2026 à 14:00 — 1 box — 17,50 €');
    expect(mail.text).not.toMatch(/KARTING — KARTING|KARAOKÉ  ?— /);
    expect(mail.html).toContain('>KARTING ADULTE - SESSION 10 MIN</td>');
    expect(mail.html).not.toMatch(/KARTING — KARTING|KARAOKÉ  ?— /);
  });

  it('keeps the activity before a label that does not start with it, or only with part of a word', () => {
    expect(lineTitle({ activity: 'KARTING', label: 'ANNIVERSAIRE KARTING' })).toBe('KARTING — ANNIVERSAIRE KARTING');
    expect(lineTitle({ activity: 'KART', label: 'KARTING 10 MIN' })).toBe('KART — KARTING 10 MIN');
    expect(lineTitle({ activity: 'LASER GAME', label: 'Laser Game - 2 parties' })).toBe('Laser Game - 2 parties');
    expect(lineTitle({ activity: null, label: 'SOFT' })).toBe('SOFT');
  });
});

describe('the confirmation line quantity', () => {
  it('says what a subscription, the club, a company ticket, equipment, a wristband, an accessory and a drink count', async () => {
    const lines = [
      orderLine(1, { label: 'TRAMPOLINES - ABONNEMENT 3 MOIS SANS LIMITE', unitPriceCents: 9900 }),
      orderLine(2, { label: 'TRAMPOLINES - ABONNEMENT 1 MOIS', qty: 2 }),
      orderLine(3, { label: '360 FAMILY CLUB - ADHÉSION 1 AN' }),
      orderLine(4, { label: 'BILLET CSE TRAMPOLINE', qty: 3 }),
      orderLine(5, { label: 'KARTING ADULTE - SESSION 10 MIN', description: 'Avec équipement', qty: 2 }),
      orderLine(6, { label: 'BRACELET CONNECTÉ' }),
      orderLine(7, { label: 'CHAUSSETTES', qty: 2 }),
      orderLine(8, { label: 'COCA-COLA 33 CL' }),
    ];
    const kinds = ['subscription', 'subscription', 'family-club', 'company', 'equipment', 'wristband', 'accessory'];
    const lineKinds = new Map([...kinds, 'bar'].map((kind, i) => [i + 1, kind]));
    const mail = await renderConfirmation(orderOf(lines), { accountUrl: 'https://parc.example', lineKinds });
    const said = [
      'TRAMPOLINES - ABONNEMENT 3 MOIS SANS LIMITE — 1 abonnement — 99,00 €',
      'TRAMPOLINES - ABONNEMENT 1 MOIS — 2 abonnements — 35,00 €',
      '360 FAMILY CLUB - ADHÉSION 1 AN — 1 adhésion — 17,50 €',
      'BILLET CSE TRAMPOLINE — 3 billets — 52,50 €',
      'KARTING ADULTE - SESSION 10 MIN — 2 équipements — 35,00 €',
      'BRACELET CONNECTÉ — 1 bracelet — 17,50 €',
      'CHAUSSETTES — 2 articles — 35,00 €',
      'COCA-COLA 33 CL — 1 article — 17,50 €',
    ];
    for (const text of said) expect(mail.text).toContain(`- ${text}`);
    for (const words of ['1 abonnement', '2 abonnements', '1 adhésion', '3 billets', '2 équipements', '1 bracelet'])
      expect(mail.html).toContain(cell(words));
    expect(mail.html).toContain(cell('2 articles'));
    expect(mail.text).not.toMatch(/ — \d+ — /);
    expect(mail.html).not.toMatch(/text-align:center">\d+<\/td>/);
  });

  it("keeps a booking's own unit, and the quantity alone for a line whose kind is not known", () => {
    const booking = orderLine(1, { ...onSlot, qty: 2, spectators: 1 });
    expect(lineQuantityWords(booking, 'activity')).toBe('2 participants (+ 1 spectateur)');
    expect(lineQuantityWords({ ...booking, details: { unit: 'boxes' } }, 'activity')).toBe('2 box (+ 1 spectateur)');
    expect(lineQuantityWords(orderLine(2, { qty: 4 }), undefined)).toBe('4');
    expect(lineQuantityWords(orderLine(2, { qty: 4 }), 'something-new')).toBe('4');
  });
});
