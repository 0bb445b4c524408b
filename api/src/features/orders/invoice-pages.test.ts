import { renderInvoicePdf } from './invoice';
import type { OrderDetails, OrderLineDetails } from './details';
import { pdfText } from './pdf-text.test-helper';

const line = (i: number): OrderLineDetails => ({
  id: i,
  position: i,
  articleId: 1,
  label: 'KARTING 10 MIN',
  description: 'KARTING ADULTE — SESSION 10 MINUTES',
  qty: 1,
  unitPriceCents: 1750,
  originalUnitPriceCents: 1750,
  promoCode: null,
  slotId: 100 + i,
  activity: 'KARTING',
  startsAt: new Date(Date.UTC(2026, 11, 5, 8 + (i % 10))),
  spectators: 0,
  tickets: [],
});

const order = (lines: number): OrderDetails => ({
  id: 7,
  invoiceNumber: 7,
  reference: 'REF7',
  clientId: 1,
  clientName: 'Camille Martin',
  createdAt: new Date('2026-11-28T10:00:00Z'),
  totalCents: 1750 * lines,
  paymentMethod: 'Carte bancaire',
  email: 'camille@example.fr',
  emailedAt: null,
  lines: Array.from({ length: lines }, (_, i) => line(i + 1)),
});

const headings = (text: string) => text.split('\n').filter((run) => run === 'Désignation').length;

describe('a long invoice', () => {
  it('repeats the columns’ heading on each page its lines run onto', async () => {
    expect(headings(pdfText(await renderInvoicePdf(order(3), { compress: false })))).toBe(1);
    const long = pdfText(await renderInvoicePdf(order(40), { compress: false }));
    expect(headings(long)).toBeGreaterThanOrEqual(2);
    // Every line is there once, after a heading.
    expect(long.split('\n').filter((run) => run.startsWith('05/12/2026 à '))).toHaveLength(40);
  });
});
