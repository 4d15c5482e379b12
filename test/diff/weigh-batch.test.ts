// What one batch of JSON lines weighs to, on any thread: its broken exchanges counted by rule with the
// first few of each as examples (a worker thread sends back a bounded result, not one entry per broken
// exchange), and NEW asked only about the parameters whose definition it changed.
import { describe, expect, it } from 'vitest';
import { diffContracts } from '../../src/diff/index.js';
import { readRequest } from '../../src/diff/read-request.js';
import { ContractValidators, standaloneValidators } from '../../src/diff/validators.js';
import { MAX_EXAMPLES, weighBatchChecker } from '../../src/diff/weigh-batch.js';
import { changedOperations, precompiledValidators } from '../../src/diff/weigh-exchange.js';
import { contract } from './corpus.js';

const old = contract();
const next = contract();
next.components.parameters.LimitQuery.schema.maximum = 50;

const line = (limit: number) =>
  JSON.stringify({
    request: { method: 'GET', path: `/v2/topics?limit=${limit}`, headers: { authorization: 'ApiKey k' } },
    response: { status: 200, headers: { 'content-type': 'application/json' }, body: { data: [], next: null, previous: null } },
  });

async function checker() {
  const report = await diffContracts(old, next);
  return weighBatchChecker({
    oldDocument: old,
    newDocument: next,
    oldIsPackage: false,
    changes: report.changes.filter((change) => change.level === 'breaking'),
    ...changedOperations(old, next),
    basePath: '',
    maxBodyBytes: 1024 * 1024,
    hosts: [],
    maxLineBytes: 1024 * 1024,
  });
}

describe('weighing a batch', () => {
  it('counts the broken exchanges by rule, with the first examples of each in the order of the batch', async () => {
    const check = await checker();
    // 40 exchanges: the odd ones ask for 51..89 (broken by the lowered maximum), the even ones for 10.
    const lines = Array.from({ length: 40 }, (_, index) => line(index % 2 === 1 ? 50 + index : 10));
    const result = check(Buffer.from(`${lines.join('\n')}\n`));
    expect(result.weighed).toBe(40);
    expect(result.brokenAfter).toBe(20);
    expect(result.byRule).toEqual([
      {
        rule: 'request-parameter-max-decreased',
        brokenAfter: 20,
        examples: [
          { line: 1, index: 1 },
          { line: 3, index: 3 },
          { line: 5, index: 5 },
        ],
      },
    ]);
    expect(result.byRule[0]!.examples).toHaveLength(MAX_EXAMPLES);
    expect(result.byOperation).toEqual({ listTopics: { validBefore: 40, brokenAfter: 20 } });
  });

  it('asks NEW, of an operation whose parameters changed, only about the parameters defined otherwise', () => {
    const { touched, changedParameters } = changedOperations(old, next);
    expect(touched['get /v2/topics']).toEqual(['parameters']);
    // listTopics has nine parameters (one of its path); only `limit` is defined otherwise.
    expect(changedParameters['get /v2/topics']).toEqual(['query limit']);
    const added = contract();
    added.components.parameters.LimitQuery.schema.maximum = 50;
    added.paths['/v2/topics'].get.parameters.push({ name: 'tenant', in: 'query', required: true, schema: { type: 'string' } });
    expect(changedOperations(old, added).changedParameters['get /v2/topics']).toEqual(['query limit', 'query tenant']);
  });

  it('reads one header as the bag of all of them holds it: the last of its spellings, a list joined', () => {
    const headers = { 'Idempotency-Key': 'first', 'x-list': ['a', 'b'], 'IDEMPOTENCY-KEY': 'last', 'idempotency-key': undefined, Other: 'o' };
    const exchange = { request: { method: 'GET', path: '/v2/topics', headers }, source: { file: '', index: 0 } };
    const alone = readRequest(exchange);
    const bag = readRequest(exchange).headers;
    for (const name of ['idempotency-key', 'x-list', 'other', 'absent', '__proto__']) expect(alone.header(name)).toEqual(bag[name]);
    expect(alone.header('idempotency-key')).toBe('last');
    expect(alone.header('x-list')).toBe('a, b');
  });
});

describe("the validators a weighing's worker threads are handed", () => {
  it('are standalone code compiled on the main thread, judging as the versions compiled at run time do', async () => {
    const report = await diffContracts(old, next);
    const setup = {
      oldDocument: old,
      newDocument: next,
      oldIsPackage: true,
      changes: report.changes.filter((change) => change.level === 'breaking'),
      ...changedOperations(old, next),
      basePath: '',
      maxBodyBytes: 1024 * 1024,
    };
    const precompiled = precompiledValidators(setup, import.meta.filename);
    // NEW: only `limit` of listTopics (the one parameter it defines otherwise); OLD: every parameter of it.
    expect(precompiled?.new?.pointers).toEqual(['/components/parameters/LimitQuery/schema']);
    expect(precompiled?.old?.pointers.length).toBeGreaterThan(5);
    for (const [document, given] of [
      [next, precompiled!.new!],
      [old, precompiled!.old!],
    ] as const) {
      const standalone = standaloneValidators(given);
      const compiled = new ContractValidators(document);
      expect(given.code).not.toMatch(/require\("ajv\/dist\/(2020|core|ajv)/);
      for (const pointer of given.pointers)
        for (const value of [0, 1, 10, 50, 51, 100, 101, 1.5, -1, '10', 'abc', '', true, null, {}, [], 'x'.repeat(300)])
          expect(standalone.get(pointer)!(value), `${pointer} ${JSON.stringify(value)}`).toBe(compiled.accepts(pointer, value));
    }
  });
});
