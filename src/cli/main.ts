#!/usr/bin/env node
// The `notification-api-contract` command.
import { readFileSync } from 'node:fs';
import { closestName, describeParseArgsError, helpHint, isParseArgsError, UsageError } from './errors.js';

// Each command loads on use: `mock` needs no validators, and `--help` needs nothing at all.
const commands: Record<string, { summary: string; run: (argv: string[]) => Promise<void> }> = {
  mock: { summary: 'start a mock of the API, with the docs', run: async (argv) => (await import('./mock.js')).runMock(argv) },
  proxy: {
    summary: 'validate live traffic in a proxy in front of a service',
    run: async (argv) => (await import('./proxy.js')).runProxy(argv),
  },
  docs: { summary: 'write the API docs as a static site (--out DIR)', run: async (argv) => (await import('./docs.js')).runDocs(argv) },
  'validate-traffic': {
    summary: 'check recorded traffic (HAR, JSON Lines) against the contract',
    run: async (argv) => (await import('./validate-traffic.js')).runValidateTraffic(argv),
  },
  verify: { summary: 'test a live server against the contract', run: async (argv) => (await import('./verify.js')).runVerify(argv) },
  diff: { summary: 'what a new version of the contract breaks, with a witness each', run: async (argv) => (await import('./diff.js')).runDiffCommand(argv) },
};

const mainHelp = `Usage: notification-api-contract <command> [options]

The contract of the notification delivery service API.

Commands:
${Object.entries(commands)
  .map(([name, command]) => `  ${name.padEnd(18)}${command.summary}`)
  .join('\n')}

Options:
  -v, --version     print the version
  -h, --help        show this help

Run 'notification-api-contract <command> --help' for a command's options.
`;

/** The version in the package's own package.json (two folders up from src/cli/ and dist/cli/). */
function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return manifest.version;
}

async function main(argv: string[]): Promise<void> {
  const [name, ...rest] = argv;
  if (name === 'help' && rest[0] !== undefined && commands[rest[0]]) return main([rest[0], '--help']);
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(mainHelp);
    return;
  }
  // As npm, tsc and eslint do: both spellings, the version alone on stdout.
  if (name === '--version' || name === '-v') {
    process.stdout.write(`${packageVersion()}\n`);
    return;
  }
  if (name.startsWith('-')) throw new UsageError(`Unknown option '${name}'; ${helpHint()}`);
  const command = commands[name];
  if (!command) {
    const meant = closestName(name, Object.keys(commands));
    throw new UsageError(`unknown command "${name}"${meant ? ` (did you mean "${meant}"?)` : ''}; ${helpHint()}`);
  }
  try {
    await command.run(rest);
  } catch (error) {
    // Every command parses its options with parseArgs: its errors are usage errors, with the command's help.
    if (isParseArgsError(error)) throw new UsageError(describeParseArgsError(error, name));
    throw error;
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    process.stderr.write(`notification-api-contract: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(error instanceof UsageError ? error.exitCode : 1);
  },
);
