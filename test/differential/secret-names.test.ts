// Secrets that still printed (review 17 F2, F3, F4): a header or query parameter whose name says it is
// a secret but that the rule missed (x-api-keys, x-db-pwd, ?key=, ?client_secret=), credentials in a
// body that does not parse as JSON (the mock journaled its text, the proxy's log a note), and the
// user name and password of an absolute-form or CONNECT target. Each request goes to the proxy in
// report mode (which logs it, as it breaks the contract, and forwards it) in front of the mock (which
// journals it): the whole log, its stdout lines, the journal and the answers are searched for each
// secret, as sent, percent-encoded and in base64, and the names that are no secrets must still print.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatefulMock, type JournalEntry, type RunningStatefulMock } from '../../src/mock/index.js';
import { describeRecord, hashSecret, type RunningValidatingProxy, startValidatingProxy, type ViolationRecord } from '../../src/proxy/index.js';
import { checkTraffic, formatReport } from '../../src/traffic/index.js';
import { exchangeRaw } from './raw-socket.js';

let mock: RunningStatefulMock;
let proxy: RunningValidatingProxy;
const records: ViolationRecord[] = [];

beforeAll(async () => {
  mock = await createStatefulMock().listen({ port: 0 });
  proxy = await startValidatingProxy({ upstream: mock.url, port: 0, mode: 'report', admin: false, log: (record) => records.push(record) });
});
afterAll(async () => {
  await proxy?.close();
  await mock?.close();
});

/** Each form a secret may print in: as sent, percent-encoded, in base64 (alone and as Basic's `user:password`). */
const forms = (secret: string): string[] => [
  secret,
  encodeURIComponent(secret),
  Buffer.from(secret).toString('base64'),
  Buffer.from(`ci:${secret}`).toString('base64'),
];

/** What the proxy and the mock printed of the requests marked `id`: the log records, their stdout lines, the journal entries. */
async function printed(id: string): Promise<{ logged: ViolationRecord[]; journaled: JournalEntry[]; text: string }> {
  const logged = records.filter((record) => record.correlationId === id);
  const journal = (await (await fetch(`${mock.url}/__mock/requests`)).json()) as JournalEntry[];
  const journaled = journal.filter((entry) => entry.headers['x-correlation-id'] === id);
  expect(logged.length, 'logged').toBeGreaterThan(0);
  expect(journaled.length, 'journaled').toBeGreaterThan(0);
  return { logged, journaled, text: [JSON.stringify(logged), ...logged.map(describeRecord), JSON.stringify(journaled)].join('\n') };
}

function expectNone(text: string, secrets: readonly string[]): void {
  for (const secret of secrets) for (const form of forms(secret)) expect(text.includes(form), `${secret} printed as ${form}`).toBe(false);
}

describe('a header whose name says it is a secret (review 17 F2)', () => {
  it('is masked in the proxy’s log and the mock’s journal; the other headers print', async () => {
    const secret = {
      'x-api-keys': 'hdr-keys-5e1a',
      'x-authkey': 'hdr-authkey-77b2',
      'x-privatekey': 'hdr-private-0c9d',
      'x-db-pwd': 'hdr-pwd-3f3f',
      'x-passphrase': 'hdr-phrase-8a8a',
      'x-pass': 'hdr-pass-4b4b',
    };
    const kept = {
      'x-request-id': 'req-1234',
      accept: 'application/json',
      'user-agent': 'agent-5678',
      'if-none-match': '"etag-9"',
      'x-passport-country': 'NL',
      'x-keyboard': 'qwerty',
    };
    const answer = await fetch(`${proxy.url}/v2/topics?limit=x`, {
      headers: { authorization: 'ApiKey test-key', 'x-correlation-id': 'f2-headers', ...secret, ...kept },
    });
    expect(answer.status).toBe(400);
    const { logged, journaled, text } = await printed('f2-headers');
    expectNone(text, Object.values(secret));
    for (const [name, value] of Object.entries(kept)) {
      expect(logged[0]!.request.headers[name], `log ${name}`).toBe(value);
      expect(journaled[0]!.headers[name], `journal ${name}`).toBe(value);
    }
    for (const name of Object.keys(secret)) {
      expect(logged[0]!.request.headers[name], `log ${name}`).toBe('[redacted]');
      expect(journaled[0]!.headers[name], `journal ${name}`).toBe('[redacted]');
    }
  });
});

