// `notification-api-contract verify`'s usage errors, in-process through (argv, io): exit code 2, the
// reason on stderr, nothing on stdout, before any request. Against servers, spawned: cli.test.ts.
import { expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';

// Without npm's variables, and without a key from the environment: each case says which it gives.
const env = { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_'))), NOTIFICATION_API_KEY: '' };
const run = (args: string[]) => runInProcess(['verify', ...args], { env });

it.each([
  [['--api-key', 'k'], /needs --base-url/],
  [['--base-url', 'http://127.0.0.1:1'], /needs --api-key/],
  [['--base-url', 'ftp://x', '--api-key', 'k'], /http\(s\) URL/],
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--rps', 'fast'], /--rps must be a number/],
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--max-examples', '0'], /--max-examples must be a whole number of at least 1/],
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--operations', 'getTopics'], /no operation "getTopics"/],
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--bogus'], /bogus/],
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--checks', 'not_a_server_eror'], /--checks: no check "not_a_server_eror"/],
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--exclude-checks', ','], /--exclude-checks needs at least one name/],
  // A run that applies no check would pass whatever the server does.
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--exclude-checks', 'all'], /leave no check to apply/],
  [
    ['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--checks', 'not_a_server_error', '--exclude-checks', 'not_a_server_error'],
    /leave no check to apply/,
  ],
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--checks', 'followable_links,use_after_free'], /checks of sequences: they run only with --stateful/],
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--request-timeout', '10'], /--request-timeout must be a duration such as 500ms/],
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--max-response-bytes', 'lots'], /--max-response-bytes must be a size/],
  // A key pasted with a zero-width space, or with an escape: no header can carry it (not "the server stopped answering").
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'test-key\u200b'], /--api-key cannot go in a header: it holds U\+200B at index 8/],
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'test\u001bkey'], /--api-key cannot go in a header: it holds U\+001B at index 4/],
  // Before the run, not after it: the run's report was lost with the file.
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--junit', '/nonexistent-folder-of-a-test/report.xml'], /--junit .*the folder .* does not exist/],
  [['--base-url', 'http://127.0.0.1:1', '--api-key', 'k', '--junit', '.'], /--junit "\.": is a folder/],
])('exits 2 on a usage error: %j', async (args, message) => {
  const { status: code, stderr, stdout } = await run(args);
  expect(code).toBe(2);
  expect(stderr).toMatch(message);
  expect(stdout).toBe('');
});
