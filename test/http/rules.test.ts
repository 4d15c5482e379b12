// The shared HTTP rules of src/http: one answer per rule, whichever part asks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptCorrelationId,
  buildProblem,
  escapePointerToken,
  fillPath,
  formatPointer,
  hasUtf8Bom,
  isAuthOnly,
  isJsonMediaType,
  isObject,
  parseBasePath,
  parseInteger,
  parsePointer,
  preflightMethod,
  preflightVerdict,
  requestRefusal,
  routeRefusal,
  serializePath,
  stripBasePath,
  stripBom,
  unescapePointerToken,
} from '../../src/http/index.js';

describe('base path', () => {
  it('takes a path and drops its trailing slashes; "/" is no base path', () => {
    expect(parseBasePath('/api')).toEqual({ ok: true, value: '/api' });
    expect(parseBasePath('/api/v1//')).toEqual({ ok: true, value: '/api/v1' });
    expect(parseBasePath('/')).toEqual({ ok: true, value: '' });
    expect(parseBasePath("/a-b_c.d~e!$&'()*+,;=:@/%20x")).toEqual({ ok: true, value: "/a-b_c.d~e!$&'()*+,;=:@/%20x" });
  });

  it('refuses what a URL path cannot hold unencoded, and dot segments', () => {
    for (const given of [
      '/a b',
      '/a\tb',
      '/a?x',
      '/a#x',
      '/é',
      '/a%2',
      '/a%zz',
      '/a"b',
      '/a<b',
      '/a\\b',
      '/a{b}',
      '/a|b',
      '/a\u0000',
      '/./a',
      '/a/..',
      '/a/../b',
      // Percent-encoded dots: fetch and URL fold these away as they fold '..'.
      '/%2e%2e',
      '/a/%2E%2e/b',
      '/a/.%2e',
      '/%2e/a',
    ]) {
      const read = parseBasePath(given);
      expect(read.ok, given).toBe(false);
      if (!read.ok) expect(read.problem, given).toContain('must be a path that starts with "/"');
    }
    for (const given of ['', 'api', 'https://host/api', 5, null, undefined, ['/api']]) expect(parseBasePath(given).ok, String(given)).toBe(false);
    // A dot inside a segment is a name, not a dot segment.
    expect(parseBasePath('/a.b/..c')).toEqual({ ok: true, value: '/a.b/..c' });
    expect(parseBasePath('/a%2eb/%2e%2ec')).toEqual({ ok: true, value: '/a%2eb/%2e%2ec' });
  });

  it('prints a refused value escaped and bounded', () => {
    const read = parseBasePath(`/a\u001b[31m${'x'.repeat(500)}`);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.problem).not.toContain('\u001b');
      expect(read.problem).toContain('\\u001b');
      expect(read.problem.length).toBeLessThan(400);
    }
  });

  it('strips at a segment boundary only', () => {
    expect(stripBasePath('/api/v2/topics', '/api')).toBe('/v2/topics');
    expect(stripBasePath('/api', '/api')).toBe('/');
    expect(stripBasePath('/apix/v2', '/api')).toBeUndefined();
    expect(stripBasePath('/v2', '')).toBe('/v2');
  });
});

describe('correlation id', () => {
  it('echoes 1 to 200 visible ASCII characters, one value', () => {
    expect(acceptCorrelationId('abc-123')).toBe('abc-123');
    expect(acceptCorrelationId('x'.repeat(200))).toBe('x'.repeat(200));
    expect(acceptCorrelationId('x'.repeat(150))).toBe('x'.repeat(150));
    expect(acceptCorrelationId(['one'])).toBe('one');
  });

  it('refuses what it cannot echo safely', () => {
    for (const given of ['', 'x'.repeat(201), 'a b', 'a\r\nb', 'é', 'a,\u007f', ['a', 'b'], 5, undefined]) {
      expect(acceptCorrelationId(given), JSON.stringify(given)).toBeUndefined();
    }
  });
});

