// `notification-api-contract proxy` as a user runs it: the built CLI in a child process.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseProxyArgs } from '../../src/cli/proxy.js';
import { repoRoot } from '../helpers/bundle.js';
import { freePort, stopProcess } from '../helpers/processes.js';
import { json, startUpstream, type TestUpstream, topic } from './helpers.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const run = (args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', timeout: 30_000 });

describe('proxy options', () => {
  it('has a help text', () => {
    const result = run(['proxy', '--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: notification-api-contract proxy --upstream <url>/);
    const options = [
      '--port',
      '--host',
      '--mode',
      '--log',
      '--max-body',
      '--timeout',
      '--strict',
      '--response-timeout',
      '--max-connections',
      '--max-upstream-sockets',
      '--log-max-size',
      '--log-keep',
      '--redact-query',
      '--redact-header',
      '--trust-forwarded',
      '--admin-token',
      '--no-admin',
      '--base-path',
      '--header-timeout',
      '--request-timeout',
      '--admin-token-file',
      'NOTIFICATION_PROXY_ADMIN_TOKEN',
    ];
    for (const option of options) expect(result.stdout).toContain(option);
  });

  it("turns every flag into the proxy's options", () => {
    const options = parseProxyArgs([
      '--upstream',
      'http://127.0.0.1:8080/base',
      '--base-path',
      '/api/',
      '--response-timeout',
      '5s',
      '--max-connections',
      '100',
      '--max-upstream-sockets',
      '32',
      '--log',
      'v.jsonl',
      '--log-max-size',
      '10mb',
      '--log-keep',
      '3',
      '--redact-query',
      'session,Code',
      '--redact-query',
      'otp',
      '--redact-header',
      'X-Session-Token',
      '--trust-forwarded',
      '--admin-token',
      'tok',
    ]);
    expect(options).toMatchObject({
      basePath: '/api',
      responseTimeoutMs: 5000,
      maxConnections: 100,
      upstreamMaxSockets: 32,
      log: 'v.jsonl',
      logMaxSize: 10 * 1024 * 1024,
      logKeep: 3,
      redactQuery: ['session', 'code', 'otp'],
      redactHeaders: ['x-session-token'],
      trustForwarded: true,
      adminToken: 'tok',
      admin: true,
    });
    expect(parseProxyArgs(['--upstream', 'http://127.0.0.1:8080', '--no-admin'])).toMatchObject({
      admin: false,
      trustForwarded: false,
      responseTimeoutMs: 60_000,
      headerTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
    });
    expect(parseProxyArgs(['--upstream', 'http://127.0.0.1:8080', '--header-timeout', '2s', '--request-timeout', '1m'])).toMatchObject({
      headerTimeoutMs: 2000,
      requestTimeoutMs: 60_000,
    });
  });

  // Issue 19: the admin token was visible in ps. It can come from a file or the environment too.
  describe('the admin token', () => {
    const upstreamUrl = 'http://127.0.0.1:8080';
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'proxy-token-'));
      writeFileSync(join(dir, 'token'), 'from-file\n');
      writeFileSync(join(dir, 'spaced'), 'two words\n');
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('comes from NOTIFICATION_PROXY_ADMIN_TOKEN', () => {
      expect(parseProxyArgs(['--upstream', upstreamUrl], { NOTIFICATION_PROXY_ADMIN_TOKEN: 'from-env' })).toMatchObject({ adminToken: 'from-env' });
      expect(parseProxyArgs(['--upstream', upstreamUrl], { NOTIFICATION_PROXY_ADMIN_TOKEN: '' })).not.toHaveProperty('adminToken');
    });

    it('comes from --admin-token-file, without its trailing newline, before the environment', () => {
      const options = parseProxyArgs(['--upstream', upstreamUrl, '--admin-token-file', join(dir, 'token')], { NOTIFICATION_PROXY_ADMIN_TOKEN: 'from-env' });
      expect(options).toMatchObject({ adminToken: 'from-file' });
    });

    it('comes from --admin-token before the environment', () => {
      expect(parseProxyArgs(['--upstream', upstreamUrl, '--admin-token', 'flag'], { NOTIFICATION_PROXY_ADMIN_TOKEN: 'from-env' })).toMatchObject({
        adminToken: 'flag',
      });
    });

    it('is not taken from the environment with --no-admin', () => {
      expect(parseProxyArgs(['--upstream', upstreamUrl, '--no-admin'], { NOTIFICATION_PROXY_ADMIN_TOKEN: 'from-env' })).not.toHaveProperty('adminToken');
    });

    it.each([
      [['--admin-token', 'a', '--admin-token-file', 'f'], {}, /--admin-token and --admin-token-file contradict each other/],
      [['--admin-token-file', 'f', '--no-admin'], {}, /--admin-token-file and --no-admin contradict each other/],
      [['--admin-token-file', '/no/such/token/file'], {}, /cannot read the admin token file \/no\/such\/token\/file: ENOENT/],
      [['--admin-token-file', 'SPACED'], {}, /must hold 1 to 256 visible ASCII characters/],
      [[], { NOTIFICATION_PROXY_ADMIN_TOKEN: 'has space' }, /NOTIFICATION_PROXY_ADMIN_TOKEN must be 1 to 256 visible ASCII characters/],
    ])('%j %j is a usage error that does not quote the token', (args, env, message) => {
      const argv = ['--upstream', upstreamUrl, ...args.map((arg) => (arg === 'SPACED' ? join(dir, 'spaced') : arg))];
      expect(() => parseProxyArgs(argv, env)).toThrow(message);
      expect(() => parseProxyArgs(argv, env)).not.toThrow(/two words|has space/);
    });

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

  it.each([
    [['proxy'], /--upstream is required/],
    [['proxy', '--upstream', 'localhost:8080'], /--upstream must be an http:\/\/ or https:\/\/ URL, got "localhost:8080"/],
    [['proxy', '--upstream', 'not a url'], /--upstream must be an absolute http:\/\/ or https:\/\/ URL, got "not a url"/],
    [['proxy', '--upstream', 'ftp://127.0.0.1'], /--upstream must be an http:\/\/ or https:\/\/ URL/],
    [['proxy', '--upstream', 'http://127.0.0.1:8080?x=1'], /must not have a query/],
    [['proxy', '--upstream', 'http://127.0.0.1:8080', '--max-body', '1xb'], /--max-body must be a size such as 512kb or 1mb, got "1xb"/],
    [['proxy', '--upstream', 'http://127.0.0.1:8080', '--timeout', '30'], /--timeout must be a duration such as 500ms, 30s or 2m, got "30"/],
    [['proxy', '--upstream', 'http://127.0.0.1:8080', '--timeout', '5 parsecs'], /--timeout must be a duration/],
    [['proxy', '--upstream', 'http://127.0.0.1:8080', '--mode', 'block'], /--mode must be "report" or "enforce", got "block"/],
    [['proxy', '--upstream', 'http://127.0.0.1:8080', '--port', 'x'], /--port must be a port number/],
    [['proxy', '--upstream', 'http://127.0.0.1:8080', '--bogus'], /Unknown option '--bogus'/],
    [['proxy', '--upstream', 'http://127.0.0.1:8080', 'extra'], /positional/i],
    [['proxy', '--upstream', 'http://127.0.0.1:8080', '--response-timeout', '0s'], /--response-timeout must be a duration such as 500ms, 30s or 2m, got "0s"/],
    [['proxy', '--upstream', 'http://127.0.0.1:8080', '--max-connections', '0'], /--max-connections must be a whole number from 1 up, got "0"/],
    [['proxy', '--upstream', 'http://127.0.0.1:8080', '--max-connections', 'many'], /--max-connections must be a whole number from 1 up, got "many"/],
    [['proxy', '--upstream', 'http://127.0.0.1:8080', '--max-upstream-sockets=-3'], /--max-upstream-sockets must be a whole number/],
    [['proxy', '--upstream', 'http://127.0.0.1:8080', '--log-max-size', '10mb'], /--log-max-size needs --log <file>/],
    [
      ['proxy', '--upstream', 'http://127.0.0.1:8080', '--log', 'v.jsonl', '--log-max-size', 'big'],
      /--log-max-size must be a size such as 10mb or 1gb, got "big"/,
    ],
    [['proxy', '--upstream', 'http://127.0.0.1:8080', '--log', 'v.jsonl', '--log-keep', '3'], /--log-keep needs --log-max-size/],
    [
      ['proxy', '--upstream', 'http://127.0.0.1:8080', '--log', 'v.jsonl', '--log-max-size', '1mb', '--log-keep', 'x'],
      /--log-keep must be a whole number, got "x"/,
    ],
    [['proxy', '--upstream', 'http://127.0.0.1:8080', '--base-path', 'api'], /--base-path must be a path that starts with "\/"/],
    [['proxy', '--upstream', 'http://127.0.0.1:8080', '--redact-query', 'a b'], /--redact-query must be names such as x-session-token, got "a b"/],
    [['proxy', '--upstream', 'http://127.0.0.1:8080', '--redact-header', 'bad:header'], /--redact-header must be names/],
    [['proxy', '--upstream', 'http://127.0.0.1:8080', '--admin-token', 't', '--no-admin'], /--admin-token and --no-admin contradict each other/],
    [['proxy', '--upstream', 'http://127.0.0.1:8080', '--admin-token', 'has space'], /--admin-token must be 1 to 256 visible ASCII characters/],
    [['proxy', '--upstream', 'http://127.0.0.1:8080', '--header-timeout', 'soon'], /--header-timeout must be a duration/],
    [
      ['proxy', '--upstream', 'http://127.0.0.1:8080', '--header-timeout', '1m', '--request-timeout', '30s'],
      /--header-timeout must not be longer than --request-timeout/,
    ],
  ])('%j fails with one line and exit code 2', (args, message) => {
    const result = run(args);
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(message);
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
    expect(result.stderr.trim()).toMatch(/^notification-api-contract: cannot open the log file .*no-such-dir.*: ENOENT$/);
  });
});

describe.each(['SIGTERM', 'SIGINT'] as const)('a running proxy stopped with %s', (signal) => {
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
    const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
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
