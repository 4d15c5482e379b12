// The program run in-process through (argv, io), as the installed command runs it on its process:
// no build, no child process. What it prints is collected; stdin is what the test gives.
import { Readable } from 'node:stream';
import type { CliIo, CliOutput } from '../../src/cli/io.js';
import { runCli } from '../../src/cli/program.js';

export interface CliResult {
  status: number;
  stdout: string;
  stderr: string;
}

class Collected implements CliOutput {
  text = '';
  constructor(readonly isTTY = false) {}
  write(chunk: string): boolean {
    this.text += chunk;
    return true;
  }
}

export interface InProcessOptions {
  /** What '-' reads; nothing by default. */
  stdin?: string | Buffer | Readable;
  env?: NodeJS.ProcessEnv;
  /** Whether stderr is a terminal (progress lines). */
  tty?: boolean;
}

export async function runInProcess(argv: string[], options: InProcessOptions = {}): Promise<CliResult> {
  const stdout = new Collected(options.tty);
  const stderr = new Collected(options.tty);
  const given = options.stdin ?? '';
  const stdin = given instanceof Readable ? given : Readable.from([typeof given === 'string' ? Buffer.from(given) : given]);
  // Without npm's variables: a hint would otherwise name the npm script that runs the tests.
  const env = options.env ?? Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_')));
  const io: CliIo = { stdout, stderr, stdin, env };
  const status = await runCli(argv, io);
  return { status, stdout: stdout.text, stderr: stderr.text };
}
