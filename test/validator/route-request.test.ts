// routeRequest: routing once, and validateRequest/validateResponse taking that route instead of
// routing again, with the values validateRequest parsed handed back.
import { describe, expect, it } from 'vitest';
import { type RequestRoute, routeRequest, validateRequest, validateResponse } from '../../src/validator/index.js';
import { AUTH, JSON_HEADERS, operations, pathOf } from './helpers/traffic.js';

describe('routeRequest', () => {
  it('routes every operation of the table to itself, its path parameters decoded and its query raw', () => {
    for (const entry of operations) {
      const values = Object.fromEntries(entry.pathParams.map((name, i) => [name, `value ${i}/é`]));
      const route = routeRequest({ method: entry.method, target: `${pathOf(entry, values)}?limit=5&x=%20` });
      // The method is case-sensitive (RFC 9110 §9.1): the lower-case token is not one the path takes.
      expect(routeRequest({ method: entry.method.toLowerCase(), target: pathOf(entry, values) })).toMatchObject({ kind: 'method-not-allowed' });
      expect(route, `${entry.method} ${entry.path}`).toEqual({
        kind: 'match',
        operationId: entry.operationId,
        method: entry.method,
        template: entry.path,
        path: pathOf(entry, values),
        pathParams: values,
        undecodable: [],
        query: 'limit=5&x=%20',
      });
    }
  });

  it('says which methods a known path takes when the method is not one of them', () => {
    expect(routeRequest({ method: 'PUT', target: '/v2/topics' })).toEqual({ kind: 'method-not-allowed', path: '/v2/topics', allow: ['GET', 'POST'] });
    // Methods of every template that matches, the literal one's first.
    const active = routeRequest({ method: 'POST', target: '/v1/integrations/active' });
    expect(active.kind).toBe('method-not-allowed');
    if (active.kind === 'method-not-allowed') expect(active.allow).toContain('GET');
  });

  it('matches nothing for a path with a dot segment, which URLs fold into another path (review 9a F1)', () => {
    const folded = [
      ['GET', '/v1/topics/../subscribers/x'],
      ['GET', '/v1/topics/%2E%2E/subscribers/x'],
      ['GET', '/v1/topics/.%2e/subscribers/x'],
      ['GET', '/v2/topics/..'],
      ['GET', '/v2/topics/.'],
      ['DELETE', '/v2/subscribers/%2e%2e'],
      ['POST', '/v1/integrations/./set-primary'],
      ['GET', '/v2/./topics'],
    ] as const;
    for (const [method, target] of folded) {
      expect(routeRequest({ method, target }), target).toEqual({ kind: 'none', path: target, reason: 'no-such-path' });
      const result = validateRequest({ method, path: target, headers: AUTH });
      expect(result.valid, target).toBe(false);
      expect(result.issues[0], target).toMatchObject({ location: 'route', keyword: 'route' });
      expect(validateResponse({ method, path: target, status: 200, body: {} }).valid, target).toBe(false);
    }
    // Dots that are not a whole segment are a value like any other.
    for (const key of ['...', '.a', 'a.', '%2e%2e%2e', 'a..b']) {
      expect(routeRequest({ method: 'GET', target: `/v2/topics/${key}` }), key).toMatchObject({ kind: 'match', operationId: 'getTopic' });
    }
  });

  it('matches nothing for an unknown path, a path outside the base path, or an invalid base path', () => {
    expect(routeRequest({ method: 'GET', target: '/v2/nope' })).toEqual({ kind: 'none', path: '/v2/nope', reason: 'no-such-path' });
    expect(routeRequest({ method: 'GET', target: '/v2/topics', basePath: '/api' })).toEqual({ kind: 'none', path: '/v2/topics', reason: 'outside-base-path' });
    expect(routeRequest({ method: 'GET', target: '/api/v2/topics', basePath: '/api' }).kind).toBe('match');
    expect(routeRequest({ method: 'GET', target: 'https://h.example/api/v2/topics?x#f', basePath: '/api' })).toMatchObject({ kind: 'match', query: 'x' });
    expect(routeRequest({ method: 'GET', target: '/a b/v2/topics', basePath: '/a b' })).toMatchObject({ kind: 'none', reason: 'invalid-base-path' });
  });

  it('keeps a parameter whose percent-encoding is invalid raw, and names it', () => {
    expect(routeRequest({ method: 'GET', target: '/v2/topics/%E0%A4%A' })).toMatchObject({
      kind: 'match',
      operationId: 'getTopic',
      pathParams: { topicKey: '%E0%A4%A' },
      undecodable: ['topicKey'],
    });
  });

  it('never throws on hostile input', () => {
    const hostile = Object.defineProperty({}, 'method', {
      get() {
        throw new Error('boom');
      },
    });
    for (const input of [null, undefined, 5, {}, { method: 5, target: '/v2/topics' }, hostile]) {
      expect(routeRequest(input as never)).toMatchObject({ kind: 'none', reason: 'invalid-input' });
    }
  });
});

