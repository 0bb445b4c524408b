/** The payment return's calls (common briefing, "Payment" and "Sales/bookings/e-mail"). */
import { http, type ApiReply, type CurrentUser } from 'shared-events';
import type { bookingPayloads, mailPayload, salesPayload } from '../model/settlement-payloads';

/**
 * What the payment return reads of a transaction (the contract's type): its status, and the order's state once
 * settled ('paid-without-places' when a place was gone: full refund due).
 */
export type TransactionAnswer = Pick<
  ApiReply<'/api/v1/paybox/transactions/{reference}', 'get'>,
  'reference' | 'status'
> &
  Partial<Pick<ApiReply<'/api/v1/paybox/transactions/{reference}', 'get'>, 'amount' | 'message' | 'orderState'>>;
export type TransactionState = TransactionAnswer['status'];

export async function fetchTransaction(reference: string): Promise<TransactionAnswer> {
  const { data } = await http.get<TransactionAnswer>(`/v1/paybox/transactions/${encodeURIComponent(reference)}`);
  return data;
}

export async function postSales(payload: ReturnType<typeof salesPayload>): Promise<unknown> {
  const { data } = await http.post<unknown>('/salesV2', payload);
  return data;
}

export async function postBooking(booking: ReturnType<typeof bookingPayloads>[number]): Promise<unknown> {
  const { data } = await http.post<unknown>(`/planning/scheduledTask/${booking.idPlanning}/bookings`, booking.body);
  return data;
}

export async function sendConfirmationMail(payload: ReturnType<typeof mailPayload>): Promise<unknown> {
  const { data } = await http.post<unknown>('/v1/mailer/sendQrcode', payload);
  return data;
}

/** The signed-in client as the API answers it now (after a club purchase: with its membership). */
export async function fetchCurrentUser(clientId: number | string): Promise<CurrentUser> {
  const { data } = await http.get<CurrentUser>(`/users/${encodeURIComponent(String(clientId))}`);
  return data;
}
