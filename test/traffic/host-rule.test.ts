// Review 17 F10: a host given (`--host`, checkTraffic's `hosts`) and a host recorded (a URL's
// authority, a Host header) are read as the runtime's WHATWG URL parser reads an http URL's host,
// the one a client would have contacted; beside the parser, the rule refuses an empty label, a
// label over 63 octets and a name over 253 (no DNS lookup takes them), a port 0, and, for a host
// given, an IPv4 shorthand (`4010`, `127.1`). Here the rule is fed what the parser is fed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readGivenHost } from '../../src/traffic/hosts.js';
import { checkTraffic, hostFilter } from '../../src/traffic/index.js';

const dir = mkdtempSync(join(tmpdir(), 'nac-host-rule-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const topic = { _id: 't1', key: 'news' };
function jsonl(name: string, exchanges: { path: string; host?: string }[]): string {
  const file = join(dir, name);
  const lines = exchanges.map(({ path, host }) =>
    JSON.stringify({
      request: { method: 'GET', path, headers: { authorization: 'ApiKey k', ...(host === undefined ? {} : { host }) } },
      response: { status: 200, body: topic },
    }),
  );
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** A seeded generator (mulberry32): the same strings on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Characters that end a host, start its port, bracket an IPv6 literal, are percent-decoded, mapped
// by IDNA, or refused by the parser; and the letters and digits hosts are made of.
const ALPHABET = [
  'a',
  'b',
  'x',
  'n',
  '-',
  '-',
  '.',
  '.',
  '_',
  '1',
  '0',
  '7',
  'f',
  ':',
  ':',
  '[',
  ']',
  '%',
  '2',
  'E',
  'ü',
  'Ａ',
  '。',
  '!',
  '*',
  '@',
  '\\',
  '/',
  '?',
  '#',
  ' ',
  '\t',
  '|',
  '^',
];
function texts(seed: number, count: number): string[] {
  const next = random(seed);
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 12) }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join(''),
  );
}

const CORPUS = [
  'notification_api',
  'notification_api:8080',
  'a!b.example',
  '*.example',
  'b%C3%BCcher.example',
  'api.example.com%2Fevil',
  'xn--zz.example',
  'xn--bcher-kva-.example',
  'ü-.example',
  'ＡＰＩ.example。com',
  'api.example.com.',
  'api.example.com..',
  '[0:0:0:0:0:0:0:1]:4010',
  '[::ffff:127.0.0.1]',
  '127.0.0.1:0',
  'api.example.com:080',
  '4010',
  '127.1',
  '0x7f.1',
  '1.2.3',
  '1.2.3.4.',
  '999.1',
  'example.123',
  '1e3',
];

/** The parser's [hostname, port] of an http URL's host, the default port as 80; undefined when it refuses it. */
function parsed(text: string): [string, number] | undefined {
  try {
    const url = new URL(`http://${text}`);
    return [url.hostname, Number(url.port || 80)];
  } catch {
    return undefined;
  }
}

