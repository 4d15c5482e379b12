// A mock or a proxy started by npm (npx, an npm script) stops when npm goes away: npm runs it through
// `sh -c`, and a SIGTERM to npm's pid (a CI script's `kill $!`) never reaches it. Started otherwise,
// it keeps running. Here a stand-in for npm runs the built CLI as npm does, through a shell, and is killed.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';
import { stopProcess } from '../helpers/processes.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');

/** The processes whose parent is `pid`. */
const childrenOf = (pid: number): number[] =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((candidate) => {
      try {
        const stat = readFileSync(`/proc/${candidate}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    });

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};

let npm: ChildProcess | undefined;
let mockPid: number | undefined;
afterEach(async () => {
  if (npm !== undefined) await stopProcess(npm);
  if (mockPid !== undefined && alive(mockPid)) process.kill(mockPid, 'SIGKILL');
  npm = undefined;
  mockPid = undefined;
});

const MOCK = { args: 'mock --port 0 --docs-port 0', ready: /^mock\s+(http:\S+)/m };
// Its upstream is never called: the proxy's own health answer is enough to see it running.
const PROXY = { args: 'proxy --upstream http://127.0.0.1:9 --host 127.0.0.1 --port 0', ready: /^proxy\s+(http:\S+)/m };

/** npm's way: `sh -c 'node main.js <command> …'` as a child of the stand-in, with npm's environment or without it. */
async function startThroughShell(env: NodeJS.ProcessEnv, { args, ready } = MOCK): Promise<{ url: string }> {
  const command = `'${process.execPath}' '${cli}' ${args}`;
  // The stand-in for npm: runs the shell and waits, as npm exec does.
  const standIn = `require('node:child_process').spawn('sh', ['-c', ${JSON.stringify(command)}], { stdio: 'inherit' }); setInterval(() => {}, 1000);`;
  npm = spawn(process.execPath, ['-e', standIn], { stdio: ['ignore', 'pipe', 'pipe'], env });
  let out = '';
  npm.stdout!.setEncoding('utf8').on('data', (text: string) => (out += text));
  await vi.waitFor(() => expect(out).toMatch(ready), { timeout: 20_000 });
  const [shell] = childrenOf(npm.pid!);
  [mockPid] = childrenOf(shell!);
  expect(mockPid).toBeDefined();
  return { url: ready.exec(out)![1]! };
}

describe('the mock started through a shell, its npm stand-in killed', () => {
  it('stops with npm when npm started it (npm_lifecycle_event), and frees its port', { timeout: 40_000 }, async () => {
    const { url } = await startThroughShell({ ...process.env, npm_lifecycle_event: 'npx', npm_command: 'exec' });
    expect((await fetch(`${url}/v2/topics`, { headers: { authorization: 'ApiKey k' } })).status).toBe(200);
    process.kill(npm!.pid!, 'SIGTERM');
    await vi.waitFor(() => expect(alive(mockPid!)).toBe(false), { timeout: 10_000, interval: 100 });
    await expect(fetch(`${url}/v2/topics`)).rejects.toThrow();
  });

  it('keeps running when nothing says npm started it (nohup, a process manager)', { timeout: 40_000 }, async () => {
    const env = { ...process.env };
    delete env.npm_lifecycle_event;
    const { url } = await startThroughShell(env);
    process.kill(npm!.pid!, 'SIGTERM');
    // Several of the watch's periods (500 ms): still answering.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(alive(mockPid!)).toBe(true);
    expect((await fetch(`${url}/v2/topics`, { headers: { authorization: 'ApiKey k' } })).status).toBe(200);
  });
});

describe('the proxy started through a shell, its npm stand-in killed', () => {
  it('stops with npm when npm started it, and frees its port', { timeout: 40_000 }, async () => {
    const { url } = await startThroughShell({ ...process.env, npm_lifecycle_event: 'npx', npm_command: 'exec' }, PROXY);
    expect((await fetch(`${url}/__contract/health`)).status).toBe(200);
    process.kill(npm!.pid!, 'SIGTERM');
    await vi.waitFor(() => expect(alive(mockPid!)).toBe(false), { timeout: 10_000, interval: 100 });
    await expect(fetch(`${url}/__contract/health`)).rejects.toThrow();
  });

  it('keeps running when nothing says npm started it', { timeout: 40_000 }, async () => {
    const env = { ...process.env };
    delete env.npm_lifecycle_event;
    const { url } = await startThroughShell(env, PROXY);
    process.kill(npm!.pid!, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(alive(mockPid!)).toBe(true);
    expect((await fetch(`${url}/__contract/health`)).status).toBe(200);
  });
});
