/**
 * Every route of the OpenAPI document, signed in and signed out, with what clients get wrong
 * or attackers send on purpose: malformed JSON, wrong types, 100 KB strings, NUL bytes,
 * unpaired surrogates, deep nesting, non-uuid ids and other spellings of the path. Nothing may
 * answer 5xx, and what is guarded stays guarded under every spelling.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_URL,
  createTestApp,
  nextIp,
  signedInUser,
  type TestApp,
  type TestUser,
} from './helpers/test-app.js';
import { listenRaw, type RawClient } from './helpers/raw-http.js';

interface Operation {
  method: string;
  path: string;
  bodyFields: string[];
  queryFields: string[];
}

let t: TestApp;
let raw: RawClient;
let ana: TestUser;
let operations: Operation[];
/** Private routes: what an anonymous caller gets 401 from. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/config',
  'GET /api/captcha/challenge',
  'POST /api/account/sign-up',
  'POST /api/newsletter',
  'GET /api/consent',
  'PUT /api/consent',
  'POST /api/analytics/events',
  'POST /api/searches/estimate',
  'GET /api/pricing',
  'GET /api/referrals/{code}',
  'GET /api/unsubscribe/{token}',
  'POST /api/unsubscribe/{token}',
  'POST /api/account/email-change/confirm',
  'GET /api/invitations/{token}',
  'POST /api/contact',
  'GET /api/support/faqs',
]);

beforeAll(async () => {
  // Rate limits are part of what is fuzzed, but they must not hide a 500 behind a 429.
  t = await createTestApp({ SIGNUP_RATE_LIMIT: '1000' });
  raw = await listenRaw(t.app);
  ana = await signedInUser(t, 'fuzz@example.com');
  const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      bodyFields: Object.keys(
        operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
      ),
      queryFields: (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name),
    })),
  );
});
afterAll(async () => t.close());

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  parameters?: { in: string; name: string }[];
}

const NUL = 'a\u0000b';
const SURROGATE = 'a\ud800b';
const LONG = 'x'.repeat(100_000);
const RANDOM_ID = '7d3f0c55-2a8e-4c61-9b1e-3f6a5d2c9e10';
const ID_SPELLINGS = [RANDOM_ID, 'not-a-uuid', '%00', '..', '%2e%2e', "'; drop table x; --", LONG];

function deep(levels: number): string {
  return '['.repeat(levels) + ']'.repeat(levels);
}

/** Bodies: malformed, wrong shape, and each known field given every hostile value. */
function bodies(operation: Operation): (string | Buffer)[] {
  const shapes: (string | Buffer)[] = [
    '{"a":',
    '[]',
    '"text"',
    '123',
    'null',
    '{"__proto__":{"admin":true}}',
    deep(5_000),
    JSON.stringify({ [NUL]: 1 }),
    Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
  ];
  for (const field of operation.bodyFields) {
    for (const value of [NUL, SURROGATE, LONG.slice(0, 60_000), 123, [], {}, null, true]) {
      shapes.push(JSON.stringify({ [field]: value }));
    }
    shapes.push(JSON.stringify({ [field]: JSON.parse(deep(2_000)) }));
  }
  return shapes;
}

function queries(operation: Operation): string[] {
  // A lone surrogate cannot travel in a URL (UTF-8 has no bytes for it): %ED%A0%80 is its try.
  const values = ['%00', '%ED%A0%80', '%C0%80', 'x'.repeat(5_000), '-1', '%', '%25%00'];
  return operation.queryFields.flatMap((field) => values.map((value) => `?${field}=${value}`));
}

function concretePaths(path: string): string[] {
  if (!path.includes('{')) return [path];
  return ID_SPELLINGS.map((id) => path.replace(/\{[^}]+\}/g, id));
}

const isPublic = (operation: Operation) =>
  PUBLIC.has(`${operation.method} ${operation.path}`) || operation.path === '/api/billing/webhook';

describe('route-level fuzz', () => {
  it('reads every route of the API document', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it('no request answers 5xx, signed in or not', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const cookie of [undefined, ana.cookie]) {
        for (const path of concretePaths(operation.path)) {
          const urls = [path, ...queries(operation).map((query) => path + query)];
          const payloads: (string | Buffer | undefined)[] =
            operation.method === 'GET' || operation.method === 'DELETE'
              ? [undefined]
              : bodies(operation);
          for (const url of urls) {
            for (const payload of url === path ? payloads : payloads.slice(0, 1)) {
              const response = await t.app.inject({
                method: operation.method as 'GET',
                url,
                remoteAddress: nextIp(),
                headers: {
                  origin: APP_URL,
                  ...(cookie ? { cookie } : {}),
                  ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
                },
                ...(payload !== undefined ? { payload } : {}),
              });
              sent += 1;
              if (response.statusCode >= 500) {
                failures.push(`${operation.method} ${url.slice(0, 120)} → ${response.statusCode}`);
              }
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1_000);
    // Thousands of requests in sequence: the time grows with the routes, not with a fault.
  }, 180_000);

  it('every private route refuses anonymous callers under every spelling of its path', async () => {
    const leaks: string[] = [];
    for (const operation of operations.filter((candidate) => !isPublic(candidate))) {
      const path = operation.path.replace(/\{[^}]+\}/g, RANDOM_ID);
      for (const spelling of spellings(path)) {
        const response = await raw(operation.method, spelling, {
          headers: { origin: APP_URL, 'content-type': 'application/json' },
          ...(operation.method === 'GET' ? {} : { body: '{}' }),
        });
        if (response.status !== 401 && response.status !== 404 && response.status !== 400) {
          leaks.push(`${operation.method} ${spelling} → ${response.status}`);
        }
        if (response.status >= 500) leaks.push(`${operation.method} ${spelling} → 5xx`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('no spelling of a state-changing route lets another site post to it', async () => {
    const open: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.method !== 'GET')) {
      if (operation.path === '/api/billing/webhook') continue;
      const path = operation.path.replace(/\{[^}]+\}/g, RANDOM_ID);
      for (const spelling of spellings(path)) {
        const response = await raw(operation.method, spelling, {
          headers: {
            origin: 'https://evil.example',
            'content-type': 'application/json',
            cookie: ana.cookie,
          },
          body: '{}',
        });
        if (response.status !== 403 && response.status !== 404 && response.status !== 400) {
          open.push(`${operation.method} ${spelling} → ${response.status}`);
        }
      }
    }
    expect(open).toEqual([]);
  });
});

/** The path as written and the spellings routers and URL parsers fold into it. */
function spellings(path: string): string[] {
  const [, first, ...rest] = path.split('/');
  const tail = rest.join('/');
  return [
    path,
    path.replace('/api/', '/api//'),
    path.replace('/api/', '/api/./'),
    path.replace('/api/', '/api/x/../'),
    path.replace('/api/', '/api/%2e/'),
    path.replace('/api/', '/api/%2E%2E/api/'),
    `${path}/`,
    `/${first}/${tail.replace('/', '%2F')}`,
    `//${first}/${tail}`,
    `/${first}\\${tail}`,
  ];
}
