import { renderInvitationPdf, type InvitationInput } from './invitation';
import { renderInvoicePdf } from './invoice';
import type { OrderDetails, OrderLineDetails } from './details';
import { compressedPdfText, pdfText } from './pdf-text.test-helper';

/** Names outside WinAnsi (Helvetica's): Latin Extended-A/B, Greek, Cyrillic. */
const NAMES = ['Łukasz Wójcik', 'Ăndreea Ştefan', 'Şükrü Ţurcanu', 'Ευαγγελία', 'Дмитрий Шостакович'];

const line: OrderLineDetails = {
  id: 1,
  position: 1,
  articleId: 1,
  label: 'Karting 10 min',
  description: `Équipe ${NAMES[0]}`,
  qty: 2,
  unitPriceCents: 1750,
  originalUnitPriceCents: 1750,
  promoCode: null,
  slotId: null,
  activity: 'Karting',
  startsAt: new Date('2026-12-05T14:00:00Z'),
  spectators: 0,
  tickets: [],
};
const order: OrderDetails = {
  id: 42,
  invoiceNumber: 42,
  reference: 'REF42',
  clientId: 1,
  clientName: NAMES.join(', '),
  createdAt: new Date('2026-11-20T10:00:00Z'),
  totalCents: 3500,
  paymentMethod: 'CB',
  email: 'famille@example.fr',
  emailedAt: null,
  lines: [line],
};
const birthday = (nom: string): InvitationInput['line'] => ({
  label: 'Anniversaire',
  description: 'Formule anniversaire karting',
  startsAt: new Date('2026-12-05T14:00:00Z'),
  details: { anniversaires: { nom, age: 8, gateaux: { id: 1, name: 'Chocolat' }, commentaires: '' } },
});
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe("the PDFs' font", () => {
  it('prints every visitor’s name on the invoice, compressed (as served) or not', async () => {
    for (const compress of [true, false]) {
      const pdf = await renderInvoicePdf(order, { compress, parkName: 'Parc 360' });
      const text = oneLine(compress ? compressedPdfText(pdf) : pdfText(pdf));
      for (const name of NAMES) expect(text).toContain(name);
      expect(text).toContain('Équipe Łukasz Wójcik');
      expect(text).toContain('35,00 €');
    }
  });

  it('prints every child’s first name on the invitation', async () => {
    for (const name of NAMES.map((n) => n.split(' ')[0]!)) {
      const pdf = await renderInvitationPdf({ line: birthday(name), parkName: 'Parc 360', address: '1 rue A, Lyon' });
      const text = oneLine(compressedPdfText(pdf));
      expect(text).toContain(name);
      expect(text).toContain('TU ES INVITÉ(E) !');
    }
  });

  it('embeds its fonts (a subset): no standard PDF font is left', async () => {
    const pdfs = [
      await renderInvoicePdf(order, { compress: false }),
      await renderInvitationPdf({
        line: birthday(NAMES[4]!),
        parkName: 'Parc 360',
        address: '1 rue A',
        compress: false,
      }),
    ];
    for (const pdf of pdfs) {
      const source = pdf.toString('latin1');
      expect(source).not.toMatch(/\/Subtype \/Type1/);
      expect(source).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold/);
      expect(pdf.length).toBeLessThan(100_000);
    }
  });
});
