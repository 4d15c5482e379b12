// What each command loads to print its help, and the proxy and the mock to start: a command is a
// bundle of its own (scripts/bundle-cli.mjs) that loads what it runs once its arguments are read, and
// node:http is taken without its ES module facade (src/proxy/node-http.ts), whose lazy WebSocket and
// EventSource load Node's own copy of undici: about 35 ms of CPU that `mock --help` spent, and every
// start of the proxy, which has undici from npm. The built command, spawned as a user runs it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';
import { isolatedTmp } from '../helpers/processes.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const work = mkdtempSync(join(isolatedTmp(), 'nac-command-startup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// At exit, or on SIGUSR2 (a server asked while it runs: its own SIGTERM handler is set only after its
// first line is written): whether Node's own undici was loaded, and the package's dependencies loaded
// from node_modules (where Node has module.registerHooks), as one line on stderr.
const preload = join(work, 'loaded.mjs');
writeFileSync(
  preload,
  `import nodeModule from 'node:module';
import { writeSync } from 'node:fs';
const packages = new Set();
nodeModule.registerHooks?.({ load(url, context, next) { const found = /\\/node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(url); if (found) packages.add(found[1]); return next(url, context); } });
const report = () => writeSync(2, 'loaded=' + JSON.stringify({ nodeUndici: process.moduleLoadList.some((name) => name.includes('internal/deps/undici')), packages: nodeModule.registerHooks ? [...packages].sort() : undefined }) + '\\n');
process.on('exit', report);
process.on('SIGUSR2', report);
`,
);

interface Loaded {
  nodeUndici: boolean;
  packages: string[] | undefined;
}

const loadedOf = (stderr: string): Loaded => {
  const line = /^loaded=(.*)$/m.exec(stderr)?.[1];
  if (line === undefined) throw new Error(`no report of the modules loaded: ${stderr}`);
  return JSON.parse(line) as Loaded;
};

function help(command: string): { status: number | null; stdout: string; loaded: Loaded } {
  const result = spawnSync(process.execPath, ['--import', pathToFileURL(preload).href, cli, command, '--help'], { encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, loaded: loadedOf(result.stderr) };
}

/** Starts a long-running command and, once its first line is out, asks what it loaded; then kills it. */
function started(args: string[]): Promise<{ first: string; loaded: Loaded }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', pathToFileURL(preload).href, cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    let asked = false;
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
      if (!asked && stdout.includes('\n')) {
        asked = true;
        child.kill('SIGUSR2');
      }
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
      if (stderr.includes('loaded=') && stderr.endsWith('\n')) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('close', () => {
      clearTimeout(timer);
      try {
        resolve({ first: stdout.split('\n')[0] ?? '', loaded: loadedOf(stderr) });
      } catch (error) {
        reject(error);
      }
    });
  });
}

describe('what a command loads', () => {
  for (const command of ['mock', 'proxy', 'docs', 'validate-traffic', 'verify', 'diff']) {
    it(`prints ${command} --help without Node's own undici`, () => {
      const run = help(command);
      expect(run.status).toBe(0);
      expect(run.stdout).toContain(`notification-api-contract ${command}`);
      expect(run.loaded.nodeUndici).toBe(false);
    });
  }

  // What runs is loaded once the arguments are read: the proxy's undici, pino and prom-client, the
  // diff's Ajv, yaml and fast-check, verify's fast-check were all loaded to print the help (review 29a F1).
  it.each(['mock', 'proxy', 'docs', 'validate-traffic', 'verify', 'diff'])('prints %s --help without loading any dependency', (command) => {
    const run = help(command);
    if (run.loaded.packages !== undefined) expect(run.loaded.packages).toEqual([]);
  });

  it("starts the proxy and the mock without Node's own undici", async () => {
    // Nothing listens on port 9 of loopback: the proxy starts all the same, and is stopped before any request.
    const proxy = await started(['proxy', '--upstream', 'http://127.0.0.1:9', '--port', '0']);
    expect(proxy.first).toMatch(/^proxy {2}http:\/\/127\.0\.0\.1:\d+ /);
    expect(proxy.loaded.nodeUndici).toBe(false);
    if (proxy.loaded.packages !== undefined) expect(proxy.loaded.packages).toContain('undici');
    const mock = await started(['mock', '--port', '0']);
    expect(mock.first).toMatch(/^mock {2}http:\/\/127\.0\.0\.1:\d+ /);
    expect(mock.loaded.nodeUndici).toBe(false);
  });
});
