// The precompiled validators: loading them compiles nothing, one operation loads alone, they cover
// the operation table, and they agree with runtime Ajv on the bundle (and the verdicts with the
// error-reporting validators) for every conformance case and every example.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDocument, createAjv, refTo } from '../../scripts/lib/ajv.mjs';
import { type ConformanceCase, conformanceCases } from '../contract/cases.js';
import { targetSchemaPointer } from '../contract/targets.js';
import { createBundleAjv, loadBundle, repoRoot } from '../helpers/bundle.js';
import { collectExamples } from '../helpers/examples.js';
import { operationEntry, operations } from '../helpers/operations.js';

type Validators = Record<string, (data: unknown) => boolean>;
interface OperationModule {
  validators: Validators;
  errors(): Validators;
}
const require = createRequire(import.meta.url);
const { load } = require('../../generated/validators/index.cjs') as { load: Record<string, () => OperationModule> };
const { loadStrict } = require('../../generated/validators/strict-sets.cjs') as { loadStrict: Record<string, () => Validators> };

// Every operation's module, merged: parameter validators and body and response verdicts; the body
// and response validators with errors; the strict ones.
const modules = operations.map((entry) => load[entry.operationId]!());
const split = (set: Validators, parameter: boolean) =>
  Object.fromEntries(Object.entries(set).filter(([name]) => /_(path|query|header)$/.test(name) === parameter)) as Validators;
const verdicts = Object.assign({}, ...modules.map((m) => split(m.validators, false))) as Validators;
const parameters = Object.assign({}, ...modules.map((m) => split(m.validators, true))) as Validators;
const messages = Object.assign({}, ...modules.map((m) => m.errors())) as Validators;
const strictAll = Object.assign({}, ...operations.map((entry) => loadStrict[entry.operationId]!())) as Validators;
const strictMessages = split(strictAll, false);
const strictParameters = split(strictAll, true);

const bundle = loadBundle();
const runtime = createBundleAjv(bundle);
// Parameters arrive as strings: both engines coerce them the same way.
const runtimeCoercing = addDocument(createAjv({ coerceTypes: 'array' }), bundle);

// Ajv caches a compiled schema by the schema object: a fresh `{ $ref }` per case would compile the same
// schema again for each of the thousands of cases. One compilation per pointer, kept here.
const compiled = new Map<string, (data: unknown) => boolean>();
function once(key: string, compile: () => (data: unknown) => boolean): (data: unknown) => boolean {
  const known = compiled.get(key);
  if (known !== undefined) return known;
  const validate = compile();
  compiled.set(key, validate);
  return validate;
}
const atRuntime = (pointer: string) => once(`body ${pointer}`, () => runtime.compile(refTo(pointer)));
const parameterAtRuntime = (pointer: string) =>
  once(`parameter ${pointer}`, () => runtimeCoercing.compile({ type: 'object', properties: { v: refTo(pointer) } }));

