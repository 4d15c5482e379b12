// Routing: which operation a method and request target name, and what is reported when none does.
import { describe, expect, it } from 'vitest';
import { matchOperation, validateRequest } from '../../src/validator/index.js';
import { createRouter } from '../../src/validator/router.js';
import { AUTH, entryOf, issuesAt, operations, pathOf } from './helpers/traffic.js';

describe('matchOperation', () => {
  it('routes every operation of the table to itself, with its path parameters decoded', () => {
    for (const entry of operations) {
      const values = Object.fromEntries(entry.pathParams.map((name, i) => [name, `value ${i}/é`]));
      expect(matchOperation(entry.method, pathOf(entry, values)), `${entry.method} ${entry.path}`).toEqual({
        operationId: entry.operationId,
        pathParams: values,
      });
    }
  });

  it('prefers a literal segment to a template, and falls back to the template for other methods', () => {
    expect(matchOperation('GET', '/v1/integrations/active')).toEqual({ operationId: 'listActiveIntegrations', pathParams: {} });
    expect(matchOperation('PUT', '/v1/integrations/active')).toEqual({ operationId: 'updateIntegration', pathParams: { integrationId: 'active' } });
    expect(matchOperation('PUT', '/v1/integrations/int-1')).toEqual({ operationId: 'updateIntegration', pathParams: { integrationId: 'int-1' } });
  });

  // RFC 9110 §9.1: the method token is case-sensitive; `get` is no method of the contract (an HTTP/1.1
  // parser refuses it, and fetch sends a lower-case `patch` as it is).
  it('tells operations on one path apart by method, which is case-sensitive', () => {
    expect(matchOperation('GET', '/v2/topics')?.operationId).toBe('listTopics');
    expect(matchOperation('get', '/v2/topics')).toBeNull();
    expect(matchOperation('Patch', '/v2/topics/news')).toBeNull();
    expect(matchOperation('POST', '/v2/topics')?.operationId).toBe('upsertTopic');
    expect(matchOperation('PATCH', '/v2/topics/news')?.operationId).toBe('updateTopic');
    expect(matchOperation('DELETE', '/v2/topics/news')?.operationId).toBe('deleteTopic');
  });

  it('keeps a decoded slash inside its parameter', () => {
    expect(matchOperation('GET', '/v2/topics/a%2Fb')).toEqual({ operationId: 'getTopic', pathParams: { topicKey: 'a/b' } });
    expect(matchOperation('GET', '/v1/topics/a%2Fb/subscribers/c%2Fd')).toEqual({
      operationId: 'getTopicSubscriber',
      pathParams: { topicKey: 'a/b', externalSubscriberId: 'c/d' },
    });
    // An undecoded slash is a segment boundary: this is no topic key.
    expect(matchOperation('GET', '/v2/topics/a/b')).toBeNull();
  });

  it('tolerates a trailing slash, a query string, a fragment and an absolute URL', () => {
    expect(matchOperation('GET', '/v2/topics/')?.operationId).toBe('listTopics');
    expect(matchOperation('GET', '/v2/topics/news/')).toEqual({ operationId: 'getTopic', pathParams: { topicKey: 'news' } });
    expect(matchOperation('GET', '/v2/topics?limit=10')?.operationId).toBe('listTopics');
    expect(matchOperation('GET', '/v2/topics/news?x=%2F#frag')).toEqual({ operationId: 'getTopic', pathParams: { topicKey: 'news' } });
    expect(matchOperation('GET', 'https://api.example.com:8443/v2/topics/news?x=1')).toEqual({ operationId: 'getTopic', pathParams: { topicKey: 'news' } });
  });

  it('answers null for unknown paths, undeclared methods, and invalid percent-encoding, without throwing', () => {
    expect(matchOperation('GET', '/v3/topics')).toBeNull();
    expect(matchOperation('GET', '')).toBeNull();
    expect(matchOperation('GET', '/v2//topics')).toBeNull();
    expect(matchOperation('PATCH', '/v2/topics')).toBeNull();
    for (const bad of ['%', '%E0%A4%A', '%ZZ', '%C3%28', '%FF', '%ED%A0%80']) expect(matchOperation('GET', `/v2/topics/${bad}`)).toBeNull();
    expect(matchOperation(undefined as unknown as string, '/v2/topics')).toBeNull();
    expect(matchOperation('GET', { toString: () => '/v2/topics' } as unknown as string)).toBeNull();
  });
});

