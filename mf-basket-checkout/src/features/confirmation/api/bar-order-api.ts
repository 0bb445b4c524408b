import { http, type ApiReply } from 'shared-events';

/** What the confirmation page reads of a table order: its number, its table and where the bar is with it. */
export type BarOrderAnswer = Pick<
  ApiReply<'/api/bar/orders/by-reference/{reference}', 'get'>,
  'number' | 'status' | 'table'
>;
export type BarOrderStatus = BarOrderAnswer['status'];

/** GET /api/bar/orders/by-reference/{reference}: the table order of a payment and where the bar is with it. */
export async function fetchBarOrder(reference: string): Promise<BarOrderAnswer | null> {
  try {
    const { data } = await http.get<BarOrderAnswer>(`/bar/orders/by-reference/${encodeURIComponent(reference)}`);
    return data;
  } catch {
    // Not recorded yet (the payment is still being confirmed), or not readable: asked again shortly.
    return null;
  }
}
