import moment from 'moment-timezone';
import type { Db } from '../db/client';
import { formatEuros } from '../features/payment/pricing';
import { listRefundsDue, markRefunded, RefundError } from '../features/sales/refunds';

const paris = (d: Date) => moment(d).tz('Europe/Paris').format('DD/MM/YYYY HH:mm');

/** `admin refunds`: the orders paid without places still to refund, one per line (tab-separated). */
export async function refundsCommand(db: Db, print: (line: string) => void): Promise<void> {
  const due = await listRefundsDue(db);
  if (due.length === 0) {
    print('Aucun remboursement en attente.');
    return;
  }
  print(`${due.length} remboursement${due.length > 1 ? 's' : ''} en attente (payé sans place) :`);
  print(['Référence', 'Client', 'E-mail', 'Montant', 'Payé le', 'Motif'].join('\t'));
  for (const r of due) {
    print(
      [
        r.reference,
        `n°${r.clientId} ${r.clientName}`.trim(),
        r.email,
        formatEuros(r.amountCents),
        r.paidAt ? paris(r.paidAt) : '?',
        r.reason,
      ].join('\t'),
    );
  }
  print('Après le remboursement dans le back-office du terminal de paiement : admin refunded <référence>');
}

/** `admin refunded <reference>`: records that the refund was made. Throws RefundError (unknown, not due). */
export async function refundedCommand(
  db: Db,
  reference: string | undefined,
  print: (line: string) => void,
  now = new Date(),
): Promise<void> {
  if (!reference?.trim()) throw new RefundError('Indiquez la référence de la transaction : admin refunded <référence>');
  const mark = await markRefunded(db, reference.trim(), now);
  print(
    mark.changed
      ? `Commande ${mark.reference} marquée remboursée le ${paris(mark.refundedAt)}.`
      : `Commande ${mark.reference} déjà marquée remboursée le ${paris(mark.refundedAt)} : rien à faire.`,
  );
}
