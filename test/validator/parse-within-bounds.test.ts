// parseJsonWithinBounds: JSON text parsed only within the bounds validation puts on a body given as
// text, and otherwise refused with the very keyword and message validateResponse reports for it.
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BODY_BYTES, MAX_BODY_DEPTH, parseJsonWithinBounds, validateRequest, validateResponse } from '../../src/validator/index.js';
import { responseOf } from './helpers/traffic.js';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const BOUND_KEYWORDS = new Set(['maxBodyBytes', 'maxDepth', 'json']);

/** The body issue of validateResponse on `text` that is about the text itself (not its schema). */
const boundIssue = (text: string, maxBodyBytes?: number) =>
  validateResponse(responseOf('getTopic', { body: text }), maxBodyBytes === undefined ? undefined : { maxBodyBytes }).issues.find(
    (issue) => issue.location === 'body' && BOUND_KEYWORDS.has(issue.keyword ?? ''),
  );

/** What it is, the text, the maxBodyBytes option, and what parseJsonWithinBounds makes of it. */
const cases: [string, string, number | undefined, 'value' | 'maxBodyBytes' | 'maxDepth' | 'json'][] = [
  ['a topic', '{"_id":"t1","key":"news"}', undefined, 'value'],
  ['nesting at the bound', nested(MAX_BODY_DEPTH), undefined, 'value'],
  ['nesting one level past it', nested(MAX_BODY_DEPTH + 1), undefined, 'maxDepth'],
  [
    'nesting past it inside a topic, after 64 KiB of text',
    `{"_id":"t1","key":"news","pad":"${'x'.repeat(70_000)}","deep":${nested(200)}}`,
    undefined,
    'maxDepth',
  ],
  ['brackets inside a string', JSON.stringify({ _id: 't1', key: '['.repeat(500) }), undefined, 'value'],
  ['longer than the bound', JSON.stringify({ _id: 't1', key: 'x'.repeat(DEFAULT_MAX_BODY_BYTES) }), undefined, 'maxBodyBytes'],
  ['within the bound in UTF-16 units, over it in UTF-8', JSON.stringify({ _id: 't1', key: 'é'.repeat(600_000) }), undefined, 'maxBodyBytes'],
  ['over a bound of its own', JSON.stringify({ _id: 't1', key: 'x'.repeat(100) }), 64, 'maxBodyBytes'],
  ['a bound that is not one (the default)', JSON.stringify({ _id: 't1', key: 'x'.repeat(100) }), -1, 'value'],
  ['not JSON', '{"_id":', undefined, 'json'],
  ['a byte order mark first', '\uFEFF{"_id":"t1","key":"news"}', undefined, 'value'],
  ['two of them', '\uFEFF\uFEFF{"_id":"t1","key":"news"}', undefined, 'json'],
];

describe('parseJsonWithinBounds', () => {
  it.each(cases)('agrees with validateResponse: %s', (_, text, maxBodyBytes, outcome) => {
    const read = parseJsonWithinBounds(text, maxBodyBytes === undefined ? undefined : { maxBodyBytes });
    expect('value' in read ? 'value' : read.refused).toBe(outcome);
    const issue = boundIssue(text, maxBodyBytes);
    if ('value' in read) {
      expect(issue).toBeUndefined();
      expect(read.value).toEqual(JSON.parse(text.replace(/^\uFEFF/, '')));
    } else {
      expect(issue).toMatchObject({ keyword: read.refused, message: read.message });
    }
  });

  it('says why it refused', () => {
    expect(parseJsonWithinBounds(nested(MAX_BODY_DEPTH + 1))).toEqual({ refused: 'maxDepth', message: `is nested deeper than ${MAX_BODY_DEPTH} levels` });
    expect(parseJsonWithinBounds('"12345"', { maxBodyBytes: 4 })).toEqual({ refused: 'maxBodyBytes', message: 'is larger than 4 bytes' });
    expect(parseJsonWithinBounds('{')).toMatchObject({ refused: 'json', message: expect.stringMatching(/^is not valid JSON: /) });
    expect(parseJsonWithinBounds('null')).toEqual({ value: null });
  });

  it('names one character of text it cannot read at most, never quoting the text as V8 does (review 12b F3)', () => {
    // V8: `Unexpected token 'S', "{"apiKey":SG.live_"... is not valid JSON`, and a short text whole.
    expect(parseJsonWithinBounds('{"apiKey":SG.live_Secret4f}')).toEqual({
      refused: 'json',
      message: "is not valid JSON: expected a value, found 'S' (character 11)",
    });
    expect(parseJsonWithinBounds('SECRET')).toEqual({ refused: 'json', message: "is not valid JSON: expected a value, found 'S' (character 1)" });
    expect(parseJsonWithinBounds('{"a":"x')).toEqual({ refused: 'json', message: 'is not valid JSON: unexpected end of the input (character 8)' });
    const viaValidation = validateRequest({
      method: 'POST',
      path: '/v2/topics',
      headers: { authorization: 'ApiKey k', 'content-type': 'application/json' },
      body: '{"key":sk_live_Secret4f}',
    });
    expect(viaValidation.issues).toEqual([
      expect.objectContaining({ keyword: 'json', message: "is not valid JSON: expected a value, found 's' (character 8)" }),
    ]);
  });
});

