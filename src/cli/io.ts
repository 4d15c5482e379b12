// What a command reads and writes, passed in rather than taken from `process`, so that every command
// runs in-process in a test exactly as it runs from a shell.

/** A stream a command writes to: process.stdout and process.stderr, or a test's collector. */
export interface CliOutput {
  write(text: string): boolean;
  /** True on a terminal: progress lines show only there. */
  readonly isTTY?: boolean;
}

export interface CliIo {
  readonly stdout: CliOutput;
  readonly stderr: CliOutput;
  /** What '-' reads. */
  readonly stdin: NodeJS.ReadableStream;
  readonly env: NodeJS.ProcessEnv;
}

/** A command: its arguments (after its name) and its io in, its exit code out. */
export type Command = (argv: string[], io: CliIo) => Promise<number>;

/**
 * The io of the process itself, as the installed command has it. Each stream is taken from `process`
 * on first use: Node builds it then (a pipe's loads node:net), and a command that never reads standard
 * input, or writes nothing to stderr, does not pay for it.
 */
export function processIo(): CliIo {
  return {
    get stdout() {
      return process.stdout;
    },
    get stderr() {
      return process.stderr;
    },
    get stdin() {
      return process.stdin;
    },
    env: process.env,
  };
}
