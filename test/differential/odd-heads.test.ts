// Review 17 F6-F9: the mock and the proxy in enforce mode in front of it answered odd request heads
// apart. F6: a repeated Host and a target that is no path (or holds a fragment) were checked in
// opposite orders, and the proxy's `instance` kept the fragment. F7: `CONNECT /__mock/requests` got
// the control API's 405, the proxy's /__contract/ paths a CONNECT's 400 without its issue, and the
// proxy showed a CONNECT's or an `OPTIONS *`'s target as `/`. F8: with `Expect: 100-continue` the mock
// sent `100 Continue` and read the body of a request it refuses from its head. F9: the mock's CORS
// preflight 404/405 listed no issue. Each row feeds the same raw request to every part.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECT_MESSAGE, FRAGMENT_MESSAGE, INVALID_HOST_MESSAGE, REPEATED_HOST_MESSAGE, TARGET_FORM_MESSAGE } from '../../src/http/index.js';
import { MockEngine } from '../../src/mock/engine.js';
import { createStatefulMock } from '../../src/mock/index.js';
import { type RunningValidatingProxy, startValidatingProxy } from '../../src/proxy/index.js';
import type { ViolationRecord } from '../../src/proxy/record.js';
import { exchangeRaw, parseAnswers } from './raw-socket.js';
import { useWireServers } from './wire-servers.js';

const { servers } = useWireServers();
let proxy: RunningValidatingProxy;
const records: ViolationRecord[] = [];

beforeAll(async () => {
  // With its /__contract/ paths (admin), and its log read.
  proxy = await startValidatingProxy({ upstream: servers.mock.url, port: 0, mode: 'enforce', log: (record) => records.push(record) });
});

afterAll(async () => {
  await proxy?.close();
});

const parts = (): [string, string][] => [
  ['mock', servers.mock.url],
  ['mock, node:http alone', servers.plain.url],
  ['proxy', proxy.url],
];

const AUTH = 'Authorization: ApiKey test-key\r\n';

interface Seen {
  readonly statuses: number[];
  readonly issues: unknown;
  readonly instance: unknown;
}

/** What a server writes back to `head`, sent as it is and nothing after it, within `deadlineMs`. */
async function seen(url: string, head: string, deadlineMs = 3000): Promise<Seen & { readonly timedOut: boolean }> {
  const { bytes, timedOut } = await exchangeRaw(url, [head], deadlineMs);
  const answers = parseAnswers(bytes);
  const last = answers.at(-1);
  const problem = last === undefined || last.body === '' ? {} : (JSON.parse(last.body) as Record<string, unknown>);
  return { statuses: answers.map((answer) => answer.status), issues: problem.issues, instance: problem.instance, timedOut };
}

const issue = (location: string, pointer: string, keyword: string, message: string) => ({ location, pointer, keyword, message, severity: 'error' });
const TARGET = issue('path', '', 'target', TARGET_FORM_MESSAGE);
const CONNECT = issue('path', '', 'target', CONNECT_MESSAGE);
const FRAGMENT = issue('path', '', 'fragment', FRAGMENT_MESSAGE);
const HOST = issue('header', '/host', 'host', REPEATED_HOST_MESSAGE);
const BAD_HOST = issue('header', '/host', 'host', INVALID_HOST_MESSAGE);

