// One name rule for secret headers and secret query parameters (review 17 F2): the names the rule
// missed (x-api-keys, x-authkey, x-db-pwd, ?key=, ?client_secret=) are secrets, the contract's own
// parameters and the common headers that unlock nothing are not, and every part that prints a target
// (the proxy's log and problems, the mock's journal, verify's curl lines, validate-traffic's report)
// masks a user name and password before its host by the same rule (review 17 F4).
import { describe, expect, it } from 'vitest';
import openapi from '../../generated/openapi.json' with { type: 'json' };
import { operations } from '../../generated/operations.cjs';
import { isSecretHeader, isSecretName, maskSecretQuery, maskSecretTarget, maskUserinfo, secretHeaderKind } from '../../src/http/index.js';
import { declaredQuery } from '../../src/operations/declared-query.js';
import { curlLine } from '../../src/verify/requests.js';
import { operationById } from '../../src/verify/spec.js';

const SECRET_HEADER_NAMES = [
  'x-api-keys',
  'x-authkey',
  'x-privatekey',
  'x-db-pwd',
  'x-passphrase',
  'x-pass',
  'x-api-key',
  'x-functions-key',
  'x-amz-security-token',
  'x-auth',
];
const SHOWN_HEADER_NAMES = [
  'content-type',
  'content-length',
  'accept',
  'accept-encoding',
  'user-agent',
  'keep-alive',
  'etag',
  'if-none-match',
  'x-request-id',
  'x-correlation-id',
  'idempotency-key',
  'idempotent-replayed',
  'retry-after',
  'access-control-allow-headers',
  'access-control-allow-credentials',
  'access-control-request-headers',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'sec-fetch-mode',
  'x-author',
  'x-passport-country',
  'x-keyboard',
  'x-monkey',
];
const SECRET_QUERY_NAMES = [
  'key',
  'api_key',
  'apikey',
  'client_secret',
  'private_token',
  'refresh_token',
  'access_token',
  'id_token',
  'token',
  'password',
  'passwd',
  'sig',
  'signature',
  'x-amz-signature',
];

/** The contract's parameters, by location: what its clients send and every part must keep showing. */
function contractParameters(where: 'query' | 'header'): { operationId: string; name: string }[] {
  return operations.flatMap((entry) => entry.parameters[where].map(({ name }) => ({ operationId: entry.operationId, name })));
}

describe('the name rule', () => {
  it('takes the secret names the review found and the ones it took before, for headers and query parameters alike', () => {
    for (const name of SECRET_HEADER_NAMES) expect(isSecretHeader(name), name).toBe(true);
    for (const name of SECRET_QUERY_NAMES) expect(isSecretName(name), name).toBe(true);
    expect(secretHeaderKind('x-db-pwd')).toBe('guessed');
    expect(secretHeaderKind('x-api-key')).toBe('listed');
  });

  it('leaves the common headers and the contract’s own header parameters shown', () => {
    for (const name of SHOWN_HEADER_NAMES) expect(isSecretHeader(name), name).toBe(false);
    const declared = contractParameters('header');
    expect(declared.length).toBeGreaterThan(0);
    for (const { name } of declared) expect(isSecretHeader(name.toLowerCase()), name).toBe(false);
    const security = Object.values(openapi.components.securitySchemes).map((scheme) => scheme.name.toLowerCase());
    expect(security).toEqual(['authorization']);
  });

  it('leaves each query parameter the contract declares shown on its operation; `key` only there', () => {
    const declared = contractParameters('query');
    expect(declared.length).toBeGreaterThan(0);
    for (const { operationId, name } of declared) {
      const target = `/x?${name}=value-1`;
      expect(maskSecretTarget(target, { declared: declaredQuery(operationId) }), `${operationId} ${name}`).toBe(target);
      // Elsewhere too, but for the topic key filter, whose name is Google's API key parameter.
      if (name !== 'key') expect(isSecretName(name), name).toBe(false);
    }
    expect(maskSecretTarget('/v2/topics/news/subscriptions?key=AIza1', { declared: declaredQuery('listTopicSubscriptions') })).toBe(
      '/v2/topics/news/subscriptions?key=[redacted]',
    );
    expect(maskSecretTarget('/v2/topics?key=news&Key=AIza1', { declared: declaredQuery('listTopics') })).toBe('/v2/topics?key=news&Key=[redacted]');
  });

  it('masks a query value by name, decoded and in any case, with the extra names given', () => {
    const seen: string[] = [];
    expect(
      maskSecretQuery('/p?CLIENT_SECRET=a&private%5Ftoken=b&session=c&limit=5&flag&x=y#frag', { names: new Set(['x']), onSecret: (raw) => seen.push(raw) }),
    ).toBe('/p?CLIENT_SECRET=[redacted]&private%5Ftoken=[redacted]&session=[redacted]&limit=5&flag&x=[redacted]#frag');
    expect(seen).toEqual(['a', 'b', 'c', 'y']);
  });
});

describe('a user name and password in a target', () => {
  it.each([
    ['http://ci:pw@127.0.0.1/v2/topics', 'http://[redacted]@127.0.0.1/v2/topics'],
    ['https://ci@api.example.com/v2/topics?x=1', 'https://[redacted]@api.example.com/v2/topics?x=1'],
    ['//ci:pw@host/p', '//[redacted]@host/p'],
    ['ci:pw@h:443', '[redacted]@h:443'],
    ['https://ci:p?w#x@host/p', 'https://[redacted]@host/p'],
    ['https://a@b:p@host/p', 'https://[redacted]@host/p'],
    // An '@' in the path (an e-mail address as an id) is no userinfo: the host and path stay.
    ['http://host/v2/subscribers/a@b.example', 'http://host/v2/subscribers/a@b.example'],
    ['/v2/subscribers/a@b.example?x=c@d', '/v2/subscribers/a@b.example?x=c@d'],
    ['h:443', 'h:443'],
    ['*', '*'],
  ])('%s reads %s', (target, shown) => {
    expect(maskUserinfo(target)).toBe(shown);
  });

  it('gives the userinfo and the password alone to be scrubbed', () => {
    const seen: string[] = [];
    maskUserinfo('http://ci:pw-1234@host/', (raw) => seen.push(raw));
    expect(seen).toEqual(['ci:pw-1234', 'pw-1234']);
  });
});

describe('verify’s curl line', () => {
  it('masks a secret header and an undeclared secret query parameter; prints the declared ones', () => {
    const line = curlLine(
      operationById('listTopics')!,
      {
        operationId: 'listTopics',
        method: 'GET',
        pathParams: {},
        query: { key: 'news', limit: '5', token: 'tok-secret-1' },
        headers: { 'x-api-keys': 'hdr-secret-2' },
        auth: 'valid',
      },
      'http://127.0.0.1:4010',
    );
    expect(line).toContain("'http://127.0.0.1:4010/v2/topics?key=news&limit=5&token=[redacted]'");
    expect(line).toContain("-H 'x-api-keys: [redacted]'");
    expect(line).not.toMatch(/secret/);
  });
});
