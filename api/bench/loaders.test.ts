import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { autocannonLoader, hasWrk, parseWrk, wrkBytes, wrkLoader, wrkMilliseconds } from './loaders';

// `wrk -t1 -c10 -d1s --latency` then bash's `times`, as wrkLoader runs it (wrk 4.1.0, Debian).
const WRK_OUTPUT = `Running 1s test @ http://127.0.0.1:4019/
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   426.47us    1.26ms  23.72ms   95.71%
    Req/Sec    47.63k    20.50k   70.19k    72.73%
  Latency Distribution
     50%  165.00us
     75%  266.00us
     90%  627.00us
     99%    5.32ms
  52013 requests in 1.10s, 6.15MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:  47264.18
Transfer/sec:      5.59MB
0m0.000s 0m0.002s
0m0.064s 0m0.555s
`;

describe('wrk output', () => {
  it('reads durations and sizes in their units', () => {
    expect(wrkMilliseconds('812.00us')).toBeCloseTo(0.812);
    expect(wrkMilliseconds('5.32ms')).toBe(5.32);
    expect(wrkMilliseconds('1.10s')).toBe(1100);
    expect(wrkMilliseconds('2m')).toBe(120_000);
    expect(wrkMilliseconds('fast')).toBeNaN();
    expect(wrkBytes('512B')).toBe(512);
    expect(wrkBytes('1.50KB')).toBe(1536);
    expect(wrkBytes('6.15MB')).toBeCloseTo(6.15 * 1024 * 1024);
  });

  it('gives requests, time, bytes, p99, errors and the CPU time of wrk (the children line of `times`)', () => {
    const r = parseWrk(WRK_OUTPUT);
    expect(r.requests).toBe(52013);
    expect(r.seconds).toBeCloseTo(1.1);
    expect(r.bytes).toBeCloseTo(6.15 * 1024 * 1024);
    expect(r.p99).toBe(5.32);
    expect(r.errors).toBe(2 + 3 + 7);
    expect(r.loaderCpu).toBeCloseTo(0.064 + 0.555);
  });

  it('refuses output without its figures rather than printing a row of nothing', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:4019 Connection refused\n')).toThrow(/not understood/);
  });
});

describe('loaders against a real server', () => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === '/missing') response.statusCode = 404;
      response.end('{"hello":"world"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('autocannon counts answers, bytes and its own CPU time, and answers other than 2xx as errors', async () => {
    const ok = await autocannonLoader({ url: `${url}/`, headers: {}, connections: 2, seconds: 1 });
    expect(ok.requests).toBeGreaterThan(10);
    expect(ok.errors).toBe(0);
    expect(ok.bytes / ok.requests).toBeGreaterThan(17);
    expect(ok.loaderCpu).toBeGreaterThan(0);
    const missing = await autocannonLoader({ url: `${url}/missing`, headers: {}, connections: 1, seconds: 1 });
    expect(missing.errors).toBe(missing.requests);
  });

  const withWrk = hasWrk() ? it : it.skip;
  if (!hasWrk()) console.log('wrk is not installed here: its run against a server is skipped (apt-get install wrk)');
  withWrk('wrk does the same', async () => {
    const ok = await wrkLoader({ url: `${url}/`, headers: { 'x-test': 'a b' }, connections: 2, seconds: 1 });
    expect(ok.requests).toBeGreaterThan(10);
    expect(ok.errors).toBe(0);
    expect(ok.loaderCpu).toBeGreaterThan(0);
    const missing = await wrkLoader({ url: `${url}/missing`, headers: {}, connections: 1, seconds: 1 });
    expect(missing.errors).toBeGreaterThanOrEqual(missing.requests);
  });
});
