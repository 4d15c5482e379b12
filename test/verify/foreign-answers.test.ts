// A creation's answer can name what the run did not make (review 22). F2: a server answered every
// createIntegration with its own integration VICTIM-INT, and every trigger with the transaction
// VICTIM-TX; verify set that integration primary, deactivated it and deleted the messages of that
// transaction. F3: a server answered each upsert of `verify-…-a` with `verify-…-a/../victim`, which
// a front end that decodes %2F and resolves dot segments routes to /v2/topics/victim; verify wrote
// there 68 times, cleanup included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { isPlainName } from '../../src/verify/owned-names.js';
import { Ownership } from '../../src/verify/ownership.js';
import { makeSafe, prefixTopicKey } from '../../src/verify/requests.js';
import { verify } from '../../src/verify/run.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const isWrite = (line: string) => !/^(GET|HEAD) /.test(line);
const INTEGRATION = { _environmentId: 'e', providerId: 'x', channel: 'email', name: 'n', identifier: 'i', active: true, primary: false };
const STAMPS = { createdAt: '2020-01-01T00:00:00Z', updatedAt: '2020-01-01T00:00:00Z' };
const OPERATIONS = ['createIntegration', 'listActiveIntegrations', 'setPrimaryIntegration', 'updateIntegration', 'triggerEvent', 'deleteMessagesByTransaction'];
const run = (fetch: (request: Request) => Promise<Response>) =>
  verify({
    baseUrl: 'http://victim.test',
    apiKey: DEMO_API_KEY,
    fetch,
    rps: 0,
    seed: 1,
    maxExamples: 5,
    stateful: true,
    allowWrites: true,
    operations: OPERATIONS,
  });

describe('a server that answers every creation with what it held before the run', () => {
  it('gets no write to that integration or transaction, its list of integrations refused (404)', async () => {
    const sent: string[] = [];
    const report = await run(async (request) => {
      const path = new URL(request.url).pathname;
      sent.push(`${request.method} ${path}`);
      if (request.method === 'POST' && path === '/v1/integrations') return json(201, { _id: 'VICTIM-INT', ...INTEGRATION, ...STAMPS });
      if (request.method === 'POST' && path === '/v1/events/trigger') return json(201, { acknowledged: true, status: 'processed', transactionId: 'VICTIM-TX' });
      return json(404, { statusCode: 404, message: 'nf' });
    });
    expect(sent.filter((line) => line === 'POST /v1/integrations').length).toBeGreaterThan(1);
    expect(sent.filter((line) => isWrite(line) && /VICTIM/.test(line))).toEqual([]);
    expect(report.cleanup.leftBehind).toContain(
      'email integration n VICTIM-INT (not deactivated: the answer that gave it named another integration than the one created (its name, identifier, channel, providerId))',
    );
  }, 60_000);

  it('gets no write to one id answered to two creations, even when the answer echoes what each sent', async () => {
    const sent: string[] = [];
    const report = await run(async (request) => {
      const path = new URL(request.url).pathname;
      sent.push(`${request.method} ${path}`);
      const body = request.method === 'POST' ? ((await request.json()) as Record<string, unknown>) : {};
      if (request.method === 'POST' && path === '/v1/integrations') return json(201, { ...INTEGRATION, ...body, _id: 'VICTIM-INT', ...STAMPS });
      if (request.method === 'POST' && path === '/v1/events/trigger')
        return json(201, { acknowledged: true, status: 'processed', transactionId: typeof body.transactionId === 'string' ? body.transactionId : 'VICTIM-TX' });
      return json(404, { statusCode: 404, message: 'nf' });
    });
    expect(sent.filter((line) => isWrite(line) && /VICTIM/.test(line))).toEqual([]);
    expect(report.cleanup.leftBehind.some((item) => item.includes('VICTIM-INT (not deactivated: the server gave it to several creations of the run'))).toBe(
      true,
    );
  }, 60_000);
});

