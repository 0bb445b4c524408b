import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../plugins/errors';
import {
  BLANK_JOB,
  NO_PRINT_SERVER,
  PRINT_REFUSED,
  PRINT_TOO_SLOW,
  PRINT_UNREACHABLE,
  printJobOf,
  sendPrintJob,
} from './send-print-job';
import { closedPortUrl, startPrintServer } from './test-print-server';

function recordingLog() {
  const lines: Array<{ level: string; fields: Record<string, unknown>; message: string }> = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) =>
    void lines.push({ level, fields, message });
  const log = { info: at('info'), warn: at('warn'), error: at('error') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('sendPrintJob', () => {
  let printer: Awaited<ReturnType<typeof startPrintServer>>;
  beforeAll(async () => {
    printer = await startPrintServer();
  });
  afterAll(() => printer.close());
  beforeEach(() => {
    printer.received.splice(0);
    printer.answer({ status: 204 });
  });

  const job = { ticket: 'T-42', station: 'ACCUEIL' };

  it('posts the job to <PRINT_SERVER_URL>/api/v1/print, under a base path too', async () => {
    const { log } = recordingLog();
    await expect(sendPrintJob({ config: { printServerUrl: `${printer.url}/park` }, log }, job)).resolves.toEqual({
      printed: true,
    });
    expect(printer.received[0]).toMatchObject({
      method: 'POST',
      path: '/park/api/v1/print',
      body: JSON.stringify(job),
    });
  });

  it("logs a refusing print server's answer (for the staff's support), and answers 502", async () => {
    const { log, lines } = recordingLog();
    printer.answer({ status: 422, body: 'station inconnue: ACCUEIL' });
    const outcome = await sendPrintJob({ config: { printServerUrl: printer.url }, log }, job);
    expect(outcome).toEqual({ printed: false, status: 502, message: PRINT_REFUSED });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        fields: expect.objectContaining({ status: 422, body: 'station inconnue: ACCUEIL', station: 'ACCUEIL' }),
      }),
    ]);
  });

  it('takes a redirect as a refusal (a job is never re-sent elsewhere)', async () => {
    const { log } = recordingLog();
    printer.answer({ status: 302, body: '' });
    const outcome = await sendPrintJob({ config: { printServerUrl: printer.url }, log }, job);
    expect(outcome).toMatchObject({ printed: false, status: 502, message: PRINT_REFUSED });
    expect(printer.received).toHaveLength(1);
  });

  it('gives up on a print server that does not answer in time', async () => {
    const { log, lines } = recordingLog();
    printer.answer('hang');
    const started = Date.now();
    const outcome = await sendPrintJob({ config: { printServerUrl: printer.url }, log, timeoutMs: 200 }, job);
    expect(outcome).toEqual({ printed: false, status: 502, message: PRINT_TOO_SLOW });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(lines[0]).toMatchObject({ level: 'warn', fields: { timedOut: true } });
  });

  it('answers 502 on a closed port, and 503 without a print server (nothing sent)', async () => {
    const { log, lines } = recordingLog();
    const closed = await sendPrintJob({ config: { printServerUrl: await closedPortUrl() }, log }, job);
    expect(closed).toEqual({ printed: false, status: 502, message: PRINT_UNREACHABLE });
    expect(lines[0]).toMatchObject({ level: 'warn', fields: { timedOut: false, cause: 'ECONNREFUSED' } });
    const none = await sendPrintJob({ config: { printServerUrl: '' }, log }, job);
    expect(none).toEqual({ printed: false, status: 503, message: NO_PRINT_SERVER });
    expect(printer.received).toEqual([]);
  });
});

describe('printJobOf', () => {
  it('trims both fields and refuses a blank one with a French 400', () => {
    expect(printJobOf({ ticket: ' T-1 ', station: '\tBAR ' })).toEqual({ ticket: 'T-1', station: 'BAR' });
    const error = (() => {
      try {
        printJobOf({ ticket: 'T-1', station: '  ' });
      } catch (err) {
        return err;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 400, message: BLANK_JOB });
  });
});
