import type { MailMessage } from '../../mail';
import type { OrderDetails } from '../orders/details';
import { formatEuros } from '../payment/pricing';
import { vatIncludedCents } from '../sales/plan';
import { parisDate, parisTime, SNACKING_TITLE } from './confirmation';

export interface ReceiptOptions {
  parkName?: string;
  /** Where the order was served. */
  zone: string;
  table: string;
}

function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

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
      (l) => `<tr><td style="padding:8px;border-bottom:1px solid #e5e7eb">${esc(l.label)}</td>
<td style="padding:8px;border-bottom:1px solid #e5e7eb;text-align:center">${l.qty}</td>
<td style="padding:8px;border-bottom:1px solid #e5e7eb;text-align:right;white-space:nowrap">${esc(formatEuros(l.unitPriceCents))}</td>
<td style="padding:8px;border-bottom:1px solid #e5e7eb;text-align:right;white-space:nowrap">${esc(formatEuros(l.unitPriceCents * l.qty))}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${esc(SNACKING_TITLE)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px">
<table role="presentation" width="640" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#1e3a8a;color:#ffffff;padding:20px 24px;font-size:22px;font-weight:bold">${esc(park)} — Reçu de votre commande au bar</td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 16px;font-size:17px;font-weight:bold;color:#1e3a8a">${esc(SNACKING_TITLE)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin-bottom:16px;font-size:14px">
<tr><td style="padding:2px 12px 2px 0;color:#6b7280">Commande n°</td><td><strong>${order.id}</strong></td></tr>
<tr><td style="padding:2px 12px 2px 0;color:#6b7280">Table</td><td>${esc(where)}</td></tr>
<tr><td style="padding:2px 12px 2px 0;color:#6b7280">Date</td><td>${when}</td></tr>
<tr><td style="padding:2px 12px 2px 0;color:#6b7280">Moyen de paiement</td><td>${esc(order.paymentMethod)}</td></tr>
<tr><td style="padding:2px 12px 2px 0;color:#6b7280">Transaction</td><td>${esc(order.reference)}</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;border-collapse:collapse">
<tr style="background:#eef2ff"><th align="left" style="padding:8px">Produit</th><th style="padding:8px">Quantité</th><th align="right" style="padding:8px">Prix unitaire</th><th align="right" style="padding:8px">Prix</th></tr>
${rows}
<tr><td colspan="3" style="padding:8px;text-align:right">Total TTC</td><td style="padding:8px;text-align:right;font-weight:bold;white-space:nowrap">${esc(total)}</td></tr>
<tr><td colspan="3" style="padding:0 8px 8px;text-align:right;color:#6b7280">dont TVA (20 %)</td><td style="padding:0 8px 8px;text-align:right;color:#6b7280;white-space:nowrap">${esc(vat)}</td></tr>
</table>
<p style="margin:24px 0 0;font-size:14px">Votre commande vous est servie à votre table.</p>
</td></tr>
<tr><td style="background:#f9fafb;padding:12px 24px;font-size:12px;color:#6b7280">Merci de votre visite. À très bientôt au parc !</td></tr>
</table></td></tr></table></body></html>`;
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
