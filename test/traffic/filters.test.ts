// #9 item 17: --host keeps only one service's exchanges of a browser HAR, --base-path strips the
// prefix a service is mounted under, and a run in which no exchange matched an operation exits 1 with
// a clear line unless --allow-empty (a broken recording must not keep CI green).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTraffic, exitCodeOf, hostFilter, normalizeHost } from '../../src/traffic/index.js';
import { runInProcess } from '../helpers/cli.js';

const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);
const dir = mkdtempSync(join(tmpdir(), 'nac-traffic-filters-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// In-process, through (argv, io), without a build: on this thread (--jobs 1), since the worker threads
// load the built modules; the threads and the built command are test/traffic/jobs.test.ts's and test/cli/smoke.test.ts's.
const run = (args: string[]) => runInProcess(['validate-traffic', '--jobs', '1', ...args]);

const topic = { _id: 't1', key: 'news' };
function jsonl(name: string, exchanges: { method?: string; path: string; headers?: Record<string, string> }[]): string {
  const file = join(dir, name);
  const lines = exchanges.map(({ method = 'GET', path, headers = {} }) =>
    JSON.stringify({ request: { method, path, headers: { authorization: 'ApiKey k', ...headers } }, response: { status: 200, body: topic } }),
  );
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

describe('--host', () => {
  it("keeps only that host's exchanges of a browser HAR, and says how many it left out", async () => {
    const result = await run(['--host', 'api.example.com', fixture('session.har')]);
    // The CDN's script is left out; the API's preflight still matches no operation.
    expect(result.stdout).toMatch(/^1 file, 8 exchanges: 5 valid, 3 violations, 0 matching no operation, 1 of other hosts left out, 1 CORS preflight$/m);
    expect(result.stdout).not.toContain('cdn.example.com');
    expect(result.status).toBe(1);
    const other = await run(['--host', 'cdn.example.com', fixture('session.har')]);
    expect(other.stdout).toMatch(/^1 file, 1 exchange: 0 valid, 0 violations, 1 matching no operation, 9 of other hosts left out$/m);
  });

  it('compares host names in any case, with the port only when one is given', async () => {
    const file = jsonl('hosts.jsonl', [
      { path: 'https://API.example.com/v2/topics/news' },
      { path: 'https://api.example.com:8443/v2/topics/news' },
      { path: 'http://api.example.com/v2/topics/news' },
      { path: '/v2/topics/news', headers: { host: 'api.example.com:8443' } },
      { path: '/v2/topics/news', headers: { Host: 'other.example.com' } },
      { path: '/v2/topics/news' },
      { path: 'https://user@api.example.com./v2/topics/news' },
    ]);
    const indexes = async (hosts: string[]) => {
      const report = await checkTraffic([file], { hosts, maxListed: 100, strict: true });
      return { checked: report.exchanges, otherHosts: report.otherHosts };
    };
    // Every exchange but other.example.com's; the one without a host is kept, it cannot be told apart.
    expect(await indexes(['api.example.com'])).toEqual({ checked: 6, otherHosts: 1 });
    expect(await indexes(['api.example.com:8443'])).toEqual({ checked: 3, otherHosts: 4 });
    expect(await indexes(['api.example.com:443'])).toEqual({ checked: 3, otherHosts: 4 });
    expect(await indexes(['other.example.com', 'api.example.com:80'])).toEqual({ checked: 3, otherHosts: 4 });
  });

  // Review 16 a: the recorded host is read as the one given, whichever side holds the Unicode form,
  // and the library's hosts and the command's --host leave out the same exchanges.
  it('compares an internationalized name in its ASCII form, recorded or given, in the library as on the command line', async () => {
    const file = jsonl('idn-hosts.jsonl', [
      { path: 'https://bücher.example/v2/topics/news' },
      { path: 'https://BÜCHER.example./v2/topics/news' },
      { path: 'https://xn--bcher-kva.example:8443/v2/topics/news' },
      { path: '/v2/topics/news', headers: { host: 'bücher.example' } },
      { path: '/v2/topics/news', headers: { Host: 'XN--BCHER-KVA.EXAMPLE:8443' } },
      { path: 'https://buecher.example/v2/topics/news' },
      { path: '/v2/topics/news', headers: { host: 'api.example.com' } },
      { path: '/v2/topics/news' },
    ]);
    const counts = (report: { exchanges: number; otherHosts: number }) => ({ checked: report.exchanges, otherHosts: report.otherHosts });
    for (const [hosts, expected] of [
      [['bücher.example'], { checked: 6, otherHosts: 2 }],
      [['BÜCHER.example.'], { checked: 6, otherHosts: 2 }],
      [['xn--bcher-kva.example'], { checked: 6, otherHosts: 2 }],
      [['Bücher.example:8443'], { checked: 3, otherHosts: 5 }],
      [['buecher.example', 'api.example.com'], { checked: 3, otherHosts: 5 }],
    ] as const) {
      const library = counts(await checkTraffic([file], { hosts, maxListed: 100 }));
      const command = await run([...hosts.flatMap((host) => ['--host', host]), '--json', '--allow-empty', file]);
      expect(command.stderr).toBe('');
      expect({ hosts, library }).toEqual({ hosts, library: expected });
      expect({ hosts, command: counts(JSON.parse(command.stdout)) }).toEqual({ hosts, command: expected });
    }
  });

  it('refuses in the library, as the command does, a host that is none (review 16 b, c)', async () => {
    const file = jsonl('one.jsonl', [{ path: 'https://api.example.com/v2/topics/news' }]);
    for (const host of [
      'api.example.com/ü',
      'bücher.example/evil.com:8443',
      'api.example.com:0',
      'api.example.com:99999',
      'api.example.com..',
      `${'a'.repeat(64)}.example`,
    ]) {
      await expect(checkTraffic([file], { hosts: [host] })).rejects.toThrow(new TypeError(`checkTraffic: hosts: ${JSON.stringify(host)} is no host name`));
      expect(() => hostFilter([host])).toThrow(TypeError);
    }
  });

  it.each([
    'https://api.example.com',
    'api.example.com/v2',
    'api example',
    'api.example.com:x',
    '',
    'api.example.com/ü',
    'bücher.example/evil.com:8443',
    'api.example.com:99999',
    'api.example.com:0',
    'api.example.com..',
  ])('%j is a usage error: one line, exit code 2', async (host) => {
    const result = await run(['--host', host, fixture('valid.har')]);
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/--host must be a host name, with an optional port/);
  });

  it('reads hosts as the filter compares them', async () => {
    expect(normalizeHost('API.Example.COM.')).toBe('api.example.com');
    expect(normalizeHost('[::1]:4010')).toBe('[::1]:4010');
    expect(normalizeHost('http://x')).toBeUndefined();
    for (const host of ['bücher.example', 'BÜCHER.example.', 'xn--bcher-kva.example', 'XN--BCHER-KVA.example.'])
      expect(normalizeHost(host)).toBe('xn--bcher-kva.example');
    expect(normalizeHost('bücher.example:08443')).toBe('xn--bcher-kva.example:8443');
    expect(hostFilter(['bücher.example'])!.keeps('https://BÜCHER.example./v2/topics', {})).toBe(true);
    expect(hostFilter(['BÜCHER.example:8443'])!.keeps('/v2/topics', { Host: 'xn--bcher-kva.example:8443' })).toBe(true);
    expect(hostFilter(['xn--bcher-kva.example'])!.keeps('/v2/topics', { host: 'bücher.example' })).toBe(true);
    expect(hostFilter(['xn--bcher-kva.example'])!.keeps('/v2/topics', { host: 'buecher.example' })).toBe(false);
    expect(hostFilter([])).toBeUndefined();
    expect(hostFilter(['[::1]:4010'])!.keeps('http://[::1]:4010/v2/topics', {})).toBe(true);
    expect(hostFilter(['[::1]'])!.keeps('http://[::2]:4010/v2/topics', {})).toBe(false);
  });
});

describe('a run in which no exchange matched an operation', () => {
  it('exits 1 with a clear line, whatever the recording held', async () => {
    const file = jsonl('elsewhere.jsonl', [{ path: '/health' }, { path: '/api/v2/topics/news' }]);
    const result = await run([file]);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'notification-api-contract: no exchange matched an operation of the contract (2 exchanges checked, 2 matching no operation): check the recording (methods are case-sensitive: GET, not get), --base-path and --host, or pass --allow-empty\n',
    );
  });

  it('exits 1 when --host left every exchange out', async () => {
    const result = await run(['--host', 'nowhere.example.com', fixture('valid.har')]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/no exchange matched an operation of the contract \(0 exchanges checked, 5 of other hosts left out\)/);
  });

  it('exits 0 with --allow-empty, and says nothing', async () => {
    const result = await run(['--allow-empty', '--host', 'nowhere.example.com', fixture('valid.har')]);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });

  it('is 1 in exitCodeOf, 0 with allowEmpty; input errors still come first', async () => {
    const report = await checkTraffic([jsonl('none.jsonl', [{ path: '/health' }])]);
    expect(report.matched).toBe(0);
    expect(exitCodeOf(report)).toBe(1);
    expect(exitCodeOf(report, { allowEmpty: true })).toBe(0);
    const unreadable = await checkTraffic([join(dir, 'missing.jsonl')]);
    expect(exitCodeOf(unreadable, { allowEmpty: true })).toBe(2);
  });
});

describe('--base-path', () => {
  it('matches the operations of a service mounted under a prefix, in JSON Lines and HAR', async () => {
    const file = jsonl('prefixed.jsonl', [
      { path: '/api/v2/topics/news' },
      { path: 'https://api.example.com/api/v2/topics/news?x=1' },
      { path: '/v2/topics/news' },
    ]);
    const without = await run([file]);
    expect(without.stdout).toMatch(/^1 file, 3 exchanges: 1 valid, 0 violations, 2 matching no operation$/m);
    const result = await run(['--base-path', '/api/', file]);
    // Outside the prefix, the unprefixed path matches no operation.
    expect(result.stdout).toMatch(/^1 file, 3 exchanges: 2 valid, 0 violations, 1 matching no operation$/m);
    expect(result.stdout).toContain(`  ${file}:3 (line 3)  GET /v2/topics/news\n`);
    expect(result.status).toBe(0);
  });

  it('is passed to the validator by the library as basePath', async () => {
    const file = jsonl('prefixed-lib.jsonl', [{ path: '/svc/v1/v2/topics/news' }]);
    expect((await checkTraffic([file], { basePath: '/svc/v1' })).matched).toBe(1);
    expect((await checkTraffic([file])).matched).toBe(0);
  });

  it.each(['api', '/api?x=1', '/a pi', '/api#x'])('%j is a usage error: one line, exit code 2', async (basePath) => {
    const result = await run(['--base-path', basePath, fixture('valid.har')]);
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(
      /^notification-api-contract: --base-path must be a path that starts with "\/" \(such as "\/api"\)[^\n]*; see 'notification-api-contract validate-traffic --help'\n$/,
    );
  });
});