it('owns an assigned id only when the answer is plausibly of the run’s own creation', () => {
  const owner = new Ownership('verify-0000abcd-');
  const answer = (body: unknown) => ({ status: 201, headers: {}, json: body, text: JSON.stringify(body) }) as never;
  const base = { pathParams: {}, query: {}, headers: {}, auth: 'valid' as const };
  const create = (name: string) => ({
    ...base,
    operationId: 'createIntegration' as const,
    method: 'POST',
    body: { providerId: 'p', channel: 'push', name: `verify-0000abcd-${name}`, identifier: `verify-0000abcd-${name}` },
  });
  // One id per creation, and what each sent echoed: the run's.
  owner.note(create('a'), answer({ _id: 'one', providerId: 'p', channel: 'push', name: 'verify-0000abcd-a', identifier: 'verify-0000abcd-a' }));
  expect(owner.owns('integrationId', 'one')).toBe(true);
  // Another channel than the one asked for: another integration.
  owner.note(create('b'), answer({ _id: 'two', providerId: 'p', channel: 'email', name: 'verify-0000abcd-b' }));
  expect(owner.owns('integrationId', 'two')).toBe(false);
  // The first id again, for another creation: neither's, and so not the first's any more.
  owner.note(create('c'), answer({ _id: 'one' }));
  expect(owner.owns('integrationId', 'one')).toBe(false);
  expect(owner.refusal({ ...base, operationId: 'updateIntegration', method: 'PUT', pathParams: { integrationId: 'one' } })).toMatch(
    /several creations of the run/,
  );
  // A transaction id the server gave two triggers that named none is neither's.
  const trigger = { ...base, operationId: 'triggerEvent' as const, method: 'POST', body: { name: 'verify-0000abcd-w', to: 'verify-0000abcd-s' } };
  owner.note(trigger, answer({ transactionId: 'tx' }));
  expect(owner.owns('transactionId', 'tx')).toBe(true);
  owner.note(trigger, answer({ transactionId: 'tx' }));
  expect(owner.owns('transactionId', 'tx')).toBe(false);
});

describe('an upsert answered with the key sent plus /../victim', () => {
  it('gets no write whose path a normalising front end routes elsewhere, cleanup included', async () => {
    const mock = createStatefulMock();
    const routed: string[] = [];
    // What a front end that decodes %2F and resolves dot segments makes of a path.
    const normalised = (path: string) => {
      const kept: string[] = [];
      for (const segment of decodeURIComponent(path).split('/')) {
        if (segment === '..') kept.pop();
        else if (segment !== '.') kept.push(segment);
      }
      return kept.join('/');
    };
    const report = await verify({
      baseUrl: 'http://mock.test',
      apiKey: DEMO_API_KEY,
      rps: 0,
      seed: 5,
      maxExamples: 5,
      stateful: true,
      allowWrites: true,
      operations: ['listTopics', 'upsertTopic', 'getTopic', 'deleteTopic', 'updateTopic', 'listTopicSubscriptions'],
      fetch: async (request) => {
        const path = new URL(request.url).pathname;
        if (isWrite(`${request.method} `)) routed.push(normalised(path));
        const answer = await mock.fetch(request);
        if (request.method !== 'POST' || path !== '/v2/topics' || !answer.ok) return answer;
        const body = (await answer.json()) as { key: string };
        return json(answer.status, { ...body, key: `${body.key}/../victim` });
      },
    });
    expect(routed.length).toBeGreaterThan(0);
    expect(routed.filter((path) => path.endsWith('/victim'))).toEqual([]);
    // Every path the run wrote to names one thing only.
    expect(routed.filter((path) => path.startsWith('/v2/topics/') && !isPlainName(path.slice('/v2/topics/'.length)))).toEqual([]);
    expect(
      report.cleanup.leftBehind.some((item) => /^topic verify-\S+\/\.\.\/victim \(not the run's: an upsert was answered with it for another key/.test(item)),
    ).toBe(true);
  }, 60_000);
});

it('makes owned names no front end can read as another path', () => {
  const prefix = 'verify-0000abcd-';
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme-ascii' }), (text) => {
      expect(isPlainName(prefixTopicKey(text, prefix))).toBe(true);
      const trigger = makeSafe('triggerEvent', { name: text, to: text, transactionId: text, actor: text }, prefix) as Record<string, string>;
      for (const value of [trigger.name, trigger.to, trigger.transactionId, trigger.actor]) expect(isPlainName(value!)).toBe(true);
    }),
  );
  expect(prefixTopicKey('a/../victim@x.y', prefix)).toBe(`${prefix}k`);
  expect(prefixTopicKey('a%2F..@x.y', prefix)).toBe(`${prefix}k`);
});

