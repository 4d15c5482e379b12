// One rule for what counts as a credential: the validator's verdict on the contract's API key and
// `diff`'s reading of the same scheme (src/diff/security-credentials.ts) are fed the same values and
// must agree, blank keys and case included.
import { describe, expect, it } from 'vitest';
import spec from '../../generated/openapi.json' with { type: 'json' };
import { credentialCheck } from '../../src/diff/security-credentials.js';
import { carriesCredential } from '../../src/http/credential-value.js';
import { validateRequest } from '../../src/validator/index.js';

const VALUES = [
  'ApiKey k',
  'ApiKey  k',
  'ApiKey ',
  'ApiKey    ',
  'ApiKey \t',
  'ApiKey\tk',
  'apikey k',
  'APIKEY k',
  'Bearer k',
  'ApiKeyk',
  'k',
  '',
  'ApiKey \u00a0',
];

describe('a credential, read by one rule', () => {
  it("gives the validator's verdict and diff's alike on the shipped API key", () => {
    const diffReads = credentialCheck(spec.components.securitySchemes.ApiKeyAuth);
    for (const value of VALUES) {
      const issues = validateRequest({ method: 'GET', path: '/v2/topics/news', headers: { authorization: value } }).issues;
      const validatorTakes = !issues.some((issue) => issue.location === 'auth');
      expect({ value, diff: diffReads({ headers: { authorization: value } }) }).toEqual({ value, diff: validatorTakes });
    }
  });

  it('takes a prefix then a key that is not blank; an HTTP scheme name in any case', () => {
    expect(carriesCredential('ApiKey k', 'ApiKey ')).toBe(true);
    expect(carriesCredential('ApiKey    ', 'ApiKey ')).toBe(false);
    expect(carriesCredential('apikey k', 'ApiKey ')).toBe(false);
    expect(carriesCredential('bearer t', 'Bearer ', true)).toBe(true);
    expect(carriesCredential('Bearer  ', 'Bearer ', true)).toBe(false);
  });
});