describe('a query parameter whose name says it is a secret (review 17 F2)', () => {
  it('is masked by the header rule in both; the contract’s own parameters print, `key` where the operation declares it', async () => {
    const secret = {
      key: 'AIzaSyQueryKey0001',
      client_secret: 'q-client-secret-02',
      private_token: 'q-private-token-03',
      refresh_token: 'q-refresh-token-04',
      access_token: 'q-access-token-05',
      API_KEY: 'q-api-key-06',
      apiKey: 'q-apikey-07',
      password: 'q-password-08',
      sig: 'q-sig-09',
      Signature: 'q-signature-10',
      'X-Amz-Credential': 'q-amz-credential-11',
    };
    const query = new URLSearchParams({ limit: 'x', orderBy: 'createdAt', subscriberId: 'sub-42', ...secret }).toString();
    const answer = await fetch(`${proxy.url}/v2/topics/news/subscriptions?${query}`, {
      headers: { authorization: 'ApiKey test-key', 'x-correlation-id': 'f2-query' },
    });
    expect(answer.status).toBe(400);
    const { logged, journaled, text } = await printed('f2-query');
    expectNone(text, Object.values(secret));
    for (const path of [logged[0]!.path, journaled[0]!.path]) {
      expect(path).toContain('limit=x&orderBy=createdAt&subscriberId=sub-42&key=[redacted]&client_secret=[redacted]');
      expect(path).toContain('&X-Amz-Credential=[redacted]');
    }
  });

  it('shows GET /v2/topics’ own `key` (a topic key filter) and masks another case of it', async () => {
    await fetch(`${proxy.url}/v2/topics?limit=x&key=news-filter&KEY=AIzaOtherCase99`, {
      headers: { authorization: 'ApiKey test-key', 'x-correlation-id': 'f2-own-key' },
    });
    const { logged, journaled, text } = await printed('f2-own-key');
    expectNone(text, ['AIzaOtherCase99']);
    expect(logged[0]!.path).toBe('/v2/topics?limit=x&key=news-filter&KEY=[redacted]');
    expect(journaled[0]!.path).toBe('/v2/topics?limit=x&key=news-filter&KEY=[redacted]');
  });
});

describe('credentials in a body that does not parse as JSON (review 17 F3)', () => {
  const secret = 'SG.BODY-SECRET-f3f3';
  const json = `{"providerId":"sendgrid","channel":"email","name":"Mail","credentials":{"apiKey":"${secret}"}}`;
  const rows = [
    ['trailing comma', 'application/json', `${json.slice(0, -1)},}`],
    ['trailing garbage', 'application/json', `${json} trailing`],
    ['two BOMs', 'application/json', `\uFEFF\uFEFF${json}`],
    ['comments', 'application/json', `/* mail */ ${json}`],
    ['a form', 'application/x-www-form-urlencoded', `providerId=sendgrid&credentials%5BapiKey%5D=${encodeURIComponent(secret)}`],
  ] as const;

  it.each(rows.map(([name, type, body], index) => [name, type, body, index] as const))(
    '%s: shown as a note of its size by both',
    async (_name, type, body, index) => {
      const id = `f3-${index}`;
      await fetch(`${proxy.url}/v1/integrations`, {
        method: 'POST',
        headers: { authorization: 'ApiKey test-key', 'content-type': type, 'x-correlation-id': id },
        body,
      });
      const { logged, journaled, text } = await printed(id);
      expectNone(text, [secret]);
      const bytes = Buffer.byteLength(body);
      expect(journaled[0]!.requestBody).toBe(`[${bytes} bytes, not valid JSON, not shown]`);
      if (type === 'application/json') expect(logged[0]!.request.bodyNote).toBe(`${bytes} bytes, not valid JSON, not shown`);
    },
  );
});

