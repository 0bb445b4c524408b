import type { BarOrderStatus } from '../../db/schema/bar';

/** The states of a table order at the bar, in order. */
export const BAR_ORDER_STATUSES: readonly BarOrderStatus[] = ['reçue', 'en préparation', 'servie'];

export function isBarOrderStatus(value: unknown): value is BarOrderStatus {
  return typeof value === 'string' && (BAR_ORDER_STATUSES as readonly string[]).includes(value);
}

/** The state after `status`, or null once served. */
export function nextStatus(status: BarOrderStatus): BarOrderStatus | null {
  const i = BAR_ORDER_STATUSES.indexOf(status);
  return BAR_ORDER_STATUSES[i + 1] ?? null;
}

export type MoveCheck = { ok: true } | { ok: false; message: string };

/** Only forward moves ('reçue' may go straight to 'servie'); never back, never to the same state. */
export function checkMove(from: BarOrderStatus, to: BarOrderStatus): MoveCheck {
  const a = BAR_ORDER_STATUSES.indexOf(from);
  const b = BAR_ORDER_STATUSES.indexOf(to);
  if (b > a) return { ok: true };
  if (a === b) return { ok: false, message: `Cette commande est déjà « ${from} ».` };
  return { ok: false, message: `Une commande « ${from} » ne peut pas revenir à « ${to} ».` };
}
