// createNotificationClient's options: what it refuses when the client is made, and how it says so.
import { describe, expect, it } from 'vitest';
import { createNotificationClient, type NotificationClientOptions } from '../../src/client.js';
import { fakeService, successOf } from './fake-service.js';

const make = (options: Partial<NotificationClientOptions>) => () =>
  createNotificationClient({ baseUrl: 'https://api.example.test', apiKey: 'key-123', ...options } as NotificationClientOptions);

/** The TypeError creation throws with these options. */
function refusal(options: Partial<NotificationClientOptions>): TypeError {
  try {
    make(options)();
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    return error as TypeError;
  }
  throw new Error(`accepted ${JSON.stringify(options)}`);
}

describe('baseUrl', () => {
  it('refuses a query or a fragment, which each call would append its path to', () => {
    for (const baseUrl of [
      'https://api.example.test/api?tenant=1',
      'https://api.example.test/api?',
      'https://api.example.test?x',
      'https://api.example.test/api#x',
      'https://api.example.test/#',
    ]) {
      expect(refusal({ baseUrl }).message, baseUrl).toMatch(/^createNotificationClient: `baseUrl` cannot have a query \('\?'\) or a fragment \('#'\)/);
    }
  });

  it('refuses a user name or password without printing them', () => {
    for (const baseUrl of [
      'https://user:s3cret-pw@api.example.test',
      'https://s3cret-pw@api.example.test/api',
      'https://:s3cret-pw@api.example.test',
      'ftp://user:s3cret-pw@api.example.test',
    ]) {
      const { message } = refusal({ baseUrl });
      expect(message).toMatch(/`baseUrl` cannot hold a user name or password/);
      expect(message).not.toContain('s3cret');
    }
  });

  it('refuses a path the base path rule refuses (src/http/base-path.ts)', () => {
    for (const baseUrl of ['https://api.example.test/a|b', 'https://api.example.test/[v2]', 'https://api.example.test/a%zz']) {
      expect(refusal({ baseUrl }).message, baseUrl).toMatch(/^createNotificationClient: `baseUrl` has a path that must be a path that starts with "\/"/);
    }
  });

  it('refuses a path that ends with more than one "/", which would put an empty segment before every path', async () => {
    for (const [baseUrl, base] of [
      ['https://api.example.test//', 'https://api.example.test'],
      ['https://api.example.test/api//', 'https://api.example.test/api'],
      ['http://127.0.0.1:4010/api///', 'http://127.0.0.1:4010/api'],
    ] as const) {
      expect(refusal({ baseUrl }).message, baseUrl).toBe(
        `createNotificationClient: \`baseUrl\` ends with more than one "/": each call's path would follow an empty segment (use "${base}")`,
      );
    }
    // A call's own baseUrl, by the same rule, before anything is sent.
    const service = fakeService(() => ({ status: 200, body: {} }));
    await expect(make({ fetch: service.fetch })().GET('/v2/topics', { baseUrl: 'https://api.example.test/api//' })).rejects.toThrow(
      /^the `baseUrl` of this call ends with more than one "\/"/,
    );
    expect(service.requests).toEqual([]);
  });

  it('takes an http(s) URL with or without a path, whose path URL parsing normalises', async () => {
    const service = fakeService(() => ({ status: 200, body: {} }));
    for (const [baseUrl, sent] of [
      ['https://api.example.test', 'https://api.example.test/v2/topics'],
      ['https://api.example.test/', 'https://api.example.test/v2/topics'],
      ['http://127.0.0.1:4010/api/', 'http://127.0.0.1:4010/api/v2/topics'],
      ['https://api.example.test/my api/é', 'https://api.example.test/my%20api/%C3%A9/v2/topics'],
      ['https://api.example.test/a/../b', 'https://api.example.test/b/v2/topics'],
    ] as const) {
      await make({ baseUrl, fetch: service.fetch })().GET('/v2/topics');
      expect(service.requests.at(-1)?.request.url).toBe(sent);
    }
  });
});

