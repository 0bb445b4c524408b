/**
 * Fuzz / property test of the whole API: thousands of random and malformed requests at EVERY route
 * registered in the app (enumerated from the app itself, so other features' routes are covered too).
 * Property: no answer is a 5xx, and the server still answers /api/health afterwards.
 * Requests are shaped half at random, half from each route's own schemas (as published in the
 * OpenAPI document) so that they get past validation into the handlers.
 * Reproduce a failure with FUZZ_SEED=<seed printed on failure>; FUZZ_RUNS sets the runs per route.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from './test/test-app';
import { seedPark } from './seed/seed';

notePostgresSkipped();

interface RouteInfo {
  method: string;
  /** Fastify pattern, e.g. /api/users/:id */
  url: string;
}

/** Reads every (method, url) from the app's route tree (printRoutes with commonPrefix: false). */
export function routesOf(tree: string): RouteInfo[] {
  const routes: RouteInfo[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    if (!m[3]) continue;
    const url = stack.join('');
    for (const method of m[3].split(',').map((s) => s.trim())) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  format?: string;
};

const tricky = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1',
  '2',
  '1.5',
  '1e309',
  '99999999999999999999',
  '2147483648',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '%',
  '%00',
  '../../etc/passwd',
  '2026-3-29',
  '2026-02-30',
  '2026-03-29T10:00:00+02:00',
  '1,2,3',
  'id,name',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\u0000',
  '😀',
  'é'.repeat(300),
  'a'.repeat(5000),
);
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }), tricky);
const numberish = fc.oneof(
  fc.integer(),
  fc.integer({ min: 0, max: 50 }),
  fc.double({ noNaN: false }),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, -0.5),
);
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: text },
  { weight: 2, arbitrary: numberish },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(text, numberish), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Values that fit a JSON schema most of the time (and junk otherwise). */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return junkValue;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => fromSchema(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 500, 500) }),
        fc.integer(),
      );
    case 'number':
      return fc.oneof(fc.double({ min: -1000, max: 1000, noNaN: true }), fc.integer({ min: 0, max: 200 }));
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.format === 'email') return fc.oneof(fc.emailAddress(), text);
      if (schema.format === 'date-time' || schema.format === 'date')
        return fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          text,
        );
      return text;
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), { maxLength: 4 });
    case 'object': {
      const props = schema.properties ?? {};
      const keys = Object.keys(props);
      if (!keys.length) return fc.dictionary(fc.string({ maxLength: 8 }), junkValue, { maxKeys: 3 });
      return fc.record(
        Object.fromEntries(
          keys.map((k) => [
            k,
            fc.oneof({ weight: 4, arbitrary: fromSchema(props[k], depth + 1) }, { weight: 1, arbitrary: junkValue }),
          ]),
        ),
        { requiredKeys: [] },
      );
    }
    default:
      return junkValue;
  }
}