describe('a user name and password in the request target (review 17 F4)', () => {
  const password = 'S3cretPassw0rd-f4';
  it('are masked in the log, the journal and the problem of an absolute-form target', async () => {
    const seen: string[] = [];
    for (const [part, server] of [
      ['proxy', proxy],
      ['mock', mock],
    ] as const) {
      const { port } = new URL(server.url);
      const target = `http://ci:${password}@127.0.0.1:${port}/v2/topics?limit=x`;
      const head = `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: ApiKey test-key\r\nX-Correlation-Id: f4-absolute-${part}\r\nConnection: close\r\n\r\n`;
      const answer = (await exchangeRaw(server.url, [head])).bytes.toString('latin1');
      expect(answer, part).toMatch(/^HTTP\/1\.1 400 /);
      seen.push(answer);
    }
    // The proxy forwards (and logs) the target in origin form; the mock, reached directly, shows it as sent.
    const { logged } = await printed('f4-absolute-proxy');
    expect(logged[0]!.path).toBe('/v2/topics?limit=x');
    const journal = (await (await fetch(`${mock.url}/__mock/requests`)).json()) as JournalEntry[];
    const { port } = new URL(mock.url);
    expect(journal.find((one) => one.headers['x-correlation-id'] === 'f4-absolute-mock')?.path).toBe(`http://[redacted]@127.0.0.1:${port}/v2/topics?limit=x`);
    expect(seen[1]).toContain('"instance":"/v2/topics"');
    expectNone([...seen, JSON.stringify(records), ...records.map(describeRecord), JSON.stringify(journal)].join('\n'), [password]);
  });

  it('are masked in the journal and the problem’s instance of a CONNECT', async () => {
    const { bytes } = await exchangeRaw(mock.url, [`CONNECT ci:${password}@h:443 HTTP/1.1\r\nHost: h:443\r\nX-Correlation-Id: f4-connect\r\n\r\n`]);
    const answer = bytes.toString('latin1');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    // The instance names the authority without its credentials (problemInstance), as the proxy's does.
    expect(answer).toContain('"instance":"h:443"');
    const journal = (await (await fetch(`${mock.url}/__mock/requests`)).json()) as JournalEntry[];
    const entry = journal.find((one) => one.headers['x-correlation-id'] === 'f4-connect');
    expect(entry?.path).toBe('[redacted]@h:443');
    expectNone(`${answer}\n${JSON.stringify(journal)}`, [password]);
  });
});

