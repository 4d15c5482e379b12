// Pending faults are bounded by their bodies' size, not only by their number: 1,000 faults of a
// control request's 1 MiB each held a GiB. One rule (FaultList.add) for the control API and fault().
import { describe, expect, it } from 'vitest';
import { FAULT_BODY_BYTES } from '../../src/mock/faults.js';
import { createStatefulMock } from '../../src/mock/index.js';

const BASE = 'http://mock.test';
const KEY = { authorization: 'ApiKey test-key' };
/** A body of about 1 MB of JSON text, counted at 2 MB (two bytes a unit). */
const bigBody = { detail: 'x'.repeat(1_000_000) };
const fitting = Math.floor(FAULT_BODY_BYTES / (2 * JSON.stringify(bigBody).length));

describe('faults with large bodies', () => {
  it('in-process: past the bound, fault() throws and adds nothing; taking one or clearing makes room', async () => {
    const mock = createStatefulMock();
    for (let i = 0; i < fitting; i += 1) mock.fault({ operationId: 'getTopic', status: 503, body: bigBody });
    expect(() => mock.fault({ operationId: 'getTopic', status: 503, body: bigBody })).toThrow(
      new TypeError("fault: the pending faults' bodies would take more than 16 MiB; clear them with fault(null)"),
    );
    // A fault without a body still fits.
    expect(mock.fault({ operationId: 'getTopic', delayMs: 0 })).toHaveLength(fitting + 1);
    // One taken: its body's room is back.
    expect((await mock.fetch(`${BASE}/v2/topics/any`, { headers: KEY })).status).toBe(503);
    expect(mock.fault({ operationId: 'getTopic', status: 503, body: bigBody })).toHaveLength(fitting + 1);
    mock.fault(null);
    expect(mock.fault({ operationId: 'getTopic', status: 503, body: bigBody })).toHaveLength(1);
  });

  it('over HTTP: past the bound, POST /__mock/faults is a 409 that says how to clear them, and the list is kept', async () => {
    const mock = createStatefulMock();
    const post = () =>
      mock.fetch(`${BASE}/__mock/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ operationId: 'getTopic', status: 503, body: bigBody, times: 2 }),
      });
    for (let i = 0; i < fitting; i += 1) expect((await post()).status).toBe(201);
    const refused = await post();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      type: 'tag:notification-api-contract,2026:mock/conflict',
      detail: "the pending faults' bodies would take more than 16 MiB: DELETE /__mock/faults clears them",
    });
    const listed = (await (await mock.fetch(`${BASE}/__mock/faults`)).json()) as unknown[];
    expect(listed).toHaveLength(fitting);
    // A fault taken once of its two times keeps its room; taken twice, it gives it back.
    expect((await mock.fetch(`${BASE}/v2/topics/any`, { headers: KEY })).status).toBe(503);
    expect((await post()).status).toBe(409);
    expect((await mock.fetch(`${BASE}/v2/topics/any`, { headers: KEY })).status).toBe(503);
    expect((await post()).status).toBe(201);
    expect((await mock.fetch(`${BASE}/__mock/faults`, { method: 'DELETE' })).status).toBe(204);
    expect((await post()).status).toBe(201);
  });
});