describe('validateRequest with a route', () => {
  const request = { method: 'PATCH', path: '/v2/topics/news?x=1', headers: JSON_HEADERS, body: '{"name":"News"}' };

  it('gives the same verdict as without one, and hands back what it parsed', () => {
    const route = routeRequest({ method: request.method, target: request.path });
    const plain = validateRequest(request);
    const routed = validateRequest({ ...request, route });
    expect(plain.parsed).toBeUndefined();
    expect(routed.valid).toBe(plain.valid);
    expect(routed.issues).toEqual(plain.issues);
    expect(routed.operationId).toBe('updateTopic');
    expect(routed.parsed).toEqual({ pathParams: { topicKey: 'news' }, query: { x: '1' }, body: { name: 'News' } });
  });

  it('coerces the query it hands back, and parses a body given as bytes with a BOM', () => {
    const target = '/v2/topics?limit=5';
    const listed = validateRequest({ method: 'GET', path: target, headers: AUTH, route: routeRequest({ method: 'GET', target }) });
    expect(listed.valid).toBe(true);
    expect(listed.parsed?.query).toEqual({ limit: 5 });
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{"key":"k"}')]);
    const created = validateRequest({
      method: 'POST',
      path: '/v2/topics',
      headers: JSON_HEADERS,
      body: bytes,
      route: routeRequest({ method: 'POST', target: '/v2/topics' }),
    });
    expect(created).toMatchObject({ valid: true, parsed: { body: { key: 'k' } } });
  });

  it('does not route again: the route given decides the operation', () => {
    const route = routeRequest({ method: 'GET', target: '/v2/topics/news' });
    // The path given disagrees with the route: the route wins, as the caller routed already.
    const result = validateRequest({ method: 'GET', path: '/v2/nope', headers: AUTH, route });
    expect(result).toMatchObject({ valid: true, operationId: 'getTopic' });
  });

  it('reports a wrong method, an unknown path and an undecodable parameter as validation without a route does', () => {
    for (const [method, path] of [
      ['PUT', '/v2/topics'],
      ['GET', '/v2/nope'],
      ['GET', '/v2/topics/%E0%A4%A'],
    ] as const) {
      const plain = validateRequest({ method, path, headers: AUTH });
      const routed = validateRequest({ method, path, headers: AUTH, route: routeRequest({ method, target: path }) });
      expect(routed.issues, `${method} ${path}`).toEqual(plain.issues);
      expect(plain.valid).toBe(false);
    }
  });

  it('goes by the operation the route names now, should the caller have changed it since routing', () => {
    // The route's name decides, as it stands when the route is handed over.
    const route = routeRequest({ method: 'GET', target: '/v2/topics/news' });
    const renamed = { ...route, operationId: 'deleteTopic' } as RequestRoute;
    Object.assign(route, { operationId: 'deleteTopic' });
    for (const given of [route, renamed]) {
      expect(validateRequest({ method: 'GET', path: '/v2/topics/news', headers: AUTH, route: given })).toMatchObject({ operationId: 'deleteTopic' });
      expect(validateResponse({ method: 'GET', path: '/v2/topics/news', status: 204, route: given })).toMatchObject({
        valid: true,
        operationId: 'deleteTopic',
      });
    }
    Object.assign(route, { operationId: 'noSuchOperation' });
    expect(validateRequest({ method: 'GET', path: '/v2/topics/news', headers: AUTH, route }).issues[0]?.location).toBe('route');
  });

  it('refuses a route that routeRequest cannot have made, as an issue', () => {
    for (const route of [5, null, { kind: 'match', operationId: 'noSuchOperation', pathParams: {} }, { kind: 'odd' }]) {
      const result = validateRequest({ method: 'GET', path: '/v2/topics', headers: AUTH, route: route as unknown as RequestRoute });
      expect(result.valid, JSON.stringify(route)).toBe(false);
      expect(result.issues[0]?.location).toBe('route');
    }
  });
});

describe('validateResponse with a route', () => {
  it('takes the route instead of routing the method and path again', () => {
    const route = routeRequest({ method: 'GET', target: '/v2/topics/news' });
    const body = { key: 'news', name: 'News', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };
    const plain = validateResponse({ method: 'GET', path: '/v2/topics/news', status: 200, body });
    const routed = validateResponse({ method: 'GET', path: '/ignored', status: 200, body, route });
    expect(routed).toEqual(plain);
    expect(routed.operationId).toBe('getTopic');
  });
});

describe('the BOM rule', () => {
  it('is the same for a body given as text and as bytes', () => {
    const text = '\uFEFF{"key":"k"}';
    const asText = validateRequest({ method: 'POST', path: '/v2/topics', headers: JSON_HEADERS, body: text });
    const asBytes = validateRequest({ method: 'POST', path: '/v2/topics', headers: JSON_HEADERS, body: new TextEncoder().encode(text) });
    expect(asText).toEqual(asBytes);
    expect(asText.valid).toBe(true);
    // A second BOM is content either way.
    const twice = `\uFEFF${text}`;
    const twiceText = validateRequest({ method: 'POST', path: '/v2/topics', headers: JSON_HEADERS, body: twice });
    const twiceBytes = validateRequest({ method: 'POST', path: '/v2/topics', headers: JSON_HEADERS, body: new TextEncoder().encode(twice) });
    expect(twiceText.valid).toBe(false);
    expect(twiceBytes.valid).toBe(false);
  });
});

describe('the basePath option follows the one base path rule', () => {
  it('refuses a base path with a space, as both CLIs do', () => {
    const result = validateRequest({ method: 'GET', path: '/a b/v2/topics', headers: AUTH }, { basePath: '/a b' });
    expect(result.issues).toEqual([expect.objectContaining({ location: 'route', keyword: 'basePath' })]);
  });
});
