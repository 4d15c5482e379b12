// The precompiled validators: loading them compiles nothing, they cover the operation table, and
// they agree with runtime Ajv on the bundle for every conformance case and every example.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { addDocument, createAjv, refTo } from '../../scripts/lib/ajv.mjs';
import { conformanceCases, type ConformanceCase } from '../contract/cases.js';
import { targetSchemaPointer } from '../contract/targets.js';
import { createBundleAjv, loadBundle, repoRoot } from '../helpers/bundle.js';
import { collectExamples } from '../helpers/examples.js';
import { operationEntry, operations } from '../helpers/operations.js';

type Validators = Record<string, (data: unknown) => boolean>;
const require = createRequire(import.meta.url);
const messages = require('../../generated/validators/messages.cjs') as Validators;
const parameters = require('../../generated/validators/parameters.cjs') as Validators;
const strictMessages = require('../../generated/validators/messages.strict.cjs') as Validators;
const strictParameters = require('../../generated/validators/parameters.strict.cjs') as Validators;

const bundle = loadBundle();
const runtime = createBundleAjv(bundle);
// Parameters arrive as strings: both engines coerce them the same way.
const runtimeCoercing = addDocument(createAjv({ coerceTypes: 'array' }), bundle);

describe('loading the precompiled validators', () => {
  const modules = ['operations.cjs', 'validators/messages.cjs', 'validators/parameters.cjs', 'validators/messages.strict.cjs', 'validators/parameters.strict.cjs'];
  const run = (script: string) =>
    spawnSync(process.execPath, ['--disallow-code-generation-from-strings', '-e', script], { cwd: repoRoot, encoding: 'utf8' });

  it('compiles nothing: they load and validate with code generation from strings disallowed', () => {
    const script = `
      for (const m of ${JSON.stringify(modules)}) require('./generated/' + m);
      const v = require('./generated/validators/messages.cjs');
      if (v.upsertTopic_body({ key: 'a' }) !== true || v.upsertTopic_body({}) !== false) process.exit(3);`;
    const result = run(script);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('(control) the same flag does stop runtime compilation', () => {
    const result = run(`new (require('ajv').default)().compile({ type: 'string' })`);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/Code generation from strings disallowed/);
  });
});

describe('the operation table and the validator modules', () => {
  it('point at each other exactly', () => {
    const named = new Set<string>();
    for (const entry of operations) {
      for (const location of ['path', 'query', 'header'] as const) {
        const name = entry.validators[location];
        expect(name === null, `${entry.operationId} ${location}`).toBe(entry.parameters[location].length === 0);
        if (name) named.add(name) && expect(typeof parameters[name]).toBe('function');
      }
      for (const name of [entry.validators.body, ...Object.values(entry.validators.responses)]) {
        if (name) named.add(name) && expect(typeof messages[name]).toBe('function');
      }
    }
    expect(new Set([...Object.keys(messages), ...Object.keys(parameters)])).toEqual(named);
  });

  it('covers the 23 operations, one documented 2xx each and the 2XX range beside it', () => {
    expect(operations).toHaveLength(23);
    for (const entry of operations) expect(Object.keys(entry.responses).filter((s) => /^2/.test(s))).toEqual([entry.successStatus, '2XX']);
  });

  it('shares one validator between the documented success status and the 2XX range (the same body)', () => {
    for (const entry of operations) {
      const documented = entry.validators.responses[entry.successStatus];
      const range = entry.validators.responses['2XX'];
      if (documented === null) expect(range, entry.operationId).toBeNull();
      else expect(messages[range!], entry.operationId).toBe(messages[documented!]);
    }
  });
});

/** The precompiled verdict, and runtime Ajv's, on one case. */
function verdicts(testCase: ConformanceCase): { precompiled: boolean; runtime: boolean } {
  const entry = operationEntry(testCase.operationId);
  const target = testCase.target;
  if (target.part === 'body' || target.part === 'response') {
    const name = target.part === 'body' ? entry.validators.body : entry.validators.responses[target.status];
    if (!name) throw new Error(`${testCase.operationId} has no validator for ${JSON.stringify(target)}`);
    const pointer = targetSchemaPointer(bundle, testCase.operationId, target);
    return { precompiled: messages[name]!(structuredClone(testCase.instance)), runtime: runtime.compile(refTo(pointer))(structuredClone(testCase.instance)) };
  }
  // A parameter validator checks its whole location: the other required parameters (all plain
  // strings in this contract) get a valid value, so the verdict rests on the case's own value.
  const name = entry.validators[target.part]!;
  const values: Record<string, unknown> = Object.fromEntries(entry.parameters[target.part].filter((p) => p.required).map((p) => [p.name, 'x']));
  values[target.name] = testCase.instance;
  const pointer = targetSchemaPointer(bundle, testCase.operationId, target);
  return {
    precompiled: parameters[name]!(structuredClone(values)),
    runtime: runtimeCoercing.compile({ type: 'object', properties: { v: refTo(pointer) } })({ v: structuredClone(testCase.instance) }),
  };
}

describe('two engines, one verdict', () => {
  const cases = conformanceCases();
  it('has the conformance cases to compare', () => expect(cases.length).toBeGreaterThan(1000));

  it.each(cases.map((c) => [`${c.operationId} ${c.target.part}${'status' in c.target ? ` ${c.target.status}` : ''}${'name' in c.target ? ` ${c.target.name}` : ''}: ${c.title}`, c] as const))(
    '%s',
    (_, testCase) => {
      const { precompiled, runtime: atRuntime } = verdicts(testCase);
      expect(precompiled).toBe(atRuntime);
      // Bodies and responses are not coerced, so the verdict is the seed's own.
      if (testCase.target.part === 'body' || testCase.target.part === 'response') expect(precompiled).toBe(testCase.valid);
    },
  );
});

describe('examples', () => {
  it.each(collectExamples(bundle).map((e) => [`${e.operationId} ${e.where}: ${e.name}`, e] as const))('%s passes its precompiled validator', (_, example) => {
    const entry = operationEntry(example.operationId);
    const name = example.where === 'request' ? entry.validators.body : entry.validators.responses[example.where.replace('response ', '')];
    expect(name).toBeTruthy();
    expect(messages[name!]!(structuredClone(example.value))).toBe(true);
    expect(strictMessages[name!]!(structuredClone(example.value))).toBe(true);
  });
});

describe('the strict set', () => {
  it('rejects unknown properties that the default set accepts, at any depth', () => {
    const topic = { _id: 't1', key: 'news', extra: 1 };
    expect(messages.getTopic_response_200!(topic)).toBe(true);
    expect(strictMessages.getTopic_response_200!(topic)).toBe(false);
    const page = { data: [{ _id: 's', createdAt: 'c', topic: { _id: 't', key: 'k' }, subscriber: { _id: 'i', subscriberId: 'e', nickname: 'x' } }], next: null, previous: null };
    expect(messages.listTopicSubscriptions_response_200!(page)).toBe(true);
    expect(strictMessages.listTopicSubscriptions_response_200!(page)).toBe(false);
  });

  it('keeps free-form objects open', () => {
    const trigger = { name: 'welcome', to: 'user-1', payload: { anything: { nested: true } }, overrides: { email: {} } };
    expect(strictMessages.triggerEvent_body!(trigger)).toBe(true);
  });

  it('reports unknown query parameters, and only those', () => {
    expect(parameters.listTopics_query!({ limit: '10', sort: 'x' })).toBe(true);
    expect(strictParameters.listTopics_query!({ limit: '10', sort: 'x' })).toBe(false);
    expect(strictParameters.listTopics_query!({ limit: '10' })).toBe(true);
  });
});

describe('parameter coercion', () => {
  it('turns raw strings into the schema types, and rejects what does not fit', () => {
    const query: Record<string, unknown> = { limit: '100', includeCursor: 'true' };
    expect(parameters.listTopics_query!(query)).toBe(true);
    expect(query).toEqual({ limit: 100, includeCursor: true });
    expect(parameters.listTopics_query!({ limit: 'abc' })).toBe(false);
    expect(parameters.listTopics_query!({ limit: '101' })).toBe(false);
    expect(parameters.listTopics_query!({ orderDirection: 'up' })).toBe(false);
  });
});
