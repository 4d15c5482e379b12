// Runs every seed-derived conformance case against the schema the bundle gives its operation part.
import { afterAll, describe, expect, it } from 'vitest';
import { createBundleAjv, loadBundle } from '../helpers/bundle.js';
import { buildCases } from './case-builder.js';
import { type ConformanceCase, conformanceCases } from './cases.js';
import { operations, resources } from './seed.js';
import { targetSchemaPointer } from './targets.js';

const bundle = loadBundle();
const ajv = createBundleAjv(bundle);
const cases = conformanceCases();

type Validate = ReturnType<typeof ajv.compile>;
const validators = new Map<string, Validate>();
function validatorFor(conformanceCase: ConformanceCase): Validate {
  const pointer = targetSchemaPointer(bundle, conformanceCase.operationId, conformanceCase.target);
  let validate = validators.get(pointer);
  if (!validate) {
    // Path templates put braces in pointers; they must be percent-encoded to form a valid URI ref.
    validate = ajv.compile({ $ref: `openapi.json#${encodeURI(pointer)}` });
    validators.set(pointer, validate);
  }
  return validate;
}

const ran = new Map<string, number>();

afterAll(() => {
  const rows = operations.map((operation) => ({
    '#': operation.number,
    operationId: operation.operationId,
    cases: ran.get(operation.operationId) ?? 0,
  }));
  console.log(`conformance cases per operation (total ${rows.reduce((sum, row) => sum + row.cases, 0)}):`);
  console.table(rows);
});

describe('conformance cases cover the seed', () => {
  it('exist for each of the 23 operations', () => {
    const covered = new Set(cases.map((conformanceCase) => conformanceCase.operationId));
    expect(operations).toHaveLength(23);
    expect([...covered].sort()).toEqual(operations.map((operation) => operation.operationId).sort());
  });

  it('touch every field of every resource of section 2', () => {
    const touched = new Set(buildCases().map((traced) => traced.touches));
    const untouched = [...resources.values()].flatMap((resource) =>
      resource.fields.map((field) => `${resource.name}.${field.name}`).filter((name) => !touched.has(name)),
    );
    expect(untouched).toEqual([]);
  });

  it('include both accepted and rejected instances for every operation part', () => {
    const verdicts = new Map<string, Set<boolean>>();
    for (const { operationId, target, valid } of cases) {
      const key = `${operationId} ${JSON.stringify(target)}`;
      verdicts.set(key, (verdicts.get(key) ?? new Set()).add(valid));
    }
    const oneSided = [...verdicts].filter(([, seen]) => seen.size !== 2).map(([key]) => key);
    expect(oneSided).toEqual([]);
  });
});

for (const operation of operations) {
  const own = cases.filter((conformanceCase) => conformanceCase.operationId === operation.operationId);
  describe(`#${operation.number} ${operation.method.toUpperCase()} ${operation.path} (${operation.operationId})`, () => {
    it.each(own.map((conformanceCase) => [conformanceCase.title, conformanceCase] as const))('%s', (_, conformanceCase) => {
      ran.set(conformanceCase.operationId, (ran.get(conformanceCase.operationId) ?? 0) + 1);
      const validate = validatorFor(conformanceCase);
      const verdict = validate(conformanceCase.instance);
      const detail = `instance ${JSON.stringify(conformanceCase.instance)}; ajv errors ${JSON.stringify(validate.errors)}`;
      expect(verdict, detail).toBe(conformanceCase.valid);
    });
  });
}
