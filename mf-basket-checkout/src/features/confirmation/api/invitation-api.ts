import { http } from 'shared-events';

/** POST /api/ticket/{idTicket}/invitation: the address of the birthday invitation PDF (the order's owner only). */
export async function invitationUrl(idTicket: number): Promise<string> {
  const { data } = await http.post<{ url: string }>(`/ticket/${idTicket}/invitation`);
  return data.url;
}
