// The media type of a problem answer, by content negotiation: held to `negotiator` (Express's content
// negotiation, a tool nobody here wrote) on generated well-formed Accept headers. On malformed ones
// (an empty q, an unclosed quote, a repeated q) the two may read differently; this one never throws
// and always answers one of the two types.
import fc from 'fast-check';
import Negotiator from 'negotiator';
import { describe, expect, it } from 'vitest';
import { PROBLEM_MEDIA_TYPE } from '../../src/http/problem.js';
import { problemMediaType } from '../../src/http/problem-media-type.js';

const AVAILABLE = [PROBLEM_MEDIA_TYPE, 'application/json'];

/** negotiator's choice, its fallback the problem's own type. */
const negotiated = (accept: string | undefined): string =>
  new Negotiator({ headers: accept === undefined ? {} : { accept } }).mediaType(AVAILABLE) ?? PROBLEM_MEDIA_TYPE;

const mediaRange = fc
  .record({
    type: fc.constantFrom('application', 'APPLICATION', 'text', '*'),
    subtype: fc.constantFrom('json', 'JSON', 'problem+json', 'Problem+Json', 'html', 'xml', '*'),
    q: fc.option(fc.constantFrom('0', '0.0', '0.001', '0.5', '0.50', '1', '1.0', 'abc', '"0.5"'), { nil: undefined }),
    other: fc.option(fc.constantFrom('charset=utf-8', 'level=1', 'v=*', 'v=""'), { nil: undefined }),
    qFirst: fc.boolean(),
  })
  .map(({ type, subtype, q, other, qFirst }) => {
    const parameters = [q === undefined ? undefined : `q=${q}`, other].filter((part) => part !== undefined);
    if (qFirst) parameters.reverse();
    return [`${type}/${subtype}`, ...parameters].join(';');
  });

const acceptHeader = fc
  .array(mediaRange, { minLength: 1, maxLength: 5 })
  .chain((ranges) => fc.constantFrom(', ', ',', ' ,').map((separator) => ranges.join(separator)));

describe('problemMediaType', () => {
  it.each([
    [undefined, PROBLEM_MEDIA_TYPE],
    ['', PROBLEM_MEDIA_TYPE],
    ['*/*', PROBLEM_MEDIA_TYPE],
    ['application/json', 'application/json'],
    ['application/json, */*;q=0.8', 'application/json'],
    ['application/problem+json, application/json', PROBLEM_MEDIA_TYPE],
    ['application/json, application/problem+json', 'application/json'],
    ['application/json;q=0.5, application/problem+json', PROBLEM_MEDIA_TYPE],
    ['application/*', PROBLEM_MEDIA_TYPE],
    ['application/problem+json;q=0, */*', 'application/json'],
    ['text/html', PROBLEM_MEDIA_TYPE],
    ['application/json;q=0', PROBLEM_MEDIA_TYPE],
  ])('answers %j with %s, as negotiator does', (accept, expected) => {
    expect(problemMediaType(accept)).toBe(expected);
    expect(negotiated(accept)).toBe(expected);
  });

  it('makes the same choice as negotiator on any Accept header built of these ranges', () => {
    fc.assert(
      fc.property(acceptHeader, (accept) => {
        expect(problemMediaType(accept)).toBe(negotiated(accept));
      }),
      { numRuns: 3000 },
    );
  });

  it('never throws, and answers one of the two types, whatever the header holds', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 60 }),
          fc.array(fc.constantFrom('application/json', ';', ',', 'q=', '"', '*/*', ' '), { maxLength: 12 }).map((parts) => parts.join('')),
        ),
        (accept) => {
          expect(AVAILABLE).toContain(problemMediaType(accept));
        },
      ),
      { numRuns: 2000 },
    );
  });

  // The choice of the last header is kept: a header seen again, after others, is judged as before.
  it('answers a header the same way when it comes again, before and after other headers', () => {
    const sequence = ['application/json', 'application/json', 'text/html', 'application/json', undefined, 'application/json', '*/*', '*/*'];
    expect(sequence.map((accept) => problemMediaType(accept))).toEqual(sequence.map((accept) => negotiated(accept)));
    expect(problemMediaType(['application/json'])).toBe('application/json');
    expect(problemMediaType(['text/html'])).toBe(PROBLEM_MEDIA_TYPE);
  });

  it('reads a header given as several values as one list', () => {
    expect(problemMediaType(['text/html', 'application/json'])).toBe('application/json');
  });
});
