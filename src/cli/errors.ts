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
export function describeParseArgsError(error: Error & { code: string }, command?: string): string {
  let message = error.message;
  const unknown = /^Unknown option '([^']*)'\. To specify a positional argument/.exec(message);
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && unknown) {
    message = `Unknown option '${unknown[1]}' (an argument that starts with '-' goes after '--': ${PROGRAM}${command === undefined ? '' : ` ${command}`} -- ${unknown[1]})`;
  }
  return `${message.replace(/\s*\n\s*/g, ' ').replace(/\.$/, '')}; ${helpHint(command)}`;
}

/** The distance of two short words in edits (insert, delete, substitute, swap of neighbours). */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i]!;
      const above = rows[i - 1]!;
      row[j] = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}

/** The known name a mistyped one most likely meant (as git and npm suggest), if any is close. */
export function closestName(typed: string, names: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of names) {
    const distance = name.startsWith(typed) && typed.length >= 3 ? 0 : editDistance(typed.toLowerCase(), name);
    if (distance <= Math.max(1, Math.floor(name.length / 3)) && (best === undefined || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}
