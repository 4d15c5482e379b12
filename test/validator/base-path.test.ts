// The basePath option: a service mounted under a prefix. The prefix is removed at a segment boundary
// before routing, a path outside it matches nothing, and a malformed option is an issue, not a throw.
import { describe, expect, it } from 'vitest';
import { matchOperation, validateRequest, validateResponse } from '../../src/validator/index.js';
import { AUTH, JSON_HEADERS } from './helpers/traffic.js';

const listTopics = (path: string, basePath?: unknown) =>
  validateRequest({ method: 'GET', path, headers: AUTH }, basePath === undefined ? undefined : { basePath: basePath as string });

describe('validateRequest with basePath', () => {
  it('routes a path below the base path as the path without it', () => {
    expect(listTopics('/prefix/v2/topics', '/prefix')).toEqual({ valid: true, operationId: 'listTopics', issues: [] });
    expect(listTopics('/api/v1/v2/topics?limit=5', '/api/v1')).toEqual({ valid: true, operationId: 'listTopics', issues: [] });
    expect(listTopics('https://api.example.com/prefix/v2/topics', '/prefix').operationId).toBe('listTopics');
    // Parameters, queries and bodies are checked as without a prefix.
    expect(listTopics('/prefix/v2/topics?limit=500', '/prefix').issues).toEqual([expect.objectContaining({ location: 'query', pointer: '/limit' })]);
    const upsert = validateRequest({ method: 'POST', path: '/prefix/v2/topics', headers: JSON_HEADERS, body: { key: 'news' } }, { basePath: '/prefix' });
    expect(upsert).toEqual({ valid: true, operationId: 'upsertTopic', issues: [] });
  });

  it('matches only at a segment boundary', () => {
    const result = listTopics('/prefixx/v2/topics', '/prefix');
    expect(result.valid).toBe(false);
    expect(result.operationId).toBeUndefined();
    expect(result.issues).toEqual([expect.objectContaining({ location: 'route', keyword: 'route', severity: 'error', message: expect.stringContaining('outside the base path "/prefix"') })]);
  });

  it('matches no operation outside the base path, the path without a prefix included', () => {
    for (const path of ['/v2/topics', '/other/v2/topics', '/Prefix/v2/topics', '/']) {
      expect(listTopics(path, '/prefix').issues, path).toEqual([expect.objectContaining({ location: 'route', keyword: 'route' })]);
    }
    // The base path itself is the root of the service, where no operation lives.
    expect(listTopics('/prefix', '/prefix').issues).toEqual([expect.objectContaining({ location: 'route', message: 'no operation has the path "/prefix"' })]);
  });

  it('ignores trailing slashes of the option, and takes "/" as no prefix', () => {
    expect(listTopics('/prefix/v2/topics', '/prefix/').valid).toBe(true);
    expect(listTopics('/prefix/v2/topics', '/prefix//').valid).toBe(true);
    expect(listTopics('/v2/topics', '/').valid).toBe(true);
    expect(listTopics('/v2/topics').valid).toBe(true);
  });

  it('refuses a base path that is not a path, as one route issue of every validation, without throwing', () => {
    for (const basePath of ['prefix', '', 'https://host/prefix', '/prefix?x=1', '/prefix#x', 5, null, {}, ['/prefix']]) {
      const request = listTopics('/prefix/v2/topics', basePath);
      expect(request, String(basePath)).toEqual({
        valid: false,
        issues: [{ location: 'route', pointer: '', keyword: 'basePath', severity: 'error', message: expect.stringContaining('basePath option must be a path that starts with "/"') }],
      });
      const response = validateResponse({ method: 'GET', path: '/prefix/v2/topics/news', status: 200, body: { _id: 't', key: 'news' } }, { basePath: basePath as string });
      expect(response.issues).toEqual([expect.objectContaining({ location: 'route', keyword: 'basePath' })]);
    }
  });
});

describe('validateResponse with basePath', () => {
  it('routes the request path of the response the same way', () => {
    const body = { _id: 't', key: 'news' };
    expect(validateResponse({ method: 'GET', path: '/svc/v2/topics/news', status: 200, body }, { basePath: '/svc' })).toEqual({ valid: true, operationId: 'getTopic', issues: [] });
    expect(validateResponse({ method: 'GET', path: '/v2/topics/news', status: 200, body }, { basePath: '/svc' }).issues).toEqual([
      expect.objectContaining({ location: 'route', keyword: 'route' }),
    ]);
  });
});

describe('matchOperation with basePath', () => {
  it('matches below the base path and nowhere else', () => {
    expect(matchOperation('GET', '/prefix/v2/topics/news', { basePath: '/prefix' })).toEqual({ operationId: 'getTopic', pathParams: { topicKey: 'news' } });
    expect(matchOperation('PUT', '/a/b/v1/integrations/active?x=1', { basePath: '/a/b/' })).toEqual({ operationId: 'updateIntegration', pathParams: { integrationId: 'active' } });
    expect(matchOperation('GET', '/prefixx/v2/topics', { basePath: '/prefix' })).toBeNull();
    expect(matchOperation('GET', '/v2/topics', { basePath: '/prefix' })).toBeNull();
    expect(matchOperation('GET', '/v2/topics', {})).toEqual({ operationId: 'listTopics', pathParams: {} });
  });

  it('matches nothing, without throwing, for a base path that is not one', () => {
    for (const basePath of ['prefix', '', 7, null]) expect(matchOperation('GET', '/prefix/v2/topics', { basePath: basePath as string })).toBeNull();
    const throwing = { get basePath(): string { throw new Error('getter'); } };
    expect(matchOperation('GET', '/v2/topics', throwing)).toBeNull();
  });
});
