import { http, httpStatus, type ApiReply, type RequestConfig } from 'shared-events';
import { staffSessionExpired } from '../model/bar-stores';
import type { BarOrder, BarOrderStatus, BarProduct } from '../model/types';

/**
 * A staff call. It carries the staff token only: never a visitor's session that this browser may also hold, so that
 * a refused staff code or an expired staff token (401) cannot sign that visitor out. A 401 ends the staff session
 * instead (back to the staff sign-in, which says why); the call still fails for its caller.
 */
async function asStaff<T>(token: string, call: (config: RequestConfig) => Promise<{ data: T }>): Promise<T> {
  try {
    return (await call({ headers: { 'X-Staff-Token': token }, withoutSession: true })).data;
  } catch (err) {
    if (httpStatus(err) === 401) staffSessionExpired(token);
    throw err;
  }
}

/** POST /api/bar/staff/signin */
export async function staffSignIn(code: string): Promise<string> {
  const { data } = await http.post<{ token: string }>('/bar/staff/signin', { code }, { withoutSession: true });
  return data.token;
}

/** POST /api/bar/tablets: pairs this tablet with a table. */
export function pairTablet(token: string, zone: number, table: number) {
  return asStaff(token, (config) =>
    http.post<{
      token: string;
      zone: { id: number; name: string };
      table: { id: number; name: string };
    }>('/bar/tablets', { zone, table }, config),
  );
}

type BoardReply = ApiReply<'/api/bar/orders', 'get'>;

/** GET /api/bar/orders */
export function fetchBoard(token: string): Promise<BoardReply> {
  return asStaff(token, (config) => http.get<BoardReply>('/bar/orders', config));
}

/** POST /api/bar/orders/{id}/status */
export function moveOrder(token: string, id: number, status: BarOrderStatus): Promise<BarOrder> {
  return asStaff(token, (config) => http.post<BarOrder>(`/bar/orders/${id}/status`, { status }, config));
}

/** GET /api/bar/products */
export async function fetchBarProducts(token: string): Promise<BarProduct[]> {
  return (await asStaff(token, (config) => http.get<{ products: BarProduct[] }>('/bar/products', config))).products;
}

/** PUT /api/bar/products/{id} */
export function setProductOnSale(token: string, id: number, onSale: boolean): Promise<BarProduct> {
  return asStaff(token, (config) => http.put<BarProduct>(`/bar/products/${id}`, { onSale }, config));
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
