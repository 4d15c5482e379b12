// validateRequest, part by part: parameters and their coercion, headers and credentials, bodies,
// strict mode, and how many issues come back.
import { describe, expect, it } from 'vitest';
import { preloadStrictValidators, validateRequest } from '../../src/validator/index.js';
import { AUTH, errorsOf, issuesAt, JSON_HEADERS, requestOf } from './helpers/traffic.js';

const listTopics = (path: string, parts = {}) => validateRequest({ method: 'GET', path, headers: AUTH, ...parts });

describe('query parameters', () => {
  it('are coerced to their schema types before validation', () => {
    expect(listTopics('/v2/topics?limit=100&includeCursor=true&orderDirection=DESC&after=c1')).toEqual({ valid: true, operationId: 'listTopics', issues: [] });
    expect(listTopics('/v2/topics?limit=0.5&includeCursor=false').valid).toBe(true);
  });

  it('reject values their schema refuses, each with a pointer to the parameter', () => {
    for (const [query, pointer, keyword] of [
      ['limit=abc', '/limit', 'type'],
      ['limit=101', '/limit', 'maximum'],
      ['orderDirection=up', '/orderDirection', 'enum'],
      ['includeCursor=yes', '/includeCursor', 'type'],
    ] as const) {
      const result = listTopics(`/v2/topics?${query}`);
      expect(result.valid, query).toBe(false);
      expect(result.issues, query).toEqual([expect.objectContaining({ location: 'query', pointer, keyword, severity: 'error' })]);
    }
  });

  it('turn a repeated key into an array, which a single-valued parameter refuses', () => {
    const result = listTopics('/v2/topics?limit=1&limit=2');
    expect(result.issues).toEqual([expect.objectContaining({ location: 'query', pointer: '/limit', keyword: 'type' })]);
    // One value in an array is that value: frameworks that always give arrays are fine.
    expect(listTopics('/v2/topics', { query: { limit: ['5'] } }).valid).toBe(true);
  });

  it('come from req.query when the caller parsed them, in preference to the query string', () => {
    expect(listTopics('/v2/topics?limit=abc', { query: { limit: '5' } }).valid).toBe(true);
    expect(listTopics('/v2/topics', { query: { limit: '500' } }).issues).toEqual([expect.objectContaining({ location: 'query', pointer: '/limit' })]);
  });

  it('are decoded as form data, without throwing on invalid percent-encoding', () => {
    expect(listTopics('/v2/topics?orderDirection=%41SC').valid).toBe(true);
    expect(listTopics('/v2/topics?name=a+b%2Fc&key=%E0%A4%A').valid).toBe(true);
    expect(listTopics('/v2/topics?limit=%31%30%30').valid).toBe(true);
    expect(listTopics('/v2/topics?limit=%31%30%31').issues).toEqual([expect.objectContaining({ pointer: '/limit', keyword: 'maximum' })]);
  });

  it('that are unknown are accepted, and are warnings in strict mode', () => {
    expect(listTopics('/v2/topics?limit=5&sort=name&x%2Fy=1')).toEqual({ valid: true, operationId: 'listTopics', issues: [] });
    const strict = validateRequest({ method: 'GET', path: '/v2/topics?limit=5&sort=name&x%2Fy=1', headers: AUTH }, { strict: true });
    expect(strict.valid).toBe(true);
    expect(strict.issues).toEqual([
      expect.objectContaining({ location: 'query', pointer: '/sort', severity: 'warning', keyword: 'additionalProperties' }),
      expect.objectContaining({ location: 'query', pointer: '/x~1y', severity: 'warning', keyword: 'additionalProperties' }),
    ]);
    // An operation without query parameters: every one given is unknown.
    const getTopic = validateRequest({ method: 'GET', path: '/v2/topics/news?verbose=1', headers: AUTH }, { strict: true });
    expect(getTopic.issues).toEqual([expect.objectContaining({ location: 'query', pointer: '/verbose', severity: 'warning' })]);
  });
});

describe('path parameters', () => {
  it('are validated decoded', () => {
    const result = validateRequest({ method: 'DELETE', path: '/v1/messages/transaction/tx%20%2F%201', headers: AUTH });
    expect(result).toEqual({ valid: true, operationId: 'deleteMessagesByTransaction', issues: [] });
  });

  it('go with query parameters of their own operation (deleteMessagesByTransaction channel)', () => {
    expect(validateRequest({ method: 'DELETE', path: '/v1/messages/transaction/t1?channel=email', headers: AUTH }).valid).toBe(true);
    expect(validateRequest({ method: 'DELETE', path: '/v1/messages/transaction/t1?channel=pigeon', headers: AUTH }).issues).toEqual([
      expect.objectContaining({ location: 'query', pointer: '/channel', keyword: 'enum' }),
    ]);
  });
});

