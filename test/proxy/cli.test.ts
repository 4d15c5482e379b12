// `notification-api-contract proxy` as a user runs it: the built CLI in a child process, for what only a
// process shows (its port, its command line, its signals). Its options and usage errors: cli-options.test.ts.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';
import { freePort, stopProcess } from '../helpers/processes.js';
import { json, startUpstream, type TestUpstream, topic } from './helpers.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const run = (args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', timeout: 30_000 });

describe('proxy options', () => {
  // Issue 19: the admin token was visible in ps. From a file, it guards the running proxy.
  describe('the admin token', () => {
    const upstreamUrl = 'http://127.0.0.1:8080';
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'proxy-token-'));
      writeFileSync(join(dir, 'token'), 'from-file\n');
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('from the file guards the running CLI proxy, and is not on its command line', async () => {
      const port = await freePort();
      const proc = spawn(process.execPath, [cli, 'proxy', '--upstream', upstreamUrl, '--port', String(port), '--admin-token-file', join(dir, 'token')], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      try {
        let stdout = '';
        proc.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        await vi.waitFor(() => expect(stdout).toMatch(/^proxy\s+http:/m), { timeout: 20_000 });
        expect(proc.spawnargs.join(' ')).not.toContain('from-file');
        const stats = `http://127.0.0.1:${port}/__contract/stats`;
        expect((await fetch(stats)).status).toBe(401);
        expect((await fetch(stats, { headers: { 'x-admin-token': 'from-file' } })).status).toBe(200);
        expect(stdout).not.toContain('from-file');
      } finally {
        await stopProcess(proc);
      }
    });
  });

  it('reports a busy port with one line and exit code 1', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      const result = run(['proxy', '--upstream', 'http://127.0.0.1:9', '--port', String(port)]);
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(`notification-api-contract: port ${port} on 127.0.0.1 is already in use: pick another with --port`);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('reports a log file it cannot open with one line and exit code 1', () => {
    const result = run(['proxy', '--upstream', 'http://127.0.0.1:9', '--port', '0', '--log', join(repoRoot, 'no-such-dir', 'v.jsonl')]);
    expect(result.status).toBe(1);
    // The folder that is missing is named (review 28b: the code alone said nothing of it).
    expect(result.stderr.trim()).toMatch(
      /^notification-api-contract: cannot open the log file .*no-such-dir\/v\.jsonl: its folder .*no-such-dir does not exist \(ENOENT\)$/,
    );
  });
});

