// `npm start`, as a person runs it: its curl lines show state, a busy port's hint names
// `npm start -- --port N`, and a SIGTERM or SIGHUP (a process manager's or an IDE's stop button)
// leaves no server running and no port held.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';

// As from a terminal: npm's own variables come from the npm that runs the script, not from this test's.
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_')));

interface Started {
  npm: ChildProcess;
  output: () => string;
  ready: Promise<void>;
  exited: Promise<number | null>;
}

function npmStart(args: string[]): Started {
  const npm = spawn('npm', ['start', '--silent', '--', ...args], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  // 'close', not 'exit': the output is read after it, and stdio may still hold data at 'exit'.
  const exited = new Promise<number | null>((resolve) => npm.once('close', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start was not ready within 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/^Ctrl-C stops/m.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    npm.stdout.on('data', onData);
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`npm start exited before it was ready:\n${output}`));
    });
  });
  ready.catch(() => undefined);
  return { npm, output: () => output, ready, exited };
}

/** Every process below `pid`, by /proc. */
function descendants(pid: number): number[] {
  const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map(Number);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

const alive = (pid: number) => {
  try {
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};

async function portIsFree(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

const portsOf = (output: string) => [/^mock\s+(\S+)/m, /^docs\s+(\S+)/m].map((line) => Number(new URL(line.exec(output)![1]!).port));

// The first start checks the generated files (regenerating them to compare, a few seconds of CPU, when
// their inputs changed since the last check) and leaves its stamp; the three after it, side by side, find
// the stamp and go straight to the mock, instead of four starts regenerating the same files at once.
describe('npm start', { timeout: 180_000 }, () => {
  it('prints curl lines that show state: upsert a topic, then get it back; SIGHUP to npm stops everything', async () => {
    const started = npmStart(['--port', '0', '--docs-port', '0']);
    await started.ready;
    const below = descendants(started.npm.pid!);
    try {
      const curls = started
        .output()
        .split('\n')
        .map((line) => /^(?:try)?\s+(curl .+?)(?:\s{3}\(.*)?$/.exec(line)?.[1])
        .filter((line): line is string => line !== undefined);
      expect(curls).toHaveLength(3);
      const [upsert, get] = curls.map((line) => spawnSync('bash', ['-c', line], { encoding: 'utf8' }).stdout);
      const created = JSON.parse(upsert!) as { _id: string; key: string; name: string };
      expect(created).toMatchObject({ key: 'news', name: 'News' });
      expect(JSON.parse(get!)).toEqual(created);
    } finally {
      const ports = portsOf(started.output());
      process.kill(started.npm.pid!, 'SIGHUP');
      expect(await until(() => below.every((pid) => !alive(pid)), 10_000), `processes left: ${below.filter(alive).join(', ')}`).toBe(true);
      for (const port of ports) expect(await portIsFree(port)).toBe(true);
    }
  });

  it.concurrent.each(['SIGTERM', 'SIGHUP'] as const)('on %s to its node process, stops the CLI, frees the ports, and exits', async (signal) => {
    const started = npmStart(['--port', '0', '--docs-port', '0']);
    await started.ready;
    const below = descendants(started.npm.pid!);
    const start = below.find(
      (pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('scripts/start.mjs') && readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('node'),
    );
    expect(start, `no scripts/start.mjs among ${below.join(', ')}`).toBeDefined();
    const ports = portsOf(started.output());
    process.kill(start!, signal);
    expect(await until(() => below.every((pid) => !alive(pid)), 10_000), `processes left: ${below.filter(alive).join(', ')}`).toBe(true);
    for (const port of ports) expect(await portIsFree(port)).toBe(true);
    await started.exited;
  });

  it.concurrent('says `npm start -- --port N` when the port is busy', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      const started = npmStart(['--port', String(port)]);
      expect(await started.exited).toBe(1);
      expect(started.output()).toContain(`notification-api-contract: port ${port} on 127.0.0.1 is already in use: pick another with \`npm start -- --port N\``);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
