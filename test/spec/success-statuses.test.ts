// The API description shows no numeric success status ("Created", "OK"), so every operation declares
// its documented status (what the mock answers) and a 2XX range beside it, with the same body.
import { describe, expect, it } from 'vitest';
import { listOperations } from '../../scripts/lib/spec-walk.mjs';
import { loadBundle } from '../helpers/bundle.js';
import { operations as table } from '../helpers/operations.js';

const bundle = loadBundle();
type Response = { description: string; content?: Record<string, { schema: unknown; examples?: unknown }>; 'x-unspecified'?: string };
const operations = (listOperations(bundle) as { operation: { operationId: string; responses: Record<string, Response> } }[]).map(({ operation }) => operation);
const schemasOf = (response: Response) => Object.fromEntries(Object.entries(response.content ?? {}).map(([type, media]) => [type, media.schema]));

describe('success statuses', () => {
  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s: one documented 2xx, a 2XX beside it with the same body, and default',
    (operationId, operation) => {
      const statuses = Object.keys(operation.responses);
      const documented = statuses.filter((status) => /^2\d\d$/.test(status));
      expect(documented).toHaveLength(1);
      expect(statuses.sort()).toEqual([documented[0], '2XX', 'default'].sort());
      const range = operation.responses['2XX']!;
      expect(schemasOf(range)).toEqual(schemasOf(operation.responses[documented[0]!]!));
      expect(range['x-unspecified']).toMatch(/numeric status of success/);
      expect(range['x-unspecified']).toContain(`${documented[0]} is the one documented`);
      // The operation table keeps the documented status: it is what the mocks answer.
      expect(table.find((entry) => entry.operationId === operationId)!.successStatus).toBe(documented[0]);
    },
  );

  it('has no body at all for deleteMessagesByTransaction, whichever 2xx answers', () => {
    const deleteByTransaction = operations.find((operation) => operation.operationId === 'deleteMessagesByTransaction')!;
    expect(deleteByTransaction.responses['204']!.content).toBeUndefined();
    expect(deleteByTransaction.responses['2XX']!.content).toBeUndefined();
    expect(deleteByTransaction.responses['2XX']!['x-unspecified']).toMatch(/always without a body/);
  });

  it('keeps the examples on the documented status only', () => {
    for (const operation of operations) {
      for (const media of Object.values(operation.responses['2XX']!.content ?? {})) expect(media.examples, operation.operationId).toBeUndefined();
    }
  });
});
