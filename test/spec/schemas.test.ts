// Schema rules that no whole request can isolate, checked on the component itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAjv, refTo } from '../../scripts/lib/ajv.mjs';
import { walk } from '../../scripts/lib/spec-walk.mjs';
import { conformanceCases } from '../contract/cases.js';
import { createBundleAjv, loadBundle } from '../helpers/bundle.js';

const bundle = loadBundle();
const ajv = createBundleAjv(bundle);
const schema = (name: string) => ajv.compile(refTo(`/components/schemas/${name}`));

/** TopicKey as it was before its bounds moved into the anyOf branches (orval and zod could not express it). */
const topicKeyBefore = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  anyOf: [
    { type: 'string', maxLength: 100, pattern: '^[A-Za-z0-9_:-]+$' },
    { type: 'string', maxLength: 100, format: 'email' },
  ],
};

describe('component schemas', () => {
  // Review 26d: "Timestamps are strings in ISO 8601 format", and `createdAt: "not-a-date"` passed.
  it('Timestamp takes ISO 8601 and nothing else; NullableTimestamp is the same pattern, or null', () => {
    const timestamp = schema('Timestamp');
    const nullable = schema('NullableTimestamp');
    const components = (bundle as unknown as { components: { schemas: Record<string, { pattern?: string }> } }).components.schemas;
    expect(components.NullableTimestamp?.pattern).toBe(components.Timestamp?.pattern);
    const iso = [
      '2026-11-21T09:00:00.000Z',
      '2026-11-21T09:00:00+01:00',
      '2026-11-21T09:00Z',
      '2026-11-21T09',
      '2026-11-21',
      '2026-11',
      '2026',
      '20261121T090000,5+0100',
      '2026-W47-5',
      '2026-325T09:00:00Z',
      '+012026-11-21T09:00:00Z',
      '2026-11-21T09:00:00.123456789',
    ];
    const not = [
      'not-a-date',
      '',
      '2026-11-21 09:00:00Z',
      '1763715600',
      '1763715600000',
      '21/11/2026',
      'Sat, 21 Nov 2026 09:00:00 GMT',
      '2026-11-21T',
      '2026-11-21T09:00:00ZZ',
    ];
    for (const value of iso) expect([value, timestamp(value), nullable(value)]).toEqual([value, true, true]);
    for (const value of not) expect([value, timestamp(value), nullable(value)]).toEqual([value, false, false]);
    expect([timestamp(null), nullable(null)]).toEqual([false, true]);
  });

  it('SubscriberDefinition.data holds string values only', () => {
    const definition = schema('SubscriberDefinition');
    expect(definition({ subscriberId: 'u', data: { tier: 'gold' } })).toBe(true);
    expect(definition({ subscriberId: 'u', data: { tier: 1 } })).toBe(false);
  });

  it('TopicKey is 1..100 characters of [A-Za-z0-9_:-], or an e-mail address', () => {
    const key = schema('TopicKey');
    for (const valid of ['a', 'team:billing', 'a_b-c', 'x'.repeat(100), 'owner@example.com']) expect(key(valid), valid).toBe(true);
    for (const invalid of ['', 'x'.repeat(101), 'has space', 'semi;colon', `${'a'.repeat(95)}@example.com`]) expect(key(invalid), invalid).toBe(false);
  });

  // Review 27a F2: `type: object` alone means any member to JSON Schema, but openapi-typescript's
  // default reads it as none (`Record<string, never>`): a trigger's `payload: { orderId: 42 }` did not
  // compile in the types a user generated from the shipped spec. Saying it leaves no tool to guess.
  it('says of every object what members it takes: properties, additionalProperties or patternProperties', () => {
    const silent: string[] = [];
    walk(bundle, (node: unknown, pointer: string) => {
      if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
      const { type } = node as { type?: unknown };
      const isObject = type === 'object' || (Array.isArray(type) && type.includes('object'));
      if (isObject && !['properties', 'additionalProperties', 'patternProperties'].some((keyword) => keyword in node)) silent.push(pointer);
    });
    expect(silent).toEqual([]);
  });

  it("gives, through openapi-typescript's defaults, the types the package ships: no object that takes no member", async () => {
    const { default: openapiTS, astToString } = await import('openapi-typescript');
    const types = astToString(await openapiTS(bundle as never));
    // Of a member or a schema: `export type webhooks = Record<string, never>` is the tool's own, for none.
    expect(types.match(/^.*:\s*Record<string, never>.*$/gm) ?? []).toEqual([]);
    expect(types).toMatch(/payload\?: \{\s*\[key: string\]: unknown;\s*\};/);
  });

  it('TopicKey keeps every keyword inside its anyOf branches, so generators can express it', () => {
    const topicKey = bundle.components.schemas!.TopicKey as Record<string, unknown>;
    expect(Object.keys(topicKey).sort()).toEqual(['anyOf', 'description', 'title']);
    for (const branch of topicKey.anyOf as Record<string, unknown>[]) expect(branch).toMatchObject({ type: 'string', minLength: 1, maxLength: 100 });
  });

  it('TopicKey accepts the same values as before its bounds moved: every string of the conformance cases', () => {
    const acceptedBefore = createAjv().compile(topicKeyBefore);
    const acceptedAfter = schema('TopicKey');
    const values = new Set<unknown>(['', 'x'.repeat(100), 'x'.repeat(101), `${'a'.repeat(88)}@example.com`, `${'a'.repeat(89)}@example.com`]);
    for (const conformanceCase of conformanceCases()) walk(conformanceCase.instance, (node: unknown) => values.add(node));
    expect(values.size).toBeGreaterThan(100);
    const disagreements = [...values].filter((value) => acceptedBefore(value) !== acceptedAfter(value));
    expect(disagreements).toEqual([]);
  });

  it('TopicKey accepts the same values as before its bounds moved: generated keys, e-mails and anything else', () => {
    const acceptedBefore = createAjv().compile(topicKeyBefore);
    const acceptedAfter = schema('TopicKey');
    const nearTheBounds = fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9_:-]{0,110}$/),
      fc.emailAddress(),
      fc.tuple(fc.stringMatching(/^[a-z]{70,95}$/), fc.emailAddress()).map(([local, address]) => `${local}${address}`),
      fc.string({ maxLength: 120, unit: 'grapheme' }),
      fc.anything(),
    );
    fc.assert(
      fc.property(nearTheBounds, (value) => acceptedBefore(value) === acceptedAfter(value)),
      { numRuns: 3000 },
    );
  });

  it('ProviderId is the union of the four channel lists of 2.16', () => {
    const provider = schema('ProviderId');
    for (const valid of ['sendgrid', 'twilio', 'platform', 'whatsapp-business']) expect(provider(valid), valid).toBe(true);
    expect(provider('novu')).toBe(false);
  });
});
