import { REFUND_NOTICE_TITLE, renderRefundNotice, type RefundNotice } from './refund-notice';

const notice: RefundNotice = {
  orderId: 12,
  reference: 'PK-20300612-ABCDEF012345',
  email: 'zoe@example.com',
  clientName: 'Zoé <Dupont>',
  amountCents: 5550,
  // 25/10/2026 at 02:30 Paris is 01:30 UTC (winter time, the autumn change)
  items: [
    { label: 'KARTING — Karting 10 min', qty: 3, startsAt: new Date('2026-10-25T01:30:00Z') },
    { label: 'Chaussettes', qty: 1, startsAt: null },
  ],
};

describe('renderRefundNotice', () => {
  const mail = renderRefundNotice(notice, { siteUrl: 'https://parc.example', parkName: 'Parc 360' });

  it('tells the visitor in French that the slot is gone, nothing was booked and the full amount is refunded', () => {
    expect(mail.to).toBe('zoe@example.com');
    expect(mail.subject).toBe('Créneau indisponible : remboursement de votre paiement PK-20300612-ABCDEF012345');
    expect(mail.text).toContain('Bonjour Zoé <Dupont>,');
    expect(mail.text).toContain(REFUND_NOTICE_TITLE);
    expect(mail.text).toContain("le créneau que vous aviez choisi n'était plus disponible");
    expect(mail.text).toContain("votre réservation n'a donc pas pu être confirmée et aucun billet n'a été émis.");
    expect(mail.text).toContain('Le remboursement intégral de 55,50 € est en cours');
    expect(mail.text).toContain('- KARTING — Karting 10 min — 25/10/2026 à 02:30 — 3 participants');
    expect(mail.text).toContain('- Chaussettes — quantité : 1');
    expect(mail.text).toContain('https://parc.example');
    expect(mail.text).toContain("L'équipe Parc 360");
    expect(mail.attachments ?? []).toHaveLength(0);
  });

  it('escapes the HTML part and names the park', () => {
    expect(mail.html).toContain('Bonjour Zoé &lt;Dupont&gt;,');
    expect(mail.html).not.toContain('<Dupont>');
    expect(mail.html).toContain('Parc 360 — Créneau indisponible');
    expect(mail.html).toContain('lang="fr"');
  });

  it('counts each line as the confirmation does: boxes for karaoke, equipment and wristbands as such', () => {
    const at = new Date('2026-12-05T13:00:00Z');
    const mail = renderRefundNotice(
      {
        ...notice,
        items: [
          { label: 'KARAOKÉ — Box 1 h', qty: 1, startsAt: at, kind: 'activity', unit: 'boxes' },
          {
            label: 'KARTING — Karting 10 min',
            qty: 2,
            startsAt: at,
            kind: 'activity',
            unit: 'participants',
            spectators: 1,
          },
          { label: 'Équipement', qty: 2, startsAt: at, kind: 'equipment' },
          { label: 'Bracelet connecté', qty: 1, startsAt: at, kind: 'wristband' },
          { label: 'Chaussettes', qty: 3, startsAt: null, kind: 'accessory' },
        ],
      },
      { siteUrl: 'https://parc.example', parkName: 'Parc 360' },
    );
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('KARAOKÉ — Box 1 h — 05/12/2026 à 14:00 — 1 box');
      expect(part).toContain('KARTING — Karting 10 min — 05/12/2026 à 14:00 — 2 participants (+ 1 spectateur)');
      expect(part).toContain('Équipement — 05/12/2026 à 14:00 — 2 équipements');
      expect(part).toContain('Bracelet connecté — 05/12/2026 à 14:00 — 1 bracelet');
      expect(part).toContain('Chaussettes — 3 articles');
      expect(part).not.toMatch(/(Équipement|Bracelet|KARAOKÉ)[^\n<]*participant/);
    }
  });

  it('greets without a name', () => {
    expect(renderRefundNotice({ ...notice, clientName: null }, { siteUrl: 'x', parkName: 'P' }).text).toMatch(
      /^Bonjour,\n/,
    );
  });
});
