// Hostile input: whatever arrives, the validator answers with a well-formed ValidationResult, never
// an exception, in bounded time; deep, large and prototype-polluting bodies are stopped early.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_MAX_BODY_BYTES,
  MAX_BODY_DEPTH,
  validateRequest,
  validateResponse,
  type ValidationResult,
} from '../../src/validator/index.js';
import { anyCodePoint } from './helpers/schema-arbitrary.js';
import { JSON_HEADERS, operations, pathOf, requestOf, responseOf } from './helpers/traffic.js';
import { threadCpuMs } from '../helpers/cpu-time.js';

const LOCATIONS = new Set(['route', 'method', 'path', 'query', 'header', 'body', 'status', 'content-type', 'auth']);

/** The shape every answer must have, whatever the input. */
function expectWellFormed(result: ValidationResult, maxIssues = 100): void {
  expect(typeof result.valid).toBe('boolean');
  expect(Array.isArray(result.issues)).toBe(true);
  expect(result.issues.length).toBeLessThanOrEqual(maxIssues);
  expect(result.valid).toBe(!result.issues.some((issue) => issue.severity === 'error'));
  for (const issue of result.issues) {
    expect(LOCATIONS.has(issue.location), issue.location).toBe(true);
    expect(issue.pointer === '' || issue.pointer.startsWith('/'), issue.pointer).toBe(true);
    expect(typeof issue.message).toBe('string');
    expect(issue.message.length).toBeGreaterThan(0);
    expect(['error', 'warning']).toContain(issue.severity);
    // An exception caught by the last-resort guard would be a bug of the checks, not an answer.
    expect(issue.keyword).not.toBe('exception');
  }
  if (result.operationId !== undefined) expect(operations.map((e) => e.operationId)).toContain(result.operationId);
}

const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  stringUnit: anyCodePoint,
  maxDepth: 3,
});

const templates = operations.map((entry) => entry.path);
const segment = fc.oneof(
  fc.string({ minLength: 1, unit: anyCodePoint }),
  fc.constantFrom('%', '%2', '%2F', '%E0%A4%A', '%C3%28', '%FF', '%ED%A0%80', '%00', '..', '.', 'active', 'a%2Fb', '__proto__', 'constructor'),
  fc.webSegment(),
);
const templatePath = fc
  .tuple(fc.constantFrom(...templates), fc.array(segment, { minLength: 2, maxLength: 2 }), fc.constantFrom('', '/', '?limit=5', '?limit=abc&limit=2', '?__proto__[x]=1&constructor=1', '#x', '?%E0%A4%A=%'))
  .map(([template, [a, b], suffix]) => template.replace(/\{[^}]+\}/, a!).replace(/\{[^}]+\}/, b!) + suffix);
const path = fc.oneof(
  { weight: 5, arbitrary: templatePath },
  { weight: 1, arbitrary: fc.webPath() },
  { weight: 1, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
  { weight: 1, arbitrary: fc.string({ unit: anyCodePoint }) },
  { weight: 1, arbitrary: anything },
);
const method = fc.oneof(fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'get', 'pOsT'), fc.string(), anything);
const headerName = fc.oneof(
  fc.constantFrom('authorization', 'Authorization', 'AUTHORIZATION', 'content-type', 'Content-Type', 'idempotency-key', '__proto__', 'constructor', 'hasOwnProperty'),
  fc.string(),
);
const headerValue = fc.oneof(
  fc.constantFrom('ApiKey k', 'apikey k', 'ApiKey ', 'application/json', 'application/json; charset=latin1', 'text/plain', undefined),
  fc.string({ unit: anyCodePoint }),
  fc.array(fc.string()),
  anything,
);
const headers = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(headerName, headerValue, { maxKeys: 6 }).map((h) => ({ authorization: 'ApiKey k', 'content-type': 'application/json', ...h })) },
  { weight: 1, arbitrary: fc.dictionary(headerName, headerValue, { maxKeys: 6 }) },
  { weight: 1, arbitrary: anything },
);
const query = fc.oneof(fc.constant(undefined), fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.array(fc.string()), anything), { maxKeys: 5 }), anything);
const invalidUtf8 = fc.constantFrom([0xff], [0xc3, 0x28], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80]).map((bytes) => new Uint8Array([0x22, ...bytes, 0x22]));
const jsonText = fc.oneof(
  fc.json(),
  fc.constantFrom('1e400', '-1e400', '123456789012345678901234567890', '{"__proto__":{"polluted":1},"key":"k"}', '{"constructor":{"prototype":{"polluted":1}}}', '[]', 'null', '{', '{"a":1}x', '\u0000', '"\\ud800"'),
  fc.string({ unit: anyCodePoint }),
);
const body = fc.oneof(
  anything,
  fc.jsonValue(),
  jsonText,
  jsonText.map((text) => new TextEncoder().encode(text)),
  invalidUtf8,
  fc.uint8Array({ maxLength: 64 }),
  fc.constantFrom(null, [], [{}], { events: null }, { events: [null, [], 1e308] }, { key: ['a'] }, -0, Number.MAX_VALUE, 2n ** 70n),
);
const options = fc.oneof(
  fc.constant(undefined),
  fc.record({ strict: fc.boolean(), maxIssues: fc.oneof(fc.integer({ min: -5, max: 50 }), fc.double(), anything), maxBodyBytes: fc.oneof(fc.integer({ min: -1, max: 1 << 20 }), fc.double(), anything) }, { requiredKeys: [] }),
  anything,
);
const status = fc.oneof(fc.constantFrom(200, 201, 204, 299, 400, 404, 500, 599), fc.integer({ min: -1, max: 1000 }), fc.double(), anything);

