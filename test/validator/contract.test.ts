// The conformance cases and the spec's examples, sent through validateRequest and validateResponse as
// real traffic: every verdict must be the one the cases give for the part they are about.
import { describe, expect, it } from 'vitest';
import { type ValidationResult, validateRequest, validateResponse } from '../../src/validator/index.js';
import { type ConformanceCase, conformanceCases } from '../contract/cases.js';
import { follow } from '../contract/targets.js';
import { loadBundle } from '../helpers/bundle.js';
import { collectExamples } from '../helpers/examples.js';
import { AUTH, entryOf, JSON_HEADERS, operations, pathOf } from './helpers/traffic.js';

const cases = conformanceCases();

/** How a case's instance travels: parameters as text on the wire, bodies as JSON. */
function exchange(testCase: ConformanceCase, strict: boolean): ValidationResult {
  const entry = entryOf(testCase.operationId);
  const { target, instance } = testCase;
  const options = { strict };
  switch (target.part) {
    case 'body':
      return validateRequest({ method: entry.method, path: pathOf(entry), headers: JSON_HEADERS, body: instance }, options);
    case 'response':
      return validateResponse({ method: entry.method, path: pathOf(entry), status: Number(target.status), body: instance }, options);
    case 'path':
      return validateRequest(
        { method: entry.method, path: pathOf(entry, { [target.name]: String(instance) }), headers: JSON_HEADERS, body: bodyFor(entry.operationId) },
        options,
      );
    case 'query':
      return validateRequest(
        {
          method: entry.method,
          path: `${pathOf(entry)}?${new URLSearchParams({ [target.name]: String(instance) })}`,
          headers: JSON_HEADERS,
          body: bodyFor(entry.operationId),
        },
        options,
      );
    case 'header':
      return validateRequest(
        { method: entry.method, path: pathOf(entry), headers: { ...JSON_HEADERS, [target.name]: String(instance) }, body: bodyFor(entry.operationId) },
        options,
      );
  }
}

/** A valid body for operations that need one, so that a parameter case is judged on its own. */
const validBodies = new Map(cases.filter((c) => c.target.part === 'body' && c.valid).map((c) => [c.operationId, c.instance]));
const bodyFor = (operationId: string) => (entryOf(operationId).requestBody ? validBodies.get(operationId) : undefined);

const bundle = loadBundle();
const annotations = new Set(['type', 'title', 'description', 'x-unspecified', 'example', 'examples']);
/** A parameter whose schema is a bare string, after refs: any text satisfies it. */
function takesAnyText(operationId: string, part: 'path' | 'query' | 'header', name: string): boolean {
  const parameter = entryOf(operationId).parameters[part].find((p) => p.name === name);
  if (!parameter) throw new Error(`${operationId} has no ${part} parameter ${name}`);
  let schema = follow(bundle, parameter.schemaPointer).node;
  while (typeof schema.$ref === 'string') schema = follow(bundle, schema.$ref.slice(1)).node;
  return schema.type === 'string' && Object.keys(schema).every((key) => annotations.has(key));
}

/**
 * The verdict the wire allows: a parameter is text, so a case that gives a bare-string parameter a
 * number is, once sent, a valid string. Every other case keeps its verdict.
 */
function expectedOnTheWire(testCase: ConformanceCase): boolean {
  const { target } = testCase;
  if (target.part === 'path' || target.part === 'query' || target.part === 'header') {
    if (takesAnyText(testCase.operationId, target.part, target.name)) return true;
  }
  return testCase.valid;
}

const locationOf = (testCase: ConformanceCase) => (testCase.target.part === 'response' ? 'body' : testCase.target.part);

describe('conformance cases as traffic', () => {
  it('cover every operation, with thousands of cases', () => {
    expect(new Set(cases.map((c) => c.operationId)).size).toBe(operations.length);
    expect(cases.length).toBeGreaterThan(1000);
  });

  for (const entry of operations) {
    it(`${entry.operationId}: each case gets its verdict, on its own part only`, () => {
      const wrong: string[] = [];
      for (const testCase of cases.filter((c) => c.operationId === entry.operationId)) {
        const result = exchange(testCase, false);
        const expected = expectedOnTheWire(testCase);
        const elsewhere = result.issues.filter((issue) => issue.location !== locationOf(testCase));
        if (result.valid !== expected || elsewhere.length > 0) wrong.push(`${testCase.title}: ${JSON.stringify(result.issues)}`);
        // Strict mode only ever adds warnings: it never turns a verdict around.
        if (exchange(testCase, true).valid !== expected) wrong.push(`${testCase.title} (strict)`);
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe('the examples of the spec', () => {
  const examples = collectExamples(bundle);

  it('exist for every operation with a body', () => {
    const withBodies = operations.filter(
      (e) => e.requestBody || Object.values(e.responses).some((r) => r.mediaType && r.schemaPointer && !r.schemaPointer.includes('ErrorResponse')),
    );
    expect(new Set(examples.map((e) => e.operationId))).toEqual(new Set(withBodies.map((e) => e.operationId)));
  });

  it.each(examples.map((e) => [`${e.operationId} ${e.where}: ${e.name}`, e] as const))('%s is valid, with no warning in strict mode', (_, example) => {
    const entry = entryOf(example.operationId);
    const base = { method: entry.method, path: pathOf(entry) };
    for (const body of [example.value, JSON.stringify(example.value), new TextEncoder().encode(JSON.stringify(example.value))]) {
      const result =
        example.where === 'request'
          ? validateRequest({ ...base, headers: JSON_HEADERS, body }, { strict: true })
          : validateResponse(
              { ...base, status: Number(example.where.replace('response ', '')), headers: { 'content-type': 'application/json' }, body },
              { strict: true },
            );
      expect(result).toEqual({ valid: true, operationId: example.operationId, issues: [] });
    }
  });

  it('leave an operation without a body valid with its credentials alone', () => {
    for (const entry of operations.filter((e) => !e.requestBody)) {
      expect(validateRequest({ method: entry.method, path: pathOf(entry), headers: AUTH }, { strict: true })).toEqual({
        valid: true,
        operationId: entry.operationId,
        issues: [],
      });
    }
  });
});
