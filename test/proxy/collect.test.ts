// The body intake without a socket: a body of declared length that comes in several chunks is
// copied into one buffer as it comes; one that comes whole is that chunk; more bytes than declared
// (no framing parser lets them through, but the intake must not lose them) are kept, and bounded.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { type CollectOutcome, collectBody } from '../../src/proxy/collect.js';

class FakeStream extends EventEmitter {
  paused = false;
  pause(): this {
    this.paused = true;
    return this;
  }
}

function collect(chunks: Buffer[], limit: number, expected: number | undefined): { outcome: CollectOutcome | undefined; stream: FakeStream } {
  const stream = new FakeStream();
  let outcome: CollectOutcome | undefined;
  collectBody(stream, limit, (o) => (outcome = o), undefined, expected);
  for (const chunk of chunks) stream.emit('data', chunk);
  if (outcome === undefined) stream.emit('end');
  return { outcome, stream };
}

const text = `{"events":[${Array.from({ length: 50 }, (_, i) => `{"name":"e${i}"}`).join(',')}]}`;
const bytes = Buffer.from(text);

describe('collectBody', () => {
  it('assembles a body of declared length from several chunks into one buffer of that length', () => {
    const parts = [bytes.subarray(0, 7), bytes.subarray(7, 300), bytes.subarray(300)];
    const { outcome } = collect(parts, 10_000, bytes.length);
    expect(outcome?.kind).toBe('body');
    const body = (outcome as { body: Buffer }).body;
    expect(body.toString()).toBe(text);
    expect(body.buffer.byteLength).toBe(bytes.length);
  });

  it('hands over a body that came in one chunk as that chunk', () => {
    const { outcome } = collect([bytes], 10_000, bytes.length);
    expect((outcome as { body: Buffer }).body).toBe(bytes);
  });

  it('keeps bytes past the declared length, and stops at the limit', () => {
    const extra = Buffer.from('tail');
    const kept = collect([bytes.subarray(0, 10), bytes.subarray(10), extra], 10_000, bytes.length).outcome as { body: Buffer };
    expect(kept.body.toString()).toBe(`${text}tail`);
    const over = collect([bytes.subarray(0, 10), bytes.subarray(10), Buffer.alloc(50)], bytes.length + 20, bytes.length);
    expect(over.outcome?.kind).toBe('tooLarge');
    expect(over.stream.paused).toBe(true);
    expect(
      Buffer.concat((over.outcome as { chunks: Buffer[] }).chunks)
        .subarray(0, bytes.length)
        .toString(),
    ).toBe(text);
  });

  it('takes no buffer of a large declared length for a first chunk much smaller than it', () => {
    const declared = 1024 * 1024;
    const { outcome } = collect([Buffer.from('{'), Buffer.from('}')], 2 * declared, declared);
    const body = (outcome as { body: Buffer }).body;
    expect(body.toString()).toBe('{}');
    expect(body.buffer.byteLength).toBeLessThan(declared);
  });

  it('gathers a body without a declared length', () => {
    const { outcome } = collect([bytes.subarray(0, 100), bytes.subarray(100)], 10_000, undefined);
    expect((outcome as { body: Buffer }).body.toString()).toBe(text);
  });
});
