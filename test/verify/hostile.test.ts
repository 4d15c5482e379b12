// verify against hostile servers on loopback, run as a user runs it (the built CLI), on Node 20 (the
// machine's) and on Node 24 (the project's devDependency): a silent server, an endless body, a huge
// body, and an interruption in the middle of any of them. Each must end within its deadline, with the
// report printed and the cleanup done.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const key = 'hostile-key-5678';

/** Node 20 (the machine's) and Node 24 (node_modules/node): the runtimes the package supports. */
const runtimes = [
  ['node 20', '/usr/bin/node'],
  ['node 24', join(repoRoot, 'node_modules', 'node', 'bin', 'node')],
].filter(([, path]) => existsSync(path!)) as [string, string][];

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Milliseconds from the start (or from the signal, when one was sent) to the exit. */
  ms: number;
}

/** The built command; with `signal`, that signal once `when` settles (a moment the server sees, not a fixed time). */
function run(node: string, args: string[], signal?: { name: NodeJS.Signals; when: Promise<unknown> }): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(node, [cli, 'verify', '--api-key', key, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NOTIFICATION_API_KEY: '' },
    });
    let started = Date.now();
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Whatever happens, the child does not outlive the test.
    const guard = setTimeout(() => child.kill('SIGKILL'), 50_000);
    void signal?.when.then(() => {
      started = Date.now();
      child.kill(signal.name);
    });
    child.on('close', (code) => {
      clearTimeout(guard);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const notFound = (response: ServerResponse) => {
  response.writeHead(404, { 'content-type': 'application/json' });
  response.end('{"message":"not found"}');
};

/** Writes `chunk` as fast as the peer takes it, until it hangs up or `cap` bytes are out; counts what it sent. */
function flood(response: ServerResponse, chunk: Buffer, cap: number, sent: { bytes: number }) {
  const pump = () => {
    while (!response.destroyed && sent.bytes < cap) {
      sent.bytes += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', pump);
    }
    if (!response.destroyed) response.end();
  };
  response.on('error', () => undefined);
  pump();
}

/** Sends a little JSON forever, a chunk every 20 ms, until the peer hangs up. */
function drip(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write('{"data":[');
  const timer = setInterval(() => {
    if (response.destroyed) clearInterval(timer);
    else response.write('{"_id":"x","key":"k","name":"n"},');
  }, 20);
  response.on('close', () => clearInterval(timer));
}

/** A moment the server sees (`now()`), for a test to wait on (`promise`); the first call counts. */
function signalled(): { promise: Promise<void>; now: () => void } {
  let now!: () => void;
  const promise = new Promise<void>((resolve) => {
    now = () => resolve();
  });
  return { promise, now };
}

const isProbe = (request: IncomingMessage) => request.url === '/v1/integrations/active' && request.headers.authorization === undefined;

describe.each(runtimes)('on %s', (_, node) => {
  it('a server that never answers: exit 2 at the deadline, not undici 300 s later', async () => {
    const sockets: Socket[] = [];
    const url = await serve((request) => sockets.push(request.socket));
    const { code, stderr, ms } = await run(node, ['--base-url', url, '--request-timeout', '1s']);
    expect(stderr).toContain('no answer within 1000 ms');
    expect(code).toBe(2);
    expect(ms).toBeLessThan(6000);
  });

  it('SIGTERM while a silent server holds the first request: exit 130 within 2 s, with the report', async () => {
    const held = signalled();
    const url = await serve(() => held.now());
    const { code, stdout, ms } = await run(node, ['--base-url', url], { name: 'SIGTERM', when: held.promise });
    expect(stdout).toMatch(/^INTERRUPTED: 1 requests, 0 checks, 0 failures/m);
    expect(code).toBe(130);
    expect(ms).toBeLessThan(2000);
  });

  it('an endless chunked body: a max_response_time failure at the deadline, and the report', async () => {
    const url = await serve((request, response) => (isProbe(request) ? notFound(response) : drip(response)));
    const { code, stdout, ms } = await run(node, [
      '--base-url',
      url,
      '--operations',
      'listTopics',
      '--max-examples',
      '3',
      '--rps',
      '0',
      '--seed',
      '1',
      '--request-timeout',
      '700ms',
    ]);
    expect(stdout).toMatch(/FAIL max_response_time on listTopics: the body did not end within 700 ms \(\d+ bytes received\)/);
    // One deadline spent on the operation, not one per property: its invalid and unauthenticated requests are skipped.
    expect(stdout).toContain('listTopics: its other requests were not sent, an answer of it did not end within 700 ms');
    expect(stdout).toMatch(/^2 requests, \d+ checks, 1 failure in/m);
    expect(code).toBe(1);
    expect(ms).toBeLessThan(15_000);
  });

  it('a body that declares 2 GiB: refused before it is read, a max_response_size failure', async () => {
    const sent = { bytes: 0 };
    const url = await serve((request, response) => {
      if (isProbe(request)) return notFound(response);
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(2 * 1024 ** 3) });
      flood(response, Buffer.alloc(1024 * 1024, 0x20), 2 * 1024 ** 3, sent);
    });
    const { code, stdout } = await run(node, ['--base-url', url, '--operations', 'listTopics', '--max-examples', '2', '--rps', '0', '--seed', '2']);
    expect(stdout).toMatch(/FAIL max_response_size on listTopics: the body declares 2147483648 bytes, over --max-response-bytes 10485760/);
    expect(code).toBe(1);
    // The connection is dropped: the server could send no more than its socket buffers took.
    expect(sent.bytes).toBeLessThan(64 * 1024 ** 2);
  });

  it('an undeclared body past --max-response-bytes: read up to the bound only, then the report', async () => {
    const sent = { bytes: 0 };
    const url = await serve((request, response) => {
      if (isProbe(request)) return notFound(response);
      response.writeHead(200, { 'content-type': 'application/json' });
      flood(response, Buffer.alloc(256 * 1024, 0x20), 128 * 1024 ** 2, sent);
    });
    const { code, stdout } = await run(node, [
      '--base-url',
      url,
      '--operations',
      'listTopics',
      '--max-examples',
      '1',
      '--rps',
      '0',
      '--seed',
      '3',
      '--max-response-bytes',
      '1mb',
      '--exclude-checks',
      'negative_data_rejection,ignored_auth',
    ]);
    expect(stdout).toMatch(/FAIL max_response_size on listTopics: the body went past --max-response-bytes 1048576 \(\d+ bytes read\)/);
    expect(code).toBe(1);
    expect(sent.bytes).toBeLessThan(32 * 1024 ** 2);
  });

  it.each(['SIGINT', 'SIGTERM'] as const)('%s during an endless body: stops within 2 s, cleans up, prints the report so far', async (name) => {
    const dripping = signalled();
    const deleted: string[] = [];
    let upserts = 0;
    const url = await serve((request, response) => {
      if (isProbe(request)) return notFound(response);
      if (request.method === 'DELETE') {
        deleted.push(request.url ?? '');
        response.writeHead(204).end();
        return;
      }
      // Cleanup reads what it deleted, to see it gone.
      if (request.method === 'GET' && deleted.includes(request.url ?? '')) return notFound(response);
      if (request.method === 'POST' && request.url === '/v2/topics' && upserts++ === 0) {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          const sentKey = (JSON.parse(body) as { key: string }).key;
          response.writeHead(201, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ _id: 't1', _environmentId: 'e1', _organizationId: 'o1', key: sentKey, name: sentKey }));
        });
        return;
      }
      drip(response);
      // Some of the endless body is on its way: the signal comes in the middle of it.
      setTimeout(dripping.now, 200);
    });
    const { code, stdout, stderr, ms } = await run(node, ['--base-url', url, '--operations', 'upsertTopic', '--allow-writes', '--seed', '4', '--rps', '0'], {
      name,
      when: dripping.promise,
    });
    expect(stderr).toContain('verify: interrupted, cleaning up');
    expect(stdout).toMatch(/^INTERRUPTED: \d+ requests, \d+ checks, 0 failures/m);
    // The upsert whose answer the signal cut off may have made its topic all the same: cleanup deletes it too.
    expect(stdout).toMatch(/^Cleanup: deleted 2$/m);
    expect(deleted).toHaveLength(2);
    for (const path of deleted) expect(path).toMatch(/^\/v2\/topics\/verify-[0-9a-f]{8}-/);
    expect(code).toBe(130);
    expect(ms).toBeLessThan(2000);
  });
});