describe('headers and credentials', () => {
  it('are matched whatever the case of their names', () => {
    const headers = { AUTHORIZATION: 'ApiKey k', 'Content-TYPE': 'application/json', 'Idempotency-Key': 'once' };
    expect(validateRequest({ method: 'POST', path: '/v2/topics', headers, body: { key: 'news' } })).toEqual({
      valid: true,
      operationId: 'upsertTopic',
      issues: [],
    });
  });

  it('need Authorization, starting with "ApiKey "', () => {
    for (const headers of [
      {},
      { authorization: 'Bearer k' },
      { authorization: 'apikey k' },
      { authorization: 'ApiKey ' },
      { authorization: 'ApiKey    ' },
      { authorization: 'ApiKey \t ' },
      { authorization: ['ApiKey a', 'ApiKey b'] },
      undefined,
    ]) {
      const result = validateRequest({ method: 'GET', path: '/v2/topics', headers: headers as Record<string, string> });
      expect(result.valid, JSON.stringify(headers)).toBe(false);
      expect(result.issues, JSON.stringify(headers)).toEqual([expect.objectContaining({ location: 'auth', pointer: '/authorization', severity: 'error' })]);
    }
    expect(validateRequest({ method: 'GET', path: '/v2/topics', headers: { authorization: ['ApiKey only-one'] } }).valid).toBe(true);
  });

  it('check declared header parameters: a repeated idempotency-key is not one string', () => {
    const result = validateRequest({ method: 'GET', path: '/v2/topics', headers: { ...AUTH, 'idempotency-key': ['a', 'b'] } });
    expect(result.issues).toEqual([expect.objectContaining({ location: 'header', pointer: '/idempotency-key', keyword: 'type' })]);
  });

  it('ignore undeclared headers, in strict mode too', () => {
    const headers = { ...AUTH, 'x-request-id': 'r1', accept: '*/*' };
    expect(validateRequest({ method: 'GET', path: '/v2/topics', headers }, { strict: true })).toEqual({ valid: true, operationId: 'listTopics', issues: [] });
  });
});

