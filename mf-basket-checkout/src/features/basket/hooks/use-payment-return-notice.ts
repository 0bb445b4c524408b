import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { requestToast, sessionStore, transactionStore } from 'shared-events';
import { paymentLinesStore } from '../../../shared/payment/payment-lines';
import { customerServicePhone } from '../api/basket-api';
import { BASKET_TOAST_MS, PAYMENT_CANCELLED, PAYMENT_REFUSED, purchaseErrorMessage } from '../model/messages';

/**
 * The payment gateway's return to /panier?type=...: its toast, once per arrival, and the type. On 'error' the message
 * ends with the park's customer service phone (spec §8, GET /api/v1/parc); the toast waits for it, and says the
 * message alone if the API cannot tell it.
 */
export function usePaymentReturnNotice(): { type: string | null; phone: string | null } {
  const [params] = useSearchParams();
  const type = params.get('type');
  // The phone is asked only on 'error'; `settled` once it is known (or known to be unknown).
  const [contact, setContact] = useState<{ settled: boolean; phone: string | null }>({ settled: false, phone: null });
  useEffect(() => {
    if (type !== 'error') return undefined;
    let live = true;
    void customerServicePhone().then((phone) => live && setContact({ settled: true, phone }));
    return () => {
      live = false;
    };
  }, [type]);
  const { settled, phone } = contact;
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!type || shown.current === type || (type === 'error' && !settled)) return;
    shown.current = type;
    if (type === 'error') requestToast(purchaseErrorMessage(phone), 'error', BASKET_TOAST_MS);
    else if (type === 'refused') requestToast(PAYMENT_REFUSED, 'error', BASKET_TOAST_MS);
    else if (type === 'cancelled') requestToast(PAYMENT_CANCELLED, 'info', BASKET_TOAST_MS);
    // An unfinished payment is over: the next attempt gets a new reference (reset removes the key).
    if (type === 'refused' || type === 'cancelled') {
      transactionStore.reset();
      paymentLinesStore.reset();
      // A guest's tickets e-mail (a table's shared tablet) is not kept past their attempt: the next order asks again.
      if (!sessionStore.get().currentUser && sessionStore.get().ticketsEmail) {
        sessionStore.update((draft) => {
          draft.ticketsEmail = null;
        });
      }
    }
  }, [type, settled, phone]);
  return { type, phone };
}
