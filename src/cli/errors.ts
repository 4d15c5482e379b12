import { brandAcrossCopies } from '../errors/brand.js';
import { closestName } from '../http/option-names.js';

/** A failure the user can fix: the CLI prints its message on one line and exits with `exitCode`. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  constructor(
    message: string,
    readonly exitCode = 2,
    /** Whether a line with exit code 2 ends with the command's --help hint: not for an error of the run itself. */
    readonly helpful = true,
  ) {
    super(message);
  }
}
// A command's bundle has its own copy of this class (scripts/bundle-cli.mjs): program.ts's test must match it.
brandAcrossCopies(UsageError, 'UsageError');

const PROGRAM = 'notification-api-contract';

/** The `--help` line a usage error ends with: the command's own help, or the program's. */
export function helpHint(command?: string): string {
  return `see '${PROGRAM}${command === undefined ? '' : ` ${command}`} --help'`;
}

/** True for the errors of `node:util`'s parseArgs (unknown option, missing value, stray argument). */
export function isParseArgsError(error: unknown): error is Error & { code: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_');
}

/**
 * parseArgs' message, made one line that ends with the command's `--help` hint. Node's advice for an
 * unknown option of a command that takes arguments ("… as in '-- "--x"") opens a quote it never
 * closes; it is said again with balanced quotes.
 */
export function describeParseArgsError(error: Error & { code: string; knownOptions?: readonly string[] }, command?: string): string {
  let message = error.message;
  const unknown = /^Unknown option '([^']*)'\. To specify a positional argument/.exec(message);
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && unknown) {
    message = `Unknown option '${unknown[1]}' (an argument that starts with '-' goes after '--': ${PROGRAM}${command === undefined ? '' : ` ${command}`} -- ${unknown[1]})`;
  }
  const typed = /^Unknown option '--([^'=]+)'/.exec(error.message)?.[1];
  const meant = typed === undefined || error.knownOptions === undefined ? undefined : closestName(typed, error.knownOptions);
  // A near miss of a known flag is a typo, not a file name: the advice to put it after '--' (which also
  // dropped the other arguments from the line it showed) only misled (review 29a F8).
  if (meant !== undefined) message = `Unknown option '--${typed}' (did you mean '--${meant}'?)`;
  return `${message.replace(/\s*\n\s*/g, ' ').replace(/\.$/, '')}; ${helpHint(command)}`;
}

// The CLI suggests a command or an option by the rule every options object's refusal uses.
export { closestName };
