// What the property tests over instances generated from the spec's own schemas share
// (generated-requests.test.ts, generated-responses.test.ts): the arbitraries, how a body travels, and the
// strict-mode check that the warnings name exactly the unknown properties the generator added.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { ValidationResult } from '../../../src/validator/index.js';
import { loadBundle } from '../../helpers/bundle.js';
import { extraPointers, SchemaArbitraries } from './schema-arbitrary.js';

export const arbitraries = new SchemaArbitraries(loadBundle());

/**
 * How a body travels: parsed, as JSON text, or as UTF-8 bytes. A string body is JSON text by the
 * validator's contract, so a JSON string value can only travel as text or bytes.
 */
export const encoding = fc.constantFrom('parsed', 'text', 'bytes');
export const encode = (value: unknown, how: string): unknown =>
  how === 'parsed' && typeof value !== 'string' ? value : how === 'bytes' ? new TextEncoder().encode(JSON.stringify(value)) : JSON.stringify(value);

/**
 * Strict mode must warn about exactly the properties the generator added, and nothing else: those of the
 * body as the validator received it (`sent`). A body sent as JSON text is what this Node's JSON.parse
 * makes of it. On Node 24.21 and 26.10, V8's JSON.parse can hand back a key it parsed earlier in the
 * process in place of a key of the same length that differs in one escaped character: after
 * the JSON text `{"x-extra-\\":1}`, the text `{"x-extra-\"":1}` also has the key `x-extra-\` (Node 20 is right). That is
 * the runtime's, not the validator's, and the test compares with the runtime's own parse.
 */
export function expectExactlyTheExtras(result: ValidationResult, value: unknown, sent: unknown = value) {
  const text = value === undefined ? undefined : typeof sent === 'string' ? sent : sent instanceof Uint8Array ? new TextDecoder().decode(sent) : undefined;
  const received = text === undefined ? value : JSON.parse(text);
  expect(result.valid).toBe(true);
  const warned = result.issues.map((issue) => {
    expect(issue).toMatchObject({ location: 'body', severity: 'warning', keyword: 'additionalProperties' });
    return issue.pointer;
  });
  expect(warned.sort()).toEqual(extraPointers(received).sort());
}