describe('JSON media type', () => {
  it('is application/json or application/<name>+json, whatever the case and parameters', () => {
    for (const type of [
      'application/json',
      'Application/JSON; charset=utf-8',
      ' application/problem+json ',
      'application/vnd.api+json',
      ['application/json'],
    ]) {
      expect(isJsonMediaType(type), String(type)).toBe(true);
    }
    for (const type of [
      'text/x+json',
      'text/json',
      'application/+json',
      'application/json-seq',
      'application/jsonx',
      'application/x json+json',
      '',
      undefined,
      5,
      ['a', 'b'],
    ]) {
      expect(isJsonMediaType(type), String(type)).toBe(false);
    }
  });
});

describe('the BOM', () => {
  it('drops one leading U+FEFF from text, and finds the UTF-8 one in bytes', () => {
    expect(stripBom('\uFEFF{}')).toBe('{}');
    expect(stripBom('\uFEFF\uFEFF{}')).toBe('\uFEFF{}');
    expect(stripBom('{}\uFEFF')).toBe('{}\uFEFF');
    expect(hasUtf8Bom(new Uint8Array([0xef, 0xbb, 0xbf, 0x7b]))).toBe(true);
    expect(hasUtf8Bom(new Uint8Array([0xef, 0xbb]))).toBe(false);
  });
});

describe('JSON Pointer', () => {
  it('escapes ~ before / and unescapes in the reverse order (RFC 6901)', () => {
    expect(escapePointerToken('a/b~c')).toBe('a~1b~0c');
    expect(unescapePointerToken('~01')).toBe('~1');
    expect(unescapePointerToken(escapePointerToken('~1/~0'))).toBe('~1/~0');
    expect(formatPointer(['events', 3, 'a/b'])).toBe('/events/3/a~1b');
    expect(parsePointer('/events/3/a~1b')).toEqual(['events', '3', 'a/b']);
    expect(parsePointer('')).toEqual([]);
    expect(parsePointer('events')).toBeUndefined();
  });
});

describe('path filling', () => {
  it('makes each value one encoded segment', () => {
    expect(fillPath('/v2/topics/{topicKey}', { topicKey: 'a/b c' })).toEqual({ ok: true, path: '/v2/topics/a%2Fb%20c' });
    expect(serializePath('/v1/x/{n}/{b}', { n: 5, b: true })).toBe('/v1/x/5/true');
  });

  it('refuses a missing, empty, dot or non-scalar value, naming it', () => {
    expect(fillPath('/v2/topics/{topicKey}', {})).toEqual({ ok: false, name: 'topicKey', problem: 'is required' });
    expect(fillPath('/v2/topics/{topicKey}', { topicKey: '' })).toMatchObject({ ok: false, problem: 'is required' });
    expect(fillPath('/v2/topics/{topicKey}', { topicKey: '..' })).toMatchObject({ ok: false, problem: expect.stringContaining('fold') });
    expect(fillPath('/v2/topics/{topicKey}', { topicKey: '.' })).toMatchObject({ ok: false });
    expect(fillPath('/v2/topics/{topicKey}', { topicKey: ['a'] })).toMatchObject({ ok: false, problem: 'must be a string, got an array' });
    // An inherited name is no value.
    expect(fillPath('/x/{toString}', {})).toMatchObject({ ok: false, name: 'toString' });
    expect(() => serializePath('/v2/topics/{topicKey}', undefined)).toThrow('path parameter "topicKey" of /v2/topics/{topicKey} is required');
  });

  it('refuses a lone surrogate, which has no UTF-8 to percent-encode, instead of throwing URIError', () => {
    const problem = 'cannot hold a lone surrogate (half of a UTF-16 pair): it has no UTF-8, so no percent-encoding';
    for (const value of ['abc\ud800', '\udc00abc', 'a\udc00\ud800b', '\ud83d']) {
      expect(fillPath('/v2/topics/{topicKey}/x/{other}', { topicKey: 'ok', other: value }), JSON.stringify(value)).toEqual({
        ok: false,
        name: 'other',
        problem,
      });
    }
    expect(() => serializePath('/v2/topics/{topicKey}', { topicKey: 'abc\ud800' })).toThrow(
      new TypeError(`path parameter "topicKey" of /v2/topics/{topicKey} ${problem}`),
    );
    // A pair is a character like any other.
    expect(fillPath('/v2/topics/{topicKey}', { topicKey: 'a\ud83d\ude00' })).toEqual({ ok: true, path: '/v2/topics/a%F0%9F%98%80' });
  });

  it('fills every template as a replace over its placeholders would, whatever the template and values', () => {
    // The rule as first written: one `replace` of every placeholder. The template is now split once
    // and cached; what it fills must not change by one character.
    const reference = (template: string, params: Record<string, unknown> | undefined) => {
      let failed: { name: string; problem: string } | undefined;
      const path = template.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
        if (failed !== undefined) return whole;
        const value = params !== undefined && Object.hasOwn(params, name) ? params[name] : undefined;
        const filled = fillPath('/{v}', { v: value });
        if (!filled.ok) {
          failed = { name, problem: filled.problem };
          return whole;
        }
        return encodeURIComponent(String(value));
      });
      return failed === undefined ? { ok: true, path } : { ok: false, ...failed };
    };
    const piece = fc.constantFrom('/', '{', '}', '{a}', '{b}', '{a b}', '{}', '{{a}}', 'v2', '$&', "$'", '%7B', '.');
    const name = fc.constantFrom('a', 'b', 'a b', '{a}', 'toString');
    const value = fc.oneof(fc.string(), fc.constantFrom('', '.', '..', '$&', 'a/b', '{a}'), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(['x']));
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join('')),
        fc.option(fc.dictionary(name, value), { nil: undefined }),
        (template, params) => {
          expect(fillPath(template, params)).toEqual(reference(template, params));
          // Twice: the second time from the cached split.
          expect(fillPath(template, params)).toEqual(reference(template, params));
        },
      ),
      { numRuns: 2000, seed: 17 },
    );
  });
});

