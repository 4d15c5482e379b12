// The body redaction (review 18 F3): a property whose name the secret-name rule takes is masked at
// any depth (a trigger's payload, a subscriber's data), whole, its strings handed on for the proxy's
// scrub; the names the contract declares outside a credentials object (a topic's `key`, an error's
// `code`) are shown; everything under `credentials` stays masked as before.
import { describe, expect, it } from 'vitest';
import { redactBodySecrets } from '../../src/http/credentials-body.js';
import { isSecretName, REDACTED } from '../../src/http/secret-headers.js';
import { Journal } from '../../src/mock/journal.js';
import { declaredBodyNames } from '../../src/operations/declared-body-names.js';
import { REDACTED as PROXY_REDACTED, redactBody, Secrets, scrub } from '../../src/proxy/redact.js';

const redact = (body: unknown) => {
  const seen: [string, string][] = [];
  const out = redactBodySecrets(body, { shown: declaredBodyNames, onSecret: (secret, kind) => seen.push([secret, kind]) });
  return { out, seen };
};

describe('the names the contract declares outside a credentials object', () => {
  it('are the ones isSecretName takes that a reader needs: key, topicKey, code, digestKey (and credentials, masked by its own rule)', () => {
    expect([...declaredBodyNames].filter((name) => isSecretName(name)).sort()).toEqual(['code', 'credentials', 'digestKey', 'key', 'topicKey']);
  });

  it('leave out the names declared only inside a credentials object', () => {
    for (const name of ['apiKey', 'secretKey', 'password', 'token', 'apiToken', 'accessKey', 'hmac', 'deviceTokens', 'authenticateByToken']) {
      expect(declaredBodyNames.has(name), name).toBe(false);
    }
    for (const name of ['name', 'payload', 'data', 'overrides', 'subscriberId']) expect(declaredBodyNames.has(name), name).toBe(true);
  });
});

describe('redactBodySecrets', () => {
  it.each([
    ['a topic upsert', { key: 'bad key!', name: 'News' }, { key: 'bad key!', name: 'News' }],
    ['an error', { code: 'TOPIC_NOT_FOUND', topicKey: 'news' }, { code: 'TOPIC_NOT_FOUND', topicKey: 'news' }],
    ['a digest', { digest: { digestKey: 'postId' } }, { digest: { digestKey: 'postId' } }],
  ])('shows the declared names of %s', (_name, body, shown) => {
    const { out, seen } = redact(body);
    expect(out).toEqual(shown);
    expect(seen).toEqual([]);
  });

  it('masks the reviewer’s undeclared secret names in a request and in an answer', () => {
    const { out, seen } = redact({
      key: 'bad key!',
      password: 'SEKR08',
      client_secret: 'SEKR09',
      apiKey: 'SEKR10',
      accessToken: 'SEKR05',
      refresh_token: 'SEKR06',
    });
    expect(out).toEqual({ key: 'bad key!', password: REDACTED, client_secret: REDACTED, apiKey: REDACTED, accessToken: REDACTED, refresh_token: REDACTED });
    expect(seen).toEqual([
      ['SEKR08', 'guessed'],
      ['SEKR09', 'guessed'],
      ['SEKR10', 'guessed'],
      ['SEKR05', 'guessed'],
      ['SEKR06', 'guessed'],
    ]);
  });

  it('masks at any depth, in arrays, a whole subtree, keys kept', () => {
    const body = {
      name: 'welcome',
      payload: { user: { password: 'p-1', session: { id: 's-2', ttl: 3 } }, list: [{ apiToken: 't-3' }, { otp: 1234 }, 'plain'] },
      overrides: { email: { pin: null, sig: true } },
    };
    const { out, seen } = redact(body);
    expect(out).toEqual({
      name: 'welcome',
      payload: { user: { password: REDACTED, session: { id: REDACTED, ttl: REDACTED } }, list: [{ apiToken: REDACTED }, { otp: REDACTED }, 'plain'] },
      overrides: { email: { pin: null, sig: REDACTED } },
    });
    expect(seen.map(([secret]) => secret)).toEqual(['p-1', 's-2', 't-3']);
  });

  it('masks a declared name in another case, and a declared name inside credentials', () => {
    const { out } = redact({ KEY: 'AIzaOther', credentials: { key: 'cred-key', code: 'cred-code' } });
    expect(out).toEqual({ KEY: REDACTED, credentials: { key: REDACTED, code: REDACTED } });
  });

  it('keeps masking everything under credentials, descriptive fields not handed on', () => {
    const { out, seen } = redact({ Credentials: { apiKey: 'k-1', title: 'Slack', nested: [{ x: 'k-2' }] } });
    expect(out).toEqual({ Credentials: { apiKey: REDACTED, title: REDACTED, nested: [{ x: REDACTED }] } });
    expect(seen).toEqual([
      ['k-1', 'listed'],
      ['k-2', 'listed'],
    ]);
  });

  it('looks inside a declared name’s value', () => {
    expect(redact({ data: { key: 'shown', secret: 'hidden' } }).out).toEqual({ data: { key: 'shown', secret: REDACTED } });
  });
});

