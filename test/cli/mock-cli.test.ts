// The CLI's `mock`, spawned: its failure modes that involve ports and Prism (each one line on stderr, a
// non-zero exit, and nothing left running), the stateful mock on the machine's Node 20, and stopping on a
// signal. Its help and usage errors, in-process: mock-options.test.ts.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';
import { freePort, isolatedTmp, machineNode, startMockProcessIn, toolchainNode } from '../helpers/processes.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
// Not as an npm script: the busy-port hint would then name it.
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_')));
const run = (args: string[], options: { node?: string; cli?: string } = {}) =>
  spawnSync(options.node ?? process.execPath, [options.cli ?? cli, ...args], { encoding: 'utf8', timeout: 60_000, env });
// Prism needs Node >= 24.18: its tests run the CLI on the toolchain's Node, whichever Node runs this file.
const prismNode = toolchainNode();
const work = mkdtempSync(join(tmpdir(), 'nac-mock-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function listening(): Promise<{ port: number; close(): Promise<void> }> {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  return { port: (blocker.address() as AddressInfo).port, close: () => new Promise((resolve) => blocker.close(() => resolve())) };
}

/** Whether anything accepts connections on the port. */
async function portIsFree(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

describe('bad input', () => {
  it('reports a busy port, naming --port, and starts nothing', async () => {
    const blocker = await listening();
    try {
      const result = run(['mock', '--port', String(blocker.port), '--docs-port', '0']);
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(`notification-api-contract: port ${blocker.port} on 127.0.0.1 is already in use: pick another with --port`);
    } finally {
      await blocker.close();
    }
  });

  it('reports a busy docs port, naming --docs-port, and leaves the mock port free', async () => {
    const blocker = await listening();
    const mockPort = await freePort();
    try {
      const result = run(['mock', '--port', String(mockPort), '--docs-port', String(blocker.port)]);
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(`notification-api-contract: port ${blocker.port} on 127.0.0.1 is already in use: pick another with --docs-port`);
      expect(await portIsFree(mockPort)).toBe(true);
    } finally {
      await blocker.close();
    }
  });

  it('reports a busy port with --prism too, before Prism starts', async () => {
    const blocker = await listening();
    try {
      const result = run(['mock', '--prism', '--port', String(blocker.port)], { node: prismNode });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(`notification-api-contract: port ${blocker.port} on 127.0.0.1 is already in use: pick another with --port`);
    } finally {
      await blocker.close();
    }
  });
});

describe('--prism without Prism', () => {
  it('says exactly what to install', () => {
    // The package's files without any node_modules around them: Prism cannot be resolved. (A shared
    // machine may have a node_modules in /tmp: the copy goes where no folder above has one.)
    const outside = mkdtempSync(join(isolatedTmp(), 'nac-bare-'));
    const bare = join(outside, 'package');
    for (const part of ['dist', 'generated', 'docs', 'package.json']) cpSync(join(repoRoot, part), join(bare, part), { recursive: true });
    const result = run(['mock', '--prism', '--port', '0'], { cli: join(bare, 'dist', 'cli', 'main.js'), node: prismNode });
    rmSync(outside, { recursive: true, force: true });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'notification-api-contract: the mock needs Prism, which is not installed: npm install --save-dev @stoplight/prism-cli@^5.16.0',
    );
  });
});

describe("the machine's Node 20", () => {
  const older = machineNode();

  it('is Node 20', () => {
    const version = spawnSync(older, ['--version'], { encoding: 'utf8' }).stdout.trim();
    expect(version, 'the machine ships Node 20').toMatch(/^v2[0-3]\./);
  });

  it('runs the stateful mock, which remembers', async () => {
    const mock = await startMockProcessIn(repoRoot, cli, ['--port', '0', '--docs-port', '0'], { node: older, env });
    try {
      const headers = { authorization: 'ApiKey test-key', 'content-type': 'application/json' };
      expect((await fetch(`${mock.url}/v2/topics`, { method: 'POST', headers, body: JSON.stringify({ key: 'node20', name: 'On Node 20' }) })).status).toBe(200);
      expect(await (await fetch(`${mock.url}/v2/topics/node20`, { headers })).json()).toMatchObject({ key: 'node20', name: 'On Node 20' });
    } finally {
      mock.child.kill('SIGTERM');
      await new Promise((resolve) => mock.child.once('exit', resolve));
    }
  });

  it('is told that --prism needs Node 24.18 or later', () => {
    const result = run(['mock', '--prism', '--port', '0'], { node: older });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Prism 5\.16 needs Node >= 24\.18, this is Node 2[0-3]\./);
    // The command to run instead, not only its idea (review 28b).
    expect(result.stderr).toContain('npx -p node@24 -- notification-api-contract mock --prism');
  });
});

describe('the docs beside it', () => {
  it('call the mock where it listens, base path and all: samples, server default, and the 404 of an API path', async () => {
    const mock = await startMockProcessIn(repoRoot, cli, ['--port', '0', '--docs-port', '0', '--base-path', '/api'], { env });
    try {
      const api = `${mock.url}/api`;
      const page = await (await fetch(`${mock.docsUrl}/`)).text();
      expect(page.includes('127.0.0.1:4010'), 'the default base URL in the page').toBe(false);
      const url = /curl --fail-with-body -sS '([^']*\/v2\/topics\/product-updates)'/.exec(page)?.[1];
      expect(url).toBe(`${api}/v2/topics/product-updates`);
      // The sample's address answers, from the demo state.
      expect((await fetch(url!, { headers: { authorization: 'ApiKey test-key' } })).status).toBe(200);
      expect((await (await fetch(`${mock.docsUrl}/openapi.json`)).json()).servers[0].variables.base_url.default).toBe(api);
      const wrongPort = await fetch(`${new URL(mock.docsUrl).origin}/v2/topics`);
      expect(wrongPort.status).toBe(404);
      expect((await wrongPort.json()).detail).toContain(`the API is at ${api}`);
    } finally {
      mock.child.kill('SIGTERM');
    }
  });
});

describe('stopping', () => {
  it.each(['SIGINT', 'SIGTERM', 'SIGHUP'] as const)('on %s, closes both ports and exits 0', async (signal) => {
    const mock = await startMockProcessIn(repoRoot, cli, ['--port', '0', '--docs-port', '0'], { env });
    const ports = [mock.url, mock.docsUrl].map((url) => Number(new URL(url).port));
    const exited = new Promise<number | null>((resolve) => mock.child.once('exit', (code) => resolve(code)));
    mock.child.kill(signal);
    expect(await exited).toBe(0);
    for (const port of ports) expect(await portIsFree(port)).toBe(true);
  });

  it('with --prism, stops Prism too', async () => {
    const mock = await startMockProcessIn(repoRoot, cli, ['--prism', '--port', '0', '--docs-port', '0'], {
      env,
      lines: ['prism'],
      timeoutMs: 60_000,
      node: prismNode,
    });
    const ports = [mock.url, mock.docsUrl, mock.lines.prism!].map((url) => Number(new URL(url).port));
    const exited = new Promise<number | null>((resolve) => mock.child.once('exit', (code) => resolve(code)));
    mock.child.kill('SIGHUP');
    expect(await exited).toBe(0);
    for (const port of ports) expect(await portIsFree(port), `port ${port}`).toBe(true);
  });
});