describe('isObject and parseInteger', () => {
  it('isObject: a non-null, non-array object', () => {
    expect([{}, Object.create(null), new Date()].every(isObject)).toBe(true);
    expect([null, [], 'x', 1, undefined].some(isObject)).toBe(false);
  });

  it('parseInteger: ASCII digits in range, nothing else', () => {
    expect(parseInteger('42')).toBe(42);
    expect(parseInteger(' 7 ')).toBe(7);
    expect(parseInteger('65535', 0, 65535)).toBe(65535);
    for (const text of ['', ' ', '-1', '+1', '1e3', '0x10', '1_000', '1.0', '١٢', '99999999999999999', '65536']) {
      expect(parseInteger(text, 0, 65535), text).toBeUndefined();
    }
  });
});

describe('refusals', () => {
  const auth = { location: 'auth', severity: 'error' as const, keyword: 'required' };
  const body = { location: 'body', severity: 'error' as const, keyword: 'type' };
  const warning = { location: 'body', severity: 'warning' as const };

  it('answers any credentials issue with 401 and only those issues; a body over the limit 413; else 400', () => {
    expect(requestRefusal([auth, body])).toEqual({ kind: 'unauthorized', status: 401, issues: [auth], headers: { 'www-authenticate': 'ApiKey' } });
    expect(requestRefusal([body, { location: 'body', severity: 'error', keyword: 'maxBodyBytes' }])?.status).toBe(413);
    expect(requestRefusal([body, warning])).toEqual({ kind: 'request-violation', status: 400, issues: [body], headers: {} });
    expect(requestRefusal([warning])).toBeUndefined();
    expect(isAuthOnly([auth, warning])).toBe(true);
    expect(isAuthOnly([auth, body])).toBe(false);
    expect(isAuthOnly([])).toBe(false);
  });

  it('answers a path no operation has with 404 and a wrong method with 405 and Allow', () => {
    expect(routeRefusal({ kind: 'none' })).toMatchObject({ status: 404, kind: 'no-such-operation' });
    expect(routeRefusal({ kind: 'method-not-allowed', allow: ['GET', 'POST'] })).toMatchObject({ status: 405, headers: { allow: 'GET, POST' } });
  });
});

