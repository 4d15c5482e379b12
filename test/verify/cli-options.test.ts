// `notification-api-contract verify`'s usage errors, in-process through (argv, io): exit code 2, the
// reason on stderr, nothing on stdout, before any request. Against servers, spawned: cli.test.ts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';
import { freePort } from '../helpers/processes.js';

// Without npm's variables, and without a key from the environment: each case says which it gives.
const env = { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_'))), NOTIFICATION_API_KEY: '' };
const run = (args: string[]) => runInProcess(['verify', ...args], { env });

it.each([
  [['--api-key', 'k'], /needs --base-url/],
  [['--base-url', 'http://127.0.0.1:1'], /needs --api-key/],
  [['--base-url', 'ftp://x', '--api-key', 'k'], /http\(s\) URL/],
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--rps', 'fast'], /--rps must be a number/],
  // Review 11b, F6: 1e-9 made a wait past Node's timer (it waited 1 ms: no bound at all), and --rps
  // alone took exponents and hex.
  ...['1e-9', '0.0000001', '0x10', '1e3', '-1', '+5', '200000', 'Infinity', '1.', ''].map((rps): [string[], RegExp] => [
    ['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', `--rps=${rps}`],
    new RegExp(
      `--rps must be a number of requests per second: 0 \\(no bound\\), or from 0\\.001 to 100,000 \\(5, 0\\.5\\), got "${rps.replace(/[.+]/g, '\\$&')}"`,
    ),
  ]),
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--max-examples', '0'], /--max-examples must be a whole number of at least 1/],
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--operations', 'getTopics'], /no operation "getTopics"/],
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--bogus'], /bogus/],
  // The header would carry the scheme twice (review 13b F3); the key is not printed.
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'ApiKey sk_SECRET'], /^(?!.*sk_SECRET).*--api-key starts with the scheme "ApiKey": pass the key alone/s],
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--checks', 'not_a_server_eror'], /--checks: no check "not_a_server_eror"/],
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--exclude-checks', ','], /--exclude-checks needs at least one name/],
  // A run that applies no check would pass whatever the server does.
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--exclude-checks', 'all'], /leave no check to apply/],
  [
    ['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--checks', 'not_a_server_error', '--exclude-checks', 'not_a_server_error'],
    /leave no check to apply/,
  ],
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--checks', 'followable_links,use_after_free'], /checks of sequences: they run only with --stateful/],
  // It did nothing without them, silently (review 29a F6).
  [
    ['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--workflow', 'welcome'],
    /--workflow triggers the subscriber sequence, which runs only with --stateful --allow-writes/,
  ],
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--stateful', '--workflow', 'welcome'], /runs only with --stateful --allow-writes/],
  // Nothing the plan holds can apply them: the run would send requests and pass, whatever the answers.
  [
    ['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--stateful', '--checks', 'use_after_free'],
    /the checks chosen apply to nothing in this run, which would pass whatever the server does\. use_after_free: its sequences do not run \(topic lifecycle: it writes: needs --allow-writes;/,
  ],
  [
    ['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--checks', 'negative_data_rejection', '--operations', 'listActiveIntegrations'],
    /negative_data_rejection: no operation that runs has a rule of the contract to break \(listActiveIntegrations\)/,
  ],
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--request-timeout', '10'], /--request-timeout must be a duration such as 500ms/],
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--max-response-bytes', 'lots'], /--max-response-bytes must be a size/],
  // A key pasted with a zero-width space, or with an escape: no header can carry it (not "the server stopped answering").
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'test-key\u200b'], /--api-key must be printable ASCII: it holds U\+200B at index 8/],
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'test\u001bkey'], /--api-key must be printable ASCII: it holds U\+001B at index 4/],
  // A Latin-1 letter goes out as one byte, whose echo the redaction (UTF-8 forms) would not find.
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k\u00e9y-Secret-Value-42'], /--api-key must be printable ASCII: its character at index 1 is not/],
  // Before the run, not after it: the run's report was lost with the file.
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--junit', '/nonexistent-folder-of-a-test/report.xml'], /--junit .*the folder .* does not exist/],
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--junit', '.'], /--junit "\.": is a folder/],
  // Review 11b, F8: '' is the working folder to path.resolve, and passed; the run failed at its end (ENOENT).
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--junit='], /--junit must be a file name, got ""/],
  // Review 13a, F5: URL.search and URL.hash are '' for a bare '?' or '#', and every request went to `/?/…`.
  [['--base-url', 'http://127.0.0.1:1/?', '--api-key', 'k'], /--base-url must have no query and no fragment/],
  [['--base-url', 'http://127.0.0.1:1/api#', '--api-key', 'k'], /--base-url must have no query and no fragment/],
  // Review 13a, F6: a repeated list option kept its last value alone, so that these passed the first one by.
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--operations', 'getTopics', '--operations', 'listTopics'], /no operation "getTopics"/],
  [
    ['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--checks', 'not_a_server_eror', '--checks', 'ignored_auth'],
    /--checks: no check "not_a_server_eror"/,
  ],
  [
    [
      ...['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--checks', 'not_a_server_error,ignored_auth'],
      ...['--exclude-checks', 'not_a_server_error', '--exclude-checks', 'ignored_auth'],
    ],
    /leave no check to apply/,
  ],
])('exits 2 on a usage error: %j', async (args, message) => {
  const { status: code, stderr, stdout } = await run(args);
  expect(code).toBe(2);
  expect(stderr).toMatch(message);
  expect(stdout).toBe('');
});

