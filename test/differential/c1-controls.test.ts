// Review 18 F9: a header value read as Latin-1 can hold a C1 control (0x9b is CSI, which a terminal
// acts on), and JSON.stringify escapes C0 controls only: the 400 detail quoting a peer's Content-Type
// or Content-Encoding carried U+009B raw, from the mock and the proxy alike. Messages now quote
// through one rule (src/text/printable.ts): C1, DEL, the line separators and the bidirectional
// controls escaped as \uXXXX.
import { describe, expect, it } from 'vitest';
import { decodingResult } from '../../src/http/content-coding.js';
import { jsonQuoted } from '../../src/text/printable.js';
import { checkTraffic, hostFilter } from '../../src/traffic/index.js';
import { validateRequest } from '../../src/validator/index.js';
import { exchangeRaw, parseAnswers } from './raw-socket.js';
import { useWireServers } from './wire-servers.js';

const { parts } = useWireServers();
// biome-ignore lint/suspicious/noControlCharactersInRegex: what must not reach a terminal raw
const RAW = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/;

describe('a message quotes a value with no control character left raw', () => {
  it('jsonQuoted: a JSON string literal, C1, DEL, separators and bidirectional controls escaped too', () => {
    const text = 'a\u009b31m\u0085\u007f\u2028\u202e\u2066\u0007"\\b';
    const literal = jsonQuoted(text);
    expect(literal).not.toMatch(RAW);
    expect(JSON.parse(literal)).toBe(text);
    expect(literal).toBe('"a\\u009b31m\\u0085\\u007f\\u2028\\u202e\\u2066\\u0007\\"\\\\b"');
  });

  it("the validator's messages (a Content-Type) and the Content-Encoding issue", () => {
    const checked = validateRequest({
      method: 'POST',
      path: '/v2/topics',
      headers: { authorization: 'ApiKey k', 'content-type': 'text/\u009b31mred\u0085' },
      body: '{}',
    });
    const message = checked.issues.find((issue) => issue.location === 'content-type')?.message ?? '';
    expect(message).toContain('"text/\\u009b31mred\\u0085"');
    expect(message).not.toMatch(RAW);
    const decoding = decodingResult({ kind: 'unsupported', coding: 'gz\u009b31mip' }, 1024, ['gzip']);
    expect(JSON.stringify(decoding)).not.toMatch(RAW);
  });

  const raw = (head: string) => Buffer.from(`${head}Connection: close\r\n\r\n{}`, 'latin1');
  it.each([
    ['Content-Type', 'POST /v2/topics HTTP/1.1\r\nHost: h\r\nAuthorization: ApiKey k\r\nContent-Type: text/\x9b31mred\x85\r\nContent-Length: 2\r\n'],
    [
      'Content-Encoding',
      'POST /v2/topics HTTP/1.1\r\nHost: h\r\nAuthorization: ApiKey k\r\nContent-Type: application/json\r\nContent-Encoding: gz\x9b31mip\r\nContent-Length: 2\r\n',
    ],
  ])('a %s holding 0x9b: the 400 of the mock and of the proxy shows it escaped, and they agree', async (_, head) => {
    const details: string[] = [];
    for (const [part, , url] of parts()) {
      const [answer] = parseAnswers((await exchangeRaw(url, [raw(head)])).bytes);
      expect(answer?.status, part).toBe(400);
      expect(answer!.body, part).not.toMatch(RAW);
      expect(answer!.body, part).toContain('\\\\u009b31m');
      details.push(...(JSON.parse(answer!.body) as { issues: { message: string }[] }).issues.map((issue) => issue.message));
    }
    expect(new Set(details).size, details.join(' | ')).toBe(1);
  });
});

// Review 19 F8: messages that quoted a value with JSON.stringify left U+202E (a bidi override) and C1
// controls raw in the mock's problem details, the proxy's passing them on, and library errors.
describe('a value holding a bidi override or a C1 control, quoted in a message (review 19 F8)', () => {
  const evil = '\\u202e\\u009bEVIL';
  const auth = 'Authorization: ApiKey test-key\r\n';
  const request = (method: string, path: string, json?: string, extra = '') =>
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}${json === undefined ? '' : `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\n`}Connection: close\r\n\r\n${json ?? ''}`;
  it.each([
    ['PATCH /__mock/settings', request('PATCH', '/__mock/settings', `{"idempotency":"${evil}"}`), true, true],
    ['POST /__mock/faults, its operationId', request('POST', '/__mock/faults', `{"operationId":"${evil}","status":500}`), true, true],
    [
      'POST /__mock/faults, its times',
      request('POST', '/__mock/faults', `{"operationId":"TopicsController_listTopics","status":500,"times":"${evil}"}`),
      true,
      false,
    ],
    [
      'PUT /__mock/state, a subscriberId twice',
      request('PUT', '/__mock/state', `{"environments":[{"subscribers":[{"subscriberId":"${evil}"},{"subscriberId":"${evil}"}]}]}`),
      true,
      false,
    ],
    ['a topic that is not found', request('GET', '/v2/topics/%E2%80%AE%C2%9Bx', undefined, auth), false, true],
    ["a topic's subscriber that is not found", request('GET', '/v1/topics/%E2%80%AEt/subscribers/%C2%9Bs', undefined, auth), false, true],
    ['a trigger of an unknown workflow', request('POST', '/v1/events/trigger', `{"name":"${evil}","to":"s1"}`, auth), false, true],
    ['a trigger to an unknown tenant', request('POST', '/v1/events/trigger', `{"name":"w","to":"s1","tenant":"${evil}"}`, auth), false, false],
    ['a subscriber that is not found', request('GET', '/v2/subscribers/%E2%80%AEx', undefined, auth), false, false],
  ])('%s: no raw control in the answer of the mock, or of the proxy passing it on', async (_name, head, controlOnly, quotes) => {
    let escaped = false;
    for (const [part, answerer, url] of parts()) {
      if (controlOnly && answerer === 'proxy') continue;
      const [answer] = parseAnswers((await exchangeRaw(url, [head])).bytes);
      expect(answer?.status, part).toBeGreaterThanOrEqual(200);
      expect(answer!.body, part).not.toMatch(RAW);
      escaped ||= answer!.body.includes('\\\\u202e');
    }
    // Where the answer quotes the value, it shows it escaped (the others held in the review too).
    expect(escaped).toBe(quotes);
  });

  it('checkTraffic and hostFilter: the TypeError of a hosts entry that is no host name', async () => {
    const host = 'a\u202e\u009bb c';
    expect(() => hostFilter([host])).toThrow(TypeError);
    for (const thrown of [
      (() => {
        try {
          hostFilter([host]);
        } catch (error) {
          return (error as Error).message;
        }
      })(),
      await checkTraffic([], { hosts: [host] }).then(
        () => undefined,
        (error: Error) => error.message,
      ),
    ]) {
      expect(thrown).toContain('\\u202e\\u009b');
      expect(thrown).not.toMatch(RAW);
    }
  });
});