// Review 18: the names read as words (F4), a pair after `;` (F5), a password holding a raw '/', the
// idempotency key, a secret parameter in a header's value and a Host's userinfo (F6): the proxy's log
// (records and stdout lines), the mock's journal and validate-traffic's reports show them alike.
describe('the names read as words, and a pair after `;` (review 18 F4, F5)', () => {
  const query = {
    accessKey: 'q18-access-key-01',
    appKey: 'q18-app-key-02',
    'api key': 'q18-api-space-key-03',
    otp: 'q18-otp-04',
    code: 'q18-oauth-code-05',
    ticket: 'q18-ticket-06',
    sid: 'q18-sid-07',
  };
  const headers = {
    'x-appkey': 'h18-appkey-11',
    'x-accesskey': 'h18-accesskey-12',
    'x-pw': 'h18-pw-13',
    'x-otp': 'h18-otp-14',
    'x-bearer': 'h18-bearer-15',
    'x-client-cert': 'h18-client-cert-16',
  };
  const afterSemicolon = 'q18-semicolon-token-17';
  const target = `/v2/topics/news/subscriptions?limit=x;access_token=${afterSemicolon}&${new URLSearchParams(query).toString()}&keyboard=qwerty&countryCode=NL`;

  it('are masked in the log, its stdout lines and the journal; the words that only hold `key` print', async () => {
    const answer = await fetch(`${proxy.url}${target}`, {
      headers: { authorization: 'ApiKey test-key', 'x-correlation-id': 'r18-words', 'x-keyboard': 'qwerty', ...headers },
    });
    expect(answer.status).toBe(400);
    const { logged, journaled, text } = await printed('r18-words');
    expectNone(text, [...Object.values(query), ...Object.values(headers), afterSemicolon]);
    const shown =
      '/v2/topics/news/subscriptions?limit=x;access_token=[redacted]&accessKey=[redacted]&appKey=[redacted]&api+key=[redacted]&otp=[redacted]&code=[redacted]&ticket=[redacted]&sid=[redacted]&keyboard=qwerty&countryCode=NL';
    expect(logged[0]!.path).toBe(shown);
    expect(journaled[0]!.path).toBe(shown);
    // The stdout line cuts a long target short.
    expect(describeRecord(logged[0]!)).toContain(shown.slice(0, shown.indexOf('&keyboard')));
    for (const name of Object.keys(headers)) {
      expect(logged[0]!.request.headers[name], `log ${name}`).toBe('[redacted]');
      expect(journaled[0]!.headers[name], `journal ${name}`).toBe('[redacted]');
    }
    expect(logged[0]!.request.headers['x-keyboard']).toBe('qwerty');
    expect(journaled[0]!.headers['x-keyboard']).toBe('qwerty');
  });

  it('print in none of validate-traffic’s reports of the same exchange', async () => {
    const report = await reportOn([{ request: { method: 'GET', path: target, headers }, response: { status: 200 } }]);
    expectNone(report, [...Object.values(query), ...Object.values(headers), afterSemicolon]);
    expect(report).toContain('/v2/topics/news/subscriptions');
  });
});

describe('the idempotency key, a header’s secret parameter and a Host’s userinfo (review 18 F6 C)', () => {
  it('read alike in the proxy’s log and the mock’s journal', async () => {
    const key = 'r18-idempotency-key-21';
    const parameter = 'r18-content-type-token-22';
    const answer = await fetch(`${proxy.url}/v2/topics`, {
      method: 'POST',
      headers: {
        authorization: 'ApiKey test-key',
        'idempotency-key': key,
        'content-type': `application/json; token=${parameter}`,
        'x-correlation-id': 'r18-headers',
      },
      body: '{}',
    });
    expect(answer.status).toBe(400);
    const { logged, journaled, text } = await printed('r18-headers');
    expectNone(text, [key, parameter]);
    expect(logged[0]!.request.headers['idempotency-key']).toBe(hashSecret(key));
    expect(journaled[0]!.headers['idempotency-key']).toBe(hashSecret(key));
    expect(logged[0]!.request.headers['content-type']).toBe('application/json; token=[redacted]');
    expect(journaled[0]!.headers['content-type']).toBe('application/json; token=[redacted]');
  });

  it('masks a Host’s user name and password in the log and the journal alike', async () => {
    const password = 'SEKR48host';
    const entries: Record<string, unknown>[] = [];
    for (const [part, server] of [
      ['proxy', proxy],
      ['mock', mock],
    ] as const) {
      const head = `GET /v2/topics?limit=x HTTP/1.1\r\nHost: u:${password}@h\r\nAuthorization: ApiKey test-key\r\nX-Correlation-Id: r18-host-${part}\r\nConnection: close\r\n\r\n`;
      const answer = (await exchangeRaw(server.url, [head])).bytes.toString('latin1');
      expect(answer, part).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer, part).not.toContain(password);
    }
    const logged = records.find((record) => record.correlationId === 'r18-host-proxy');
    const journal = (await (await fetch(`${mock.url}/__mock/requests`)).json()) as JournalEntry[];
    const journaled = journal.find((entry) => entry.headers['x-correlation-id'] === 'r18-host-mock');
    expect(logged?.request.headers.host).toBe('[redacted]@h');
    expect(journaled?.headers.host).toBe('[redacted]@h');
    entries.push({ logged, journaled });
    expectNone([JSON.stringify(entries), describeRecord(logged!)].join('\n'), [password]);
  });
});

