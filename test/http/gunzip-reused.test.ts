// The proxy inflates gzip answers with one zlib stream kept for the process, into a buffer that is
// reused (src/http/gunzip-reused.ts). Node's own gunzipSync is the reference: on every body below,
// valid or not, the reused inflater gives the same bytes or the same error, the same CRC and size
// checks, multi-member bodies whole, and stops one byte past the limit as gunzipSync's
// maxOutputLength does. And what it hands out is a view that the next call overwrites.
import * as zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeBody } from '../../src/http/content-decoding.js';
import { gunzipReused } from '../../src/http/gunzip-reused.js';

const page = Buffer.from(
  JSON.stringify({ data: Array.from({ length: 400 }, (_, i) => ({ key: `topic-${i}`, name: `Topic ${i}`, description: 'x'.repeat(i % 50) })) }),
);
const small = Buffer.from('{"tail":true}');
const gz = (bytes: Buffer, options?: zlib.ZlibOptions) => zlib.gzipSync(bytes, options);
const flipped = (bytes: Buffer, at: number) => {
  const copy = Buffer.from(bytes);
  copy[at < 0 ? copy.length + at : at]! ^= 0xff;
  return copy;
};

/** Bodies a peer may send: valid, multi-member, with trailing bytes, and broken in each part of the format. */
const bodies: Record<string, Buffer> = {
  'one member': gz(page),
  'stored, not compressed': gz(page, { level: 0 }),
  'two members': Buffer.concat([gz(page), gz(small)]),
  'three members, the middle one empty': Buffer.concat([gz(small), gz(Buffer.alloc(0)), gz(page)]),
  'an empty body compressed': gz(Buffer.alloc(0)),
  'trailing zeros': Buffer.concat([gz(page), Buffer.alloc(7)]),
  'trailing garbage': Buffer.concat([gz(page), Buffer.from('garbage')]),
  'CRC wrong': flipped(gz(page), -6),
  'ISIZE wrong': flipped(gz(page), -2),
  'cut short': gz(page).subarray(0, 200),
  'cut in the trailer': gz(page).subarray(0, gz(page).length - 3),
  'not gzip': Buffer.from('this is not gzip at all'),
  'a bad header': flipped(gz(page), 0),
  'deflate data damaged': flipped(gz(page), 40),
  'the second member broken': Buffer.concat([gz(small), flipped(gz(page), -6)]),
  'ten bytes': gz(page).subarray(0, 10),
};

type Seen = { kind: 'body'; bytes: string } | { kind: 'tooLarge' } | { kind: 'corrupt'; message: string };

/**
 * gunzipSync stopping where the proxy stops: its output in chunks of the limit plus one byte (its least
 * is 64), and at most the limit (maxOutputLength), so that a broken body past the limit is too large
 * before it is found broken, as in the proxy.
 */
function reference(body: Buffer, limit: number): Seen {
  try {
    const out = zlib.gunzipSync(body, { chunkSize: Math.max(zlib.constants.Z_MIN_CHUNK, limit + 1), maxOutputLength: Math.max(1, limit) });
    return out.length > limit ? { kind: 'tooLarge' } : { kind: 'body', bytes: out.toString('base64') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return { kind: 'tooLarge' };
    return { kind: 'corrupt', message: (error as Error).message };
  }
}

function reused(body: Buffer, limit: number): Seen {
  const outcome = gunzipReused(body, limit);
  if (outcome === undefined) throw new Error('this Node has no zlib handle to reuse');
  return outcome.kind === 'body' ? { kind: 'body', bytes: outcome.body.toString('base64') } : outcome;
}

describe('against gunzipSync', () => {
  const limits = [0, 1, small.length, page.length - 1, page.length, page.length + small.length, 1024 * 1024];
  it.each(Object.entries(bodies))('%s: the same outcome at every limit', (_, body) => {
    for (const limit of limits) expect({ limit, seen: reused(body, limit) }).toEqual({ limit, seen: reference(body, limit) });
  });

  it('the same outcomes in any order: an error leaves nothing behind for the next body', () => {
    const names = Object.keys(bodies);
    for (let round = 0; round < 3; round += 1) {
      for (const name of round % 2 === 0 ? names : [...names].reverse()) {
        const body = bodies[name]!;
        expect({ name, seen: reused(body, 1024 * 1024) }).toEqual({ name, seen: reference(body, 1024 * 1024) });
      }
    }
  });

  it('grows past a trailer that tells less than the body holds, and past the buffer it keeps', () => {
    // The last member's ISIZE says 13 bytes; the body is 3 MiB, more than the 1 MiB buffer kept between calls.
    const big = Buffer.alloc(3 * 1024 * 1024, 'abcdefgh');
    const body = Buffer.concat([gz(big), gz(small)]);
    expect(reused(body, 4 * 1024 * 1024)).toEqual(reference(body, 4 * 1024 * 1024));
    expect(reused(body, big.length)).toEqual({ kind: 'tooLarge' });
  });
});

it('stops a 1 GiB gzip bomb one byte past the limit, in the memory of the limit', () => {
  const member = zlib.gzipSync(Buffer.alloc(16 * 1024 * 1024), { level: 9 });
  const bomb = Buffer.concat(Array.from({ length: 64 }, () => member));
  const before = process.memoryUsage();
  expect(gunzipReused(bomb, 1024 * 1024)).toEqual({ kind: 'tooLarge' });
  const after = process.memoryUsage();
  expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(8 * 1024 * 1024);
});

it('hands out a view that the next body overwrites, only where the caller borrows it', () => {
  const first = Buffer.from('{"first":1111111111}');
  const second = Buffer.from('{"other":2222222222}');
  const borrowed = decodeBody(gz(first), ['gzip'], 1024, true);
  expect(borrowed.kind === 'body' && borrowed.body.equals(first)).toBe(true);
  decodeBody(gz(second), ['x-gzip'], 1024, true);
  expect(borrowed.kind === 'body' && borrowed.body.equals(second)).toBe(true);
  // Not borrowed (the default, and every request body): memory of its own.
  const owned = decodeBody(gz(first), ['gzip'], 1024);
  decodeBody(gz(second), ['gzip'], 1024, true);
  expect(owned.kind === 'body' && owned.body.equals(first)).toBe(true);
  // Two codings: each step's output is the next one's input, so none of it is the reused buffer.
  const twice = decodeBody(gz(gz(first)), ['gzip', 'gzip'], 1024, true);
  decodeBody(gz(second), ['gzip'], 1024, true);
  expect(twice.kind === 'body' && twice.body.equals(first)).toBe(true);
});
