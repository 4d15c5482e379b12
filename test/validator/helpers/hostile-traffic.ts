// Hostile traffic for the validator's property tests (hostile-requests.test.ts, hostile-responses.test.ts)
// and the rule every answer keeps, whatever arrives (also hostile.test.ts): a well-formed ValidationResult.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { ValidationResult } from '../../../src/validator/index.js';
import { threadCpuMs } from '../../helpers/cpu-time.js';
import { anyCodePoint } from './schema-arbitrary.js';
import { operations } from './traffic.js';

const operationIds = new Set<string>(operations.map((entry) => entry.operationId));

const LOCATIONS = new Set(['route', 'method', 'path', 'query', 'header', 'body', 'status', 'content-type', 'auth']);

/**
 * What is wrong with an answer's shape, whatever the input: one line per broken rule, none when it is
 * well formed. The rules are checked in plain code and asserted once per answer (20,000 answers in the
 * property tests: an expect per rule and per issue was most of their CPU).
 */
function shapeProblems(result: ValidationResult, maxIssues = 100): string[] {
  const problems: string[] = [];
  if (typeof result.valid !== 'boolean') problems.push(`valid is ${typeof result.valid}, not a boolean`);
  if (!Array.isArray(result.issues)) return [...problems, 'issues is not an array'];
  if (result.issues.length > maxIssues) problems.push(`${result.issues.length} issues, over the cap of ${maxIssues}`);
  if (result.valid !== !result.issues.some((issue) => issue.severity === 'error'))
    problems.push(`valid is ${String(result.valid)} with these issues' severities`);
  for (const [index, issue] of result.issues.entries()) {
    const at = `issue ${index}`;
    if (!LOCATIONS.has(issue.location)) problems.push(`${at}: location ${JSON.stringify(issue.location)}`);
    if (!(issue.pointer === '' || (typeof issue.pointer === 'string' && issue.pointer.startsWith('/'))))
      problems.push(`${at}: pointer ${JSON.stringify(issue.pointer)}`);
    if (typeof issue.message !== 'string' || issue.message.length === 0) problems.push(`${at}: message ${JSON.stringify(issue.message)}`);
    if (issue.severity !== 'error' && issue.severity !== 'warning') problems.push(`${at}: severity ${JSON.stringify(issue.severity)}`);
    // An exception caught by the last-resort guard would be a bug of the checks, not an answer.
    if (issue.keyword === 'exception') problems.push(`${at}: the last-resort guard caught an exception: ${issue.message}`);
  }
  if (result.operationId !== undefined && !operationIds.has(result.operationId))
    problems.push(`operationId ${JSON.stringify(result.operationId)} is no operation`);
  return problems;
}

/** The shape every answer must have, whatever the input. */
export function expectWellFormed(result: ValidationResult, maxIssues = 100): void {
  const problems = shapeProblems(result, maxIssues);
  expect(problems, problems.length > 0 ? JSON.stringify(result.issues) : undefined).toEqual([]);
}

export const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  stringUnit: anyCodePoint,
  maxDepth: 3,
});

export const templates = operations.map((entry) => entry.path);
export const segment = fc.oneof(
  fc.string({ minLength: 1, unit: anyCodePoint }),
  fc.constantFrom('%', '%2', '%2F', '%E0%A4%A', '%C3%28', '%FF', '%ED%A0%80', '%00', '..', '.', 'active', 'a%2Fb', '__proto__', 'constructor'),
  fc.webSegment(),
);
export const templatePath = fc
  .tuple(
    fc.constantFrom(...templates),
    fc.array(segment, { minLength: 2, maxLength: 2 }),
    fc.constantFrom('', '/', '?limit=5', '?limit=abc&limit=2', '?__proto__[x]=1&constructor=1', '#x', '?%E0%A4%A=%'),
  )
  .map(([template, [a, b], suffix]) => template.replace(/\{[^}]+\}/, a!).replace(/\{[^}]+\}/, b!) + suffix);