describe('a head with two faults, or a target that is no path (F6, F7)', () => {
  it.each([
    ['F6: CONNECT with two Hosts', 'CONNECT', 'a:1', ['x', 'y'], CONNECT, 'a:1'],
    ['F6: OPTIONS * with two Hosts', 'OPTIONS', '*', ['a', 'b'], TARGET, '*'],
    ['F6: a fragment with two Hosts', 'GET', '/v2/topics#x', ['a', 'b'], FRAGMENT, '/v2/topics'],
    ['F6: a fragment', 'GET', '/v2/topics#x', ['127.0.0.1'], FRAGMENT, '/v2/topics'],
    ['F6: two Hosts', 'GET', '/v2/topics', ['a', 'b'], HOST, '/v2/topics'],
    ['F7: CONNECT to a control path', 'CONNECT', '/__mock/requests', ['127.0.0.1'], CONNECT, '/__mock/requests'],
    ["F7: CONNECT to a proxy's own path", 'CONNECT', '/__contract/stats', ['127.0.0.1'], CONNECT, '/__contract/stats'],
    ['F7: CONNECT in authority-form', 'CONNECT', 'api.example.com:443', ['api.example.com:443'], CONNECT, 'api.example.com:443'],
    ['F7: OPTIONS *', 'OPTIONS', '*', ['127.0.0.1'], TARGET, '*'],
    // Review 19 F3: the proxy answered 200 and sent the password upstream in x-forwarded-host.
    ['R19 F3: a Host with a user name and password', 'GET', '/v2/topics', ['ci:pw@127.0.0.1'], BAD_HOST, '/v2/topics'],
    ['R19 F3: a Host with a space', 'GET', '/v2/topics', ['a b'], BAD_HOST, '/v2/topics'],
    ['R19 F3: a Host with a port that is no number', 'GET', '/v2/topics', ['127.0.0.1:x'], BAD_HOST, '/v2/topics'],
    ['R19 F3: a Host that is no IPv6 address in brackets', 'GET', '/v2/topics', ['[::1::2]'], BAD_HOST, '/v2/topics'],
    ['R19 F3: an absolute-form target, its Host with a password', 'GET', 'http://127.0.0.1/v2/topics', ['ci:pw@127.0.0.1'], BAD_HOST, '/v2/topics'],
    ['R19 F3: two Hosts, one with a password', 'GET', '/v2/topics', ['127.0.0.1', 'ci:pw@x'], HOST, '/v2/topics'],
    ['R19 F3: a fragment, and a Host with a password', 'GET', '/v2/topics#x', ['ci:pw@x'], FRAGMENT, '/v2/topics'],
  ])(
    '%s: one 400, one issue, one instance from the mock (in-process and over HTTP) and the proxy',
    async (_name, method, target, hosts, expected, instance) => {
      const head = `${method} ${target} HTTP/1.1\r\n${hosts.map((host) => `Host: ${host}\r\n`).join('')}${AUTH}Connection: close\r\n\r\n`;
      const want = { statuses: [400], issues: [expected], instance, timedOut: false };
      for (const [part, url] of parts()) expect(await seen(url, head), part).toEqual(want);
      const engine = new MockEngine();
      const answer = await engine.answer({
        method,
        target,
        headers: { host: hosts.length === 1 ? hosts[0] : hosts, authorization: 'ApiKey test-key' },
        body: undefined,
      });
      const problem = JSON.parse(answer.body!) as Record<string, unknown>;
      expect({ status: answer.status, issues: problem.issues, instance: problem.instance }, 'in-process').toEqual({
        status: 400,
        issues: [expected],
        instance,
      });
    },
  );

  // Review 19 F3: what RFC 3986 calls a host is taken, by every part alike.
  it.each([
    ['a docker service name', 'notification_api:8080'],
    ['an IPv6 literal and a port', '[::1]:4010'],
    ['an IPv4-mapped IPv6 literal', '[::ffff:127.0.0.1]'],
    ['a name ending in a dot', 'localhost.'],
    ['a punycode name', 'xn--bcher-kva.example'],
    ['a percent-encoded name', 'b%C3%BCcher.example'],
    ['an empty port', '127.0.0.1:'],
    ['an empty Host', ''],
  ])('R19 F3: a Host that is %s gets 200 from the mock (in-process and over HTTP) and the proxy', async (_name, host) => {
    const head = `GET /v2/topics HTTP/1.1\r\nHost: ${host}\r\n${AUTH}Connection: close\r\n\r\n`;
    for (const [part, url] of parts()) expect((await seen(url, head)).statuses, part).toEqual([200]);
    const mock = createStatefulMock();
    const fetched = await mock.fetch('http://mock.test/v2/topics', { headers: { host, authorization: 'ApiKey test-key' } });
    expect(fetched.status, 'in-process').toBe(200);
  });

  it('R19 F3: the in-process fetch answers a Host with a password as the servers do', async () => {
    const fetched = await createStatefulMock().fetch('http://mock.test/v2/topics', { headers: { host: 'ci:pw@127.0.0.1', authorization: 'ApiKey test-key' } });
    const problem = (await fetched.json()) as Record<string, unknown>;
    expect({ status: fetched.status, issues: problem.issues, instance: problem.instance }).toEqual({ status: 400, issues: [BAD_HOST], instance: '/v2/topics' });
  });

  it('R19 F3: in report mode the proxy refuses a Host with a password as it refuses two Hosts, and sends neither upstream', async () => {
    const reporting = await startValidatingProxy({ upstream: servers.mock.url, port: 0, mode: 'report', admin: false });
    try {
      for (const [hosts, expected] of [
        [['ci:SEKR01pw@127.0.0.1'], BAD_HOST],
        [['a', 'b'], HOST],
      ] as const) {
        const head = `GET /v2/topics HTTP/1.1\r\n${hosts.map((host) => `Host: ${host}\r\n`).join('')}${AUTH}Connection: close\r\n\r\n`;
        expect(await seen(reporting.url, head)).toEqual({ statuses: [400], issues: [expected], instance: '/v2/topics', timedOut: false });
      }
      const journal = await (await fetch(`${servers.mock.url}/__mock/requests`)).text();
      expect(journal).not.toContain('SEKR01');
    } finally {
      await reporting.close();
    }
  });

  it("F7: the proxy's log shows a CONNECT's and an OPTIONS *'s target as sent, not as /", async () => {
    for (const [method, target] of [
      ['CONNECT', 'api.example.com:443'],
      ['OPTIONS', '*'],
    ]) {
      await seen(proxy.url, `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(records.filter((record) => record.method === method).at(-1), target).toMatchObject({ path: target, status: 400 });
    }
  });
});

describe('Expect: 100-continue on a request refused from its head (F8)', () => {
  const post = (target: string, headers: string, type = 'application/json') =>
    `POST ${target} HTTP/1.1\r\n${headers}${AUTH}Content-Type: ${type}\r\nContent-Length: 2\r\nExpect: 100-continue\r\n\r\n`;
  it.each([
    ['an unknown path', post('/v9/nope', 'Host: 127.0.0.1\r\n'), 404, ['route']],
    ['a wrong method', post('/v2/topics', 'Host: 127.0.0.1\r\n').replace('POST', 'PATCH'), 405, ['method']],
    ['two Hosts', post('/v2/topics', 'Host: a\r\nHost: b\r\n'), 400, ['host']],
    ['a fragment', post('/v2/topics#x', 'Host: 127.0.0.1\r\n'), 400, ['fragment']],
    ['a type it refuses', post('/v2/topics', 'Host: 127.0.0.1\r\n', 'text/plain'), 400, ['mediaType']],
  ])('%s: the final answer at once, no 100, the body never read, from the mock and the proxy alike', async (_name, head, status, keywords) => {
    const answers: [string, Seen][] = [];
    for (const [part, url] of parts()) {
      // The body is never sent: a 100 would make the server wait for it until the deadline.
      const { timedOut, ...rest } = await seen(url, head);
      expect({ statuses: rest.statuses, timedOut }, part).toEqual({ statuses: [status], timedOut: false });
      answers.push([part, rest]);
    }
    const [[, first]] = answers as [[string, Seen]];
    expect((first.issues as { keyword?: string; location: string }[]).map((one) => one.keyword ?? one.location)).toEqual(keywords);
    for (const [part, answer] of answers) expect(answer, part).toEqual(first);
  });
});

describe('a CORS preflight refused (F9)', () => {
  const inProcess = createStatefulMock();
  it.each([
    ['an unknown path', '/v9/x', 'GET', 404, 'route'],
    ['a method the path does not take', '/v2/topics', 'PATCH', 405, 'method'],
  ])('for %s lists the same issue from the mock (in-process and over HTTP) and the proxy', async (_name, path, announced, status, location) => {
    const head = `OPTIONS ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://a.example\r\nAccess-Control-Request-Method: ${announced}\r\nConnection: close\r\n\r\n`;
    const found: Seen[] = [];
    for (const [part, url] of parts()) {
      const { timedOut: _, ...answer } = await seen(url, head);
      expect(answer.statuses, part).toEqual([status]);
      found.push(answer);
    }
    const fetched = await inProcess.fetch(`http://mock.test${path}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://a.example', 'access-control-request-method': announced },
    });
    const problem = (await fetched.json()) as Record<string, unknown>;
    found.push({ statuses: [fetched.status], issues: problem.issues, instance: problem.instance });
    expect(found[0]!.issues).toEqual([expect.objectContaining({ location, keyword: 'preflight' })]);
    for (const answer of found) expect(answer).toEqual(found[0]);
  });
});