describe('CORS preflight', () => {
  it('is an OPTIONS request with Access-Control-Request-Method', () => {
    expect(preflightMethod('OPTIONS', { 'access-control-request-method': 'post' })).toBe('POST');
    expect(preflightMethod('options', { 'access-control-request-method': ['GET'] })).toBe('GET');
    expect(preflightMethod('OPTIONS', {})).toBeUndefined();
    expect(preflightMethod('GET', { 'access-control-request-method': 'GET' })).toBeUndefined();
    expect(preflightMethod('OPTIONS', { 'access-control-request-method': 'GET POST' })).toBeUndefined();
  });

  it('is judged as the route of the request it announces', () => {
    const allowed = preflightVerdict({ kind: 'match' }, 'PATCH', { 'access-control-request-headers': 'authorization, content-type' });
    expect(allowed).toEqual({
      kind: 'allow',
      status: 204,
      headers: {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'PATCH',
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-max-age': '600',
      },
    });
    // Requested headers that are not a list of names are not echoed.
    const odd = preflightVerdict({ kind: 'match' }, 'GET', { 'access-control-request-headers': 'a\r\nset-cookie: x' });
    expect(odd.kind === 'allow' && odd.headers['access-control-allow-headers']).toBe('authorization, content-type, idempotency-key, x-correlation-id');
    expect(preflightVerdict({ kind: 'method-not-allowed', allow: ['GET'] }, 'PUT', {})).toEqual({ kind: 'method-not-allowed', status: 405, allow: ['GET'] });
    expect(preflightVerdict({ kind: 'none' }, 'GET', {})).toEqual({ kind: 'none', status: 404 });
  });
});

describe('problem+json', () => {
  it('builds one shape, its instance the target without the query', () => {
    expect(
      buildProblem({
        source: 'mock',
        kind: 'no-such-operation',
        status: 404,
        title: 'No operation of the API has this path',
        detail: 'd',
        target: '/v2/nope?key=secret',
        correlationId: 'c1',
        operationId: undefined,
      }),
    ).toEqual({
      type: 'tag:notification-api-contract,2026:mock/no-such-operation',
      title: 'No operation of the API has this path',
      status: 404,
      detail: 'd',
      instance: '/v2/nope',
      correlationId: 'c1',
    });
  });
});

describe('the module', () => {
  it('is runtime-neutral: no file imports node: or anything outside src/http but the printable and secret-form text rules and @noble/hashes', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const folder = new URL('../../src/http/', import.meta.url);
    const files = readdirSync(folder).filter((name) => name.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    // The decoder of Content-Encoding needs node:zlib: the Node parts import it by its path, and no
    // runtime-neutral file (index.ts included) reaches it.
    const nodeOnly = new Set(['content-decoding.ts', 'gunzip-reused.ts']);
    for (const name of files) {
      const imports = [...readFileSync(new URL(name, folder), 'utf8').matchAll(/from '([^']+)'/g)].map((match) => match[1]);
      for (const source of imports) {
        if (nodeOnly.has(name)) expect(source, name).toMatch(/^(?:\.\/[a-z-]+\.js|node:zlib)$/);
        else {
          // @noble/hashes runs anywhere (no Node import): the one library a neutral rule uses, for SHA-256.
          // src/text/secret-forms.ts is neutral too (btoa, TextEncoder) and imports from src/http alone.
          expect(source, name).toMatch(/^(?:(?:\.\/[a-z-]+|\.\.\/text\/(?:printable|secret-forms))\.js|@noble\/hashes\/(?:sha2|utils))$/);
          expect(nodeOnly.has(source!.replace(/^\.\//, '').replace(/\.js$/, '.ts')), `${name} imports ${source}`).toBe(false);
        }
      }
    }
  });
});
