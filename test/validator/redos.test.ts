// ReDoS: every `pattern` and `format` of the spec, found by walking generated/openapi.json so that new
// ones are covered as they come, meets 100,000-character near-matches in under 10 ms, both as the
// regular expression Ajv runs and through validateRequest/validateResponse at its place in a body.
import { fullFormats } from 'ajv-formats/dist/formats.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateRequest, validateResponse } from '../../src/validator/index.js';
import { loadBundle } from '../helpers/bundle.js';
import { threadCpuMs } from '../helpers/cpu-time.js';
import { SchemaArbitraries } from './helpers/schema-arbitrary.js';
import { JSON_HEADERS, operations, pathOf } from './helpers/traffic.js';

const LENGTH = 100_000;
const BUDGET_MS = 10;

const bundle = loadBundle();
const arbitraries = new SchemaArbitraries(bundle);

interface Found {
  pointer: string;
  node: Record<string, unknown>;
  kind: 'pattern' | 'format';
  value: string;
}

/** Every schema node with a pattern or a format; examples are data, not schemas, and are skipped. */
function findConstraints(node: unknown, pointer: string, found: Found[] = []): Found[] {
  if (typeof node !== 'object' || node === null) return found;
  const record = node as Record<string, unknown>;
  for (const kind of ['pattern', 'format'] as const) {
    if (typeof record[kind] === 'string') found.push({ pointer, node: record, kind, value: record[kind] as string });
  }
  for (const [key, child] of Object.entries(record)) {
    if (key === 'examples' || key === 'example') continue;
    findConstraints(child, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`, found);
  }
  return found;
}

const constraints = findConstraints(bundle, '');

/** What Ajv runs for each: the pattern with the 'u' flag, a format through ajv-formats' full set. */
function matcherOf(constraint: Found): (text: string) => boolean {
  if (constraint.kind === 'pattern') {
    const regex = new RegExp(constraint.value, 'u');
    return (text) => regex.test(text);
  }
  const format = (fullFormats as Record<string, unknown>)[constraint.value];
  if (format instanceof RegExp) return (text) => format.test(text);
  if (typeof format === 'function') return format as (text: string) => boolean;
  if (format && typeof (format as { validate?: unknown }).validate === 'function') return (format as { validate: (t: string) => boolean }).validate;
  if (format && (format as { validate?: unknown }).validate instanceof RegExp) {
    const regex = (format as { validate: RegExp }).validate;
    return (text) => regex.test(text);
  }
  throw new Error(`no ajv-formats implementation of format ${constraint.value}`);
}

/** Valid strings to start from: a new format needs a generator here, or this test fails. */
function samplesOf(constraint: Found): string[] {
  const generators: Record<string, fc.Arbitrary<string>> = { email: fc.emailAddress(), uuid: fc.uuid() };
  const arbitrary = constraint.kind === 'pattern' ? fc.stringMatching(new RegExp(constraint.value, 'u')) : generators[constraint.value];
  if (!arbitrary) throw new Error(`add a sample generator for format ${constraint.value}`);
  const matches = matcherOf(constraint);
  const samples = fc.sample(arbitrary.filter((s) => s.length >= 3 && matches(s)), { numRuns: 3, seed: 7 });
  return [...new Set(samples)];
}

/**
 * Near-matches: a valid sample with one of its characters, or one pair of them, repeated to 100,000
 * characters at its start, middle and end, or the whole sample repeated; then spoiled at the end, so
 * that a backtracking engine tries every way to split the repetition before it gives up.
 */
function nearMatches(samples: readonly string[]): string[] {
  const found = new Set<string>();
  for (const sample of samples) {
    const chars = [...sample];
    found.add(sample.repeat(Math.ceil(LENGTH / sample.length)).slice(0, LENGTH));
    for (const at of [0, Math.floor(chars.length / 2), chars.length - 1]) {
      for (const width of [1, 2]) {
        const unit = chars.slice(at, at + width).join('');
        const pumped = chars.slice(0, at).join('') + unit.repeat(Math.ceil(LENGTH / unit.length)) + chars.slice(at + width).join('');
        for (const spoiler of ['!', '\u0000', '@', '.']) found.add(pumped + spoiler);
      }
    }
  }
  return [...found];
}

/**
 * The fastest of three runs, after one to warm up: GC pauses do not count, backtracking does. In this
 * thread's CPU time, so that the time spent waiting for a core on a busy machine does not count either.
 */
function fastest(run: () => unknown): number {
  run();
  let best = Infinity;
  for (let i = 0; i < 3; i += 1) {
    const start = threadCpuMs();
    run();
    best = Math.min(best, threadCpuMs() - start);
  }
  return best;
}

/** Every place the node is reachable from: request bodies, responses and parameters. */
function exchangesReaching(constraint: Found, adversarial: string): { name: string; run: () => unknown }[] {
  const pinned = { target: constraint.node, value: fc.constant(adversarial) };
  const instance = (pointer: string) => {
    const [value] = fc.sample(arbitraries.forPointer(pointer, { pin: pinned }), { numRuns: 1, seed: 1 });
    // The builder must have put the string where the constraint is, or the timing proves nothing.
    if (!JSON.stringify(value).includes(JSON.stringify(adversarial))) throw new Error(`no near-match in the instance of ${pointer}`);
    return value;
  };
  const found: { name: string; run: () => unknown }[] = [];
  for (const entry of operations) {
    const base = { method: entry.method, path: pathOf(entry) };
    if (entry.requestBody && arbitraries.reaches(arbitraries.at(entry.requestBody.schemaPointer), constraint.node)) {
      const body = instance(entry.requestBody.schemaPointer);
      found.push({ name: `${entry.operationId} body`, run: () => validateRequest({ ...base, headers: JSON_HEADERS, body }) });
    }
    for (const [status, response] of Object.entries(entry.responses)) {
      if (!response.schemaPointer || !arbitraries.reaches(arbitraries.at(response.schemaPointer), constraint.node)) continue;
      const body = instance(response.schemaPointer);
      found.push({ name: `${entry.operationId} ${status}`, run: () => validateResponse({ ...base, status: status === 'default' ? 500 : Number(status), body }) });
    }
    for (const location of ['path', 'query', 'header'] as const) {
      for (const parameter of entry.parameters[location]) {
        if (!arbitraries.reaches(arbitraries.at(parameter.schemaPointer), constraint.node)) continue;
        const request =
          location === 'path'
            ? { ...base, path: pathOf(entry, { [parameter.name]: adversarial }), headers: JSON_HEADERS }
            : location === 'query'
              ? { ...base, query: { [parameter.name]: adversarial }, headers: JSON_HEADERS }
              : { ...base, headers: { ...JSON_HEADERS, [parameter.name]: adversarial } };
        found.push({ name: `${entry.operationId} ${location} ${parameter.name}`, run: () => validateRequest(request) });
      }
    }
  }
  return found;
}

describe('patterns and formats of the spec', () => {
  it('are found by walking the bundle (the topic key pattern and email, the integration uuid)', () => {
    const seen = constraints.map(({ kind, value }) => `${kind} ${value}`);
    expect(seen).toEqual(expect.arrayContaining(['pattern ^[A-Za-z0-9_:-]+$', 'format email', 'format uuid']));
  });

  for (const constraint of constraints) {
    describe(`${constraint.kind} ${constraint.value} at ${constraint.pointer}`, () => {
      const adversarial = nearMatches(samplesOf(constraint));

      it('has valid samples and near-matches that it refuses', () => {
        const matches = matcherOf(constraint);
        expect(adversarial.length).toBeGreaterThan(10);
        // Near-matches, not matches: each is spoiled, so the engine has to search before failing.
        expect(adversarial.filter((text) => text.length >= LENGTH && !matches(text)).length).toBeGreaterThan(adversarial.length / 2);
      });

      it(`runs each near-match in under ${BUDGET_MS} ms as the regular expression Ajv uses`, () => {
        const matches = matcherOf(constraint);
        const slow = adversarial.map((text) => ({ text: `${text.slice(0, 24)}… (${text.length})`, ms: fastest(() => matches(text)) })).filter(({ ms }) => ms >= BUDGET_MS);
        expect(slow).toEqual([]);
      });

      it(`validates each near-match in under ${BUDGET_MS} ms wherever the spec uses it`, () => {
        const slow: string[] = [];
        let places = 0;
        for (const text of adversarial) {
          for (const { name, run } of exchangesReaching(constraint, text)) {
            places += 1;
            const ms = fastest(run);
            if (ms >= BUDGET_MS) slow.push(`${name}: ${text.slice(0, 24)}… took ${ms.toFixed(1)} ms`);
          }
        }
        expect(places).toBeGreaterThanOrEqual(adversarial.length);
        expect(slow).toEqual([]);
      });
    });
  }
});
