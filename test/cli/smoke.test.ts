// The built command, spawned as a user runs it, once per command, on the machine's Node 20: what the
// in-process tests (through (argv, io)) cannot show is that the installed bin starts, reads its own
// files from dist/, prints to the real stdout and stderr, and exits with the code it returns.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStatefulMock } from '../../src/mock/index.js';
import { repoRoot } from '../helpers/bundle.js';
import { machineNode, startMockProcessIn, stopProcess } from '../helpers/processes.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const node = machineNode();
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_') && !name.startsWith('VITEST')));
const run = (args: string[], input?: string) =>
  spawnSync(node, [cli, ...args], { encoding: 'utf8', timeout: 60_000, env, ...(input === undefined ? {} : { input }) });
const work = mkdtempSync(join(tmpdir(), 'nac-cli-smoke-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string };

describe('the built command on the machine Node', () => {
  it('prints its version with -V, -v and --version, and a usage error with exit code 2', () => {
    for (const flag of ['-V', '-v', '--version']) expect(run([flag])).toMatchObject({ status: 0, stdout: `${version}\n`, stderr: '' });
    expect(run(['frobnicate'])).toMatchObject({
      status: 2,
      stdout: '',
      stderr: 'notification-api-contract: unknown command "frobnicate"; see \'notification-api-contract --help\'\n',
    });
  });

  it('mock: starts, answers, and stops on SIGTERM with exit code 0', async () => {
    const mock = await startMockProcessIn(repoRoot, cli, ['--port', '0', '--docs-port', '0'], { node, env });
    const answer = await fetch(`${mock.url}/v2/topics/product-updates`, { headers: { authorization: 'ApiKey test-key' } });
    expect(answer.status).toBe(200);
    const exited = new Promise<number | null>((resolve) => mock.child.once('exit', resolve));
    await stopProcess(mock.child);
    expect(await exited).toBe(0);
  });

  it('proxy: forwards to the upstream, and prints its counts when stopped', async () => {
    const upstream = await createStatefulMock().listen({ port: 0 });
    try {
      const child = spawn(node, [cli, 'proxy', '--upstream', upstream.url, '--port', '0'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', () => {
          const found = /^proxy\s+(http:\/\/\S+)/m.exec(stdout);
          if (found) resolve(found[1]!);
        });
        child.once('exit', (code) => reject(new Error(`the proxy exited with ${code}: ${stdout}`)));
      });
      const answer = await fetch(`${url}/v2/topics/product-updates`, { headers: { authorization: 'ApiKey test-key' } });
      expect(answer.status).toBe(200);
      // 'close': the counts are read after it, and stdio may still hold them at 'exit'.
      const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
      await stopProcess(child);
      expect(await exited).toBe(0);
      expect(stdout).toMatch(/getTopic/);
    } finally {
      await upstream.close();
    }
  });

  it('docs: writes the site', () => {
    const out = join(work, 'site');
    const result = run(['docs', '--out', out]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
  });

  it('validate-traffic: reads standard input, and exits 1 on a violation', () => {
    const result = run(['validate-traffic', '-'], readFileSync(join(repoRoot, 'examples', 'traffic.jsonl'), 'utf8'));
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/<stdin>:2 \(line 2\) {2}getTopic/);
  });

  it('verify: checks a server and exits 0 when it keeps the contract', async () => {
    const server = await createStatefulMock().listen({ port: 0 });
    try {
      const result = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(
          node,
          [cli, 'verify', '--base-url', server.url, '--api-key', 'test-key', '--operations', 'getTopic', '--max-examples', '2', '--rps', '0'],
          {
            env,
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.once('close', (status) => resolve({ status, stdout, stderr }));
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/getTopic/);
    } finally {
      await server.close();
    }
  });
});