describe('a password holding a raw `/` in an absolute-form target (review 18 F6 B)', () => {
  const password = 'SEKR02slash';
  it('is masked in the journal and in validate-traffic’s reports', async () => {
    const { port } = new URL(mock.url);
    const target = `http://ci:${password}/x@127.0.0.1:${port}/v2/topics?limit=x`;
    const head = `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: ApiKey test-key\r\nX-Correlation-Id: r18-slash\r\nConnection: close\r\n\r\n`;
    const answer = (await exchangeRaw(mock.url, [head])).bytes.toString('latin1');
    // Its path reads as `/x@127.0.0.1:…/v2/topics`, which no operation has.
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    const journal = (await (await fetch(`${mock.url}/__mock/requests`)).json()) as JournalEntry[];
    const entry = journal.find((one) => one.headers['x-correlation-id'] === 'r18-slash');
    expect(entry?.path).toBe(`http://[redacted]@127.0.0.1:${port}/v2/topics?limit=x`);
    const report = await reportOn([{ request: { method: 'GET', path: `http://u:${password}/x@h/v2/topics`, headers: {} }, response: { status: 200 } }]);
    expect(report).toContain('GET http://[redacted]@h/v2/topics');
    expectNone([answer, JSON.stringify(journal), report].join('\n'), [password, `${password}/x`]);
  });
});

// Review 18 F3: a body property whose name says it is a secret was masked only under `credentials`.
// The same violating requests reach the proxy (report mode, logging them) and, through it, the mock
// (journaling them): both show the contract's own names (`key`) and mask the others at any depth.
describe('a body property whose name says it is a secret (review 18 F3)', () => {
  const fields = { password: 'SEKR08-body-password', client_secret: 'SEKR09-body-client-secret', apiKey: 'SEKR10-body-api-key' };

  it('is masked in a violating topic upsert by the log, its stdout line and the journal alike; the topic’s `key` is shown', async () => {
    const answer = await fetch(`${proxy.url}/v2/topics`, {
      method: 'POST',
      headers: { authorization: 'ApiKey test-key', 'content-type': 'application/json', 'x-correlation-id': 'r18-body-upsert' },
      body: JSON.stringify({ key: 'bad key!', ...fields }),
    });
    expect(answer.status).toBe(400);
    const { logged, journaled, text } = await printed('r18-body-upsert');
    expectNone(`${text}\n${await answer.text()}`, Object.values(fields));
    const shown = { key: 'bad key!', password: '[redacted]', client_secret: '[redacted]', apiKey: '[redacted]' };
    expect(logged[0]!.request.body).toEqual(shown);
    expect(journaled[0]!.requestBody).toEqual(shown);
  });

  it('is masked inside a trigger’s payload, in arrays too; the payload’s other fields print', async () => {
    const payload = { user: { firstName: 'Ada', password: 'SEKR11-payload-password' }, devices: [{ name: 'phone', pushToken: 'SEKR12-payload-push-token' }] };
    // No `to`: the trigger breaks the contract, so that the proxy logs it.
    const answer = await fetch(`${proxy.url}/v1/events/trigger`, {
      method: 'POST',
      headers: { authorization: 'ApiKey test-key', 'content-type': 'application/json', 'x-correlation-id': 'r18-body-trigger' },
      body: JSON.stringify({ name: 'welcome', payload }),
    });
    expect(answer.status).toBe(400);
    const { logged, journaled, text } = await printed('r18-body-trigger');
    expectNone(`${text}\n${await answer.text()}`, ['SEKR11-payload-password', 'SEKR12-payload-push-token']);
    const shown = { name: 'welcome', payload: { user: { firstName: 'Ada', password: '[redacted]' }, devices: [{ name: 'phone', pushToken: '[redacted]' }] } };
    expect(logged[0]!.request.body).toEqual(shown);
    expect(journaled[0]!.requestBody).toEqual(shown);
  });
});

