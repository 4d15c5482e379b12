// Review 18 F9: a header value read as Latin-1 can hold a C1 control (0x9b is CSI, which a terminal
// acts on), and JSON.stringify escapes C0 controls only: the 400 detail quoting a peer's Content-Type
// or Content-Encoding carried U+009B raw, from the mock and the proxy alike. Messages now quote
// through one rule (src/text/printable.ts): C1, DEL, the line separators and the bidirectional
// controls escaped as \uXXXX.
import { describe, expect, it } from 'vitest';
import { decodingResult } from '../../src/http/content-coding.js';
import { jsonQuoted } from '../../src/text/printable.js';
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
