import type { MailMessage } from '../../mail';
import type { OrderDetails } from '../orders/details';
import { formatEuros } from '../payment/pricing';
import { vatIncludedCents } from '../sales/plan';
import { parisDate, parisTime, SNACKING_TITLE } from './confirmation';
import { escapeHtml, MAIL_COLORS, mailFrame } from './mail-style';

export interface ReceiptOptions {
  parkName?: string;
  /** Where the order was served. */
  zone: string;
  table: string;
}

const esc = escapeHtml;
const C = MAIL_COLORS;

/**
 * The e-mail of a table order: a receipt (order number, table, lines, total, VAT included), no
 * ticket and no QR code (the bar brings the order to the table).
 */
export function renderTableReceipt(order: OrderDetails, options: ReceiptOptions): MailMessage {
  const park = options.parkName ?? 'Parc 360';
  const where = `${options.zone} — ${options.table}`;
  const total = formatEuros(order.totalCents);
  const vat = formatEuros(vatIncludedCents(order.totalCents));
  const when = `${parisDate(order.createdAt)} à ${parisTime(order.createdAt)}`;
  const rows = order.lines
    .map(
      (l) => `<tr><td style="padding:8px;border-bottom:1px solid ${C.rule}">${esc(l.label)}</td>
<td style="padding:8px;border-bottom:1px solid ${C.rule};text-align:center">${l.qty}</td>
<td style="padding:8px;border-bottom:1px solid ${C.rule};text-align:right;white-space:nowrap">${esc(formatEuros(l.unitPriceCents))}</td>
<td style="padding:8px;border-bottom:1px solid ${C.rule};text-align:right;white-space:nowrap">${esc(formatEuros(l.unitPriceCents * l.qty))}</td></tr>`,
    )
    .join('');
  const facts = (
    [
      ['Commande n°', `<strong>${order.id}</strong>`],
      ['Table', esc(where)],
      ['Date', when],
      ['Moyen de paiement', esc(order.paymentMethod)],
      ['Transaction', esc(order.reference)],
    ] as const
  )
    .map(([k, v]) => `<tr><td style="padding:2px 12px 2px 0;color:${C.grey}">${k}</td><td>${v}</td></tr>`)
    .join('');
  const body = `<p style="margin:0 0 16px;font-size:17px;font-weight:bold;color:${C.primary}">${esc(SNACKING_TITLE)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin-bottom:16px;font-size:14px">${facts}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;border-collapse:collapse">
<tr style="background:${C.band}"><th align="left" style="padding:8px">Produit</th><th style="padding:8px">Quantité</th><th align="right" style="padding:8px">Prix unitaire</th><th align="right" style="padding:8px">Prix</th></tr>
${rows}
<tr><td colspan="3" style="padding:8px;text-align:right">Total TTC</td><td style="padding:8px;text-align:right;font-weight:bold;white-space:nowrap">${esc(total)}</td></tr>
<tr><td colspan="3" style="padding:0 8px 8px;text-align:right;color:${C.grey}">dont TVA (20 %)</td><td style="padding:0 8px 8px;text-align:right;color:${C.grey};white-space:nowrap">${esc(vat)}</td></tr>
</table>
<p style="margin:24px 0 0;font-size:14px">Votre commande vous est servie à votre table.</p>`;
  const html = mailFrame({
    title: `Reçu de votre commande au bar n° ${order.id}`,
    banner: `${park} — Reçu de votre commande au bar`,
    body,
    footer: 'Merci de votre visite. À très bientôt au parc !',
  });
  const text = [
    SNACKING_TITLE,
    '',
    `Commande n° ${order.id}`,
    `Table : ${where}`,
    `Date : ${when}`,
    `Moyen de paiement : ${order.paymentMethod}`,
    `Transaction : ${order.reference}`,
    '',
    ...order.lines.map((l) => `- ${l.label} × ${l.qty} — ${formatEuros(l.unitPriceCents * l.qty)}`),
    '',
    `Total TTC : ${total} (dont TVA 20 % : ${vat})`,
  ].join('\n');
  return { to: order.email, subject: `Reçu de votre commande au bar n° ${order.id}`, html, text, attachments: [] };
}