/** validate-traffic's text report and its JSON, strict and not, of these exchanges in a JSONL recording. */
async function reportOn(exchanges: readonly unknown[]): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'nac-r18-secrets-'));
  try {
    const file = join(dir, 'traffic.jsonl');
    writeFileSync(file, `${exchanges.map((exchange) => JSON.stringify(exchange)).join('\n')}\n`);
    const texts: string[] = [];
    for (const strict of [false, true]) {
      const report = await checkTraffic([file], { strict });
      texts.push(formatReport(report), JSON.stringify(report));
    }
    return texts.join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Review 19 F4: a URL or a query string in the value of a header whose name is no secret kept its
// token, password or key in clear in the proxy's log and the mock's journal, where the same request's
// target had its own masked.
describe('a URL or a query string inside a header value (review 19 F4)', () => {
  it('is masked as a request target is, in the proxy’s log and the mock’s journal', async () => {
    const secrets = ['SEKR01refererTok', 'SEKR02origKey', 'SEKR03locPass', 'SEKR04linkTok', 'SEKR08debugPw', 'SEKR09langTok', 'SEKR10fwdPw'];
    const answer = await fetch(`${proxy.url}/v2/topics?limit=x&access_token=SEKR00targetTok`, {
      headers: {
        authorization: 'ApiKey test-key',
        'x-correlation-id': 'r19-f4-values',
        referer: 'https://app.example/cb?access_token=SEKR01refererTok&state=s1',
        'x-original-url': '/v2/topics?api_key=SEKR02origKey',
        'content-location': 'https://ci:SEKR03locPass@h.example/x',
        link: '<https://h.example/x?token=SEKR04linkTok>; rel="next"',
        'x-debug': 'password=SEKR08debugPw',
        'accept-language': 'en, token=SEKR09langTok',
        'x-forwarded-host': 'ci:SEKR10fwdPw@127.0.0.1',
      },
    });
    expect(answer.status).toBe(400);
    const { logged, journaled, text } = await printed('r19-f4-values');
    expectNone(text, ['SEKR00targetTok', ...secrets]);
    // What is no secret still prints: the URL, the other query parameters, the host.
    for (const headers of [logged[0]!.request.headers, journaled[0]!.headers]) {
      expect(headers.referer).toBe('https://app.example/cb?access_token=[redacted]&state=s1');
      expect(headers['content-location']).toBe('https://[redacted]@h.example/x');
      expect(headers.link).toBe('<https://h.example/x?token=[redacted]>; rel="next"');
    }
  });
});

// The proxy's log and the mock's journal show a request's headers by one rule (maskHeaderValue), and
// scrub what a secret header carried from the rest of the record: every header the client sent reads
// the same in both, and so does the body, whose strings quote the secrets under names that are no
// secrets. The journal had a copy of the rule that scrubbed nothing of what Authorization, the
// idempotency key, a listed or a guessed secret header carried.
interface Row {
  readonly title: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The secrets the headers carry, each quoted by the body under a name that is no secret. */
  readonly secrets: readonly string[];
}

const basic = (user: string, password: string): string => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

const rows: readonly Row[] = [
  {
    title: 'an API key, an idempotency key and listed headers',
    headers: {
      authorization: 'ApiKey SEKR-hm-apikey-0001',
      'idempotency-key': 'SEKR-hm-idem-0002',
      'x-api-key': 'SEKR-hm-xapikey-0003',
      cookie: 'sid=SEKR-hm-cookie-0004',
    },
    secrets: ['SEKR-hm-apikey-0001', 'SEKR-hm-idem-0002', 'SEKR-hm-xapikey-0003', 'sid=SEKR-hm-cookie-0004'],
  },
  {
    title: 'Basic credentials, quoted decoded',
    headers: { authorization: basic('ci', 'SEKR-hm-basic-pw-0005') },
    secrets: ['SEKR-hm-basic-pw-0005', 'ci:SEKR-hm-basic-pw-0005'],
  },
  {
    title: 'a guessed secret header and a secret parameter of a header that is none',
    headers: {
      authorization: 'ApiKey test-key',
      'x-session-token': 'SEKR-hm-session-0006',
      'content-type': 'application/json; token=SEKR-hm-param-0007',
    },
    secrets: ['SEKR-hm-session-0006', 'SEKR-hm-param-0007'],
  },
];

describe('a request’s headers, in the proxy’s log and the mock’s journal (one rule: maskHeaderValue)', () => {
  it.each(rows.map((row, index) => [row.title, row, index] as const))('%s: read the same, and the body scrubbed alike', async (_title, row, index) => {
    const id = `hm-${index}`;
    // No `to`: the trigger breaks the contract, so that the proxy logs it.
    const body = { name: 'welcome', payload: { notes: row.secrets.map((secret) => `quoting ${secret} here`) } };
    const answer = await fetch(`${proxy.url}/v1/events/trigger`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...row.headers, 'x-correlation-id': id },
      body: JSON.stringify(body),
    });
    expect([400, 401, 415]).toContain(answer.status);
    await answer.arrayBuffer();

    const { logged, journaled, text } = await printed(id);
    for (const name of Object.keys(row.headers)) expect(journaled[0]!.headers[name], name).toBe(logged[0]!.request.headers[name]);
    expect(journaled[0]!.requestBody).toEqual(logged[0]!.request.body);
    expectNone(text, row.secrets);
    // The body's own words still print.
    expect(JSON.stringify(journaled[0]!.requestBody)).toContain('quoting [redacted] here');
  });
});

