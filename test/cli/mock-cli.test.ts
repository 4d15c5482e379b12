// The CLI's failure modes: each is one line on stderr, a non-zero exit, and nothing left running.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';
import { machineNode } from '../helpers/processes.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const run = (args: string[], options: { node?: string; cli?: string } = {}) =>
  spawnSync(options.node ?? process.execPath, [options.cli ?? cli, ...args], { encoding: 'utf8', timeout: 60_000 });
const prismProcessesOn = (port: number) =>
  spawnSync('pgrep', ['-f', `prism.*--port ${port}`], { encoding: 'utf8' }).stdout.trim();

describe('notification-api-contract --help', () => {
  it('lists the commands', () => {
    const result = run(['--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: notification-api-contract <command>/);
    expect(result.stdout).toMatch(/^\s+mock\s+start a mock/m);
  });

  it('has per-command help', () => {
    const result = run(['mock', '--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/--dynamic/);
    expect(result.stdout).toMatch(/--errors/);
  });
});

describe('bad input', () => {
  it.each([
    [['frobnicate'], /unknown command "frobnicate"/],
    [['mock', '--bogus'], /Unknown option '--bogus'/],
    [['mock', '--port', 'abc'], /--port must be a port number/],
    [['mock', '--port', '70000'], /--port must be a port number/],
    [['mock', 'extra'], /positional/i],
  ])('%j fails with one line and exit code 2', (args, message) => {
    const result = run(args);
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(message);
  });

  it('reports a busy port, and starts nothing', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      const result = run(['mock', '--port', String(port)]);
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(`notification-api-contract: port ${port} on 127.0.0.1 is already in use: pick another with --port`);
      expect(prismProcessesOn(port)).toBe('');
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});

describe('a missing Prism', () => {
  const bare = mkdtempSync(join(tmpdir(), 'nac-no-prism-'));
  afterAll(() => rmSync(bare, { recursive: true, force: true }));

  it('says exactly what to install', () => {
    // The package's files without any node_modules around them: Prism cannot be resolved.
    for (const part of ['dist', 'generated', 'docs', 'package.json']) cpSync(join(repoRoot, part), join(bare, part), { recursive: true });
    const result = run(['mock', '--port', '0'], { cli: join(bare, 'dist', 'cli', 'main.js') });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'notification-api-contract: the mock needs Prism, which is not installed: npm install --save-dev @stoplight/prism-cli@^5.16.0',
    );
  });
});

describe('an old Node', () => {
  it('is told that Prism needs Node 24.18 or later', () => {
    const older = machineNode();
    const version = spawnSync(older, ['--version'], { encoding: 'utf8' }).stdout.trim();
    expect(version, 'the machine ships Node 20').toMatch(/^v2[0-3]\./);
    const result = run(['mock', '--port', '0'], { node: older });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Prism 5\.16 needs Node >= 24\.18, this is Node 2[0-3]\./);
  });
});