describe('apiKey', () => {
  const unfit = [
    'sk_live_SE\r\nCRET',
    'sk_live_SE\nCRET',
    'sk_live_SE\u0000CRET',
    'sk_live_SE\tCRET',
    'sk_live_SE\u001bCRET',
    'sk_live_SE\u007fCRET',
    'sk_live_SEключ',
    'sk_live_SE😀',
  ];

  it('refuses a key that cannot travel in a header value, naming apiKey and never printing the key', () => {
    for (const apiKey of unfit) {
      const { message } = refusal({ apiKey });
      expect(message, JSON.stringify(apiKey)).toMatch(/^createNotificationClient: `apiKey` cannot go in an HTTP header: its character 11 is /);
      // Neither the key nor a piece of it: its first and last parts, and the odd character itself.
      for (const piece of ['sk_live', 'SE', 'CRET', 'ключ', 'ю', '😀', apiKey.charAt(10)]) expect(message, JSON.stringify(apiKey)).not.toContain(piece);
    }
    expect(refusal({ apiKey: 'sk_live_SE\r\nCRET' }).message).toContain('a control character');
    expect(refusal({ apiKey: 'sk_live_SEключ' }).message).toContain('a character above U+00FF');
  });

  it('refuses a key with white space around it, naming apiKey and never printing the key', () => {
    for (const apiKey of [' sk_live_SECRET', 'sk_live_SECRET ', '  sk_live_SECRET  ', 'sk_live_SECRET\u00a0']) {
      const { message } = refusal({ apiKey });
      expect(message, JSON.stringify(apiKey)).toBe('createNotificationClient: `apiKey` starts or ends with white space: pass the key alone');
    }
  });

  it('refuses a key given with its scheme, which would be sent as "ApiKey ApiKey <key>", naming the scheme and never the key', () => {
    for (const [apiKey, scheme] of [
      ['ApiKey sk_live_SECRET', 'ApiKey'],
      ['apikey sk_live_SECRET', 'apikey'],
      ['Bearer sk_live_SECRET', 'Bearer'],
      ['bearer sk_live_SECRET', 'bearer'],
      ['Basic c2tfbGl2ZQ==', 'Basic'],
      ['Token sk_live_SECRET', 'Token'],
      ['Api-Key sk_live_SECRET', 'Api-Key'],
    ] as const) {
      const { message } = refusal({ apiKey });
      expect(message, apiKey).toBe(
        `createNotificationClient: \`apiKey\` starts with the scheme "${scheme}": pass the key alone (the client sends Authorization: ApiKey <apiKey>)`,
      );
      for (const piece of ['sk_live', 'SECRET', 'c2tf']) expect(message).not.toContain(piece);
    }
  });

  it('takes a key that only looks like a scheme: the word alone, or joined to the rest', async () => {
    const service = fakeService(() => ({ status: 200, body: {} }));
    for (const apiKey of ['ApiKey', 'Bearer', 'ApiKey-sk_live', 'bearer_token', 'Tokens x', 'my Bearer x']) {
      await make({ apiKey, fetch: service.fetch })().GET('/v2/topics');
      expect(service.requests.at(-1)?.request.headers.get('authorization')).toBe(`ApiKey ${apiKey}`);
    }
  });
  it('takes visible ASCII, inner spaces and Latin-1, and sends them as they are', async () => {
    const service = fakeService(() => ({ status: 200, body: {} }));
    for (const apiKey of ['key-123', 'a b', 'clé-ÿ', "!#$%&'*+-.^_`|~/="]) {
      await make({ apiKey, fetch: service.fetch })().GET('/v2/topics');
      expect(service.requests.at(-1)?.request.headers.get('authorization')).toBe(`ApiKey ${apiKey}`);
    }
  });
});

