// A single-value header sent twice, through the mock's fetch shell: fetch's Headers joins the two
// lines with ", ", and the mock must still refuse the repeat as the validator does (401, 400).
import { describe, expect, it } from 'vitest';
import { createStatefulMock } from '../../src/mock/index.js';

const BASE = 'http://mock.test';

describe("the mock's fetch shell and a repeated header", () => {
  const send = (lines: [string, string][], body?: string) => {
    const headers = new Headers();
    for (const [name, value] of lines) headers.append(name, value);
    return createStatefulMock().fetch(`${BASE}/v2/topics`, { method: body === undefined ? 'GET' : 'POST', headers, ...(body === undefined ? {} : { body }) });
  };

  it('refuses authorization sent twice with 401 at auth/authorization, as the validator does', async () => {
    const answer = await send([
      ['authorization', 'ApiKey test-key'],
      ['authorization', 'ApiKey other'],
    ]);
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { issues: { location: string; pointer: string }[] }).issues[0]).toMatchObject({
      location: 'auth',
      pointer: '/authorization',
    });
  });

  it('refuses idempotency-key sent twice with 400 at header/idempotency-key', async () => {
    const answer = await send(
      [
        ['authorization', 'ApiKey test-key'],
        ['content-type', 'application/json'],
        ['idempotency-key', 'k1'],
        ['idempotency-key', 'k2'],
      ],
      '{"key":"twice"}',
    );
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { issues: { location: string; pointer: string }[] }).issues[0]).toMatchObject({
      location: 'header',
      pointer: '/idempotency-key',
    });
  });

  it('takes each of them once, and a list header (accept) twice', async () => {
    const answer = await send(
      [
        ['authorization', 'ApiKey test-key'],
        ['content-type', 'application/json'],
        ['idempotency-key', 'k1'],
        ['accept', 'application/json'],
        ['accept', 'application/problem+json'],
      ],
      '{"key":"once"}',
    );
    expect(answer.status).toBe(200);
  });
});
