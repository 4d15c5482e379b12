// Lets a script module be both imported (by generate/check) and run as a command.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Runs `main` only when the module is the process's entry point; failures exit 1 with one message. */
export function runAsCli(moduleUrl, main) {
  const entry = process.argv[1] && realpathSync(process.argv[1]);
  if (entry !== realpathSync(fileURLToPath(moduleUrl))) return;
  Promise.resolve()
    .then(main)
    .catch((error) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    });
}
