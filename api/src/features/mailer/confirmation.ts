import moment from 'moment-timezone';
import QRCode from 'qrcode';
import type { MailAttachment, MailMessage } from '../../mail';
import { lineDetail, type OrderDetails, type OrderLineDetails } from '../orders/details';
import { lineForms, linePeriod, lineSlots } from '../orders/line-extra';
import { formatEuros } from '../payment/pricing';
import { vatIncludedCents } from '../sales/plan';
import { accountTabLink, familyRegistrationLink } from './account-links';
import { lineQuantityWords, lineTitle } from './line-words';
import { MAIL_COLORS as C, escapeHtml as esc, mailFrame, mailLink } from './mail-style';
import { ticketRank, ticketsSentence } from './ticket-words';

const PARIS_TZ = 'Europe/Paris';
export const CONFIRMATION_TITLE = 'Nous vous confirmons la prise en compte de votre réservation !';
export const SNACKING_TITLE = 'Nous vous confirmons la prise en compte de votre commande !';

export const parisDate = (d: Date) => moment(d).tz(PARIS_TZ).format('DD/MM/YYYY');
export const parisTime = (d: Date) => moment(d).tz(PARIS_TZ).format('HH:mm');

export interface ConfirmationOptions {
  /** The account area's entry (config.accountUrl): the links open its tabs. */
  accountUrl: string;
  /** What the order bought beside tickets: a subscription links to 'Mes abonnements', the club to the family tab. */
  subscriptionKinds?: readonly string[];
  /** The park's name in the e-mail's banner (config.parkName). */
  parkName?: string;
  /** 'snaking' orders say "commande". */
  snacking?: boolean;
  /** What each line is (order line id to the catalogue's kind: subscription, company...): its quantity's word. */
  lineKinds?: ReadonlyMap<number, string>;
}

/** A subscription's period on two lines (a narrow column, a ticket): 'Du 07/01/2027', 'au 07/04/2027'. */
function periodHtml(line: OrderLineDetails): string | null {
  return line.period ? `Du ${parisDate(line.period.start)}<br>au ${parisDate(line.period.end)}` : null;
}

