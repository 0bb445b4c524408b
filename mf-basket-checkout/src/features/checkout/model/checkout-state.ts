/** The checkout steps (spec §4): basket -> 'Valider mes horaires' -> 30 s window -> payment form. */
import type { BasketLine } from '../../../shared/platform/types';
import type { PaymentForm } from '../api/payment-api';

export type CheckoutPhase =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'window'; deadline: number; signature: string }
  | { step: 'initiating'; deadline: number; signature: string }
  | { step: 'form'; form: PaymentForm; signature: string };

/** What the payment depends on: a change of it while the window or the form is open closes them. */
export function basketSignature(lines: BasketLine[]): string {
  return lines
    .map((l) => `${l.nid}:${l.id}:${l.idTariff ?? ''}:${l.counter}:${l.price}:${l.idPlanning ?? ''}`)
    .join('|');
}

/** Whole seconds left in the window (0 once it is over). */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
