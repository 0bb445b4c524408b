import { createHttpClient, type HttpClient } from 'shared-events';

declare const __PRINT_SERVER_URL__: string | undefined;

/** The print server's address (build-time PRINT_SERVER_URL; same origin when empty). */
export const printServerUrl = typeof __PRINT_SERVER_URL__ === 'string' ? __PRINT_SERVER_URL__ : '';

export interface PrintRequest {
  ticket: string;
  station: string;
}

/** POST {print server}/api/v1/print { ticket, station } (spec §7, test page). */
export async function printTicket(
  request: PrintRequest,
  client: HttpClient = createHttpClient({ baseURL: printServerUrl }),
): Promise<void> {
  await client.post('/api/v1/print', request);
}
