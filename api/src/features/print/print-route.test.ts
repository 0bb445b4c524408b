import { createTestApp, type TestContext } from '../../test/test-app';
import { STAFF_ONLY } from '../bar/guard';
import { NO_PRINT_SERVER, PRINT_REFUSED, PRINT_UNREACHABLE, BLANK_JOB } from './send-print-job';
import { closedPortUrl, startPrintServer } from './test-print-server';

// No database work here: PGlite only (the route reads the configuration and the staff token).

type PrintServer = Awaited<ReturnType<typeof startPrintServer>>;

async function staffToken(ctx: TestContext): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/bar/staff/signin', payload: { code: 'bar360' } });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

describe('POST /api/v1/print', () => {
  let printer: PrintServer;
  let ctx: TestContext;
  let staff: string;
  const print = (payload: unknown, headers: Record<string, string> = { 'x-staff-token': staff }, app = ctx.app) =>
    app.inject({ method: 'POST', url: '/api/v1/print', headers, payload: payload as object });

  beforeAll(async () => {
    printer = await startPrintServer();
    ctx = await createTestApp('pglite', { printServerUrl: printer.url });
    staff = await staffToken(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await printer.close();
  });
  beforeEach(() => {
    printer.received.splice(0);
    printer.answer({ status: 204 });
  });

  it("forwards the staff's job to the print server as JSON, and answers 204", async () => {
    const res = await print({ ticket: ' T-42 ', station: 'ACCUEIL' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(printer.received).toEqual([
      {
        method: 'POST',
        path: '/api/v1/print',
        contentType: 'application/json',
        body: '{"ticket":"T-42","station":"ACCUEIL"}',
      },
    ]);
  });

  it('takes the staff token as a bearer token too, and any 2xx of the print server', async () => {
    printer.answer({ status: 200, body: '{"queued":true}' });
    const res = await print({ ticket: '7', station: 'BAR' }, { authorization: `Bearer ${staff}` });
    expect(res.statusCode).toBe(204);
    expect(printer.received).toHaveLength(1);
  });

  it('answers 502 with a French message when the print server refuses, without showing its answer', async () => {
    printer.answer({ status: 500, body: 'Traceback: printer on fire at /srv/print.py:12' });
    const res = await print({ ticket: 'T-42', station: 'ACCUEIL' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ statusCode: 502, error: 'Bad Gateway', message: PRINT_REFUSED });
    expect(res.body).not.toContain('Traceback');
    expect(printer.received).toHaveLength(1);
  });

  it('refuses without the staff token (401), and a visitor token is not one', async () => {
    const none = await print({ ticket: 'T-42', station: 'ACCUEIL' }, {});
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(STAFF_ONLY);
    const visitor = ctx.app.signToken({ sub: 1, type: 0, cv: 0 });
    const asVisitor = await print({ ticket: 'T-42', station: 'ACCUEIL' }, { authorization: `Bearer ${visitor}` });
    expect(asVisitor.statusCode).toBe(401);
    const forged = await print({ ticket: 'T-42', station: 'ACCUEIL' }, { 'x-staff-token': `${staff}x` });
    expect(forged.statusCode).toBe(401);
    // Without the token, a bad body is still a 401 (the token is checked first): no schema message in English.
    const badBody = await print({ nope: 1 }, {});
    expect(badBody.statusCode).toBe(401);
    expect(badBody.json().message).toBe(STAFF_ONLY);
    expect(printer.received).toEqual([]);
  });

  it('refuses a bad body with a 400 in French, before reaching the print server', async () => {
    const cases: unknown[] = [
      {},
      { ticket: 'T-42' },
      { ticket: '', station: 'ACCUEIL' },
      { ticket: 'T-42', station: 'A'.repeat(65) },
      { ticket: { id: 42 }, station: 'ACCUEIL' },
      { ticket: 'T-42', station: 'ACCUEIL', copies: 3 },
    ];
    for (const body of cases) {
      const res = await print(body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect(res.json().message).toMatch(/^Requête invalide : /);
    }
    const blank = await print({ ticket: '   ', station: 'ACCUEIL' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(BLANK_JOB);
    expect(printer.received).toEqual([]);
  });

  describe('elsewhere', () => {
    let other: TestContext | undefined;
    afterEach(async () => {
      await other?.close();
      other = undefined;
    });

    it('answers 502 when the print server cannot be reached (a closed port)', async () => {
      other = await createTestApp('pglite', { printServerUrl: await closedPortUrl() });
      const res = await print(
        { ticket: 'T-42', station: 'ACCUEIL' },
        { 'x-staff-token': await staffToken(other) },
        other.app,
      );
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ statusCode: 502, error: 'Bad Gateway', message: PRINT_UNREACHABLE });
    });

    it('answers 503 when no print server is configured, still staff first', async () => {
      other = await createTestApp('pglite', { printServerUrl: '' });
      const anonymous = await print({ ticket: 'T-42', station: 'ACCUEIL' }, {}, other.app);
      expect(anonymous.statusCode).toBe(401);
      const res = await print(
        { ticket: 'T-42', station: 'ACCUEIL' },
        { 'x-staff-token': await staffToken(other) },
        other.app,
      );
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: NO_PRINT_SERVER });
    });
  });

  it('is listed in the OpenAPI document under its tag', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = doc.paths['/api/v1/print'].post;
    expect(operation.tags).toEqual(['print']);
    expect(Object.keys(operation.responses).sort()).toEqual(['204', '400', '401', '429', '502', '503']);
  });

  // Last: it spends this address's presses for the minute.
  it('limits the presses of one address (30 a minute), as the other staff routes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) statuses.push((await print({ ticket: `T-${i}`, station: 'ACCUEIL' })).statusCode);
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(30);
    expect(statuses.at(-1)).toBe(429);
  });
});
