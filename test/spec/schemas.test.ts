// Schema rules that no whole request can isolate, checked on the component itself.
import { describe, expect, it } from 'vitest';
import { refTo } from '../../scripts/lib/ajv.mjs';
import { createBundleAjv } from '../helpers/bundle.js';

const ajv = createBundleAjv();
const schema = (name: string) => ajv.compile(refTo(`/components/schemas/${name}`));

describe('component schemas', () => {
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

  it('ProviderId is the union of the four channel lists of 2.16', () => {
    const provider = schema('ProviderId');
    for (const valid of ['sendgrid', 'twilio', 'platform', 'whatsapp-business']) expect(provider(valid), valid).toBe(true);
    expect(provider('novu')).toBe(false);
  });
});