/** Why the rule refuses a host the parser takes, or undefined when it must take it. */
function refusedBesideTheParser(text: string, [hostname, port]: [string, number]): string | undefined {
  if (/[/\\?#@\s\p{Cc}]/u.test(text)) return 'more than a host';
  if (port === 0) return 'port 0';
  const name = hostname.startsWith('[') ? hostname : hostname.replace(/\.$/, '');
  if (!name.startsWith('[') && (name.length > 253 || name.split('.').some((label) => label.length === 0 || label.length > 63))) return 'a label DNS refuses';
  if (/^\d+\.\d+\.\d+\.\d+$/.test(name) && text.replace(/:\d*$/, '').toLowerCase().replace(/\.$/, '') !== name) return 'an IPv4 shorthand';
  return undefined;
}

describe('a host given', () => {
  it('is read as the URL parser reads it (a corpus, and 4,000 strings of the characters that matter)', () => {
    for (const text of [...CORPUS, ...texts(17, 4000)]) expect({ text, ...agreesGiven(text) }).toEqual({ text });
  });
});

/** What is wrong with the reading of `text` given, beside the parser's; {} when nothing. */
function agreesGiven(text: string): { problem?: string } {
  const { host } = readGivenHost(text);
  const url = parsed(text);
  if (host !== undefined) {
    // What the rule takes, the parser takes too, as the same host and port.
    if (url === undefined) return { problem: `taken as ${host}, refused by the parser` };
    const [hostname, port] = url;
    const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
    if (name !== (hostname.startsWith('[') ? hostname : hostname.replace(/\.$/, ''))) return { problem: `taken as ${host}, the parser's is ${hostname}` };
    if (Number(/:(\d+)$/.exec(host.slice(name.length))?.[1] ?? 80) !== port) return { problem: `taken as ${host}, the parser's port is ${port}` };
    // The form compared reads as itself: the filter re-reads the hosts it is given (worker threads).
    if (readGivenHost(host).host !== host) return { problem: `${host} reads as ${readGivenHost(host).host}` };
  } else if (url !== undefined && refusedBesideTheParser(text, url) === undefined) {
    return { problem: `refused, the parser takes ${url.join(':')}` };
  }
  return {};
}

describe('a host recorded in a URL', () => {
  // The authority a client would contact, however the URL is written: every run of '/' and '\'
  // after the scheme, the host after the last '@' before the first '/', '\', '?' or '#'.
  const urls = [
    'https://evil.example\\@api.example.com/v2/topics/news',
    'https://api.example.com\\@evil.example/v2/topics/news',
    'https://evil.example\\.api.example.com/v2/topics/news',
    'https:\\\\api.example.com/v2/topics/news',
    'https:///api.example.com/v2/topics/news',
    'HTTPS://user:pw@API.example.com:443/v2/topics/news',
    'https://a@b@api.example.com/v2/topics/news',
    'https://api.example.com?@evil.example/v2',
    'https://api.example.com#@evil.example/v2',
    'https://api.exa\tmple.com/v2/topics/news',
    '  https://api.example.com/v2/topics/news',
    'http://notification_api:8080/v2/topics/news',
    'https://api.example.com../v2/topics/news',
    'https://api.example.com:/v2/topics/news',
    ...texts(1017, 4000).map((authority, index) => `${['http', 'https', 'ws', 'wss'][index % 4]}://${authority}/v2/topics/news`),
  ];
  it('goes to the host the URL parser reads (a corpus, and 4,000 URLs of the characters that matter)', () => {
    for (const recorded of urls) expect({ recorded, ...agreesRecorded(recorded) }).toEqual({ recorded });
  });
});

/** What is wrong with the host read of a URL recorded, beside the parser's; {} when nothing. */
function agreesRecorded(recorded: string): { problem?: string } {
  let url: URL | undefined;
  try {
    url = new URL(recorded);
  } catch {}
  const other = hostFilter(['other.example'])!;
  // A host recorded that is none matches no host given.
  if (url === undefined) return other.keeps(recorded, {}) ? { problem: 'refused by the parser, kept' } : {};
  const port = url.port || { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' }[url.protocol]!;
  const given = readGivenHost(`${url.hostname}:${port}`).host;
  if (given === undefined) {
    // A host the rule refuses beside the parser (an empty label): it matches no host given.
    if (refusedBesideTheParser(url.host, [url.hostname, Number(port)]) === undefined) return { problem: `${url.host} refused` };
    return other.keeps(recorded, {}) ? { problem: `${url.host} refused, kept` } : {};
  }
  if (!hostFilter([given])!.keeps(recorded, {})) return { problem: `not kept for ${given}` };
  if (!hostFilter([given.replace(/:\d+$/, '')])!.keeps(recorded, {})) return { problem: `not kept for ${given} on any port` };
  if (hostFilter([`${given.replace(/:\d+$/, '')}:${Number(port) === 1 ? 2 : 1}`])!.keeps(recorded, {})) return { problem: `kept for ${given} on another port` };
  if (other.keeps(recorded, {})) return { problem: 'kept for other.example' };
  return {};
}

describe('checkTraffic', () => {
  // Each on a path of no operation, so that the report lists each exchange kept, by its line.
  const file = jsonl('recorded.jsonl', [
    { path: 'https://evil.example\\@api.example.com/probe' },
    { path: 'https://api.example.com\\@evil.example/probe' },
    { path: '/probe', host: 'api.example.com..' },
    { path: 'https://api.example.com../probe' },
    { path: '/probe', host: 'api.example.com.' },
    { path: 'http://notification_api:8080/probe' },
    { path: '/probe', host: 'Notification_API:8080' },
    { path: '/probe', host: '127.1:4010' },
  ]);
  const kept = async (hosts: string[]) => (await checkTraffic([file], { hosts, maxListed: 100 })).unmatchedExchanges.map(({ line }) => line);

  it("keeps the exchanges a client sent to the host: a backslash ends a URL's host", async () => {
    expect(await kept(['evil.example'])).toEqual([1]);
    expect(await kept(['api.example.com'])).toContain(2);
    expect(await kept(['api.example.com'])).not.toContain(1);
  });

  it('takes one trailing dot for the root label, not two', async () => {
    expect(await kept(['api.example.com'])).toEqual([2, 5]);
  });

  it('takes a service name with an underscore, and reads a recorded IPv4 shorthand as the parser does', async () => {
    expect(await kept(['notification_api:8080'])).toEqual([6, 7]);
    expect(await kept(['127.0.0.1:4010'])).toEqual([8]);
  });

  it.each([
    [['4010'], 'checkTraffic: hosts: "4010" is no host name: a port alone is no host: give localhost:4010 or 127.0.0.1:4010'],
    [['127.1'], 'checkTraffic: hosts: "127.1" is no host name: it reads as the IPv4 address 127.0.0.1: give 127.0.0.1 if that is the host'],
    [['::1'], 'checkTraffic: hosts: "::1" is no host name: an IPv6 address goes in brackets ([::1], or [::1]:8443 with a port)'],
    [['api.example.com..'], 'checkTraffic: hosts: "api.example.com.." is no host name'],
    ['api.example.com', 'checkTraffic: hosts must be an array of host strings, got "api.example.com"'],
    [{ 0: 'api.example.com', length: 1 }, 'checkTraffic: hosts must be an array of host strings, got an object'],
    [[null], 'checkTraffic: hosts must be an array of host strings, got null at hosts[0]'],
    [['api.example.com', 4010], 'checkTraffic: hosts must be an array of host strings, got 4010 at hosts[1]'],
    [[['api.example.com']], 'checkTraffic: hosts must be an array of host strings, got an array at hosts[0]'],
  ])('refuses hosts: %j with a TypeError, before a file is opened', async (hosts, message) => {
    await expect(checkTraffic([join(dir, 'missing.jsonl')], { hosts: hosts as string[] })).rejects.toThrow(new TypeError(message));
  });
});
