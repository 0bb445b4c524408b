import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { HttpError } from '../../plugins/errors';

/** How long the print server has to take a job before the API gives up (it is in the park's network). */
export const PRINT_TIMEOUT_MS = 5000;
/** How much of a refusing print server's answer is logged (never shown: it is the print server's, not ours). */
const LOGGED_BODY_CHARS = 2000;

export const BLANK_JOB = "Indiquez le numéro de ticket et le poste d'impression.";
export const NO_PRINT_SERVER = "Aucun serveur d'impression n'est configuré.";
export const PRINT_REFUSED =
  "Le serveur d'impression a refusé le ticket. Vérifiez le numéro de ticket et le poste d'impression.";
export const PRINT_UNREACHABLE =
  "Le serveur d'impression est injoignable. Vérifiez qu'il est allumé et relié au réseau du parc.";
export const PRINT_TOO_SLOW = "Le serveur d'impression n'a pas répondu à temps. Réessayez dans un instant.";

export interface PrintJob {
  ticket: string;
  station: string;
}

/** Printed, or why not: 503 without a print server, 502 when it refused or could not be reached. */
export type PrintOutcome = { printed: true } | { printed: false; status: 502 | 503; message: string };

export interface PrintDeps {
  config: Pick<Config, 'printServerUrl'>;
  log: FastifyBaseLogger;
  /** Milliseconds before giving up on the print server; PRINT_TIMEOUT_MS unless a test says otherwise. */
  timeoutMs?: number;
}

/** The job as sent: trimmed, both fields required (a blank one is the caller's mistake: 400). */
export function printJobOf(body: PrintJob): PrintJob {
  const job = { ticket: body.ticket.trim(), station: body.station.trim() };
  if (!job.ticket || !job.station) throw new HttpError(400, BLANK_JOB, 'BLANK_PRINT_JOB');
  return job;
}

async function bodyExcerpt(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return text.length > LOGGED_BODY_CHARS ? `${text.slice(0, LOGGED_BODY_CHARS)}…` : text;
}

/**
 * POST `<PRINT_SERVER_URL>/api/v1/print` { ticket, station } as JSON (spec §7), within `timeoutMs`. The API does it
 * for the staff's test page: the browser could not reach a print server in the park's network, and the site's
 * Content-Security-Policy allows no other origin (decision 0044).
 */
export async function sendPrintJob(deps: PrintDeps, body: PrintJob): Promise<PrintOutcome> {
  const job = printJobOf(body);
  const base = deps.config.printServerUrl;
  if (!base) return { printed: false, status: 503, message: NO_PRINT_SERVER };
  const url = `${base}/api/v1/print`;
  const timeoutMs = deps.timeoutMs ?? PRINT_TIMEOUT_MS;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(job),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    const cause = (err as { cause?: { code?: unknown; message?: unknown } }).cause;
    deps.log.warn(
      { url, station: job.station, timedOut, error: (err as Error).message, cause: cause?.code ?? cause?.message },
      'print server unreachable',
    );
    return { printed: false, status: 502, message: timedOut ? PRINT_TOO_SLOW : PRINT_UNREACHABLE };
  }
  if (response.status < 200 || response.status >= 300) {
    deps.log.warn(
      { url, station: job.station, ticket: job.ticket, status: response.status, body: await bodyExcerpt(response) },
      'print server refused the job',
    );
    return { printed: false, status: 502, message: PRINT_REFUSED };
  }
  await response.arrayBuffer().catch(() => undefined);
  deps.log.info({ station: job.station, ticket: job.ticket }, 'ticket sent to the print server');
  return { printed: true };
}
