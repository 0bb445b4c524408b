import type { OrderDetails } from '../orders/details';
import { MAIL_COLORS } from './mail-style';
import { CONFIRMATION_TITLE, renderConfirmation, SNACKING_TITLE } from './confirmation';

const order: OrderDetails = {
  id: 42,
  reference: 'REF-42',
  clientId: 7,
  clientName: 'Zoé <Dupont>',
  // 23:30 UTC on 30/03/2026 is already 31/03 in Paris (summer time, UTC+2)
  createdAt: new Date('2026-03-30T23:30:00Z'),
  totalCents: 4100,
  paymentMethod: 'Carte bancaire',
  email: 'zoe@example.com',
  emailedAt: null,
  lines: [
    {
      id: 1,
      position: 1,
      articleId: 3,
      label: 'BOWLING 1 PARTIE',
      description: 'Piste 2',
      qty: 2,
      unitPriceCents: 1750,
      originalUnitPriceCents: 1750,
      promoCode: null,
      slotId: 9,
      activity: 'BOWLING',
      // the autumn change: 25/10/2026 at 02:30 Paris is 01:30 UTC (winter time)
      startsAt: new Date('2026-10-25T01:30:00Z'),
      spectators: 1,
      tickets: [
        {
          code: 'AAAA1111BBBB',
          validFrom: new Date('2026-10-25T01:00:00Z'),
          validUntil: new Date('2026-10-25T02:30:00Z'),
        },
        {
          code: 'CCCC2222DDDD',
          validFrom: new Date('2026-10-25T01:00:00Z'),
          validUntil: new Date('2026-10-25T02:30:00Z'),
        },
      ],
    },
    {
      id: 2,
      position: 2,
      articleId: 4,
      label: 'SOFT',
      description: '',
      qty: 1,
      unitPriceCents: 600,
      originalUnitPriceCents: 600,
      promoCode: null,
      slotId: null,
      activity: null,
      startsAt: null,
      spectators: 0,
      tickets: [
        {
          code: 'EEEE3333FFFF',
          validFrom: new Date('2026-03-30T23:30:00Z'),
          validUntil: new Date('2027-03-30T23:30:00Z'),
        },
      ],
    },
  ],
};

