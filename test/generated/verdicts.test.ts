// The body and response verdicts keep only Ajv's error count (scripts/validators.mjs,
// withoutVerdictBookkeeping): their code holds no error array, the modules that report errors keep
// theirs, and a recursive verdict still refuses what fails deep inside it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addDocument, createAjv, refTo } from '../../scripts/lib/ajv.mjs';
import { loadBundle, repoRoot } from '../helpers/bundle.js';
import { collectExamples } from '../helpers/examples.js';
import { operations } from '../helpers/operations.js';

type Validator = ((data: unknown) => boolean) & { errors?: { keyword: string; instancePath: string }[] | null };
interface OperationModule {
  validators: Record<string, Validator>;
  errors(): Record<string, Validator>;
}
const require = createRequire(import.meta.url);
const { load } = require('../../generated/validators/index.cjs') as { load: Record<string, () => OperationModule> };

const MARKER = '(function (exports) {\n';
/** An operation module's two scoped chunks: the body and response verdicts, then the parameter validators. */
function chunksOf(operationId: string): { verdicts: string; parameters: string } {
  const text = readFileSync(join(repoRoot, 'generated', 'validators', `${operationId}.cjs`), 'utf8');
  const first = text.indexOf(MARKER);
  const second = text.indexOf(MARKER, first + 1);
  expect(first, operationId).toBeGreaterThan(-1);
  expect(second, operationId).toBeGreaterThan(first);
  return { verdicts: text.slice(first, second), parameters: text.slice(second) };
}

const BOOKKEEPING = /vErrors(?:\.push|\.length| = \[| = vErrors| = [\w.]+\.errors;)/;

describe('verdict code', () => {
  it.each(operations.map((entry) => [entry.operationId] as const))('%s: the verdicts count failures and keep no error array', (operationId) => {
    const { verdicts } = chunksOf(operationId);
    expect(verdicts).toMatch(/exports\.\w+_(?:body|response_\w+) = validate\d+;/);
    expect(verdicts).toContain('errors++;');
    expect(verdicts).not.toMatch(BOOKKEEPING);
  });

  it('(control) the parameter validators and the validators with errors still build their errors', () => {
    const errorModules = operations.map((entry) => readFileSync(join(repoRoot, 'generated', 'validators', `${entry.operationId}.errors.cjs`), 'utf8'));
    expect(errorModules.every((text) => text.includes('vErrors.push('))).toBe(true);
    const withParameters = operations.filter((entry) => Object.values(entry.parameters).some((list) => list.length > 0));
    expect(withParameters.length).toBeGreaterThan(0);
    for (const entry of withParameters) expect(chunksOf(entry.operationId).parameters, entry.operationId).toMatch(BOOKKEEPING);
  });
});

describe('a recursive verdict (getNotification: Step.variants nests steps)', () => {
  const module = load.getNotification!();
  const verdict = module.validators.getNotification_response_200!;
  const withErrors = module.errors().getNotification_response_200!;
  const bundle = loadBundle();
  const example = collectExamples(bundle).find((e) => e.operationId === 'getNotification' && e.where === 'response 200')!;
  const atRuntime = addDocument(createAjv(), bundle).compile(refTo(example.schemaPointer)) as Validator;

  const step = (id: string, variants?: unknown[]) => ({ _id: id, active: true, filters: [], _templateId: 't', ...(variants ? { variants } : {}) });
  /** The example notification with its job's step replaced. */
  const withStep = (value: unknown) => {
    const notification = structuredClone(example.value) as { jobs: { step: unknown }[] };
    notification.jobs[0]!.step = value;
    return notification;
  };

  it.each([
    ['a step with no variants', step('a'), true],
    ['valid variants three deep', step('a', [step('b', [step('c', [step('d')])]), step('e')]), true],
    ['a variant missing a required property', step('a', [{ _id: 'b', active: true, filters: [] }]), false],
    ['a variant of a variant with a wrong type', step('a', [step('b', [{ ...step('c'), active: 'yes' }])]), false],
    ['an invalid variant after a valid one, three deep', step('a', [step('b'), step('c', [step('d', [step('e'), { ...step('f'), filters: {} }])])]), false],
    ['variants that are not an array, two deep', step('a', [{ ...step('b'), variants: step('c') }]), false],
  ] as const)('%s', (_, value, valid) => {
    const instance = withStep(value);
    expect(verdict(structuredClone(instance))).toBe(valid);
    expect(withErrors(structuredClone(instance))).toBe(valid);
    expect(atRuntime(structuredClone(instance))).toBe(valid);
    if (!valid) {
      // A false verdict says only that it is false; the errors come from the other module, down to the nested step.
      expect(verdict.errors).toEqual([expect.objectContaining({ keyword: 'not' })]);
      expect(withErrors.errors?.[0]?.instancePath).toMatch(/^\/jobs\/0\/step\/variants\/\d+/);
    }
  });

  it('gives the same verdict again after a false one (no state left over between calls)', () => {
    const valid = withStep(step('a', [step('b', [step('c')])]));
    const invalid = withStep(step('a', [step('b', [{ _id: 'c' }])]));
    expect([verdict(invalid), verdict(valid), verdict(invalid), verdict(valid)]).toEqual([false, true, false, true]);
  });
});