describe.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)('a running proxy stopped with %s', (signal) => {
  let upstream: TestUpstream;
  let child: ChildProcess | undefined;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let slowArrived: () => void = () => {};
  const slowSeen = new Promise<void>((resolve) => (slowArrived = resolve));

  beforeAll(async () => {
    upstream = await startUpstream((seen, res) => {
      if (seen.url === '/v2/topics/slow') {
        slowArrived();
        void held.then(() => json(res, 200, topic('slow')));
        return;
      }
      json(res, 200, topic('news'));
    });
  });
  afterAll(async () => {
    release();
    if (child) await stopProcess(child);
    await upstream.close();
  });

  it('finishes the request in flight, prints its summary, and exits 0', async () => {
    const port = await freePort();
    const proc = spawn(process.execPath, [cli, 'proxy', '--upstream', upstream.url, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => proc.once('close', (code) => resolve(code)));
    await vi.waitFor(() => expect(stdout).toMatch(/^proxy\s+http:\/\/127\.0\.0\.1:\d+/m), { timeout: 20_000 });
    const url = `http://127.0.0.1:${port}`;

    // A violation first, carrying a secret: it is printed, masked.
    const secret = 'cli-secret-5f5f5f';
    const invalid = await fetch(`${url}/v2/topics`, {
      method: 'POST',
      headers: { authorization: `ApiKey ${secret}`, 'content-type': 'application/json' },
      body: '{"key":"has space"}',
    });
    expect(invalid.status).toBe(200);
    await vi.waitFor(() => expect(stdout).toMatch(/^violation .* upsertTopic {2}POST \/v2\/topics → 200: request body\/key/m));

    const slow = fetch(`${url}/v2/topics/slow`, { headers: { authorization: 'ApiKey k' } });
    await slowSeen;
    process.kill(proc.pid!, signal);
    await vi.waitFor(() => expect(stdout).toContain(`${signal}: stopping, 1 request(s) in flight`));
    // No new connection is taken while the proxy drains.
    await expect(fetch(`${url}/v2/topics/news`, { headers: { authorization: 'ApiKey k' } })).rejects.toThrow();
    release();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(topic('slow'));

    expect(await exited).toBe(0);
    expect(stdout).toMatch(/^upsertTopic\s+1\s+1\s+1\s+0\s+0$/m);
    expect(stdout).toMatch(/^getTopic\s+1\s+1\s+0\s+0\s+0$/m);
    expect(stdout).toMatch(/^total\s+2\s+2\s+1\s+0\s+0$/m);
    expect(stdout + stderr).not.toContain(secret);
    expect(stderr).toBe('');
  });
});

// Review 18 F3: the --log file kept body fields with secret names in clear (only `credentials` was
// masked), in a violating request and in a violating upstream answer, though --help says secrets are
// masked. The CLI in enforce mode: the log file, stdout and the problem answers hold none of them.
describe('the --log file of a proxy in enforce mode', () => {
  let upstream: TestUpstream;
  let dir: string;
  const answerSecrets = { accessToken: 'SEKR05-answer-access-token', refresh_token: 'SEKR06-answer-refresh-token' };
  const requestSecrets = { password: 'SEKR08-request-password', client_secret: 'SEKR09-request-client-secret', apiKey: 'SEKR10-request-api-key' };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'proxy-log-secrets-'));
    // A topic with two secret fields the contract does not declare, and no `name`: a violating answer.
    upstream = await startUpstream((_seen, res) => json(res, 200, { data: 5, credentials: { apiKey: 'SEKR04-answer-credential' }, ...answerSecrets }));
  });
  afterAll(async () => {
    await upstream.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('masks body fields with secret names in a violating request and a violating answer, and shows the topic’s key', async () => {
    const port = await freePort();
    const log = join(dir, 'violations.jsonl');
    const proc = spawn(process.execPath, [cli, 'proxy', '--upstream', upstream.url, '--port', String(port), '--mode', 'enforce', '--log', log], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      await vi.waitFor(() => expect(stdout).toMatch(/^proxy\s+http:/m), { timeout: 20_000 });
      const url = `http://127.0.0.1:${port}`;
      const refused = await fetch(`${url}/v2/topics`, {
        method: 'POST',
        headers: { authorization: 'ApiKey test-key', 'content-type': 'application/json' },
        body: JSON.stringify({ key: 'bad key!', ...requestSecrets }),
      });
      expect(refused.status).toBe(400);
      const failed = await fetch(`${url}/v2/topics/news`, { headers: { authorization: 'ApiKey test-key' } });
      expect(failed.status).toBe(502);
      const answers = `${await refused.text()}\n${await failed.text()}`;
      await vi.waitFor(() => expect(readFileSync(log, 'utf8').trim().split('\n')).toHaveLength(2), { timeout: 10_000 });
      const text = readFileSync(log, 'utf8');
      const records = text
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { path: string; request: { body?: unknown }; response?: { body?: unknown } });
      const request = records.find((record) => record.path === '/v2/topics');
      const answer = records.find((record) => record.path === '/v2/topics/news');
      expect(request?.request.body).toEqual({ key: 'bad key!', password: '[redacted]', client_secret: '[redacted]', apiKey: '[redacted]' });
      expect(answer?.response?.body).toEqual({ data: 5, credentials: { apiKey: '[redacted]' }, accessToken: '[redacted]', refresh_token: '[redacted]' });
      for (const secret of [...Object.values(requestSecrets), ...Object.values(answerSecrets), 'SEKR04-answer-credential']) {
        expect(text, `log ${secret}`).not.toContain(secret);
        expect(stdout, `stdout ${secret}`).not.toContain(secret);
        expect(answers, `answers ${secret}`).not.toContain(secret);
      }
    } finally {
      await stopProcess(proc);
    }
    expect(stderr).toBe('');
  });
});