describe('renderConfirmation', () => {
  it('fits a 390 px phone: a fluid card up to 640 px, no fixed width wider than a phone', async () => {
    const mail = await renderConfirmation(order, { accountUrl: 'https://parc.example' });
    expect(mail.html).toContain('max-width:640px');
    const fixed = [...mail.html.matchAll(/(?<![-\w])width(?:="|:)(\d+)(?:px)?/g)].map((m) => Number(m[1]));
    expect(fixed.length).toBeGreaterThan(0);
    expect(fixed.filter((width) => width > 360)).toEqual([]);
  });
  it('says everything in French with Paris dates, one inline QR code per ticket and the account link', async () => {
    const mail = await renderConfirmation(order, { accountUrl: 'https://parc.example' });
    expect(mail.to).toBe('zoe@example.com');
    expect(mail.subject).toBe('Confirmation de votre réservation n° 42');
    expect(mail.html).toContain(CONFIRMATION_TITLE);
    expect(mail.html).toContain('Bonjour Zoé &lt;Dupont&gt;,');
    expect(mail.html).toContain('<td>31/03/2026</td>');
    expect(mail.html).toContain('25/10/2026');
    expect(mail.html).toContain('02:30');
    expect(mail.html).toContain('<th style="padding:8px 6px">Quantité</th>');
    expect(mail.html).toContain('2 participants (+ 1 spectateur)');
    expect(mail.html).toContain('41,00 €');
    expect(mail.html).toContain('6,83 €'); // VAT included: 41,00 - 41,00 / 1,2
    expect(mail.html).toContain('Carte bancaire');
    expect(mail.html).toContain('href="https://parc.example/compte?tab=1"');
    expect(mail.attachments).toHaveLength(3);
    for (const a of mail.attachments!) {
      expect(a.contentType).toBe('image/png');
      expect((a.content as Buffer).subarray(1, 4).toString()).toBe('PNG');
      expect(mail.html).toContain(`src="cid:${a.cid}"`);
    }
    for (const code of ['AAAA1111BBBB', 'CCCC2222DDDD', 'EEEE3333FFFF'])
      expect(mail.html).toContain(`<strong>${code}</strong>`);
    expect(mail.html).toContain('valable jusqu&#39;au 31/03/2027');
    expect(mail.text).toContain('Commande n° 42');
    expect(mail.text).toContain('- BOWLING 1 PARTIE — 25/10/2026 à 02:30 — 2 participants (+ 1 spectateur) — 35,00 €');
    expect(mail.text).toContain('Vos commandes : https://parc.example/compte?tab=1');
  });

  it('counts people on a booking, boxes for karaoke, the bare quantity for a line of unknown kind (never "participants")', async () => {
    const line = order.lines[0]!;
    const mail = await renderConfirmation(
      {
        ...order,
        lines: [
          { ...line, activity: 'KARAOKÉ', label: 'KARAOKÉ 1 H', qty: 1, spectators: 0, details: { unit: 'boxes' } },
          {
            ...line,
            activity: null,
            label: 'Chaussettes',
            qty: 2,
            slotId: null,
            startsAt: null,
            spectators: 0,
            details: {},
          },
        ],
      },
      { accountUrl: 'https://parc.example' },
    );
    expect(mail.text).toMatch(/- KARAOKÉ 1 H .*— 1 box —/);
    expect(mail.text).toMatch(/- Chaussettes — 2 — /);
    expect(mail.text).not.toMatch(/Chaussettes.*participant/);
  });

  describe('tickets per box for karaoke', () => {
    const bowling = order.lines[0]!;
    const karaoke = {
      ...bowling,
      id: 3,
      activity: 'KARAOKÉ',
      label: 'KARAOKÉ 1 H',
      description: '',
      qty: 2,
      spectators: 0,
      details: { unit: 'boxes' as const },
      tickets: [
        { ...bowling.tickets[0]!, code: 'GGGG4444HHHH' },
        { ...bowling.tickets[1]!, code: 'JJJJ5555KKKK' },
      ],
    };

    it('labels a karaoke order’s tickets per box, in the HTML and text parts', async () => {
      const mail = await renderConfirmation({ ...order, lines: [karaoke] }, { accountUrl: 'https://parc.example' });
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain('Présentez un QR code par box');
        expect(part).toContain('KARAOKÉ 1 H — box 1/2');
        expect(part).toContain('KARAOKÉ 1 H — box 2/2');
        expect(part).not.toContain('personne');
      }
    });

    it('says a sentence true of both units when an order has tickets per person and per box', async () => {
      const mail = await renderConfirmation(
        { ...order, lines: [bowling, karaoke] },
        { accountUrl: 'https://parc.example' },
      );
      expect(mail.html).toContain('Présentez le QR code de chaque billet à l&#39;accueil');
      expect(mail.text).toContain("Présentez le QR code de chaque billet à l'accueil");
      for (const part of [mail.html, mail.text]) {
        expect(part).not.toContain('un QR code par');
        expect(part).toContain('BOWLING 1 PARTIE — personne 1/2');
        expect(part).toContain('KARAOKÉ 1 H — box 2/2');
      }
    });

    it('keeps « par personne » for an order of people only', async () => {
      const mail = await renderConfirmation(order, { accountUrl: 'https://parc.example' });
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain('Présentez un QR code par personne');
        expect(part).toContain('BOWLING 1 PARTIE — personne 2/2');
      }
    });
  });

  it('says in the text part, as in the HTML, what an equipment line is', async () => {
    const line = order.lines[0]!;
    const equipment: OrderDetails = {
      ...order,
      lines: [
        {
          ...line,
          activity: null,
          label: 'KARTING ADULTE - SESSION 10 MIN',
          description: 'Avec équipement (charlotte et gants)',
          qty: 1,
          slotId: null,
          startsAt: null,
          spectators: 0,
          details: {},
        },
      ],
    };
    const mail = await renderConfirmation(equipment, { accountUrl: 'https://parc.example' });
    expect(mail.text).toMatch(
      /- KARTING ADULTE - SESSION 10 MIN — 1 — [^\n]*€\n {4}Avec équipement \(charlotte et gants\)/,
    );
    // A line with no date of its own says so once in the date column, not « — » over « — ».
    expect(mail.html).toMatch(/white-space:nowrap">—<\/td>/);
    expect(mail.html).not.toContain('—<br>—');
  });

  it('does not repeat a formula its line title already names', async () => {
    const line = order.lines[0]!;
    const karting: OrderDetails = {
      ...order,
      lines: [
        { ...line, activity: 'KARTING', label: 'KARTING ADULTE - SESSION 10 MIN', description: 'Session 10 min' },
      ],
    };
    const mail = await renderConfirmation(karting, { accountUrl: 'https://parc.example' });
    expect(mail.html).toContain('>KARTING ADULTE - SESSION 10 MIN<');
    expect(mail.html.match(/SESSION 10 MIN/gi)).toHaveLength(1 + line.tickets.length);
    expect(mail.text).not.toContain('(Session 10 min)');
    // A detail the title does not say is kept (the bowling lane of the test above).
    expect((await renderConfirmation(order, { accountUrl: 'https://parc.example' })).html).toContain('Piste 2');
  });

  it('says "commande" for a snacking order', async () => {
    const mail = await renderConfirmation(order, { accountUrl: 'https://parc.example', snacking: true });
    expect(mail.subject).toBe('Confirmation de votre commande n° 42');
    expect(mail.html).toContain(SNACKING_TITLE);
  });

  it('links a subscription to "Mes abonnements" and the club to the family tab, in the park\'s colours', async () => {
    const mail = await renderConfirmation(order, {
      accountUrl: 'http://localhost:3004',
      subscriptionKinds: ['subscription', 'family-club'],
    });
    expect(mail.html).toContain('href="http://localhost:3004/compte?tab=2"');
    expect(mail.html).toContain('href="http://localhost:3004/compte?tab=3&amp;famille=nouvelle"');
    expect(mail.text).toContain('Vos abonnements : http://localhost:3004/compte?tab=2');
    expect(mail.text).toContain('Votre famille : http://localhost:3004/compte?tab=3&famille=nouvelle');
    expect(mail.html).toContain(`background:${MAIL_COLORS.primary}`);
    expect(mail.html).not.toMatch(/#1e3a8a|#1d4ed8|#eef2ff/i);
    const plain = await renderConfirmation(order, { accountUrl: 'http://localhost:3004' });
    expect(plain.html).not.toContain('tab=2');
    expect(plain.html).not.toContain('tab=3');
  });
});
