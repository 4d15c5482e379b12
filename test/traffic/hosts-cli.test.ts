// Review 17 F10, through the built command as a user runs it: --host takes what the URL parser takes
// for a host (a docker-compose service name), refuses with a reason what a user hardly meant (a port
// alone, read as an IPv4 address, filtered everything out; an IPv6 address without brackets), and a
// recorded URL or Host header goes to the host a client would have contacted.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const dir = mkdtempSync(join(tmpdir(), 'nac-hosts-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Each on a path of no operation, so that the report lists each exchange kept, by its line.
const recorded = [
  { path: 'http://notification_api:8080/probe' },
  { path: '/probe', host: 'notification_api:8080' },
  { path: 'https://evil.example\\@api.example.com/probe' },
  { path: 'https://api.example.com\\@evil.example/probe' },
  { path: '/probe', host: 'api.example.com..' },
  { path: 'https://api.example.com../probe' },
  { path: '/probe', host: 'api.example.com.' },
  { path: '/probe', host: 'localhost:4010' },
];
const file = join(dir, 'recorded.jsonl');
writeFileSync(
  file,
  recorded
    .map(({ path, host }) =>
      JSON.stringify({
        request: { method: 'GET', path, headers: { authorization: 'ApiKey k', ...(host === undefined ? {} : { host }) } },
        response: { status: 200, body: { _id: 't1', key: 'news' } },
      }),
    )
    .join('\n'),
);

function run(...hosts: string[]) {
  const result = spawnSync(
    process.execPath,
    [cli, 'validate-traffic', '--json', '--jobs', '1', '--allow-empty', ...hosts.flatMap((host) => ['--host', host]), file],
    {
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return result;
}

/** The lines of the exchanges kept. */
const kept = (...hosts: string[]) => {
  const result = run(...hosts);
  expect(result.stderr).toBe('');
  const report = JSON.parse(result.stdout) as { exchanges: number; otherHosts: number; unmatchedExchanges: { line: number }[] };
  expect(report.exchanges + report.otherHosts).toBe(recorded.length);
  return { status: result.status, lines: report.unmatchedExchanges.map(({ line }) => line) };
};

describe('validate-traffic --host, built', () => {
  it("takes a docker-compose service's name, as the URL parser does", () => {
    expect(kept('notification_api:8080')).toEqual({ status: 0, lines: [1, 2] });
    expect(kept('Notification_API')).toEqual({ status: 0, lines: [1, 2] });
  });

  it('reads a recorded URL as the URL parser reads it: a backslash ends the host', () => {
    // The URL a client sends to evil.example, whatever follows its backslash, and the reverse one.
    expect(kept('evil.example')).toEqual({ status: 0, lines: [3] });
    expect(kept('api.example.com').lines).toContain(4);
    expect(kept('api.example.com').lines).not.toContain(3);
  });

  it('takes one trailing dot for the root label, not two', () => {
    expect(kept('api.example.com')).toEqual({ status: 0, lines: [4, 7] });
  });

  it.each([
    ['4010', 'a port alone is no host: give localhost:4010 or 127.0.0.1:4010'],
    ['127.1', 'it reads as the IPv4 address 127.0.0.1: give 127.0.0.1 if that is the host'],
    ['::1', 'an IPv6 address goes in brackets ([::1], or [::1]:8443 with a port)'],
  ])('refuses --host %j with exit code 2 and one line that says why', (host, why) => {
    const result = run(host);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(
      `--host must be a host name, with an optional port (api.example.com, api.example.com:8443), got ${JSON.stringify(host)}: ${why}`,
    );
  });

  it('filters on an IPv4 address written in full, and localhost with its port', () => {
    expect(kept('localhost:4010')).toEqual({ status: 0, lines: [8] });
    expect(kept('127.0.0.1:4010')).toEqual({ status: 0, lines: [] });
  });
});