// Review 21 F2: the journal masked its headers by the proxy's rule but scrubbed only the bodies of
// what they carried, and masked its path by name alone: a query or another header repeating the API
// key showed it there, while the proxy's log, scrubbed whole, hid it.
describe('a secret a header carries, repeated in the query or in another header (review 21 F2)', () => {
  it('is hidden alike in the proxy’s log and the mock’s journal', async () => {
    const key = 'SEKRr21KeyKey12345678';
    const id = 'r21-f2-repeated';
    const target = `/v1/events/trigger?name=${key}&after=${Buffer.from(key).toString('base64')}`;
    const answer = await fetch(`${proxy.url}${target}`, {
      method: 'POST',
      headers: {
        authorization: `ApiKey ${key}`,
        'content-type': 'application/json',
        'x-correlation-id': id,
        'x-echo': key,
        'x-echo-hex': Buffer.from(key).toString('hex'),
        'x-echo-header': Buffer.from(`ApiKey ${key}`).toString('base64'),
      },
      body: JSON.stringify({ name: 'welcome', payload: { note: key } }),
    });
    expect([400, 401]).toContain(answer.status);
    await answer.arrayBuffer();
    const { logged, journaled, text } = await printed(id);
    expectNone(text, [key]);
    expect(text.includes(Buffer.from(key).toString('hex')), 'hex').toBe(false);
    expect(journaled[0]!.path).toBe(logged[0]!.path);
    for (const name of ['x-echo', 'x-echo-hex', 'x-echo-header']) expect(journaled[0]!.headers[name], name).toBe(logged[0]!.request.headers[name]);
  });
});
