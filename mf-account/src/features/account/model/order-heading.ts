import { formatMoney } from 'shared-events';
import { formatDate, formatTime } from 'shared-events/dates';
import type { Order } from '../api/account-api';

/** One line of the orders list: 'N° 12 du 05/11/2026 à 14:30' and its total. */
export function orderHeading(order: Order): { title: string; total: string } {
  const total =
    typeof order.total === 'number' ? order.total : order.sales.reduce((sum, s) => sum + s.price * s.qty, 0);
  return { title: `Commande n° ${order.id}${orderWhen(order.date)}`, total: formatMoney(total) };
}

function orderWhen(date: string): string {
  try {
    return ` du ${formatDate(date)} à ${formatTime(date)}`;
  } catch {
    return '';
  }
}