describe('parseJsonWithinBounds, given what is not text (review 9a F8)', () => {
  it('reads UTF-8 bytes as validation reads a body given as bytes', () => {
    const bytes = new TextEncoder().encode('{"_id":"t1","key":"é"}');
    expect(parseJsonWithinBounds(bytes)).toEqual({ value: { _id: 't1', key: 'é' } });
    expect(parseJsonWithinBounds(bytes.buffer)).toEqual({ value: { _id: 't1', key: 'é' } });
    expect(parseJsonWithinBounds(new Uint8Array([0x7b, 0xff, 0x7d]))).toMatchObject({ refused: 'utf8' });
    expect(parseJsonWithinBounds(new TextEncoder().encode(nested(MAX_BODY_DEPTH + 1)))).toMatchObject({ refused: 'maxDepth' });
    expect(parseJsonWithinBounds(new Uint8Array(100).fill(0x20), { maxBodyBytes: 10 })).toMatchObject({ refused: 'maxBodyBytes' });
  });

  it('refuses anything else, and options it cannot read, without throwing', () => {
    for (const given of [undefined, null, 42, {}, ['{}']]) {
      expect(parseJsonWithinBounds(given), String(given)).toMatchObject({ refused: 'type', message: expect.stringMatching(/^must be JSON text/) });
    }
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(parseJsonWithinBounds('{}', proxy)).toMatchObject({ refused: 'options', message: expect.stringContaining('could not be read') });
    const throwing = {
      get maxBodyBytes(): number {
        throw new Error('no');
      },
    };
    expect(parseJsonWithinBounds('{}', throwing)).toEqual({ refused: 'options', message: 'the options could not be read: no' });
  });
});

describe('preloadValidators, given operations that are not a list', () => {
  it('says what it wants, in a TypeError', async () => {
    const { preloadValidators } = await import('../../src/validator/index.js');
    expect(() => preloadValidators({ operations: 'getTopic' as unknown as string[] })).toThrow(
      new TypeError('preloadValidators: operations must be an array of operationIds, got string'),
    );
    expect(() => preloadValidators({ operations: [42 as unknown as string] })).toThrow(/^preloadValidators: no operation 42 \(known: /);
  });
});

describe('the maxDepth option', () => {
  it('moves the depth bound, for text and bytes alike, and says the bound it applied', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    for (const given of [nested(3), bytes(nested(3))]) expect(parseJsonWithinBounds(given, { maxDepth: 3 })).toEqual({ value: [[[]]] });
    for (const given of [nested(4), bytes(nested(4))])
      expect(parseJsonWithinBounds(given, { maxDepth: 3 })).toEqual({ refused: 'maxDepth', message: 'is nested deeper than 3 levels' });
    // A document that nests bodies a few levels down, past validation's bound.
    expect(parseJsonWithinBounds(nested(MAX_BODY_DEPTH + 16), { maxDepth: MAX_BODY_DEPTH + 16 })).toHaveProperty('value');
    expect(parseJsonWithinBounds(nested(MAX_BODY_DEPTH + 17), { maxDepth: MAX_BODY_DEPTH + 16 })).toEqual({
      refused: 'maxDepth',
      message: `is nested deeper than ${MAX_BODY_DEPTH + 16} levels`,
    });
  });

  it('is MAX_BODY_DEPTH unless a whole number of at least 1 is given', () => {
    for (const maxDepth of [undefined, 0, -1, 1.5, Number.NaN, '3' as unknown as number]) {
      expect(parseJsonWithinBounds(nested(MAX_BODY_DEPTH), { maxDepth })).toHaveProperty('value');
      expect(parseJsonWithinBounds(nested(MAX_BODY_DEPTH + 1), { maxDepth })).toEqual({
        refused: 'maxDepth',
        message: `is nested deeper than ${MAX_BODY_DEPTH} levels`,
      });
    }
  });
});
