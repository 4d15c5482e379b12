// Review 22b, F2: a record is searched for at most MAX_SCRUBBED_SECRETS secrets. A body of a thousand
// secret-named properties made each record's matcher cost 88 ms, and its search the text times the
// secrets: past the bound the record's strings are hidden whole, so no secret prints and the cost stays that of the bound.
import { expect, it } from 'vitest';
import { MAX_SCRUBBED_SECRETS, Secrets, scrubSecrets, TOO_MANY_SECRETS } from '../../src/http/found-secrets.js';

it('hides every string of a record with more secrets than the bound, keeps short ones and the names apart', () => {
  const secrets = new Secrets();
  for (let i = 0; i <= MAX_SCRUBBED_SECRETS; i += 1) secrets.add(`token-value-${i}`);
  expect(secrets.size).toBe(MAX_SCRUBBED_SECRETS);
  const record = { method: 'GET', note: `the last one: token-value-${MAX_SCRUBBED_SECRETS}`, body: { token1: 'token-value-1', token2: 'x' } };
  expect(scrubSecrets(record, secrets)).toEqual({ method: 'GET', note: TOO_MANY_SECRETS, body: { token1: TOO_MANY_SECRETS, token2: 'x' } });
});

it('searches a record within the bound as before', () => {
  const secrets = new Secrets();
  for (let i = 0; i < MAX_SCRUBBED_SECRETS; i += 1) secrets.add(`token-value-${i}`);
  expect(scrubSecrets({ note: 'said token-value-7 and more' }, secrets)).toEqual({ note: 'said [redacted] and more' });
});
