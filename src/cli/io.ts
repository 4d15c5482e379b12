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

/** The process's output streams a command has written through processIo (exit.ts waits for them). */
export const usedOutputs = new Set<NodeJS.WriteStream>();

/**
 * `stream`, noted for exit.ts. A reader that went away (EPIPE: `… | head -1` exited) is no crash: what
 * is written to it is lost whatever happens, and the command goes on to its end (a proxy answers the
 * requests in flight, verify cleans up and writes its --junit). Unlistened, the stream's 'error'
 * ended the process with a stack trace.
 */
function used(stream: NodeJS.WriteStream): NodeJS.WriteStream {
  if (!usedOutputs.has(stream)) {
    usedOutputs.add(stream);
    stream.on('error', (error: NodeJS.ErrnoException) => noteOutputError(stream, error));
  }
  return stream;
}

/**
 * The first error of each output other than a reader gone: a full disk (ENOSPC), an I/O error. What
 * was written there is lost, and the command says so and exits 2 (exitWhenWritten): a report written
 * to a full disk exited 0, and said nothing (review 25, F5).
 */
const failedOutputs = new Map<NodeJS.WriteStream, NodeJS.ErrnoException>();

function noteOutputError(stream: NodeJS.WriteStream, error: NodeJS.ErrnoException): void {
  // EPIPE: the reader went away (see used()). A write after the first failure fails too: not news.
  if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED' || failedOutputs.has(stream)) return;
  failedOutputs.set(stream, error);
}

/**
 * The io of the process itself, as the installed command has it. Each stream is taken from `process`
 * on first use: Node builds it then (a pipe's loads node:net), and a command that never reads standard
 * input, or writes nothing to stderr, does not pay for it.
 */
export function processIo(): CliIo {
  return {
    get stdout() {
      return used(process.stdout);
    },
    get stderr() {
      return used(process.stderr);
    },
    get stdin() {
      return process.stdin;
    },
    env: process.env,
  };
}

// exitWhenWritten ends the process with `code` once what it wrote has left it. On a pipe, Node writes stdout and
// stderr asynchronously: process.exit() at once dropped every byte still queued, so a report piped
// to `jq` or `head` was cut at the pipe's 64 KiB. An empty write's callback runs after the writes
// before it. A reader that does not read holds the process, as it holds any command that writes to
// it (cat, grep); one that went away (EPIPE) does not.
interface Flushable {
  write(chunk: string, callback: (error?: Error | null) => void): boolean;
  on?(event: 'error', listener: () => void): unknown;
  /** Bytes queued, not yet handed to the system. */
  readonly writableLength?: number;
}

/** Resolves once everything written to `stream` before it has been handed to the system, or it failed. */
const drained = (stream: Flushable): Promise<void> =>
  new Promise((resolve) => {
    // Nothing queued: no empty write, which on a file is a write(2) of zero bytes that /dev/full fails
    // (ENOSPC: a run that wrote nothing to stderr exited 2, review 29a F3). A turn of the loop still,
    // for the 'error' of a write that failed (on a file, at once) comes on the next tick.
    if (stream.writableLength === 0) {
      setImmediate(resolve);
      return;
    }
    // A reader gone (EPIPE) ends the wait; its error is no crash at exit.
    stream.on?.('error', () => resolve());
    try {
      stream.write('', () => resolve());
    } catch {
      resolve();
    }
  });

/** How long a server stopped by a signal still waits, in all, for its last lines to leave (its reader may never read). */
export const STOPPED_WRITE_MS = 2000;
const EXIT_SIGNALS = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;
let writeDeadline: number | undefined;
let exitArmed = false;

/**
 * A server calls this once a signal has stopped it: a stop asked for is not held by a reader that does
 * not read (a stalled log shipper on the proxy's stdout). What it writes from here has STOPPED_WRITE_MS
 * in all (stoppedWriteMs tells what is left), and another signal ends the process at once.
 */
export function noteStopSignal(): void {
  writeDeadline ??= Date.now() + STOPPED_WRITE_MS;
  exitOnSignal();
}

/** What is left of the STOPPED_WRITE_MS of noteStopSignal, at least 1 ms (a timer needs one). */
export const stoppedWriteMs = (): number => Math.max(1, (writeDeadline ?? Date.now() + STOPPED_WRITE_MS) - Date.now());

/** From here a signal ends the process at once, with the signal's exit code, as it would end `cat`. */
function exitOnSignal(): void {
  if (exitArmed) return;
  exitArmed = true;
  for (const [signal, exitCode] of Object.entries(EXIT_SIGNALS)) process.once(signal, () => process.exit(exitCode));
}

/** How long a process whose command is done may still run for what holds its event loop, before process.exit(). */
export const EXIT_GRACE_MS = 500;

/**
 * Ends the process with `code` once `outputs` (the streams the command used; another is made on first
 * use, and making it only to wait on it costs a run of validate-traffic its net module) have been
 * written. A signal during the wait ends it at once, with the signal's exit code, as it would end `cat`.
 *
 * The process ends as a script does, once nothing holds its event loop, and process.exit() is only
 * the fallback, after EXIT_GRACE_MS, for a handle left open. process.exit() shuts V8's worker threads
 * down without disposing of the isolate first, and a concurrent compile job then waiting for a
 * collection on the main thread never returns: the process hung after its 'exit' event, its report
 * written (nodejs/node#54918; validate-traffic on a FIFO, about 1 run in 10 under a loaded test suite).
 */
export async function exitWhenWritten(code: number, outputs: Iterable<Flushable>): Promise<void> {
  exitOnSignal();
  const written = Promise.all([...outputs].map(drained));
  if (writeDeadline !== undefined) await Promise.race([written, new Promise((resolve) => setTimeout(resolve, stoppedWriteMs()).unref())]);
  else await written;
  const exitCode = failedOutputs.size === 0 ? code : await outputFailed(code);
  process.exitCode = exitCode;
  setTimeout(() => process.exit(exitCode), EXIT_GRACE_MS).unref();
}

/** Says on stderr (unless it is the one that failed) which output failed, and gives the exit code: 2, or the command's own if higher. */
async function outputFailed(code: number): Promise<number> {
  // Loaded only on this path: the module is on every command's start.
  const { printable } = await import('../text/printable.js');
  for (const [stream, error] of failedOutputs) {
    if (stream === process.stderr || failedOutputs.has(process.stderr)) continue;
    const name = stream === process.stdout ? 'standard output' : 'an output';
    // Through used(): an error of stderr itself is then noted, not thrown as an unhandled 'error'.
    used(process.stderr).write(
      `notification-api-contract: could not write to ${name} (${printable(error.message, 200)}): what the command wrote there is lost\n`,
    );
  }
  return code >= 2 ? code : 2;
}
