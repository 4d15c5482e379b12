// A witness proves the change it comes with, not another one in the same value (review 13a, F1): an
// optional response property added beside a real break in the same object, or a property renamed,
// was reported breaking with a witness that OLD refused only for the other change.
import { describe, expect, it } from 'vitest';
import { diffContracts } from '../../src/diff/index.js';
import type { Change } from '../../src/diff/report.js';
import { validatorOf, witnessHolds } from './witness-check.js';

/** A one-operation spec: `GET /r` answers 200 with `response`, `POST /r` takes `request`. */
function spec(response: object, request: object = { type: 'object' }) {
  const json = (schema: object) => ({ 'application/json': { schema } });
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/r': {
        get: { operationId: 'getR', responses: { 200: { description: 'ok', content: json(response) } } },
        post: { operationId: 'postR', requestBody: { required: true, content: json(request) }, responses: { 204: { description: 'done' } } },
      },
    },
  };
}

const ack = { type: 'object', required: ['ack'], properties: { ack: { type: 'boolean' } } };
const RESPONSE = '/paths/~1r/get/responses/200/content/application~1json/schema';
const REQUEST = '/paths/~1r/post/requestBody/content/application~1json/schema';

const ruled = (changes: Change[], rule: string) => changes.filter((change) => change.rule === rule);

describe('diff: a witness isolates its own change', () => {
  it('an optional response property added beside a type change stays non-breaking; the type change keeps its witness', async () => {
    const old = spec(ack);
    const now = spec({ type: 'object', required: ['ack'], properties: { ack: { type: 'string' }, extra: { type: 'string' } } });
    const { changes } = await diffContracts(old, now);
    const added = ruled(changes, 'response-property-added');
    expect(added.map((change) => [change.level, change.witness])).toEqual([['non-breaking', null]]);
    const [typed] = ruled(changes, 'response-property-type-changed');
    expect(typed?.level).toBe('breaking');
    expect(witnessHolds(old, now, typed!)).toBe(true);
    // OLD refuses the witness for `ack` alone: with OLD's `ack` put back, OLD takes it.
    const value = typed!.witness!.value as Record<string, unknown>;
    expect(validatorOf(old)(RESPONSE, { ...value, ack: true })).toBe(true);
  });

  it('a response property renamed: the new name is no break, the old name made optional and freed is', async () => {
    const old = spec(ack);
    const now = spec({ type: 'object', required: ['ackX'], properties: { ackX: { type: 'boolean' } } });
    const { changes } = await diffContracts(old, now);
    expect(ruled(changes, 'response-property-added').map((change) => change.level)).toEqual(['non-breaking']);
    const [optional] = ruled(changes, 'response-property-became-optional');
    expect(optional?.level).toBe('breaking');
    expect(optional?.witness?.value).toEqual({ ackX: false });
    const [removed] = ruled(changes, 'response-property-removed');
    expect(removed?.level).toBe('breaking');
    for (const change of [optional!, removed!]) expect(witnessHolds(old, now, change), JSON.stringify(change.witness)).toBe(true);
  });

  it('a response pattern narrowed beside a type change is not breaking by the witness of the type change', async () => {
    const before = { type: 'object', required: ['a', 'b'], properties: { a: { type: 'string', pattern: '^a' }, b: { type: 'boolean' } } };
    const old = spec(before);
    const now = spec({ ...before, properties: { a: { type: 'string', pattern: '^ab' }, b: { type: 'string' } } });
    const { changes } = await diffContracts(old, now);
    expect(ruled(changes, 'response-property-pattern-changed').map((change) => change.level)).toEqual(['non-breaking']);
    expect(ruled(changes, 'response-property-type-changed').map((change) => change.level)).toEqual(['breaking']);
  });

  it('two required request properties narrowed at once: each break keeps a witness that its change alone refuses', async () => {
    const old = spec(ack, { type: 'object', required: ['a', 'b'], properties: { a: { type: 'string', maxLength: 10 }, b: { type: 'string' } } });
    const now = spec(ack, { type: 'object', required: ['a', 'b'], properties: { a: { type: 'string', maxLength: 5 }, b: { type: 'integer' } } });
    const { changes } = await diffContracts(old, now);
    const length = ruled(changes, 'request-property-max-length-decreased');
    const typed = ruled(changes, 'request-property-type-changed');
    expect([...length, ...typed].map((change) => change.level)).toEqual(['breaking', 'breaking']);
    for (const change of [...length, ...typed]) expect(witnessHolds(old, now, change)).toBe(true);
    // Each witness's own place, put into a body NEW takes, is what NEW refuses.
    const accepts = validatorOf(now);
    expect(accepts(REQUEST, { a: 'x', b: 1 })).toBe(true);
    expect(accepts(REQUEST, { a: (length[0]!.witness!.value as { a: string }).a, b: 1 })).toBe(false);
    expect(accepts(REQUEST, { a: 'x', b: (typed[0]!.witness!.value as { b: unknown }).b })).toBe(false);
  });
});

describe('diff: a property added to an open request body (docs/diff.md)', () => {
  const open = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } };
  const withTenant = (extra: object) => spec(ack, { ...open, ...extra, properties: { ...open.properties, tenant: { type: 'string' } } });

  it('optional: breaking, a value of it OLD took the witness; closed, non-breaking', async () => {
    const { changes } = await diffContracts(spec(ack, open), withTenant({}));
    expect(changes.map((change) => `${change.level} ${change.rule}`)).toEqual(['breaking request-property-added']);
    expect(changes[0]!.witness!.value).toMatchObject({ tenant: expect.anything() });
    const closed = await diffContracts(spec(ack, { ...open, additionalProperties: false }), withTenant({ additionalProperties: false }));
    expect(closed.changes.map((change) => `${change.level} ${change.rule}`)).toEqual(['non-breaking request-property-added']);
  });

  it('required: two changes, each with a witness of its own', async () => {
    const { changes } = await diffContracts(spec(ack, open), withTenant({ required: ['name', 'tenant'] }));
    const rows = changes.map((change) => [change.level, change.rule, change.witness?.value]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['breaking', 'request-property-added', expect.objectContaining({ tenant: expect.anything() })],
        ['breaking', 'request-property-became-required', expect.not.objectContaining({ tenant: expect.anything() })],
      ]),
    );
    expect(rows).toHaveLength(2);
  });
});
