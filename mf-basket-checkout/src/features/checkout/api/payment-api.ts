/** POST /api/v1/paybox/initiate-paybox-transaction (common briefing, "Payment"). */
import { http, type ApiReply } from 'shared-events';
import type { PaymentRequest } from '../model/payment-request';

/** The gateway's payment page (`url`) and the PBX_* fields to post there, in order (`body`): the contract's type. */
export type PaymentForm = Pick<
  ApiReply<'/api/v1/paybox/initiate-paybox-transaction', 'post'>,
  'reference' | 'url' | 'body'
>;

export async function initiatePayment(request: PaymentRequest): Promise<PaymentForm> {
  const { data } = await http.post<{ reference?: unknown; url?: unknown; body?: unknown }>(
    '/v1/paybox/initiate-paybox-transaction',
    request,
  );
  if (
    typeof data?.reference !== 'string' ||
    typeof data.url !== 'string' ||
    !data.body ||
    typeof data.body !== 'object'
  ) {
    throw new Error('unexpected payment initiation answer');
  }
  const body: Record<string, string> = {};
  for (const [key, value] of Object.entries(data.body as Record<string, unknown>)) body[key] = String(value);
  return { reference: data.reference, url: data.url, body };
}
