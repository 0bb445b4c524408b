import type { OrderDetails } from '../orders/details';
import { renderTableReceipt } from './receipt';
import { MAIL_COLORS } from './mail-style';

const order: OrderDetails = {
  id: 77,
  reference: 'PK-20261123-abc',
  clientId: 3,
  clientName: 'Tablettes Bar central',
  // 21:30 UTC on 23/11/2026 is 22:30 in Paris (winter time)
  createdAt: new Date('2026-11-23T21:30:00Z'),
  totalCents: 3300,
  paymentMethod: 'Carte bancaire',
  email: 'invite@example.fr',
  emailedAt: null,
  lines: [
    { label: 'COCA-COLA 33 CL', qty: 2, unitPriceCents: 350 },
    { label: 'PLANCHE MIXTE', qty: 1, unitPriceCents: 1900 },
    { label: 'PRESSION BLONDE 25 CL', qty: 1, unitPriceCents: 400 },
  ].map((l, i) => ({
    ...l,
    id: i + 1,
    position: i + 1,
    articleId: 300 + i,
    description: '',
    originalUnitPriceCents: l.unitPriceCents,
    promoCode: null,
    slotId: null,
    activity: null,
    startsAt: null,
    spectators: 0,
    tickets: [{ code: `T${i}`, validFrom: new Date(), validUntil: new Date() }],
  })) as unknown as OrderDetails['lines'],
};

describe('the receipt of a table order', () => {
  const mail = renderTableReceipt(order, { parkName: 'Parc Test', zone: 'Bar central', table: 'Table 4' });

  it('gives the order number, the table, the lines, the total and the VAT included', () => {
    expect(mail.subject).toBe('Reçu de votre commande au bar n° 77');
    expect(mail.to).toBe('invite@example.fr');
    for (const text of [mail.html, mail.text]) {
      expect(text).toContain('Nous vous confirmons la prise en compte de votre commande !');
      expect(text).toContain('77');
      expect(text).toContain('Bar central — Table 4');
      expect(text).toContain('PLANCHE MIXTE');
      expect(text).toContain('23/11/2026 à 22:30');
      expect(text).toMatch(/33,00\s€/);
      expect(text).toMatch(/5,50\s€/);
    }
    expect(mail.text).toContain('- COCA-COLA 33 CL × 2 — 7,00');
  });

  it('is drawn in the park colours of every e-mail, on the shared frame', () => {
    expect(mail.html).toContain(`background:${MAIL_COLORS.primary}`);
    expect(mail.html).toContain(`border-bottom:4px solid ${MAIL_COLORS.secondary}`);
    expect(mail.html).not.toContain('#1e3a8a');
    expect(mail.html).toContain('<html lang="fr">');
  });

  it('speaks of no ticket, QR code or activity time', () => {
    expect(mail.attachments).toHaveLength(0);
    for (const text of [mail.html, mail.text]) {
      expect(text).not.toMatch(/QR|billet|15 minutes|activité/i);
    }
  });
});
