// An engine whose journal answer (GET /__mock/requests) is larger than the loopback's socket buffers
// hold, for the tests of what the mock's own server does with an answer its client does not take.
import { MockEngine } from '../../src/mock/engine.js';

export const AUTH = 'ApiKey test-key';
/** Each journaled body (the journal keeps up to 64 KiB of one): 150 of them make an answer of about 9 MB. */
export const BODY_CHARS = 60_000;
export const BODIES = 150;

/** A new engine, its journal about 9 MB. */
export async function filledEngine(): Promise<MockEngine> {
  const engine = new MockEngine({ seed: 1 });
  for (let index = 0; index < BODIES; index += 1) {
    const body = JSON.stringify({ key: `big-${index}`, name: 'n'.repeat(BODY_CHARS) });
    await engine.answer({
      method: 'POST',
      target: '/v2/topics',
      headers: { host: 'm', authorization: AUTH, 'content-type': 'application/json', 'content-length': String(body.length) },
      body,
      peer: '127.0.0.1',
    });
  }
  return engine;
}
