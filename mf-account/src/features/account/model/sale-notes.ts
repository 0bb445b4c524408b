import { formatDate, formatTime } from 'shared-events/dates';
import type { OrderSale } from '../api/account-api';

/**
 * What the orders list says under a line, as the confirmation e-mail does: when and for whom ('Le 05/12/2026 à
 * 14:00 · 2 participants (+ 1 spectateur)'), then what the label does not say (the equipment tariff). A pack's or a
 * birthday's slots are listed apart (`slots`); a bare count ('3') is already in the line's '3 ×'.
 */
export function saleNotes(sale: Pick<OrderSale, 'start' | 'slots' | 'quantity' | 'detail'>): string[] {
  const when = sale.start && !sale.slots?.length ? saleWhen(sale.start) : '';
  const people = sale.quantity && /\D/.test(sale.quantity) ? sale.quantity : '';
  return [[when, people].filter(Boolean).join(' · '), sale.detail?.trim() ?? ''].filter(Boolean);
}

function saleWhen(start: string): string {
  try {
    return `Le ${formatDate(start)} à ${formatTime(start)}`;
  } catch {
    return '';
  }
}
