// The `notification-api-contract` program as a function: (argv, io) -> exit code. main.ts runs it on
// the process; tests run it in-process.
import { readFileSync } from 'node:fs';
import { printable } from '../text/printable.js';
import { WorkerThreadError } from '../traffic/worker-thread-error.js';
import { closestName, describeParseArgsError, helpHint, isParseArgsError, UsageError } from './errors.js';
import type { CliIo, Command } from './io.js';

/** An error line is cut past this (a message quoting a whole file would flood the terminal). */
const ERROR_LINE_MAX_LENGTH = 2000;

// Each command loads on use: `mock` needs no validators, and `--help` needs nothing at all.
const commands: Record<string, { summary: string; run: Command }> = {
  mock: { summary: 'start a mock of the API, with the docs', run: async (argv, io) => (await import('./mock.js')).runMock(argv, io) },
  proxy: {
    summary: 'validate live traffic in a proxy in front of a service',
    run: async (argv, io) => (await import('./proxy.js')).runProxy(argv, io),
  },
  docs: { summary: 'write the API docs as a static site (--out <dir>)', run: async (argv, io) => (await import('./docs.js')).runDocs(argv, io) },
  'validate-traffic': {
    summary: 'check recorded traffic (HAR, JSON Lines) against the contract',
    run: async (argv, io) => (await import('./validate-traffic.js')).runValidateTraffic(argv, io),
  },
  verify: { summary: 'test a live server against the contract', run: async (argv, io) => (await import('./verify.js')).runVerify(argv, io) },
  diff: { summary: 'what a new version of the contract breaks, with a witness each', run: async (argv, io) => (await import('./diff.js')).runDiff(argv, io) },
};

export const commandNames = Object.keys(commands);

export const mainHelp = `Usage: notification-api-contract <command> [options]

The contract of the notification delivery service API.

Commands:
${Object.entries(commands)
  .map(([name, command]) => `  ${name.padEnd(18)}${command.summary}`)
  .join('\n')}

Options:
  -V, -v, --version print the version
  -h, --help        show this help

For a command's options, ${helpHint('<command>')}.
`;

/** The version in the package's own package.json (two folders up from src/cli/ and dist/cli/). */
export function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return manifest.version;
}

/** A usage error's one line: its message, then the hint to the help of the command it concerns. */
function usageLine(error: UsageError, command: string | undefined): string {
  if (error.exitCode !== 2 || !error.helpful || / see '[^']*--help'$/.test(error.message)) return error.message;
  return `${error.message.replace(/[.;:]$/, '')}; ${helpHint(command)}`;
}

async function dispatch(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  // `help <command>` is that command's --help; of a word that names no command, the unknown command's error (review 29a F7).
  if (name === 'help' && rest[0] !== undefined) return dispatch([rest[0], '--help'], io);
  // No command is a usage error, as grep without a pattern: a script that lost a word must not pass.
  // The help goes to stderr, where a usage error's words go, and stdout stays empty.
  if (name === undefined) {
    io.stderr.write(mainHelp);
    return 2;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(mainHelp);
    return 0;
  }
  // As npm, git and most CLIs do: every usual spelling, the version alone on stdout.
  if (name === '--version' || name === '-v' || name === '-V') {
    io.stdout.write(`${packageVersion()}\n`);
    return 0;
  }
  if (name.startsWith('-')) {
    const meant = name.startsWith('--') ? closestName(name.slice(2), ['help', 'version']) : undefined;
    throw new UsageError(`Unknown option '${name}'${meant === undefined ? '' : ` (did you mean '--${meant}'?)`}`);
  }
  const command = commands[name];
  if (!command) {
    const meant = closestName(name, commandNames);
    throw new UsageError(`unknown command "${name}"${meant ? ` (did you mean "${meant}"?)` : ''}`);
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    // Every command parses its options with parseArgs: its errors are usage errors, with the command's help.
    if (isParseArgsError(error)) throw new UsageError(describeParseArgsError(error, name));
    if (error instanceof UsageError) throw new UsageError(usageLine(error, name), error.exitCode, error.helpful);
    throw error;
  }
}

/** Runs the program: what it prints goes to io, and it resolves with the exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    return await dispatch(argv, io);
  } catch (error) {
    const usage = error instanceof UsageError;
    const message = usage ? usageLine(error, undefined) : error instanceof Error ? error.message : String(error);
    // The one place every command's error line is printed: what the user typed (an unknown option,
    // a command name) or a file held may carry terminal escapes, which must not reach the terminal.
    io.stderr.write(`notification-api-contract: ${printable(message, ERROR_LINE_MAX_LENGTH)}\n`);
    // A worker thread that failed stopped the run itself: 2, as input that cannot be read is, never the 1
    // by which validate-traffic, verify and diff report what they found (review 24 left validate-traffic at 1).
    return usage ? error.exitCode : error instanceof WorkerThreadError ? 2 : 1;
  }
}
