import { http } from 'shared-events';

export type BarOrderStatus = 'reçue' | 'en préparation' | 'servie';

export interface BarOrderAnswer {
  number: number;
  status: BarOrderStatus;
  table: { id: number; name: string };
}

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
