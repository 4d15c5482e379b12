// Review 18 F7: `--host` and checkTraffic({hosts}) read a recorded URL's host only when `scheme:` was
// followed by '/' or '\', and else fell back to the Host header: `http:evil.example/v2/topics` (the
// URL parser's http://evil.example/v2/topics) with `Host: api.example.com` was kept for
// api.example.com. A URL of a special scheme is read as the parser reads it, slashes or none; `file:`
// and other schemes go to no host of an HTTP service. The reviewer's 34 other URLs, already read
// right, are rows too.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTraffic, hostFilter } from '../../src/traffic/index.js';
import { runInProcess } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'nac-host-schemes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const filter = hostFilter(['api.example.com'])!;
const HOST_HEADER = { host: 'api.example.com' };

// [recorded URL, kept for --host api.example.com]: the same with or without a Host header naming it,
// which an absolute URL's host stands instead of (RFC 9112 §3.2.2).
const ROWS: [string, boolean][] = [
  // A special scheme without '//': the parser reads the authority all the same.
  ['http:evil.example/v2/topics', false],
  ['https:evil.example/v2/topics', false],
  ['HTTP:evil.example/v2/topics', false],
  ['ws:evil.example/v2/topics', false],
  ['wss:evil.example/v2/topics', false],
  ['ftp:evil.example/v2/topics', false],
  ['http:api.example.com/v2/topics', true],
  ['https:api.example.com:8443/v2/topics', true],
  ['https:/evil.example/v2/topics', false],
  ['https:\\evil.example/v2/topics', false],
  ['ftp://api.example.com/v2/topics', true],
  // A URL the parser refuses, or whose host is empty: sent nowhere.
  ['http:', false],
  ['https:?x', false],
  ['https:///', false],
  // file: and other schemes: no request to an HTTP service (fetch sends none).
  ['file://api.example.com/v2/topics', false],
  ['file:///v2/topics', false],
  ['file:api.example.com/v2/topics', false],
  ['foo://api.example.com/v2/topics', false],
  ['foo:api.example.com/v2/topics', false],
  ['api.example.com:443/v2/topics', false],
  // The reviewer's 34 URLs, read right before (host-rule.mjs).
  ['https://api.example.com/v2/topics', true],
  ['https://evil.example\\@api.example.com/v2/topics', false],
  ['https://api.example.com\\@evil.example/v2/topics', true],
  ['http:/api.example.com/v2/topics', true],
  ['https:\\\\api.example.com/v2/topics', true],
  ['HTTPS://API.EXAMPLE.COM./v2/topics', true],
  ['https://api.example.com:443/v2/topics', true],
  ['https://api.example.com:8443/v2/topics', true],
  ['https://u:p@api.example.com/v2/topics', true],
  ['https://api.example.com@evil.example/v2/topics', false],
  ['https://api.example.com%40evil.example/v2/topics', false],
  ['https://api.example.com%2fevil/v2/topics', false],
  ['https://api%2eexample%2ecom/v2/topics', true],
  ['https://api.example.com\t/v2/topics', true],
  [' https://api.example.com/v2/topics', true],
  ['https://api.exa\tmple.com/v2/topics', true],
  ['https://api.example.com:/v2/topics', true],
  ['https://api.example.com:0443/v2/topics', true],
  ['ws://api.example.com/v2/topics', true],
  ['https://[::ffff:api.example.com]/v2', false],
  ['https://api.example.com;evil/v2/topics', false],
  ['https://xn--api.example.com/v2', false],
  ['https://ａｐｉ.example.com/v2/topics', true],
  ['https://api.example.com\u3002/v2/topics', true],
  ['https://api.example.com?x/v2/topics', true],
  ['https://api.example.com#@evil.example/v2/topics', true],
  ['https://evil.example#@api.example.com/v2/topics', false],
  ['https://evil.example?@api.example.com/v2/topics', false],
  ['https:///api.example.com/v2/topics', true],
  ['https://api.example.com%00/v2', false],
  ['https://api.example.com..@x/v2', false],
];

describe('a recorded URL, for --host api.example.com', () => {
  it.each(ROWS)('%j kept: %s, with or without a Host header', (url, kept) => {
    expect(filter.keeps(url, undefined)).toBe(kept);
    expect(filter.keeps(url, HOST_HEADER)).toBe(kept);
  });

  it('goes where the URL parser says for every row of a special scheme but file:', () => {
    for (const [url, kept] of ROWS) {
      let parsed: URL | undefined;
      try {
        parsed = new URL(url);
      } catch {}
      if (parsed === undefined || !['http:', 'https:', 'ws:', 'wss:', 'ftp:'].includes(parsed.protocol)) continue;
      expect(parsed.hostname.replace(/\.$/, '') === 'api.example.com', url).toBe(kept);
    }
  });

  it('takes the port of a special scheme without slashes, and its default', () => {
    expect(hostFilter(['api.example.com:8443'])!.keeps('https:api.example.com:8443/v2/topics', undefined)).toBe(true);
    expect(hostFilter(['api.example.com:443'])!.keeps('https:api.example.com/v2/topics', undefined)).toBe(true);
    expect(hostFilter(['api.example.com:80'])!.keeps('https:api.example.com/v2/topics', undefined)).toBe(false);
    expect(hostFilter(['api.example.com:21'])!.keeps('ftp:api.example.com/v2/topics', undefined)).toBe(true);
  });

  it('reads the Host header still for a path, and for a target that has no scheme', () => {
    expect(filter.keeps('/v2/topics', HOST_HEADER)).toBe(true);
    expect(filter.keeps('*', HOST_HEADER)).toBe(true);
    expect(filter.keeps('[::1]:4010/v2/topics', HOST_HEADER)).toBe(true);
    expect(filter.keeps('/v2/topics', { host: 'evil.example' })).toBe(false);
  });
});

describe('validate-traffic --host and checkTraffic({hosts})', () => {
  // The reviewer's h.jsonl: both lines went to evil.example.
  const file = join(dir, 'h.jsonl');
  const response = { status: 200, body: { data: [], next: null, previous: null, totalCount: 0, totalCountCapped: false } };
  writeFileSync(
    file,
    [
      { request: { method: 'GET', path: 'http:evil.example/v2/topics', headers: { host: 'api.example.com', authorization: 'ApiKey k' } }, response },
      { request: { method: 'GET', path: 'https:evil.example/v2/topics', headers: { authorization: 'ApiKey k' } }, response },
      { request: { method: 'GET', path: 'https:api.example.com/v2/topics', headers: { authorization: 'ApiKey k' } }, response },
    ]
      .map((line) => JSON.stringify(line))
      .join('\n'),
  );

  it('leave out the exchanges sent to evil.example', async () => {
    const report = await checkTraffic([file], { hosts: ['api.example.com'], maxListed: 100 });
    expect({ checked: report.exchanges, leftOut: report.otherHosts }).toEqual({ checked: 1, leftOut: 2 });
    const other = await checkTraffic([file], { hosts: ['evil.example'], maxListed: 100 });
    expect({ checked: other.exchanges, leftOut: other.otherHosts }).toEqual({ checked: 2, leftOut: 1 });
  });

  it('counts them as left out on the command line', async () => {
    const { status, stderr } = await runInProcess(['validate-traffic', '--jobs', '1', '--host', 'api.example.com', file]);
    // The one exchange kept is the one to api.example.com, whose target no parser takes.
    expect({ status, stderr }).toEqual({
      status: 1,
      stderr: expect.stringContaining('(1 exchange checked, 1 matching no operation, 2 of other hosts left out)'),
    });
  });
});
