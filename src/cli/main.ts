#!/usr/bin/env node
// The `notification-api-contract` command: the program (program.ts) on this process's io.
import { processIo } from './io.js';
import { runCli } from './program.js';

runCli(process.argv.slice(2), processIo()).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`notification-api-contract: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
