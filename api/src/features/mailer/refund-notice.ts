import type { MailMessage } from '../../mail';
import { formatEuros } from '../payment/pricing';
import { parisDate, parisTime } from './confirmation';
import { lineQuantityWords } from './line-words';
import { MAIL_COLORS as C, escapeHtml as esc, mailFrame, mailLink } from './mail-style';

/** What the visitor is told when their payment arrived but a place was gone (paid without places). */
export interface RefundNotice {
  orderId: number;
  reference: string;
  email: string;
  clientName: string | null;
  amountCents: number;
  /** The basket as it was paid: what could not be booked. */
  items: RefundNoticeItem[];
}

export interface RefundNoticeItem {
  label: string;
  qty: number;
  startsAt: Date | null;
  /** What the catalogue said the line is (activity, equipment, wristband...), as the other e-mails count it. */
  kind?: string;
  /** What a booking's counter counts (karaoke: boxes). */
  unit?: 'participants' | 'boxes';
  spectators?: number;
}

export const REFUND_NOTICE_TITLE =
  "Le créneau choisi n'est plus disponible : votre paiement vous sera intégralement remboursé.";

function itemText(item: RefundNoticeItem): string {
  const when = item.startsAt ? ` — ${parisDate(item.startsAt)} à ${parisTime(item.startsAt)}` : '';
  // The confirmation's words: '2 participants', '1 box', '2 équipements'...; a line of unknown kind on a slot counts
  // participants (as the confirmation does for orders made before the unit was kept), off a slot its quantity.
  const line = {
    qty: item.qty,
    spectators: item.spectators ?? 0,
    slotId: item.startsAt ? 0 : null,
    details: item.unit ? { unit: item.unit } : {},
  };
  const words = lineQuantityWords(line, item.kind);
  return `${item.label}${when} — ${words === String(item.qty) ? `quantité : ${item.qty}` : words}`;
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
  const body = `<div style="font-size:14px;line-height:1.5">
<p style="margin:0 0 12px">${esc(greeting)}</p>
<p style="margin:0 0 16px;font-size:17px;font-weight:bold;color:${C.primary}">${esc(REFUND_NOTICE_TITLE)}</p>
${paragraphs.map((p) => `<p style="margin:0 0 12px">${esc(p)}</p>`).join('\n')}
<p style="margin:16px 0 4px;font-weight:bold;color:${C.primary}">Ce qui n’a pas pu être réservé</p>
<ul style="margin:0 0 16px">${notice.items.map((i) => `<li>${esc(itemText(i))}</li>`).join('')}</ul>
<p style="margin:0 0 12px">Vous pouvez choisir un autre créneau sur notre site : ${mailLink(options.siteUrl)}</p>
<p style="margin:0">${esc(after[1]!)}</p>
</div>`;
  const html = mailFrame({
    title: REFUND_NOTICE_TITLE,
    banner: `${options.parkName} — Créneau indisponible`,
    body,
    footer: `L'équipe ${options.parkName}`,
  });
  return {
    to: notice.email,
    subject: `Créneau indisponible : remboursement de votre paiement ${notice.reference}`,
    html,
    text,
  };
}
