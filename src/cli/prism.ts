// Finds and runs Prism, the optional peer dependency behind `mock --prism`.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { UsageError } from './errors.js';

export const PRISM_PACKAGE = '@stoplight/prism-cli';
export const PRISM_RANGE = '^5.16.0';
const PRISM_NODE = [24, 18] as const;

/** The Prism CLI script, from the project that installed this package; a UsageError says how to get it. */
export function resolvePrism(): string {
  let manifestPath: string;
  try {
    manifestPath = createRequire(import.meta.url).resolve(`${PRISM_PACKAGE}/package.json`);
  } catch {
    throw new UsageError(`the mock needs Prism, which is not installed: npm install --save-dev ${PRISM_PACKAGE}@${PRISM_RANGE}`, 1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin?: string | Record<string, string> };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.prism;
  if (!bin) throw new UsageError(`${PRISM_PACKAGE} at ${dirname(manifestPath)} has no prism executable: reinstall it`, 1);
  return join(dirname(manifestPath), bin);
}

export function checkNodeForPrism(version = process.versions.node): void {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major < PRISM_NODE[0] || (major === PRISM_NODE[0] && minor < PRISM_NODE[1])) {
    throw new UsageError(
      // The command itself (review 28b): npx puts the node@24 package's Node first on the PATH the CLI runs with.
      `Prism 5.16 needs Node >= ${PRISM_NODE.join('.')}, this is Node ${version}: run the mock with a newer Node, for example npm's node@24: npx -p node@24 -- notification-api-contract mock --prism`,
      1,
    );
  }
}

export interface PrismOptions {
  spec: string;
  host: string;
  port: number;
  dynamic: boolean;
  errors: boolean;
}

export interface RunningPrism {
  readonly child: ChildProcess;
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Resolves once `url` answers HTTP at all: Prism says it listens a moment before it serves, and on a
 * loaded machine the first requests would otherwise meet a refused connection.
 */
async function answering(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await (await fetch(url, { signal: AbortSignal.timeout(5_000) })).arrayBuffer();
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new UsageError(`Prism said it listens on ${url} but does not answer: ${error instanceof Error ? error.message : String(error)}`, 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Starts `prism mock` and resolves once it answers; rejects, with its output, if it exits first. */
export function startPrism(options: PrismOptions, timeoutMs = 30_000): Promise<RunningPrism> {
  const args = [resolvePrism(), 'mock', options.spec, '--host', options.host, '--port', String(options.port)];
  if (options.dynamic) args.push('--dynamic');
  if (options.errors) args.push('--errors');
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop().then(() => reject(new UsageError(`Prism did not start within ${timeoutMs / 1000} s:\n${output.trim()}`, 1)));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Prism is listening on (\S+)/.exec(output);
      if (listening?.[1]) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        child.off('exit', onExit);
        const url = listening[1].replace(/\/$/, '');
        answering(url, timeoutMs).then(
          () => resolve({ child, url, stop }),
          (error: unknown) => void stop().then(() => reject(error)),
        );
      }
    };
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      const last = output.trim().split('\n').slice(-5).join('\n');
      reject(new UsageError(`Prism exited (code ${code}) before it was ready:\n${last}`, 1));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', onExit);
  });
}