/** The confirmation e-mail (French): order, lines, total and VAT, one inline QR code per ticket, link to the account. */
export async function renderConfirmation(order: OrderDetails, options: ConfirmationOptions): Promise<MailMessage> {
  const title = options.snacking ? SNACKING_TITLE : CONFIRMATION_TITLE;
  const total = formatEuros(order.totalCents);
  const vat = formatEuros(vatIncludedCents(order.totalCents));
  const accountUrl = accountTabLink(options.accountUrl, 'orders');
  const kinds = options.subscriptionKinds ?? [];
  const extraLinks: Array<[string, string]> = [];
  if (kinds.includes('subscription'))
    extraLinks.push(['Vos abonnements', accountTabLink(options.accountUrl, 'subscriptions')]);
  if (kinds.includes('family-club')) extraLinks.push(['Votre famille', familyRegistrationLink(options.accountUrl)]);
  const attachments: MailAttachment[] = [];
  const quantity = (line: OrderLineDetails) => lineQuantityWords(line, options.lineKinds?.get(line.id));

  const rows = order.lines
    .map((line) => {
      const when = line.startsAt
        ? `${parisDate(line.startsAt)}<br>${parisTime(line.startsAt)}`
        : (periodHtml(line) ?? '—');
      const extra = [...lineSlots(line), ...lineForms(line)]
        .map((text) => `<br><span style="color:${C.text};font-size:13px">${esc(text)}</span>`)
        .join('');
      const people = quantity(line);
      return `<tr>
<td style="padding:8px 6px;border-bottom:1px solid ${C.rule}">${esc(lineTitle(line))}${lineDetail(line) ? `<br><span style="color:${C.grey};font-size:13px">${esc(lineDetail(line)!)}</span>` : ''}${extra}</td>
<td style="padding:8px 6px;border-bottom:1px solid ${C.rule};white-space:nowrap">${when}</td>
<td style="padding:8px 6px;border-bottom:1px solid ${C.rule};text-align:center">${esc(people)}</td>
<td style="padding:8px 6px;border-bottom:1px solid ${C.rule};text-align:right;white-space:nowrap">${esc(formatEuros(line.unitPriceCents * line.qty))}</td>
</tr>`;
    })
    .join('');

  // Tickets as blocks that wrap: three a row in a 640 px card, two on a phone (no sideways scrolling).
  const ticketCells: string[] = [];
  for (const line of order.lines) {
    for (const [i, ticket] of line.tickets.entries()) {
      const cid = `qr-${ticket.code}@parc`;
      const png = await QRCode.toBuffer(ticket.code, { type: 'png', width: 180, margin: 1, errorCorrectionLevel: 'M' });
      attachments.push({ filename: `billet-${ticket.code}.png`, content: png, contentType: 'image/png', cid });
      const slots = lineSlots(line);
      // A subscription's ticket says when it starts too: 'valable jusqu'au' alone reads as valid from today.
      const when = slots.length
        ? slots.map((slot) => esc(slot)).join('<br>')
        : line.startsAt
          ? esc(`${parisDate(line.startsAt)} à ${parisTime(line.startsAt)}`)
          : (periodHtml(line) ?? esc(`valable jusqu'au ${parisDate(ticket.validUntil)}`));
      const items = ticket.items?.length
        ? `<div style="font-size:12px;color:${C.primary};margin-top:2px">Avec : ${esc(ticket.items.join(', '))}</div>`
        : '';
      const who = ticketRank(line, i);
      ticketCells.push(`<div style="display:inline-block;width:150px;padding:10px 8px;text-align:center;vertical-align:top;font-size:14px">
<img src="cid:${cid}" width="150" height="150" alt="QR code ${ticket.code}" style="display:block;margin:0 auto">
<div style="font-family:monospace;font-size:15px;letter-spacing:1px;margin-top:4px"><strong>${ticket.code}</strong></div>
<div style="font-size:12px;color:${C.text}">${esc(line.label)}${who}</div>${lineDetail(line) ? `<div style="font-size:12px;color:${C.text}">${esc(lineDetail(line)!)}</div>` : ''}
<div style="font-size:12px;color:${C.grey}">${when}</div>${items}</div>`);
    }
  }

  const greeting = order.clientName ? `Bonjour ${esc(order.clientName)},` : 'Bonjour,';
  const banner = `${options.parkName ?? 'Parc 360'} — Confirmation de ${options.snacking ? 'commande' : 'réservation'}`;
  const body = `<p style="margin:0 0 12px">${greeting}</p>
<p style="margin:0 0 16px;font-size:17px;font-weight:bold;color:${C.primary}">${esc(title)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin-bottom:16px;font-size:14px">
<tr><td style="padding:2px 12px 2px 0;color:${C.grey}">Commande n°</td><td><strong>${order.id}</strong></td></tr>
<tr><td style="padding:2px 12px 2px 0;color:${C.grey}">Date</td><td>${parisDate(order.createdAt)}</td></tr>
<tr><td style="padding:2px 12px 2px 0;color:${C.grey}">Moyen de paiement</td><td>${esc(order.paymentMethod)}</td></tr>
<tr><td style="padding:2px 12px 2px 0;color:${C.grey}">Transaction</td><td>${esc(order.reference)}</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;border-collapse:collapse">
<tr style="background:${C.band};color:${C.primary}"><th align="left" style="padding:8px 6px">Activité</th><th align="left" style="padding:8px 6px">Date</th><th style="padding:8px 6px">Quantité</th><th align="right" style="padding:8px 6px">Prix</th></tr>
${rows}
<tr><td colspan="3" style="padding:8px 6px;text-align:right">Total TTC</td><td style="padding:8px 6px;text-align:right;font-weight:bold;color:${C.primary};white-space:nowrap">${esc(total)}</td></tr>
<tr><td colspan="3" style="padding:0 6px 8px;text-align:right;color:${C.grey}">dont TVA (20 %)</td><td style="padding:0 6px 8px;text-align:right;color:${C.grey};white-space:nowrap">${esc(vat)}</td></tr>
</table>
<h2 style="font-size:18px;margin:24px 0 8px;color:${C.primary};text-transform:uppercase">Vos billets</h2>
<p style="margin:0 0 8px;font-size:13px;color:${C.text}">${esc(ticketsSentence(order.lines))}</p>
<div style="text-align:center;font-size:0">${ticketCells.join('')}</div>
<p style="margin:24px 0 0;font-size:14px">Retrouvez vos commandes et vos factures dans votre espace client :
${mailLink(accountUrl)}</p>
${extraLinks.map(([label, href]) => `<p style="margin:8px 0 0;font-size:14px">${esc(label)} : ${mailLink(href)}</p>`).join('\n')}`;
  const html = mailFrame({
    title,
    banner,
    body,
    footer: 'Merci de votre confiance. À très bientôt au parc !',
  });

  const textLines = [
    order.clientName ? `Bonjour ${order.clientName},` : 'Bonjour,',
    '',
    title,
    '',
    `Commande n° ${order.id}`,
    `Date : ${parisDate(order.createdAt)}`,
    `Moyen de paiement : ${order.paymentMethod}`,
    `Transaction : ${order.reference}`,
    '',
    ...order.lines.map((l) => {
      const date = l.startsAt ? `${parisDate(l.startsAt)} à ${parisTime(l.startsAt)}` : linePeriod(l);
      const when = date ? ` — ${date}` : '';
      const more = [...lineSlots(l), ...lineForms(l)].map((text) => `\n    ${text}`).join('');
      // What the title does not say (an equipment tariff, a lane), under the line, as the HTML part shows it.
      const detail = lineDetail(l) ? `\n    ${lineDetail(l)}` : '';
      return `- ${lineTitle(l)}${when}${more} — ${quantity(l)} — ${formatEuros(l.unitPriceCents * l.qty)}${detail}`;
    }),
    '',
    `Total TTC : ${total} (dont TVA 20 % : ${vat})`,
    '',
    'Vos billets :',
    ticketsSentence(order.lines),
    ...order.lines.flatMap((l) =>
      l.tickets.map(
        (t, i) =>
          `  ${t.code} — ${l.label}${ticketRank(l, i)}${lineDetail(l) ? ` (${lineDetail(l)})` : ''}${linePeriod(l) ? ` — ${linePeriod(l)}` : ''}${t.items?.length ? ` — avec : ${t.items.join(', ')}` : ''}`,
      ),
    ),
    '',
    `Vos commandes : ${accountUrl}`,
    ...extraLinks.map(([label, href]) => `${label} : ${href}`),
  ];
  return {
    to: order.email,
    subject: `${options.snacking ? 'Confirmation de votre commande' : 'Confirmation de votre réservation'} n° ${order.id}`,
    html,
    text: textLines.join('\n'),
    attachments,
  };
}