describe('loading the precompiled validators', () => {
  const run = (script: string) => spawnSync(process.execPath, ['--disallow-code-generation-from-strings', '-e', script], { cwd: repoRoot, encoding: 'utf8' });

  it('compiles nothing: every module loads and validates with code generation from strings disallowed', () => {
    const script = `
      require('./generated/operations.cjs');
      const { load } = require('./generated/validators/index.cjs');
      const { loadStrict } = require('./generated/validators/strict-sets.cjs');
      for (const id of Object.keys(load)) { const m = load[id](); m.errors(); loadStrict[id](); }
      const v = load.upsertTopic();
      if (v.validators.upsertTopic_body({ key: 'a' }) !== true || v.validators.upsertTopic_body({}) !== false) process.exit(3);
      if (v.errors().upsertTopic_body({}) !== false || v.errors().upsertTopic_body.errors[0].keyword !== 'required') process.exit(4);`;
    const result = run(script);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('loads one operation without the others: each module requires only its own siblings', () => {
    const script = `
      const { load } = require('./generated/validators/index.cjs');
      load.upsertTopic().validators.upsertTopic_body({ key: 'a' });
      const loaded = Object.keys(require.cache).filter((f) => f.includes('/generated/validators/')).map((f) => f.split('/').pop()).sort();
      console.log(JSON.stringify(loaded));`;
    const result = run(script);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual(['index.cjs', 'routes.json', 'upsertTopic.cjs']);
  });

  it("loads one operation's strict validators without the others", () => {
    const script = `
      const { loadStrict } = require('./generated/validators/strict-sets.cjs');
      loadStrict.upsertTopic().upsertTopic_body({ key: 'a' });
      const loaded = Object.keys(require.cache).filter((f) => f.includes('/generated/validators/')).map((f) => f.split('/').pop()).sort();
      console.log(JSON.stringify(loaded));`;
    const result = run(script);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual(['strict-sets.cjs', 'upsertTopic.strict.cjs']);
  });

  // A bundle of the client holds what its modules require, lazily or not: the strict modules stay out
  // of it only while no module but strict-sets.cjs names them.
  it('names the strict modules in strict-sets.cjs alone', () => {
    const folder = join(repoRoot, 'generated', 'validators');
    const naming = readdirSync(folder).filter((file) => /\.c?js$/.test(file) && readFileSync(join(folder, file), 'utf8').includes('.strict.cjs'));
    expect(naming).toEqual(['strict-sets.cjs']);
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
      const module = load[entry.operationId]!();
      for (const location of ['path', 'query', 'header'] as const) {
        const name = entry.validators[location];
        expect(name === null, `${entry.operationId} ${location}`).toBe(entry.parameters[location].length === 0);
        if (name) named.add(name) && expect(typeof module.validators[name]).toBe('function');
      }
      for (const name of [entry.validators.body, ...Object.values(entry.validators.responses)]) {
        if (!name) continue;
        named.add(name);
        expect(typeof module.validators[name], name).toBe('function');
        expect(typeof module.errors()[name], name).toBe('function');
        expect(typeof loadStrict[entry.operationId]!()[name], name).toBe('function');
      }
      // Each module holds its own operation's validators and nothing else.
      for (const name of [...Object.keys(module.validators), ...Object.keys(module.errors()), ...Object.keys(loadStrict[entry.operationId]!())]) {
        expect(name.startsWith(`${entry.operationId}_`), name).toBe(true);
      }
    }
    expect(new Set([...Object.keys(verdicts), ...Object.keys(parameters)])).toEqual(named);
    expect(Object.keys(load).sort()).toEqual(operations.map((entry) => entry.operationId).sort());
    expect(Object.keys(loadStrict).sort()).toEqual(Object.keys(load).sort());
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
      else {
        expect(verdicts[range!], entry.operationId).toBe(verdicts[documented!]);
        expect(messages[range!], entry.operationId).toBe(messages[documented!]);
      }
    }
  });
});

/** The precompiled verdict, and runtime Ajv's, on one case. */
function twoVerdicts(testCase: ConformanceCase): { precompiled: boolean; runtime: boolean } {
  const entry = operationEntry(testCase.operationId);
  const target = testCase.target;
  if (target.part === 'body' || target.part === 'response') {
    const name = target.part === 'body' ? entry.validators.body : entry.validators.responses[target.status];
    if (!name) throw new Error(`${testCase.operationId} has no validator for ${JSON.stringify(target)}`);
    const pointer = targetSchemaPointer(bundle, testCase.operationId, target);
    const verdict = verdicts[name]!(structuredClone(testCase.instance));
    // The verdict (no errors) and the validator with errors are two compilations of one schema.
    expect(messages[name]!(structuredClone(testCase.instance))).toBe(verdict);
    return { precompiled: verdict, runtime: atRuntime(pointer)(structuredClone(testCase.instance)) };
  }
  // A parameter validator checks its whole location: the other required parameters (all plain
  // strings in this contract) get a valid value, so the verdict rests on the case's own value.
  const name = entry.validators[target.part]!;
  const values: Record<string, unknown> = Object.fromEntries(entry.parameters[target.part].filter((p) => p.required).map((p) => [p.name, 'x']));
  values[target.name] = testCase.instance;
  const pointer = targetSchemaPointer(bundle, testCase.operationId, target);
  return {
    precompiled: parameters[name]!(structuredClone(values)),
    runtime: parameterAtRuntime(pointer)({ v: structuredClone(testCase.instance) }),
  };
}

