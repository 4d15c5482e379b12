#!/usr/bin/env node
// The `notification-api-contract` command.
import { UsageError } from './errors.js';

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
};

const mainHelp = `Usage: notification-api-contract <command> [options]

The contract of the notification delivery service API.

Commands:
${Object.entries(commands)
  .map(([name, command]) => `  ${name.padEnd(18)}${command.summary}`)
  .join('\n')}

Run 'notification-api-contract <command> --help' for a command's options.
`;

async function main(argv: string[]): Promise<void> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(mainHelp);
    return;
  }
  const command = commands[name];
  if (!command) throw new UsageError(`unknown command "${name}": run 'notification-api-contract --help'`);
  await command.run(rest);
}

main(process.argv.slice(2)).then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    // parseArgs' own errors (unknown option, missing value) are usage errors too.
    const code = (error as { code?: string }).code;
    const usage = error instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'));
    process.stderr.write(`notification-api-contract: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(error instanceof UsageError ? error.exitCode : usage ? 2 : 1);
  },
);
