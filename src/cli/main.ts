#!/usr/bin/env node
// The `notification-api-contract` command: the program (program.ts) on this process's io. The compile
// cache is turned on first, and the program imported after it, so that its modules use the cache.
import { enableCompileCache } from './compile-cache.js';

enableCompileCache();
const { exitWhenWritten, processIo, usedOutputs } = await import('./io.js');
const { runCli } = await import('./program.js');

runCli(process.argv.slice(2), processIo()).then(
  (code) => exitWhenWritten(code, usedOutputs),
  async (error: unknown) => {
    const { printable } = await import('../text/printable.js');
    process.stderr.write(`notification-api-contract: ${printable(error instanceof Error ? error.message : String(error), 2000)}\n`);
    return exitWhenWritten(1, [...usedOutputs, process.stderr]);
  },
);
