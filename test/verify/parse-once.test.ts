// verify parses an answer's body once: the sender keeps the value it parsed within the validator's
// bounds, and response_schema_conformance hands that value to validateResponse instead of the text.
// A differential test: on every body, the checks judge the value as they judge the text.
import { describe, expect, it } from 'vitest';
import { parseJsonWithinBounds } from '../../src/validator/index.js';
import { conformanceChecks, type ReceivedResponse } from '../../src/verify/checks.js';
import { operationById } from '../../src/verify/spec.js';
import type { VerifyRequest } from '../../src/verify/verify-request.js';

const entry = operationById('getTopic')!;
const request: VerifyRequest = { operationId: 'getTopic', method: 'GET', pathParams: { topicKey: 'news' }, query: {}, headers: {}, auth: 'valid' };
const topic = { _id: '65a1b2c3d4e5f6a7b8c9d0e1', key: 'news', name: 'News', createdAt: '2026-11-27T10:00:00.000Z', updatedAt: '2026-11-27T10:00:00.000Z' };
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const bodies: Record<string, string> = {
  'a topic': JSON.stringify(topic),
  'a topic with a byte order mark': `\uFEFF${JSON.stringify(topic)}`,
  'a topic without its key': JSON.stringify({ ...topic, key: undefined }),
  'a topic whose name is a number': JSON.stringify({ ...topic, name: 7 }),
  'a topic with a field of its own': JSON.stringify({ ...topic, extra: { deep: [1, 2, { three: 3 }] } }),
  'a duplicate member': `{"_id":"x",${JSON.stringify(topic).slice(1)}`,
  'nesting 127 deep in a field': `{"key":"news","_id":"a","x":${nested(127)}}`,
  'nesting 200 deep in a field': `{"key":"news","_id":"a","x":${nested(200)}}`,
  'an array': '[]',
  null: 'null',
  'a string': '"news"',
  'a string that is JSON text itself': JSON.stringify(JSON.stringify(topic)),
  'a huge number': '1e400',
  'text that is not JSON': '{"_id":',
  'a lone surrogate in a string': `{"_id":"a","key":"\\ud800"}`,
};

/** The answer as the sender builds it: the value kept when the text parses within the bounds. */
function received(text: string, keepValue: boolean): ReceivedResponse {
  const parsed = parseJsonWithinBounds(text);
  return {
    status: 200,
    headers: { 'content-type': 'application/json' },
    text,
    ...(keepValue && 'value' in parsed ? { json: parsed.value } : {}),
  };
}

describe('response_schema_conformance on the parsed value and on the text', () => {
  it.each(Object.entries(bodies))('gives one verdict on %s', (_name, text) => {
    const onValue = conformanceChecks(entry, request, received(text, true), 1024 * 1024);
    const onText = conformanceChecks(entry, request, received(text, false), 1024 * 1024);
    expect(onValue).toEqual(onText);
    expect(onValue.some((result) => result.check === 'response_schema_conformance')).toBe(true);
  });

  it('fails the bodies that break the contract, on the value as on the text', () => {
    const failing = Object.entries(bodies)
      .filter(([, text]) => conformanceChecks(entry, request, received(text, true), 1024 * 1024).some((result) => result.failure !== undefined))
      .map(([name]) => name);
    expect(failing).toEqual([
      'a topic without its key',
      'a topic whose name is a number',
      'nesting 200 deep in a field',
      'an array',
      'null',
      'a string',
      'a string that is JSON text itself',
      'a huge number',
      'text that is not JSON',
    ]);
  });
});