describe('two engines, one verdict', () => {
  const cases = conformanceCases();
  it('has the conformance cases to compare', () => expect(cases.length).toBeGreaterThan(1000));

  it.each(
    cases.map(
      (c) =>
        [
          `${c.operationId} ${c.target.part}${'status' in c.target ? ` ${c.target.status}` : ''}${'name' in c.target ? ` ${c.target.name}` : ''}: ${c.title}`,
          c,
        ] as const,
    ),
  )('%s', (_, testCase) => {
    const { precompiled, runtime: atRuntime } = twoVerdicts(testCase);
    expect(precompiled).toBe(atRuntime);
    // Bodies and responses are not coerced, so the verdict is the seed's own.
    if (testCase.target.part === 'body' || testCase.target.part === 'response') expect(precompiled).toBe(testCase.valid);
  });
});

describe('examples', () => {
  it.each(collectExamples(bundle).map((e) => [`${e.operationId} ${e.where}: ${e.name}`, e] as const))('%s passes its precompiled validator', (_, example) => {
    const entry = operationEntry(example.operationId);
    const name = example.where === 'request' ? entry.validators.body : entry.validators.responses[example.where.replace('response ', '')];
    expect(name).toBeTruthy();
    expect(verdicts[name!]!(structuredClone(example.value))).toBe(true);
    expect(messages[name!]!(structuredClone(example.value))).toBe(true);
    expect(strictMessages[name!]!(structuredClone(example.value))).toBe(true);
  });
});

/** Every place inside a JSON value, as a path of keys. */
function placesOf(value: unknown, path: (string | number)[] = [], into: (string | number)[][] = []): (string | number)[][] {
  into.push(path);
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) placesOf(item, [...path, Array.isArray(value) ? Number(key) : key], into);
  }
  return into;
}

/** `value` with the thing at `path` replaced (or, with `undefined`, removed). */
function mutated(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (replacement === undefined && !Array.isArray(parent)) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

describe('verdicts and the validators with errors', () => {
  it('agree on every example with one part replaced by anything, removed, or emptied', () => {
    const examples = collectExamples(bundle).filter((example) => example.value !== undefined && typeof example.value === 'object');
    const replacement = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom(undefined, null, '', 'x'.repeat(101), [], {}, -1, 1.5, 'a@b.co', 'not-an-email'),
    );
    fc.assert(
      fc.property(fc.constantFrom(...examples), fc.nat(), replacement, (example, at, value) => {
        const entry = operationEntry(example.operationId);
        const name = example.where === 'request' ? entry.validators.body : entry.validators.responses[example.where.replace('response ', '')];
        const places = placesOf(example.value);
        const instance = mutated(example.value, places[at % places.length]!, value);
        const verdict = verdicts[name!]!(structuredClone(instance));
        expect(messages[name!]!(structuredClone(instance))).toBe(verdict);
        expect(atRuntime(example.schemaPointer)(structuredClone(instance))).toBe(verdict);
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('the strict set', () => {
  it('rejects unknown properties that the default set accepts, at any depth', () => {
    const topic = { _id: 't1', key: 'news', extra: 1 };
    expect(messages.getTopic_response_200!(topic)).toBe(true);
    expect(strictMessages.getTopic_response_200!(topic)).toBe(false);
    const page = {
      data: [{ _id: 's', createdAt: '2026-11-21T09:00:00.000Z', topic: { _id: 't', key: 'k' }, subscriber: { _id: 'i', subscriberId: 'e', nickname: 'x' } }],
      next: null,
      previous: null,
    };
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