export const path = fc.oneof(
  { weight: 5, arbitrary: templatePath },
  { weight: 1, arbitrary: fc.webPath() },
  { weight: 1, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
  { weight: 1, arbitrary: fc.string({ unit: anyCodePoint }) },
  { weight: 1, arbitrary: anything },
);
export const method = fc.oneof(fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'get', 'pOsT'), fc.string(), anything);
export const headerName = fc.oneof(
  fc.constantFrom(
    'authorization',
    'Authorization',
    'AUTHORIZATION',
    'content-type',
    'Content-Type',
    'idempotency-key',
    '__proto__',
    'constructor',
    'hasOwnProperty',
  ),
  fc.string(),
);
export const headerValue = fc.oneof(
  fc.constantFrom('ApiKey k', 'apikey k', 'ApiKey ', 'application/json', 'application/json; charset=latin1', 'text/plain', undefined),
  fc.string({ unit: anyCodePoint }),
  fc.array(fc.string()),
  anything,
);
export const headers = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.dictionary(headerName, headerValue, { maxKeys: 6 }).map((h) => ({ authorization: 'ApiKey k', 'content-type': 'application/json', ...h })),
  },
  { weight: 1, arbitrary: fc.dictionary(headerName, headerValue, { maxKeys: 6 }) },
  { weight: 1, arbitrary: anything },
);
export const query = fc.oneof(
  fc.constant(undefined),
  fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.array(fc.string()), anything), { maxKeys: 5 }),
  anything,
);
export const invalidUtf8 = fc
  .constantFrom([0xff], [0xc3, 0x28], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80])
  .map((bytes) => new Uint8Array([0x22, ...bytes, 0x22]));
export const jsonText = fc.oneof(
  fc.json(),
  fc.constantFrom(
    '1e400',
    '-1e400',
    '123456789012345678901234567890',
    '{"__proto__":{"polluted":1},"key":"k"}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '[]',
    'null',
    '{',
    '{"a":1}x',
    '\u0000',
    '"\\ud800"',
  ),
  fc.string({ unit: anyCodePoint }),
);
export const body = fc.oneof(
  anything,
  fc.jsonValue(),
  jsonText,
  jsonText.map((text) => new TextEncoder().encode(text)),
  invalidUtf8,
  fc.uint8Array({ maxLength: 64 }),
  fc.constantFrom(null, [], [{}], { events: null }, { events: [null, [], 1e308] }, { key: ['a'] }, -0, Number.MAX_VALUE, 2n ** 70n),
);
export const options = fc.oneof(
  fc.constant(undefined),
  fc.record(
    {
      strict: fc.boolean(),
      maxIssues: fc.oneof(fc.integer({ min: -5, max: 50 }), fc.double(), anything),
      maxBodyBytes: fc.oneof(fc.integer({ min: -1, max: 1 << 20 }), fc.double(), anything),
    },
    { requiredKeys: [] },
  ),
  anything,
);
export const status = fc.oneof(fc.constantFrom(200, 201, 204, 299, 400, 404, 500, 599), fc.integer({ min: -1, max: 1000 }), fc.double(), anything);

/** The largest CPU time one call took (this thread's, not the wait for a core): an unbounded call would show here. */
export function timed<T>(run: () => T, slowest: { ms: number }): T {
  const start = threadCpuMs();
  const result = run();
  slowest.ms = Math.max(slowest.ms, threadCpuMs() - start);
  return result;
}

export const prototypeNames = () => [Object.prototype, Array.prototype, Function.prototype, String.prototype].map((p) => Object.getOwnPropertyNames(p).sort());

/** The cap an options value asks for, as the validator reads it. */
export function maxIssuesOf(opts: unknown): number {
  const value = typeof opts === 'object' && opts !== null ? (opts as { maxIssues?: unknown }).maxIssues : undefined;
  return typeof value === 'number' && value >= 1 ? Math.floor(value) : 100;
}