describe('validateResponses', () => {
  it('refuses a maxBodyBytes that is no whole number of bytes from 0', () => {
    for (const [maxBodyBytes, shown] of [
      [-1, '-1'],
      [Number.NaN, 'NaN'],
      ['10', '"10"'],
      [Number.POSITIVE_INFINITY, 'Infinity'],
      [1.5, '1.5'],
      [2 ** 53, String(2 ** 53)],
      [null, 'null'],
    ] as const) {
      expect(refusal({ validateResponses: { maxBodyBytes: maxBodyBytes as number } }).message).toBe(
        `createNotificationClient: \`validateResponses.maxBodyBytes\` must be a whole number of bytes, 0 or more, got ${shown}`,
      );
    }
  });

  it('refuses anything but true, false or an object with maxBodyBytes', () => {
    expect(refusal({ validateResponses: 'yes' as unknown as boolean }).message).toBe(
      'createNotificationClient: `validateResponses` must be true, false or { maxBodyBytes }, got "yes"',
    );
    expect(refusal({ validateResponses: 1 as unknown as boolean }).message).toMatch(/`validateResponses` must be true, false or \{ maxBodyBytes \}, got 1$/);
    expect(refusal({ validateResponses: { maxBodyByte: 10 } as { maxBodyBytes?: number } }).message).toBe(
      'createNotificationClient: `validateResponses` has one option, maxBodyBytes; got "maxBodyByte"',
    );
  });

  it('takes true, false, {}, 0 and a large bound', () => {
    for (const validateResponses of [true, false, undefined, {}, { maxBodyBytes: 0 }, { maxBodyBytes: Number.MAX_SAFE_INTEGER }]) {
      expect(make({ validateResponses }), JSON.stringify(validateResponses)).not.toThrow();
    }
  });
});

describe('headers', () => {
  it('refuses a value no header can carry, naming the header and never the value', () => {
    for (const [value, kind] of [
      ['tok\r\nen-SECRET-1', 'a control character'],
      ['tok\u0000en-SECRET-1', 'a control character'],
      ['tokén-SECRET-1\u0100', 'a character above U+00FF'],
    ] as const) {
      const { message } = refusal({ headers: { 'x-tenant-token': value } });
      expect(message).toMatch(/^createNotificationClient: `headers\.x-tenant-token` cannot go in an HTTP header: its character \d+ is /);
      expect(message).toContain(kind);
      expect(message).not.toContain('SECRET');
    }
  });

  it('refuses a name that is no field name, a value that is not a string, and authorization, which apiKey fills', () => {
    expect(refusal({ headers: { 'bad name': 'x' } }).message).toBe('createNotificationClient: `headers` has a name that is no HTTP field name: "bad name"');
    expect(refusal({ headers: { 'x-n': 5 as unknown as string } }).message).toBe('createNotificationClient: `headers.x-n` must be a string, got 5');
    expect(refusal({ headers: { Authorization: 'Bearer other' } }).message).toMatch(/cannot set authorization: the client sends `apiKey` in it$/);
    expect(refusal({ headers: 'x-a: b' as unknown as Record<string, string> }).message).toMatch(/`headers` must be an object/);
  });

  it('takes a tab and Latin-1 in a value, and sends the headers on every call', async () => {
    const service = fakeService(() => successOf('getTopic'));
    const client = createNotificationClient({
      baseUrl: 'https://api.example.test',
      apiKey: 'key-123',
      headers: { 'x-tenant': 'caf\u00e9\tone' },
      fetch: service.fetch,
    });
    await client.GET('/v2/topics/{topicKey}', { params: { path: { topicKey: 'news' } } });
    expect(service.requests.at(-1)?.request.headers.get('x-tenant')).toBe('caf\u00e9\tone');
    expect(service.requests.at(-1)?.request.headers.get('authorization')).toBe('ApiKey key-123');
  });
});

describe('an option the client does not know', () => {
  it('is refused, naming it and the options there are; a known one set to undefined is not given', () => {
    const make = (options: Record<string, unknown>) => () =>
      createNotificationClient({ baseUrl: 'https://api.example.test', apiKey: 'k', ...options } as Parameters<typeof createNotificationClient>[0]);
    expect(make({ validateResponse: true })).toThrow(
      'createNotificationClient: unknown option "validateResponse" (did you mean "validateResponses"?); the options are baseUrl, apiKey, fetch, headers, idempotencyKey, validateResponses',
    );
    expect(make({ basePath: '/api' })).toThrow(/unknown option "basePath"/);
    expect(make({ fetch: undefined, headers: undefined, idempotencyKey: undefined, validateResponses: undefined })).not.toThrow();
  });
});