/** The largest CPU time one call took (this thread's, not the wait for a core): an unbounded call would show here. */
let slowest = 0;
function timed<T>(run: () => T): T {
  const start = threadCpuMs();
  const result = run();
  slowest = Math.max(slowest, threadCpuMs() - start);
  return result;
}

const prototypeNames = () => [Object.prototype, Array.prototype, Function.prototype, String.prototype].map((p) => Object.getOwnPropertyNames(p).sort());

describe('arbitrary traffic (property tests)', () => {
  const before = prototypeNames();

  it('never throws and always answers a well-formed result, for 10,000 requests', () => {
    slowest = 0;
    fc.assert(
      fc.property(fc.record({ method, path, query, headers, body }, { requiredKeys: [] }), options, (request, opts) => {
        expectWellFormed(timed(() => validateRequest(request as never, opts as never)), maxIssuesOf(opts));
      }),
      { numRuns: 10_000 },
    );
    // Generous: a run is microseconds; a pathological input would take seconds.
    expect(slowest).toBeLessThan(250);
  });

  it('never throws and always answers a well-formed result, for 10,000 responses', () => {
    slowest = 0;
    fc.assert(
      fc.property(fc.record({ method, path, status, headers, body }, { requiredKeys: [] }), options, (response, opts) => {
        expectWellFormed(timed(() => validateResponse(response as never, opts as never)), maxIssuesOf(opts));
      }),
      { numRuns: 10_000 },
    );
    expect(slowest).toBeLessThan(250);
  });

  it('survives inputs that are not objects at all', () => {
    fc.assert(
      fc.property(anything, options, (input, opts) => {
        expectWellFormed(validateRequest(input as never, opts as never), maxIssuesOf(opts));
        expectWellFormed(validateResponse(input as never, opts as never), maxIssuesOf(opts));
      }),
      { numRuns: 2_000 },
    );
  });

  it('left every prototype as it was', () => {
    expect(prototypeNames()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

/** The cap an options value asks for, as the validator reads it. */
function maxIssuesOf(opts: unknown): number {
  const value = typeof opts === 'object' && opts !== null ? (opts as { maxIssues?: unknown }).maxIssues : undefined;
  return typeof value === 'number' && value >= 1 ? Math.floor(value) : 100;
}

describe('inputs that throw when touched', () => {
  it('become an issue of the part being read, not an exception', () => {
    const throwing = new Proxy({}, { get: () => { throw new Error('boom'); }, ownKeys: () => { throw new Error('boom'); } });
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    for (const request of [
      throwing,
      { method: 'POST', path: '/v2/topics', headers: throwing, body: { key: 'k' } },
      { method: 'POST', path: '/v2/topics', headers: JSON_HEADERS, body: throwing },
      { method: 'POST', path: '/v2/topics', headers: JSON_HEADERS, body: revoked.proxy },
      { method: 'GET', path: '/v2/topics', headers: JSON_HEADERS, query: throwing },
      { get method(): string { throw new Error('getter'); }, path: '/v2/topics' },
    ]) {
      const result = validateRequest(request as never);
      expect(result.valid).toBe(false);
      expect(result.issues.some((issue) => issue.keyword === 'exception')).toBe(true);
    }
  });
});

/** 10,000 levels of Step.variants inside a getNotification 200 response, built without recursion. */
function deepNotification(levels: number) {
  const step = () => ({ _id: 's', active: true, filters: [], _templateId: 't' });
  const root: Record<string, unknown> = step();
  let current = root;
  for (let i = 0; i < levels; i += 1) {
    const next = step();
    current.variants = [next];
    current = next;
  }
  return {
    _environmentId: 'e', _organizationId: 'o', _subscriberId: 's', transactionId: 't',
    jobs: [{ _id: 'j', type: 'email', executionDetails: [], step: root, providerId: 'sendgrid', status: 'completed' }],
  };
}

/** The same as JSON text, written out directly: JSON.stringify itself recurses and would overflow. */
function deepNotificationText(levels: number): string {
  const step = '"_id":"s","active":true,"filters":[],"_templateId":"t"';
  const chain = `{${step},"variants":[`.repeat(levels) + `{${step}}` + ']}'.repeat(levels);
  return `{"_environmentId":"e","_organizationId":"o","_subscriberId":"s","transactionId":"t","jobs":[{"_id":"j","type":"email","executionDetails":[],"step":${chain},"providerId":"sendgrid","status":"completed"}]}`;
}

/** A triggerEvent body whose free-form payload nests `levels` deep, alternating objects and arrays. */
function deepPayload(levels: number) {
  let payload: unknown = 'leaf';
  for (let i = 0; i < levels; i += 1) payload = i % 2 === 0 ? { next: payload } : [payload];
  return { name: 'welcome', to: 'subscriber-1', payload: { root: payload } };
}

function deepPayloadText(levels: number): string {
  let open = '';
  let close = '';
  for (let i = levels - 1; i >= 0; i -= 1) {
    open += i % 2 === 0 ? '{"next":' : '[';
    close = (i % 2 === 0 ? '}' : ']') + close;
  }
  return `{"name":"welcome","to":"subscriber-1","payload":{"root":${open}"leaf"${close}}}`;
}

describe('depth', () => {
  const depthIssue = [expect.objectContaining({ location: 'body', pointer: '', keyword: 'maxDepth', severity: 'error' })];
  const within = (run: () => ValidationResult, ms: number) => {
    run(); // the first run pays for compilation
    const start = performance.now();
    const result = run();
    expect(performance.now() - start).toBeLessThan(ms);
    return result;
  };

  it('stops 10,000 levels of Step.variants in a response, as an object and as JSON text, in under 100 ms', () => {
    const text = deepNotificationText(10_000);
    expect(JSON.parse(deepNotificationText(3))).toEqual(deepNotification(3));
    for (const body of [deepNotification(10_000), text]) {
      const result = within(() => validateResponse(responseOf('getNotification', { body })), 100);
      expect(result.issues).toEqual(depthIssue);
    }
  });

  it('stops a free-form payload nested 10,000 deep, as an object, text and bytes, in under 100 ms', () => {
    const text = deepPayloadText(10_000);
    expect(JSON.parse(deepPayloadText(5))).toEqual(deepPayload(5));
    for (const body of [deepPayload(10_000), text, new TextEncoder().encode(text)]) {
      const result = within(() => validateRequest(requestOf('triggerEvent', { body })), 100);
      expect(result.issues).toEqual(depthIssue);
    }
  });

  it(`accepts exactly ${MAX_BODY_DEPTH} levels and refuses one more`, () => {
    // The body and its payload object are two levels; the chain adds one per level.
    expect(validateRequest(requestOf('triggerEvent', { body: deepPayload(MAX_BODY_DEPTH - 2) })).valid).toBe(true);
    expect(validateRequest(requestOf('triggerEvent', { body: deepPayload(MAX_BODY_DEPTH - 1) })).issues).toEqual(depthIssue);
    // Notification, jobs, job and step are four levels, each variant two more, and the last step's
    // filters array one more: Ajv recurses through all the steps the cap lets in without trouble.
    const steps = (MAX_BODY_DEPTH - 4 - 1) / 2;
    expect(validateResponse(responseOf('getNotification', { body: deepNotification(Math.floor(steps)) })).valid).toBe(true);
    expect(validateResponse(responseOf('getNotification', { body: deepNotification(Math.floor(steps) + 1) })).issues).toEqual(depthIssue);
  });

  it('stops a cyclic body instead of walking it forever', () => {
    const body: Record<string, unknown> = { name: 'welcome', to: 'subscriber-1', payload: {} };
    (body.payload as Record<string, unknown>).self = body.payload;
    expect(validateRequest(requestOf('triggerEvent', { body })).issues).toEqual(depthIssue);
    const wide: Record<string, unknown> = {};
    for (const key of ['a', 'b', 'c', 'd']) wide[key] = wide;
    expect(validateRequest(requestOf('triggerEvent', { body: { name: 'w', to: 's', payload: wide } })).valid).toBe(false);
  });
});

describe('size', () => {
  afterEach(() => vi.restoreAllMocks());

  it(`rejects text and bytes over maxBodyBytes (default ${DEFAULT_MAX_BODY_BYTES}) before parsing them`, () => {
    const parse = vi.spyOn(JSON, 'parse');
    const big = JSON.stringify({ name: 'n', to: 's', payload: { blob: 'x'.repeat(DEFAULT_MAX_BODY_BYTES) } });
    for (const body of [big, new TextEncoder().encode(big)]) {
      expect(validateRequest(requestOf('triggerEvent', { body })).issues).toEqual([expect.objectContaining({ location: 'body', keyword: 'maxBodyBytes' })]);
    }
    expect(parse).not.toHaveBeenCalled();
  });

  it('counts UTF-8 bytes, not characters', () => {
    const text = JSON.stringify({ name: 'n', to: 's', payload: { text: 'é'.repeat(600) } });
    expect(text.length).toBeLessThan(1000);
    expect(validateRequest(requestOf('triggerEvent', { body: text }), { maxBodyBytes: 1000 }).issues).toEqual([expect.objectContaining({ keyword: 'maxBodyBytes' })]);
    expect(validateRequest(requestOf('triggerEvent', { body: text }), { maxBodyBytes: 1300 }).valid).toBe(true);
  });

  it('bounds a parsed body by a lower bound of its JSON size', () => {
    const body = { name: 'n', to: 's', payload: { blob: 'x'.repeat(2000) } };
    expect(validateRequest(requestOf('triggerEvent', { body }), { maxBodyBytes: 1000 }).issues).toEqual([expect.objectContaining({ keyword: 'maxBodyBytes' })]);
    expect(validateRequest(requestOf('triggerEvent', { body }), { maxBodyBytes: 3000 }).valid).toBe(true);
    const sparse: unknown[] = [];
    sparse.length = 2 ** 32 - 1;
    const start = performance.now();
    expect(validateRequest(requestOf('triggerEventBulk', { body: { events: sparse } })).issues).toEqual([expect.objectContaining({ keyword: 'maxBodyBytes' })]);
    expect(performance.now() - start).toBeLessThan(100);
  });

  it('applies to responses too', () => {
    expect(validateResponse(responseOf('getTopic', { body: JSON.stringify({ _id: 'x', key: 'k' }) }), { maxBodyBytes: 10 }).issues).toEqual([
      expect.objectContaining({ location: 'body', keyword: 'maxBodyBytes' }),
    ]);
  });
});

describe('prototype pollution', () => {
  const pollutingText = '{"key":"news","__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"prototype":{"polluted":"yes"}}';

  it('cannot happen through bodies, queries or headers, in either mode', () => {
    const before = prototypeNames();
    for (const strict of [false, true]) {
      for (const body of [pollutingText, new TextEncoder().encode(pollutingText), JSON.parse(pollutingText) as unknown]) {
        const result = validateRequest(requestOf('upsertTopic', { body }), { strict });
        expect(result.valid).toBe(true);
      }
      validateRequest({ method: 'GET', path: '/v2/topics?__proto__[polluted]=yes&__proto__=x&constructor[prototype][polluted]=yes&prototype=1', headers: { __proto__: 'x', ...JSON_HEADERS } as never }, { strict });
      validateRequest({ method: 'GET', path: '/v2/topics', query: JSON.parse('{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}') as never, headers: JSON_HEADERS }, { strict });
      validateResponse({ method: 'GET', path: '/v2/topics/k', status: 200, body: `{"_id":"1",${pollutingText.slice(1)}` }, { strict });
    }
    expect(prototypeNames()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reports such keys as unknown properties in strict mode, like any other', () => {
    const result = validateRequest(requestOf('upsertTopic', { body: pollutingText }), { strict: true });
    expect(result.issues.map((issue) => issue.pointer).sort()).toEqual(['/__proto__', '/constructor', '/prototype']);
    const query = validateRequest({ method: 'GET', path: '/v2/topics?__proto__=x&constructor=y', headers: JSON_HEADERS }, { strict: true });
    expect(query.issues.map((issue) => issue.pointer).sort()).toEqual(['/__proto__', '/constructor']);
  });
});

describe('every operation', () => {
  it('answers hostile bodies of each kind without throwing', () => {
    const bodies = [null, [], [[]], 'null', '[]', '1e400', 'not json', new Uint8Array([0xff]), { events: 'x' }, 2n, Symbol('s'), () => 1];
    for (const entry of operations) {
      for (const body of bodies) {
        expectWellFormed(validateRequest({ method: entry.method, path: pathOf(entry), headers: JSON_HEADERS, body }));
        expectWellFormed(validateResponse({ method: entry.method, path: pathOf(entry), status: Number(entry.successStatus), body }));
      }
    }
  });
});
