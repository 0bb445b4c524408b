import { http, type ApiReply, type ApiRequestBody } from 'shared-events';

export type PrintRequest = ApiRequestBody<'/api/v1/print', 'post'>;

/** A staff call: the staff token, and never the visitor's session (a refused staff token does not sign them out). */
const asStaff = (staffToken: string) => ({ headers: { 'X-Staff-Token': staffToken }, withoutSession: true });

/**
 * POST /api/v1/print { ticket, station } (spec §7, test page), as the staff: the park API forwards the job to the
 * park's print server, which the browser could not reach itself (decision 0044).
 */
export async function printTicket(request: PrintRequest, staffToken: string): Promise<void> {
  await http.post('/v1/print', request, asStaff(staffToken));
}

/** POST /api/bar/staff/signin: the staff code gives the staff token (the same sign-in as the bar screen's). */
export async function staffSignIn(code: string): Promise<string> {
  const { data } = await http.post<ApiReply<'/api/bar/staff/signin', 'post'>>(
    '/bar/staff/signin',
    { code },
    { withoutSession: true },
  );
  return data.token;
}
