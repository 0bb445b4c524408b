import type moment from 'moment-timezone';
import type { Subscription } from '../api/account-api';
import { subscriptionState } from './subscription-state';

/**
 * The cancellation dialogs (spec §2 'subscription cancellation confirm and result', §4 'warning,
 * confirm, then done message'). The server decides (3-month no-limit, from its third month); the
 * button only shows where its answer says `cancellable`.
 */
export type CancelStep =
  | { step: 'closed' }
  | { step: 'warning'; subscription: Subscription }
  | { step: 'confirm'; subscription: Subscription; sending: boolean }
  | { step: 'result'; subscription: Subscription; ok: boolean; message: string };

export type CancelAction =
  | { type: 'open'; subscription: Subscription }
  | { type: 'continue' }
  | { type: 'send' }
  | { type: 'done' }
  | { type: 'failed'; message: string }
  | { type: 'close' };

export const CANCEL_TITLE = 'RÉSILIER MON ABONNEMENT';
export const CANCEL_DONE = 'Votre abonnement a bien été résilié.';
export const CANCEL_FAILED = 'La résiliation n’a pas pu être effectuée. Veuillez réessayer plus tard.';

export const cancelWarning = (label: string) =>
  `Attention : la résiliation de votre abonnement « ${label} » est définitive, il ne pourra plus être utilisé.`;
export const cancelQuestion = (label: string) => `Confirmez-vous la résiliation de votre abonnement « ${label} » ?`;

/**
 * Whether the cancel button shows for this subscription: where the server's answer allows it, and while it runs
 * today (the server refuses an ended one, and one before its third month; its `cancellable` was read when the list
 * loaded, which may be before the end has passed).
 */
export function canCancel(subscription: Subscription, now?: moment.Moment): boolean {
  return subscription.cancellable === true && subscriptionState(subscription, now) === 'active';
}

export function cancelReducer(state: CancelStep, action: CancelAction): CancelStep {
  switch (action.type) {
    case 'open':
      return canCancel(action.subscription) ? { step: 'warning', subscription: action.subscription } : state;
    case 'continue':
      return state.step === 'warning' ? { step: 'confirm', subscription: state.subscription, sending: false } : state;
    case 'send':
      return state.step === 'confirm' && !state.sending ? { ...state, sending: true } : state;
    case 'done':
      return state.step === 'confirm'
        ? { step: 'result', subscription: state.subscription, ok: true, message: CANCEL_DONE }
        : state;
    case 'failed':
      return state.step === 'confirm'
        ? { step: 'result', subscription: state.subscription, ok: false, message: action.message || CANCEL_FAILED }
        : state;
    case 'close':
      // No closing while the request is on its way: its answer must be shown.
      return state.step === 'confirm' && state.sending ? state : { step: 'closed' };
  }
}
