import type { OrderDetails, OrderLineDetails } from '../orders/details';
import { renderConfirmation } from './confirmation';
import { lineTitle } from './line-words';

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
