import moment from 'moment-timezone';
import type { AdminCommands } from '../features/admin/commands';
import { formatEuros } from '../features/payment/pricing';
import { RefundError } from '../features/sales/refunds';

/** '29/11/2026 05:26': a date as the staff read it, in Paris time. */
export const paris = (d: Date | string) => moment(d).tz('Europe/Paris').format('DD/MM/YYYY HH:mm');

/** `admin refunds`: the orders paid without places still to refund, one per line (tab-separated). */
export async function refundsCommand(commands: AdminCommands, print: (line: string) => void): Promise<void> {
  const due = await commands.refunds();
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

/** `admin refunded <reference>`: records that the refund was made. Throws (unknown, not due) with a French message. */
export async function refundedCommand(
  commands: AdminCommands,
  reference: string | undefined,
  print: (line: string) => void,
): Promise<void> {
  if (!reference?.trim()) throw new RefundError('Indiquez la référence de la transaction : admin refunded <référence>');
  const mark = await commands.refunded(reference.trim());
  print(
    mark.changed
      ? `Commande ${mark.reference} marquée remboursée le ${paris(mark.refundedAt)}.`
      : `Commande ${mark.reference} déjà marquée remboursée le ${paris(mark.refundedAt)} : rien à faire.`,
  );
}