describe('a string of a body (review 19 F6)', () => {
  it('has a URL’s user name and password and a query’s secrets masked, as a header’s value has; other text is kept', () => {
    const { out, seen } = redact({
      payload: {
        dsn: 'postgres://app:SEKR86-database@db/x',
        callback: 'https://app.example/cb?access_token=SEKR87-token&state=ok',
        note: 'see https://docs.example/a?b=c',
      },
      name: 'Product updates',
    });
    expect(out).toEqual({
      payload: {
        dsn: `postgres://${REDACTED}@db/x`,
        callback: `https://app.example/cb?access_token=${REDACTED}&state=ok`,
        note: 'see https://docs.example/a?b=c',
      },
      name: 'Product updates',
    });
    expect(seen.map(([secret]) => secret)).toEqual(expect.arrayContaining(['SEKR87-token']));
    expect(JSON.stringify(out)).not.toMatch(/SEKR8/);
  });
});

describe('the proxy’s redactBody', () => {
  it('scrubs a guessed value long enough to be a key from the rest of the record, not a short one', () => {
    const secrets = new Secrets();
    expect(redactBody({ payload: { password: 'long-password-77', pin: '4821' } }, secrets)).toEqual({
      payload: { password: PROXY_REDACTED, pin: PROXY_REDACTED },
    });
    expect(scrub({ message: 'got long-password-77 and 4821' }, secrets)).toEqual({ message: `got ${PROXY_REDACTED} and 4821` });
  });
});

// Review 19 F6: `out['__proto__'] = …` sets a copy's prototype rather than a key, and the property,
// with its data, was gone from the proxy's log and the mock's journal.
describe('a property named __proto__', () => {
  const text = '{"__proto__":{"a":1},"b":2}';

  it('stays a key of the body through the redaction walk, the scrub, and at depth', () => {
    const body = JSON.parse(text) as unknown;
    const { out } = redact(body);
    expect(Object.keys(out as object)).toEqual(['__proto__', 'b']);
    expect(JSON.stringify(out)).toBe(text);
    expect(JSON.stringify(redact(JSON.parse(`{"payload":${text},"credentials":${text}}`)).out)).toBe(
      '{"payload":{"__proto__":{"a":1},"b":2},"credentials":{"__proto__":{"a":"[redacted]"},"b":"[redacted]"}}',
    );
    const secrets = new Secrets();
    secrets.add('a-secret-value');
    expect(JSON.stringify(scrub(body, secrets))).toBe(text);
  });

  it('stays a key of a journaled body', () => {
    const journal = new Journal(1);
    journal.record(
      1,
      { method: 'POST', target: '/v2/topics', headers: {}, body: text },
      { status: 400, headers: {}, body: text },
      { environmentId: null, operationId: 'upsertTopic' },
    );
    const [entry] = journal.list();
    expect(JSON.stringify(entry!.requestBody)).toBe(text);
    expect(JSON.stringify(entry!.responseBody)).toBe(text);
  });
});