interface Operation {
  pathParams: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

/** The schemas of one route, from the OpenAPI document (routes hidden from it are fuzzed blind). */
function operationOf(doc: OpenApi, route: RouteInfo): Operation {
  const openapiPath = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  const op = doc.paths[openapiPath]?.[route.method.toLowerCase()];
  const pathParams: Record<string, JsonSchema> = {};
  const query: Record<string, JsonSchema> = {};
  for (const p of op?.parameters ?? []) {
    if (p.in === 'path') pathParams[p.name] = p.schema ?? {};
    if (p.in === 'query') query[p.name] = p.schema ?? {};
  }
  for (const name of route.url.match(/:([A-Za-z0-9_]+)/g) ?? []) pathParams[name.slice(1)] ??= {};
  const content = op?.requestBody?.content;
  const body = content ? (content['application/json'] ?? Object.values(content)[0])?.schema : undefined;
  return { pathParams, query, body };
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

function requestArbitrary(route: RouteInfo, op: Operation, token: string): fc.Arbitrary<FuzzRequest> {
  const paramNames = Object.keys(op.pathParams);
  const params = fc.tuple(
    ...paramNames.map((n) =>
      fc.oneof(fromSchema(op.pathParams[n]), text, numberish).map((v) => {
        const s = typeof v === 'string' ? v : (JSON.stringify(v) ?? 'x');
        return encodeURIComponent(s || 'x');
      }),
    ),
  );
  const knownQuery = Object.keys(op.query);
  const queryString = fc.oneof(
    fc.constant(''),
    fc
      .dictionary(
        fc.oneof(
          fc.constantFrom(
            ...(knownQuery.length ? knownQuery : ['q']),
            'dates',
            'aid',
            'oid',
            'zones',
            'idClient',
            '_limit',
          ),
          fc.string({ maxLength: 6 }),
        ),
        fc.oneof(fromSchema({ type: 'string' }), numberish.map(String), fc.array(text, { maxLength: 3 })),
        { maxKeys: 4 },
      )
      .map((q) => {
        const parts: string[] = [];
        for (const [k, v] of Object.entries(q)) {
          for (const item of Array.isArray(v) ? v : [v])
            parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(String(item))}`);
        }
        return parts.length ? `?${parts.join('&')}` : '';
      }),
    fc.constantFrom('?%zz', '?a=%E0%A4%A', '?&&==&', '?dates[]=1&dates[]=2', '?__proto__[x]=1', '?constructor=1'),
  );
  const body = fc.oneof(
    { weight: 1, arbitrary: fc.constant<[string | undefined, string | undefined]>([undefined, undefined]) },
    {
      weight: 4,
      arbitrary: fromSchema(op.body ?? { type: 'object' }).map((v): [string, string] => [
        'application/json',
        JSON.stringify(v) ?? 'null',
      ]),
    },
    {
      weight: 2,
      arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v): [string, string] => ['application/json', JSON.stringify(v)]),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{bad',
          '[',
          '{"a":',
          'null',
          '""',
          '\u0000',
          '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{"x":1}}}',
        )
        .map((s): [string, string] => ['application/json', s]),
    },
    {
      weight: 1,
      arbitrary: fc.string({ maxLength: 60 }).map((s): [string, string] => ['application/x-www-form-urlencoded', s]),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((s): [string, string] => ['text/plain', s]) },
    {
      weight: 1,
      arbitrary: fc
        .string({ maxLength: 60 })
        .map((s): [string, string] => ['multipart/form-data; boundary=xyz', `--xyz\r\n${s}\r\n--xyz--`]),
    },
  );
  const auth = fc.constantFrom<string | undefined>(
    undefined,
    `Bearer ${token}`,
    'Bearer not-a-token',
    'Basic YTpi',
    token,
  );
  return fc.tuple(params, queryString, body, auth).map(([values, query, [contentType, payload], authorization]) => {
    let url = route.url;
    paramNames.forEach((n, i) => {
      url = url.replace(`:${n}`, values[i] as string);
    });
    const headers: Record<string, string> = {};
    if (authorization) headers.authorization = authorization;
    const withBody = route.method !== 'GET' && route.method !== 'DELETE' && payload !== undefined;
    if (withBody && contentType) headers['content-type'] = contentType;
    return { method: route.method, url: url + query, headers, payload: withBody ? payload : undefined };
  });
}

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

describe.each(testDatabases())('fuzzing every route on %s', (kind) => {
  let ctx: TestContext;
  let outbox: string;
  beforeAll(async () => {
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'park-fuzz-outbox-'));
    ctx = await createTestApp(kind, { outboxDir: outbox });
    await seedPark(ctx.database.db, new Date(), 2);
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  it('finds the routes of every feature', () => {
    const routes = routesOf(ctx.app.printRoutes({ commonPrefix: false }));
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/v1/activites',
        'GET /api/planning/browse',
        'POST /api/v1/codepromos/check',
        'GET /api/health',
      ]),
    );
    expect(routes.length).toBeGreaterThan(20);
  });

  it('never answers a 5xx to random or malformed requests, and stays healthy', async () => {
    const routes = routesOf(ctx.app.printRoutes({ commonPrefix: false }));
    const doc = ctx.app.swagger() as unknown as OpenApi;
    const token = ctx.app.signToken({ sub: 1, type: 0, cv: 0 });
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const op = operationOf(doc, route);
      try {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route, op, token), async (req) => {
            requests += 1;
            const res = await ctx.app.inject({
              method: req.method as 'GET',
              url: req.url,
              headers: req.headers,
              payload: req.payload,
            });
            return res.statusCode < 500;
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      } catch (err) {
        // Keep going: one report for every failing route.
        failures.push(`${route.method} ${route.url}: ${(err as Error).message.split('\n').slice(0, 6).join(' | ')}`);
      }
    }
    // One line for the record: how much was thrown at the API.
    console.info(
      `fuzz on ${kind}: ${requests} requests over ${routes.length} routes, ${failures.length} route(s) answered a 5xx`,
    );
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(requests).toBeGreaterThan(routes.length * 10);
    expect(failures).toEqual([]);
  }, 180_000);
});