describe('route priority', () => {
  // In the contract, the literal and the template that share a path have different methods, so the
  // fall-through alone would route them. Give both the same method, listed template first, and only
  // the priority of literal segments can pick the literal one.
  const literal = entryOf('listActiveIntegrations');
  const template = entryOf('updateIntegration');
  const sources = [template, literal].map((entry) => ({
    operation: entry.operationId,
    method: 'GET',
    template: entry.path,
    matcher: entry.matcher,
    literalSegments: entry.literalSegments,
  }));

  it('makes the template with more literal segments win, whatever the table order', () => {
    for (const order of [sources, [...sources].reverse()]) {
      const route = createRouter(order);
      expect(route('GET', '/v1/integrations/active')).toMatchObject({ kind: 'match', operation: 'listActiveIntegrations' });
      expect(route('GET', '/v1/integrations/other')).toMatchObject({ kind: 'match', operation: 'updateIntegration' });
      expect(route('POST', '/v1/integrations/active')).toEqual({ kind: 'method', allowed: ['GET'] });
      expect(route('GET', '/v1/nothing')).toEqual({ kind: 'none' });
    }
  });

  it('keeps the table order between equally literal templates', () => {
    const first = { operation: 'first', method: 'GET', template: '/a/{x}/c', matcher: '^/a/([^/]+)/c/?$', literalSegments: 2 };
    const second = { operation: 'second', method: 'GET', template: '/a/b/{y}', matcher: '^/a/b/([^/]+)/?$', literalSegments: 2 };
    expect(createRouter([first, second])('GET', '/a/b/c')).toMatchObject({ operation: 'first' });
    expect(createRouter([second, first])('GET', '/a/b/c')).toMatchObject({ operation: 'second' });
  });
});

describe('routing issues of validateRequest', () => {
  it('reports a path that matches nothing as a route issue', () => {
    const result = validateRequest({ method: 'GET', path: '/v2/nothing-here', headers: AUTH });
    expect(result.valid).toBe(false);
    expect(result.operationId).toBeUndefined();
    expect(result.issues).toEqual([expect.objectContaining({ location: 'route', pointer: '', severity: 'error' })]);
  });

  it('reports a known path with an undeclared method as a method issue naming the declared ones', () => {
    const result = validateRequest({ method: 'PATCH', path: '/v2/topics', headers: AUTH });
    expect(result.valid).toBe(false);
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]).toMatchObject({ location: 'method', severity: 'error' });
    expect(result.issues[0]!.message).toContain('GET, POST');
    expect(result.issues[0]!.message).not.toContain('case-sensitive');
    // A method in lower case is another method, and the message says which was meant (review 28b).
    const lower = validateRequest({ method: 'get', path: '/v2/topics', headers: AUTH });
    expect(lower.issues).toEqual([
      expect.objectContaining({
        location: 'method',
        keyword: 'method',
        message: '"get" is not declared for this path (declared: GET, POST; methods are case-sensitive: GET is)',
      }),
    ]);
  });

  it('reports invalid percent-encoding of a path parameter as a path issue at that parameter', () => {
    const result = validateRequest({ method: 'GET', path: '/v1/topics/ok/subscribers/%E0%A4%A', headers: AUTH });
    expect(result.operationId).toBe('getTopicSubscriber');
    expect(result.issues).toEqual([
      expect.objectContaining({ location: 'path', pointer: '/externalSubscriberId', keyword: 'percentEncoding', severity: 'error' }),
    ]);
  });

  it('routes the same operations as matchOperation for every template', () => {
    for (const entry of operations) {
      const result = validateRequest({ method: entry.method, path: pathOf(entry), headers: AUTH });
      expect(result.operationId).toBe(entry.operationId);
      expect(issuesAt(result, 'route')).toEqual([]);
      expect(issuesAt(result, 'method')).toEqual([]);
    }
    expect(entryOf('listActiveIntegrations').literalSegments).toBeGreaterThan(entryOf('updateIntegration').literalSegments);
  });
});