describe('request bodies', () => {
  const upsert = (body: unknown, headers: Record<string, string> = JSON_HEADERS) => validateRequest({ method: 'POST', path: '/v2/topics', headers, body });

  it('are accepted parsed, as JSON text, and as UTF-8 bytes', () => {
    for (const body of [{ key: 'news' }, '{"key":"news"}', new TextEncoder().encode('{"key":"news"}'), new TextEncoder().encode('\uFEFF{"key":"news"}')]) {
      expect(upsert(body)).toEqual({ valid: true, operationId: 'upsertTopic', issues: [] });
    }
  });

  it('need a JSON content-type, any charset and case', () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8', ' application/json ']) {
      expect(upsert({ key: 'news' }, { ...AUTH, 'content-type': type }).valid, type).toBe(true);
    }
    for (const headers of [
      AUTH,
      { ...AUTH, 'content-type': 'text/plain' },
      { ...AUTH, 'content-type': 'application/jsonp' },
      { ...AUTH, 'content-type': 'application/x-www-form-urlencoded' },
    ]) {
      const result = upsert({ key: 'news' }, headers);
      expect(result.issues, JSON.stringify(headers)).toEqual([expect.objectContaining({ location: 'content-type', pointer: '', severity: 'error' })]);
    }
  });

  it('that are required must be there', () => {
    for (const body of [undefined, '', new Uint8Array(0)]) {
      expect(upsert(body).issues).toEqual([expect.objectContaining({ location: 'body', pointer: '', keyword: 'required' })]);
    }
  });

  it('that are not JSON, or not UTF-8, are body issues', () => {
    expect(upsert('{"key":').issues).toEqual([expect.objectContaining({ location: 'body', keyword: 'json' })]);
    expect(upsert(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d])).issues).toEqual([expect.objectContaining({ location: 'body', keyword: 'utf8' })]);
  });

  it('point at what fails, with one issue for the part', () => {
    const result = validateRequest(requestOf('triggerEventBulk', { body: { events: [{ name: 'a', to: 's' }, { name: 3, to: 's' }, { to: 's' }] } }));
    expect(result.issues).toEqual([expect.objectContaining({ location: 'body', pointer: '/events/1/name', keyword: 'type', severity: 'error' })]);
    const missing = validateRequest(requestOf('triggerEvent', { body: { to: 'subscriber-1' } }));
    expect(missing.issues).toEqual([expect.objectContaining({ location: 'body', pointer: '/name', keyword: 'required' })]);
  });

  it('explain which alternatives an anyOf offered', () => {
    const result = upsert({ key: 'not a key!' });
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]).toMatchObject({ location: 'body', pointer: '/key', keyword: 'anyOf' });
    expect(result.issues[0]!.message).toMatch(/pattern.*email/);
  });

  it('with unknown properties are accepted; strict mode warns about each, with its pointer', () => {
    const body = {
      events: [
        { name: 'a', to: 's', extra: 1, payload: { free: 'form' } },
        { name: 'b', to: 's', 'we/ird~': true },
      ],
      note: 'x',
    };
    expect(validateRequest(requestOf('triggerEventBulk', { body }))).toEqual({ valid: true, operationId: 'triggerEventBulk', issues: [] });
    const strict = validateRequest(requestOf('triggerEventBulk', { body }), { strict: true });
    expect(strict.valid).toBe(true);
    // In the validator's order, which is not the document's: compare as a set.
    const found = strict.issues.map(({ location, pointer, severity }) => ({ location, pointer, severity }));
    expect(found.sort((a, b) => a.pointer.localeCompare(b.pointer))).toEqual([
      { location: 'body', pointer: '/events/0/extra', severity: 'warning' },
      { location: 'body', pointer: '/events/1/we~1ird~0', severity: 'warning' },
      { location: 'body', pointer: '/note', severity: 'warning' },
    ]);
  });

  it('are only warned about, in strict mode, on operations that take none', () => {
    expect(validateRequest({ method: 'GET', path: '/v2/topics', headers: AUTH, body: {} }).valid).toBe(true);
    const strict = validateRequest({ method: 'GET', path: '/v2/topics', headers: AUTH, body: { a: 1 } }, { strict: true });
    expect(strict).toMatchObject({ valid: true, issues: [expect.objectContaining({ location: 'body', severity: 'warning' })] });
  });
});

describe('issues', () => {
  const broken = () =>
    validateRequest({
      method: 'GET',
      path: '/v2/topics/news/subscriptions?limit=abc&orderDirection=up&extra=1',
      headers: { 'idempotency-key': ['a', 'b'] },
    });

  it('are one per failing part, in the order of the parts', () => {
    const result = broken();
    expect(result.valid).toBe(false);
    expect(result.issues.map((issue) => issue.location)).toEqual(['query', 'header', 'auth']);
  });

  it('are capped by maxIssues, errors before warnings', () => {
    const twoErrors = { method: 'GET', path: '/v2/topics/news/subscriptions?limit=abc', headers: {} };
    expect(validateRequest(twoErrors).issues).toHaveLength(2);
    expect(validateRequest(twoErrors, { maxIssues: 1 }).issues).toEqual([expect.objectContaining({ location: 'query' })]);
    const body = { events: Array.from({ length: 30 }, (_, i) => ({ name: 'n', to: 's', [`unknown${i}`]: i })) };
    const strict = validateRequest(
      { ...requestOf('triggerEventBulk', { body }), headers: { 'content-type': 'application/json' } },
      { strict: true, maxIssues: 5 },
    );
    expect(strict.issues).toHaveLength(5);
    expect(strict.issues[0]).toMatchObject({ location: 'auth', severity: 'error' });
    expect(strict.issues.slice(1).every((issue) => issue.severity === 'warning')).toBe(true);
    expect(validateRequest(requestOf('triggerEventBulk', { body }), { strict: true }).issues).toHaveLength(30);
  });

  it('say valid when only warnings are left, and carry no error then', () => {
    const result = validateRequest(requestOf('upsertTopic', { body: { key: 'news', colour: 'red' } }), { strict: true });
    expect(result.valid).toBe(true);
    expect(errorsOf(result)).toEqual([]);
    expect(issuesAt(result, 'body')).toHaveLength(1);
  });
});

describe('the strict validators', () => {
  it('load on demand, from the source tree as from the builds', () => {
    expect(preloadStrictValidators()).toBe(true);
    const result = validateRequest(requestOf('upsertTopic', { body: { key: 'news', extra: true } }), { strict: true });
    expect(result.issues).toEqual([expect.objectContaining({ pointer: '/extra', severity: 'warning' })]);
  });
});

