// `notification-api-contract proxy`'s options, in-process through (argv, io): its help, how each flag
// becomes an option, where the admin token comes from, and the usage errors (one line, exit code 2).
// The running proxy (its port, the admin token kept off its command line, its signals) is cli.test.ts's.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseProxyArgs } from '../../src/cli/proxy.js';
import { runInProcess } from '../helpers/cli.js';

const run = (args: string[]) => runInProcess(args);

describe('proxy options', () => {
  it('has a help text', async () => {
    const result = await run(['proxy', '--help']);
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
      '--client-timeout',
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

  // Review 14b F4: '/' is no base path, as for the mock, validate-traffic and the library; the proxy
  // CLI handed the library '' for it, which it refused (exit 1).
  it('reads --base-path / as none, and hands the library no basePath', () => {
    for (const given of ['/', '//']) expect(parseProxyArgs(['--upstream', 'http://127.0.0.1:8080', '--base-path', given])).not.toHaveProperty('basePath');
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
    expect(parseProxyArgs(['--upstream', 'http://127.0.0.1:8080'])).toMatchObject({ clientTimeoutMs: 30_000 });
    expect(parseProxyArgs(['--upstream', 'http://127.0.0.1:8080', '--client-timeout', '2m'])).toMatchObject({ clientTimeoutMs: 120_000 });
    expect(() => parseProxyArgs(['--upstream', 'http://127.0.0.1:8080', '--client-timeout', '0s'])).toThrow(/--client-timeout/);
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
  });

  it.each([
    [['proxy'], /--upstream is required/],
    [['proxy', '--upstream', 'localhost:8080'], /--upstream must be an http:\/\/ or https:\/\/ URL, got "localhost:8080"/],
    [['proxy', '--upstream', 'not a url'], /--upstream must be an absolute http:\/\/ or https:\/\/ URL, got "not a url"/],
    [['proxy', '--upstream', 'ftp://127.0.0.1'], /--upstream must be an http:\/\/ or https:\/\/ URL/],
    [['proxy', '--upstream', 'http://127.0.0.1:8080?x=1'], /must not have a query/],
    // A query or a user name is quoted by neither message: either may be a credential.
    [['proxy', '--upstream', 'http://127.0.0.1:8080/?token=SECRET-1'], /must not have a query or a fragment, got "http:\/\/127\.0\.0\.1:8080\/…";/],
    [['proxy', '--upstream', 'user:SECRET-1@127.0.0.1'], /must be an http:\/\/ or https:\/\/ URL, got "…@127\.0\.0\.1";/],
    [['proxy', '--upstream', 'http://127.0.0.1:8080', '--max-body', '1xb'], /--max-body must be a size such as 512kb or 1mb, at most 512mb, got "1xb"/],
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
  ])('%j fails with one line and exit code 2', async (args, message) => {
    const result = await run(args);
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(message);
  });
});