it('names the place of a Latin-1 character of the key, never the character nor the key', async () => {
  const key = 'k\u00e9y-Secret-Value-42';
  const { status: code, stderr } = await run(['--base-url', 'http://127.0.0.1:1', '--api-key', key]);
  expect(code).toBe(2);
  for (const part of [key, '\u00e9', 'U+00E9', 'Secret-Value']) expect(stderr).not.toContain(part);
});

// Review 11b, F5: fetch refused the URL after the run had started, with a message quoting it twice
// (password and all) that said the server could not be reached.
it.each([
  ['http://bob:BasicPassw0rdSecret@127.0.0.1:1/', /--base-url must not carry credentials/],
  ['http://bob:BasicPassw0rdSecret@127.0.0.1:bad/', /--base-url must be an absolute http\(s\) URL, got "http:\/\/…@127\.0\.0\.1:bad\/"/],
])('refuses a --base-url with credentials as a usage error that does not print them: %s', async (baseUrl, message) => {
  const { status: code, stderr, stdout } = await run(['--base-url', baseUrl, '--api-key', 'k']);
  expect(code).toBe(2);
  expect(stderr).toMatch(message);
  expect(stderr).not.toContain('BasicPassw0rdSecret');
  expect(stderr).not.toContain('cannot be reached');
  expect(stdout).toBe('');
});

// Review 11b, F4: the report was written with a blocking open once the run ended, with the signal
// handlers installed; a FIFO with no reader held it, and Ctrl-C or SIGTERM did nothing.
const fifoDir = mkdtempSync(join(tmpdir(), 'verify-junit-fifo-'));
afterAll(() => rmSync(fifoDir, { recursive: true, force: true }));
it.runIf(process.platform !== 'win32').each([
  [
    'a FIFO',
    () => {
      const fifo = join(fifoDir, 'report.xml');
      execFileSync('mkfifo', [fifo]);
      return fifo;
    },
    /--junit ".*report\.xml": is a FIFO \(named pipe\), not a regular file/,
  ],
  ['a device', () => '/dev/null', /--junit "\/dev\/null": is a device, not a regular file/],
])('refuses %s as --junit before any request', async (_kind, make, message) => {
  const { status: code, stderr, stdout } = await run(['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--junit', make()]);
  expect(code).toBe(2);
  expect(stderr).toMatch(message);
  expect(stdout).toBe('');
});

it('takes --rps 0 (no bound), a whole rate and one with decimals up to the run (an unreachable server here)', async () => {
  for (const rps of ['0', '5', '0.5', '0.001', '100000']) {
    const { status: code, stderr } = await run(['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--rps', rps]);
    expect({ rps, code, reached: /cannot be reached/.test(stderr) }).toEqual({ rps, code: 2, reached: true });
  }
});

it('says once why a server cannot be reached, with no hint to --help (the options were right), exit 2', async () => {
  const port = await freePort();
  const { status: code, stderr, stdout } = await run(['--base-url', `http://127.0.0.1:${port}`, '--api-key', 'k']);
  expect({ code, stderr, stdout }).toEqual({
    code: 2,
    stderr: `notification-api-contract: the server at http://127.0.0.1:${port} cannot be reached (connection refused)\n`,
    stdout: '',
  });
});