describe('a server that answers, then drops the connection on one input (a crash)', () => {
  it('ends the run there with its report, its seed and its JUnit file, exit code 2', async () => {
    const url = await serve((request, response) => {
      const limit = new URL(request.url ?? '/', 'http://x').searchParams.get('limit');
      if (limit !== null && Number(limit) < 0) {
        request.socket.destroy();
        return;
      }
      response.writeHead(404, { 'content-type': 'application/problem+json' });
      response.end('{"status":404,"title":"Not Found"}');
    });
    const junit = join(repoRoot, 'test-results', `verify-stopped-${process.pid}.xml`);
    mkdirSync(dirname(junit), { recursive: true });
    try {
      const { code, stdout, stderr } = await run(runtimes[0]![1], [
        '--base-url',
        url,
        '--operations',
        'listTopics',
        '--max-examples',
        '5',
        '--rps',
        '0',
        '--seed',
        '3',
        '--junit',
        junit,
      ]);
      expect(stderr).not.toContain('cannot be reached');
      expect(code).toBe(2);
      expect(stdout).toMatch(/^STOPPED \(the server stopped answering\): \d+ requests, \d+ checks, \d+ failures? in [\d.]+ s \(seed 3\)$/m);
      expect(stdout).toMatch(/the server stopped answering, and the run stopped there: GET http:\/\/127\.0\.0\.1:\d+\/v2\/topics\?[^ ]*limit=-/);
      expect(stdout).toMatch(/^listTopics\s+\d+/m);
      const xml = readFileSync(junit, 'utf8');
      expect(xml).toMatch(/<testsuites [^>]*errors="1"/);
      expect(xml).toContain('<error message="GET http://127.0.0.1:');
    } finally {
      rmSync(junit, { force: true });
    }
  });
});
