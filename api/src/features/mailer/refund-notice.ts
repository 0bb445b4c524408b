import type { MailMessage } from '../../mail';
import { formatEuros } from '../payment/pricing';
import { parisDate, parisTime } from './confirmation';

/** What the visitor is told when their payment arrived but a place was gone (paid without places). */
export interface RefundNotice {
  orderId: number;
  reference: string;
  email: string;
  clientName: string | null;
  amountCents: number;
  /** The basket as it was paid: what could not be booked. */
  items: Array<{ label: string; qty: number; startsAt: Date | null }>;
}

export const REFUND_NOTICE_TITLE =
  "Le créneau choisi n'est plus disponible : votre paiement vous sera intégralement remboursé.";

function esc(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

function itemText(item: RefundNotice['items'][number]): string {
  const when = item.startsAt ? ` — ${parisDate(item.startsAt)} à ${parisTime(item.startsAt)}` : '';
  return `${item.label}${when} — ${item.qty} participant${item.qty > 1 ? 's' : ''}`;
}

/** The French e-mail of a paid-without-places order: no ticket, a full refund on its way, how to book again. */
export function renderRefundNotice(notice: RefundNotice, options: { siteUrl: string; parkName: string }): MailMessage {
  const amount = formatEuros(notice.amountCents);
  const greeting = notice.clientName ? `Bonjour ${notice.clientName},` : 'Bonjour,';
  const paragraphs = [
    `Nous avons bien reçu votre paiement de ${amount} (transaction ${notice.reference}), mais le créneau que vous aviez choisi n'était plus disponible lorsque votre paiement nous est parvenu : votre réservation n'a donc pas pu être confirmée et aucun billet n'a été émis.`,
    `Nous vous prions de nous en excuser. Le remboursement intégral de ${amount} est en cours sur la carte bancaire utilisée pour le paiement ; il apparaîtra sur votre relevé sous quelques jours ouvrés. Vous n'avez aucune démarche à faire.`,
  ];
  const after = [
    `Vous pouvez choisir un autre créneau sur notre site : ${options.siteUrl}`,
    `Pour toute question, contactez l'accueil du parc en indiquant la référence ${notice.reference}.`,
  ];
  const text = [
    greeting,
    '',
    REFUND_NOTICE_TITLE,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    'Ce qui n’a pas pu être réservé :',
    ...notice.items.map((i) => `- ${itemText(i)}`),
    '',
    ...after,
    '',
    `L'équipe ${options.parkName}`,
  ].join('\n');
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${esc(REFUND_NOTICE_TITLE)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="640" cellpadding="0" cellspacing="0" align="center" style="background:#ffffff;border-radius:8px">
<tr><td style="background:#1e3a8a;color:#ffffff;padding:20px 24px;font-size:22px;font-weight:bold">${esc(options.parkName)} — Créneau indisponible</td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.5">
<p style="margin:0 0 12px">${esc(greeting)}</p>
<p style="margin:0 0 16px;font-size:17px;font-weight:bold;color:#1e3a8a">${esc(REFUND_NOTICE_TITLE)}</p>
${paragraphs.map((p) => `<p style="margin:0 0 12px">${esc(p)}</p>`).join('\n')}
<p style="margin:16px 0 4px;font-weight:bold">Ce qui n’a pas pu être réservé</p>
<ul style="margin:0 0 16px">${notice.items.map((i) => `<li>${esc(itemText(i))}</li>`).join('')}</ul>
<p style="margin:0 0 12px">Vous pouvez choisir un autre créneau sur notre site : <a href="${esc(options.siteUrl)}" style="color:#1d4ed8">${esc(options.siteUrl)}</a></p>
<p style="margin:0">${esc(after[1]!)}</p>
</td></tr>
<tr><td style="background:#f9fafb;padding:12px 24px;font-size:12px;color:#6b7280">L'équipe ${esc(options.parkName)}</td></tr>
</table></body></html>`;
  return {
    to: notice.email,
    subject: `Créneau indisponible : remboursement de votre paiement ${notice.reference}`,
    html,
    text,
  };
}
