// The `verify` command as a user runs it: exit codes, the report on stdout, --json, --junit, and
// nothing hostile or secret reaching the terminal. Its usage errors, in-process: cli-options.test.ts.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { repoRoot } from '../helpers/bundle.js';
import { freePort } from '../helpers/processes.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const key = 'sekret-key-1234';
const dir = mkdtempSync(join(tmpdir(), 'verify-cli-'));
let hostile: Server;
let hostileUrl: string;

/** The built command; with `interruptWhen`, a SIGINT (Ctrl-C) once that promise settles. */
function run(
  args: string[],
  env: Record<string, string> = {},
  interruptWhen?: Promise<unknown>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, 'verify', ...args], {
      env: { ...process.env, NOTIFICATION_API_KEY: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    void interruptWhen?.then(() => child.kill('SIGINT'));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  // A server that echoes the credentials back inside terminal escapes, and fails every topic read.
  hostile = createServer((request, response) => {
    const echo = `\u001b[2J\u001b]0;owned\u0007 you sent ${request.headers.authorization ?? 'nothing'}\r\nforged: line`;
    const status = request.url?.startsWith('/v2/topics/') ? 500 : 404;
    response.writeHead(status, { 'content-type': 'text/plain' });
    response.end(echo);
  });
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  hostileUrl = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => hostile.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

it('exits 2, naming the address and why once, when the server cannot be reached; the key stays out of it', async () => {
  const port = await freePort();
  const { code, stderr } = await run(['--base-url', `http://127.0.0.1:${port}`, '--api-key', key]);
  expect(code).toBe(2);
  // Not a usage error: the options were right, so no hint to --help; and the cause said once.
  expect(stderr).toBe(`notification-api-contract: the server at http://127.0.0.1:${port} cannot be reached (connection refused)\n`);
});

it('prints a replay line its own CLI takes, for a seed and a workflow that start with a dash', async () => {
  // --workflow only with --stateful --allow-writes (review 29a F6).
  const first = await run(
    ['--base-url', hostileUrl, '--operations', 'getTopic', '--max-examples', '3', '--rps', '0', '--seed=-9', '--stateful', '--allow-writes', '--workflow=-odd'],
    { NOTIFICATION_API_KEY: key },
  );
  expect(first.code).toBe(1);
  const line = /^ {2}replay: (.*?) {2}\(the key/m.exec(first.stdout)?.[1];
  expect(line).toBe('--seed=-9 --operations getTopic --workflow=-odd --stateful --allow-writes --max-examples 3');
  const again = await run(['--base-url', hostileUrl, '--rps', '0', ...line!.split(' ')], { NOTIFICATION_API_KEY: key });
  expect({ code: again.code, stderr: again.stderr }).toEqual({ code: 1, stderr: '' });
  expect(again.stdout).toContain('FAIL not_a_server_error on getTopic');
});

it('exits 1 on a failure, prints it with a curl line, escapes what the server sent, and never prints the key', async () => {
  const junit = join(dir, 'report.xml');
  const { code, stdout, stderr } = await run(
    ['--base-url', hostileUrl, '--operations', 'getTopic,listTopics', '--max-examples', '5', '--rps', '0', '--seed', '9', '--junit', junit],
    { NOTIFICATION_API_KEY: key },
  );
  expect(code).toBe(1);
  expect(stdout).toMatch(/^getTopic\s+\d+\s+\d+\s+\d+\/\d+ FAIL/m);
  expect(stdout).toContain('FAIL not_a_server_error on getTopic: answered 500');
  expect(stdout).toMatch(
    /curl -g -X GET 'http:\/\/127\.0\.0\.1:\d+\/v2\/topics\/[^']*' --compressed -H 'user-agent: notification-api-contract-verify\/[^']+' -H 'accept: application\/json' -H 'accept-encoding: gzip, deflate' -H 'accept-language: \*' -H 'sec-fetch-mode: cors' -H "authorization: ApiKey \$NOTIFICATION_API_KEY"/,
  );
  expect(stdout).toContain('replay: --seed 9 --operations getTopic');
  // The echoed escapes arrive as text, the forged line stays on its line, and the key is masked.
  expect(stdout).toContain('\\u001b[2J');
  expect(stdout).toContain('\\r\\nforged: line');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for raw control characters
  expect(stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
  expect(stdout).toContain('you sent ApiKey [redacted]');
  for (const text of [stdout, stderr, readFileSync(junit, 'utf8')]) expect(text).not.toContain(key);
  const xml = readFileSync(junit, 'utf8');
  expect(xml).toMatch(/<testsuite name="getTopic" tests="\d+" failures="1" errors="0" skipped="0">/);
  expect(xml).toContain('<testcase classname="getTopic" name="not_a_server_error">');
  expect(xml).toMatch(/<testcase classname="listTopics" name="not_a_server_error"\/>/);
});

/** A shell line run by bash, with a deadline. */
function shell(line: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', line], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], timeout: 20_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

it('prints curl lines that send the request again, also under a base URL whose path holds [ and ]', async () => {
  // Each request answered 500, and its target kept: the curl line must reach the same one.
  const targets: string[] = [];
  const failing = createServer((request, response) => {
    targets.push(`${request.method} ${request.url}`);
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end('{"message":"all500"}');
  });
  await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(failing.address() as AddressInfo).port}/api[v1]`;
    const { code, stdout } = await run(['--base-url', url, '--operations', 'listActiveIntegrations', '--max-examples', '1', '--rps', '0', '--seed', '1'], {
      NOTIFICATION_API_KEY: key,
    });
    expect(code).toBe(1);
    const line = /^ {5}(curl .*)$/m.exec(stdout)![1]!;
    expect(line).toMatch(/^curl -g -X GET 'http:\/\/127\.0\.0\.1:\d+\/api\[v1\]\/v1\/integrations\/active' /);
    targets.length = 0;
    // Without -g, curl reads [v1] as a range: "bad range in URL", exit 3, nothing sent.
    const pasted = await shell(`${line} -sS -o /dev/null -w '%{http_code}'`, { NOTIFICATION_API_KEY: key });
    expect(pasted).toEqual({ code: 0, stdout: '500', stderr: '' });
    expect(targets).toEqual(['GET /api[v1]/v1/integrations/active']);
  } finally {
    await new Promise((resolve) => failing.close(resolve));
  }
});

it('prints the report as JSON with --json, and GET only without --allow-writes', async () => {
  const { code, stdout } = await run(['--base-url', hostileUrl, '--api-key', key, '--max-examples', '2', '--rps', '0', '--json', '--seed', '4']);
  expect(code).toBe(1);
  expect(stdout).not.toContain(key);
  const report = JSON.parse(stdout) as { seed: number; operations: { operationId: string; method: string; requests: number; skipped?: string }[] };
  expect(report.seed).toBe(4);
  for (const operation of report.operations) {
    if (operation.method === 'GET') expect(operation.requests, operation.operationId).toBeGreaterThan(0);
    else expect(operation).toMatchObject({ requests: 0, skipped: `${operation.method}: writes need --allow-writes` });
  }
});

it('stops on Ctrl-C, cleans up, and exits 130 with the report so far', async () => {
  // A server that limits every request's rate: every answer a conformant 429, so that no check fails
  // before the interruption (a 404 of a collection is a positive_data_acceptance failure).
  // Ctrl-C comes once verify is at work (its first request here), not after a fixed time that a busy
  // machine may spend starting Node.
  let firstRequest!: () => void;
  const atWork = new Promise<void>((resolve) => {
    firstRequest = resolve;
  });
  const empty = createServer((_, response) => {
    firstRequest();
    response.writeHead(429, { 'content-type': 'application/json' });
    response.end('{"message":"slow down"}');
  });
  await new Promise<void>((resolve) => empty.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(empty.address() as AddressInfo).port}`;
    const { code, stdout, stderr } = await run(['--base-url', url, '--api-key', key, '--allow-writes', '--rps', '20', '--seed', '8'], {}, atWork);
    expect(stderr).toContain('verify: interrupted, cleaning up');
    expect(stdout).toMatch(/^INTERRUPTED: \d+ requests, \d+ checks, 0 failures/m);
    expect(code).toBe(130);
  } finally {
    await new Promise((resolve) => empty.close(resolve));
  }
});

// Review 21, F3: interrupted after a failure was found, verify exited 1, and a CI wrapper could not
// tell "interrupted" from "finished with a failure". Interrupted wins.
it('exits 130 when interrupted after a failure was found, with the failure in the report', async () => {
  let held!: () => void;
  const holding = new Promise<void>((resolve) => {
    held = resolve;
  });
  let requests = 0;
  // One 500 (a failure, shrunk on 429s that never fail again), then 429s, then no answer at all:
  // the failure is in by then, and the run waits for an answer when Ctrl-C comes.
  const server = createServer((_, response) => {
    requests += 1;
    if (requests >= 250) return held();
    response.writeHead(requests === 2 ? 500 : 429, { 'content-type': 'application/json' });
    response.end('{"message":"slow down"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { code, stdout } = await run(['--base-url', url, '--api-key', key, '--rps', '0', '--seed', '8', '--max-examples', '100'], {}, holding);
    expect(stdout).toMatch(/^INTERRUPTED: \d+ requests, \d+ checks, 1 failure/m);
    expect(stdout).toMatch(/^FAIL not_a_server_error on /m);
    expect(code).toBe(130);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

// Review 11b, F1: with its stderr reader gone (`2>&1 | head -1`), the first progress line (5 s in)
// threw an unhandled EPIPE: exit 1, no report, no JUnit file, and the topics it created left behind.
it('finishes, cleans up and writes its reports when its stderr reader has gone away', async () => {
  const mock = createStatefulMock();
  const server = await mock.listen();
  const junit = join(dir, 'stderr-gone.xml');
  try {
    const result = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        [
          cli,
          'verify',
          '--base-url',
          server.url,
          '--api-key',
          DEMO_API_KEY,
          '--allow-writes',
          '--operations',
          'upsertTopic,getTopic',
          '--max-examples',
          '12',
          '--rps',
          '5',
          '--seed',
          '7',
          '--junit',
          junit,
        ],
        { env: { ...process.env, NOTIFICATION_API_KEY: '' }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      // Its reader gone at once: every write to stderr fails with EPIPE.
      child.stderr.destroy();
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.on('close', (code) => resolve({ code, stdout }));
    });
    expect(result.stdout).toMatch(/^\d+ requests, \d+ checks, 0 failures in ([6-9]|\d\d+)\.\d s/m);
    expect(result.code).toBe(0);
    expect(readFileSync(junit, 'utf8')).toContain('<testsuites ');
    const topics = (mock.snapshot() as unknown as { environments: { topics?: { key: string }[] }[] }).environments.flatMap(
      (environment) => environment.topics ?? [],
    );
    expect(topics.filter((topic) => topic.key.startsWith('verify-'))).toEqual([]);
  } finally {
    await server.close();
  }
}, 60_000);
