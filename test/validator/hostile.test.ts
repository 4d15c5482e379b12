// Hostile input: deep, large and prototype-polluting bodies are stopped early, inputs that throw when
// touched become issues, and every operation answers hostile bodies with a well-formed ValidationResult.
// (Arbitrary traffic, 10,000 requests and 10,000 responses: hostile-requests.test.ts, hostile-responses.test.ts.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAX_BODY_BYTES, MAX_BODY_DEPTH, type ValidationResult, validateRequest, validateResponse } from '../../src/validator/index.js';
import { threadCpuMs } from '../helpers/cpu-time.js';
import { expectWellFormed, prototypeNames } from './helpers/hostile-traffic.js';
import { JSON_HEADERS, operations, pathOf, requestOf, responseOf } from './helpers/traffic.js';

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
    const start = threadCpuMs();
    const result = run();
    expect(threadCpuMs() - start).toBeLessThan(ms);
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
    const start = threadCpuMs();
    expect(validateRequest(requestOf('triggerEventBulk', { body: { events: sparse } })).issues).toEqual([expect.objectContaining({ keyword: 'maxBodyBytes' })]);
    expect(threadCpuMs() - start).toBeLessThan(100);
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