describe('the content-type of a body', () => {
  it('names the media type whatever its case, spaces and parameters, and nothing else', () => {
    const upsert = (contentType: string) =>
      validateRequest(requestOf('upsertTopic', { headers: { ...AUTH, 'content-type': contentType }, body: { key: 'news' } })).valid;
    for (const given of [
      'application/json',
      'Application/JSON',
      ' application/json ',
      'application/json;charset=utf-8',
      'application/json ; charset=utf-8',
      '\tapplication/json\n',
      '\u00a0application/json',
    ]) {
      expect(upsert(given), JSON.stringify(given)).toBe(true);
    }
    for (const given of ['application/jsonx', 'application/json-seq', 'application/js', 'text/json', 'application/json x', 'application/\u0130son', '']) {
      expect(upsert(given), JSON.stringify(given)).toBe(false);
    }
  });
});

describe('string lengths', () => {
  it('count code points: a surrogate pair is one', () => {
    const upsert = (name: string) => validateRequest(requestOf('upsertTopic', { body: { key: 'news', name } })).valid;
    expect(upsert('😀'.repeat(100))).toBe(true);
    expect(upsert('😀'.repeat(101))).toBe(false);
    expect(upsert(`${'😀'.repeat(99)}ab`)).toBe(false);
    expect(upsert('a'.repeat(100))).toBe(true);
    expect(upsert('a'.repeat(101))).toBe(false);
    const key = (value: string) => validateRequest(requestOf('upsertTopic', { body: { key: value } })).valid;
    expect(key('')).toBe(false);
    expect(key('a')).toBe(true);
  });
});

describe('strict mode on recipients (issue 11, item 6)', () => {
  const trigger = (to: unknown, strict = true) => validateRequest(requestOf('triggerEvent', { body: { name: 'welcome', to } }), { strict });
  const recipientWarnings = (to: unknown) => trigger(to).issues.filter((issue) => issue.message.includes('subscriber definition'));

  it('warns when an object recipient carries a subscriber-definition field that breaks the definition', () => {
    expect(trigger({ subscriberId: 123 })).toEqual({
      valid: true,
      operationId: 'triggerEvent',
      issues: [
        expect.objectContaining({
          location: 'body',
          pointer: '/to/subscriberId',
          keyword: 'type',
          severity: 'warning',
          message: expect.stringContaining('must be string'),
        }),
      ],
    });
    expect(recipientWarnings([{ subscriberId: 'a' }, 'b', { email: 5 }]).map((issue) => issue.pointer)).toEqual(['/to/2/email']);
    expect(recipientWarnings({ subscriberId: 'x', data: { plan: 5 } }).map((issue) => issue.pointer)).toEqual(['/to/data/plan']);
    expect(recipientWarnings({ channels: [{ providerId: 'carrier-pigeon' }] }).map((issue) => [issue.pointer, issue.keyword])).toEqual([
      ['/to/channels/0/providerId', 'enum'],
    ]);
    for (const field of ['firstName', 'lastName', 'phone', 'avatar', 'locale', 'timezone']) {
      expect(
        recipientWarnings({ [field]: false }).map((issue) => issue.pointer),
        field,
      ).toEqual([`/to/${field}`]);
    }
    // In a bulk trigger, at any event.
    const bulk = validateRequest(
      requestOf('triggerEventBulk', {
        body: {
          events: [
            { name: 'a', to: 's' },
            { name: 'b', to: [{ subscriberId: null }] },
          ],
        },
      }),
      { strict: true },
    );
    expect(bulk.valid).toBe(true);
    expect(bulk.issues.map((issue) => issue.pointer)).toEqual(['/events/1/to/0/subscriberId']);
  });

  it('says nothing of a valid subscriber definition, a topic reference, or outside strict mode', () => {
    expect(trigger({ subscriberId: 's', email: 'a@b.co', data: { plan: 'pro' }, channels: [{ providerId: 'slack' }] }).issues).toEqual([]);
    expect(trigger({ type: 'Topic', topicKey: 'news' }).issues).toEqual([]);
    expect(trigger([{ topicKey: 'news' }, 'user-1']).issues).toEqual([]);
    expect(trigger({ subscriberId: 123 }, false)).toEqual({ valid: true, operationId: 'triggerEvent', issues: [] });
    // The actor is not a recipient: the description shows no shape for an actor object.
    expect(validateRequest(requestOf('triggerEvent', { body: { name: 'w', to: 's', actor: { subscriberId: 5 } } }), { strict: true }).issues).toEqual([]);
  });
});
