import { http } from 'shared-events';
import type { BarOrder, BarOrderStatus, BarProduct } from '../model/types';

/**
 * Staff calls carry the staff token only: never a visitor's session that this browser may also hold, so that a
 * refused staff code or an expired staff token (401) cannot sign that visitor out.
 */
const staff = (token: string) => ({ headers: { 'X-Staff-Token': token }, withoutSession: true });

/** POST /api/bar/staff/signin */
export async function staffSignIn(code: string): Promise<string> {
  const { data } = await http.post<{ token: string }>('/bar/staff/signin', { code }, { withoutSession: true });
  return data.token;
}

/** POST /api/bar/tablets: pairs this tablet with a table. */
export async function pairTablet(token: string, zone: number, table: number) {
  const { data } = await http.post<{
    token: string;
    zone: { id: number; name: string };
    table: { id: number; name: string };
  }>('/bar/tablets', { zone, table }, staff(token));
  return data;
}

/** GET /api/bar/orders */
export async function fetchBoard(token: string): Promise<{ orders: BarOrder[]; lastEventId: number }> {
  const { data } = await http.get<{ orders: BarOrder[]; lastEventId: number }>('/bar/orders', staff(token));
  return data;
}

/** POST /api/bar/orders/{id}/status */
export async function moveOrder(token: string, id: number, status: BarOrderStatus): Promise<BarOrder> {
  const { data } = await http.post<BarOrder>(`/bar/orders/${id}/status`, { status }, staff(token));
  return data;
}

/** GET /api/bar/products */
export async function fetchBarProducts(token: string): Promise<BarProduct[]> {
  const { data } = await http.get<{ products: BarProduct[] }>('/bar/products', staff(token));
  return data.products;
}

/** PUT /api/bar/products/{id} */
export async function setProductOnSale(token: string, id: number, onSale: boolean): Promise<BarProduct> {
  const { data } = await http.put<BarProduct>(`/bar/products/${id}`, { onSale }, staff(token));
  return data;
}

/** The live feed's address (EventSource sends no header: the token goes in the query). */
export function feedUrl(token: string, since: number): string {
  return `/api/bar/feed?since=${since}&token=${encodeURIComponent(token)}`;
}

/** POST /api/bar/zone-signin: the zone's fixed account, for a paired tablet only. */
export async function zoneSignIn(tabletToken: string): Promise<{ token: string; clientId: number }> {
  const { data } = await http.post<{ token: string; clientId: number }>('/bar/zone-signin', undefined, {
    headers: { 'X-Tablet-Token': tabletToken },
    withoutSession: true,
  });
  return data;
}