it('owns a prefixed value only when the run sent it before any answer gave it', () => {
  const owner = new Ownership('verify-0000abcd-');
  const answer = (body: unknown) => ({ status: 200, headers: {}, json: body, text: JSON.stringify(body) }) as never;
  const base = { pathParams: {}, query: {}, headers: {}, auth: 'valid' as const };
  const remove = (topicKey: string) => owner.refusal({ ...base, operationId: 'deleteTopic', method: 'DELETE', pathParams: { topicKey } });
  const upsert = { ...base, operationId: 'upsertTopic' as const, method: 'POST', body: { key: 'verify-0000abcd-k' } };
  expect(owner.refusal(upsert)).toBeUndefined();
  // Answered with another key of the prefix (upsert_keeps_identity's failure): not the run's.
  owner.note(upsert, answer({ key: 'verify-0000abcd-kx' }));
  expect(owner.owns('topicKey', 'verify-0000abcd-k')).toBe(true);
  expect(remove('verify-0000abcd-kx')).toMatch(/an upsert was answered with it for another key/);
  // A list gave it before the run named it: the server's, whatever it starts with.
  owner.note({ ...base, operationId: 'listTopics', method: 'GET' }, answer({ data: [{ key: 'verify-0000abcd-z' }] }));
  expect(remove('verify-0000abcd-z')).toMatch(/an answer gave it, not this run/);
  // A name of the run's making, sent in the write's own path: the run's.
  expect(remove('verify-0000abcd-new')).toBeUndefined();
});

it('reads an answer of 1,000,000 items for names without spreading it (a RangeError past the engine’s argument limit)', () => {
  const owner = new Ownership('verify-0000abcd-');
  const base = { pathParams: {}, query: {}, headers: {}, auth: 'valid' as const };
  const items = new Array<number>(1_000_000).fill(0);
  const body = { data: items, next: 'verify-0000abcd-first' };
  const list = { ...base, operationId: 'listTopics' as const, method: 'GET' };
  expect(() => owner.note(list, { status: 200, headers: {}, json: body, text: JSON.stringify(body) } as never)).not.toThrow();
  // What the walk reached was taken note of: the cursor's name is the server's.
  expect(owner.refusal({ ...base, operationId: 'deleteTopic', method: 'DELETE', pathParams: { topicKey: 'verify-0000abcd-first' } })).toMatch(
    /an answer gave it, not this run/,
  );
});

describe('an answer looked at for the run’s names', () => {
  const prefix = 'verify-0000abcd-';
  const base = { pathParams: {}, query: {}, headers: {}, auth: 'valid' as const };
  const list = { ...base, operationId: 'listTopics' as const, method: 'GET' };
  const remove = (owner: Ownership, topicKey: string) => owner.refusal({ ...base, operationId: 'deleteTopic', method: 'DELETE', pathParams: { topicKey } });

  it('finds a prefixed value the text writes with JSON escapes', () => {
    const owner = new Ownership(prefix);
    // `\u0076erify-…` and `verify\u002d…`: no copy of the prefix as written stands in the text.
    const text = '{"data":[{"key":"\\u0076erify-0000abcd-esc"},{"key":"verify\\u002d0000abcd-dash"}]}';
    expect(text).not.toContain(prefix);
    owner.note(list, { status: 200, headers: {}, text, json: JSON.parse(text) } as never);
    expect(remove(owner, `${prefix}esc`)).toMatch(/an answer gave it, not this run/);
    expect(remove(owner, `${prefix}dash`)).toMatch(/an answer gave it, not this run/);
  });
});
