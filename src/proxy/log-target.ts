// The targets of the proxy's output: sonic-boom destinations on a file or a file descriptor, how they
// are opened (a FIFO without waiting for a reader) and ended (within a deadline), and the bounded
// writer of stdout lines. The violation log (log.ts) and the CLI's stdout use them.
import { constants, openSync, renameSync, statSync, unlinkSync } from 'node:fs';
import type { SonicBoom, SonicBoomOpts } from 'sonic-boom';
import sonicBoom from 'sonic-boom';

/** How long close() waits for a slow target to take the lines still waiting. */
export const CLOSE_WAIT_MS = 3000;

/** sonic-boom's typings leave out what its instances expose and this module reads. */
export type Boom = SonicBoom & { readonly fd: number; readonly destroyed: boolean };

// The class itself, the same from ESM and CommonJS (sonic-boom is CommonJS and names it on itself).
// Not pino.destination(): on EPIPE it silently turns the stream into a no-op, and at exit it
// flushes synchronously, which a stuck target would block forever.
const SonicBoomClass = (sonicBoom as unknown as { SonicBoom: new (options: SonicBoomOpts) => SonicBoom }).SonicBoom;

export const destination = (options: SonicBoomOpts): Boom => new SonicBoomClass(options) as Boom;

/** A FIFO opened to write without waiting for a reader: ENXIO at once when there is none. */
export const FIFO_FLAGS = constants.O_WRONLY | constants.O_APPEND | constants.O_NONBLOCK;

export const describeOpenError = (error: unknown): string =>
  (error as NodeJS.ErrnoException).code === 'ENXIO' ? 'the FIFO has no reader' : ((error as NodeJS.ErrnoException).code ?? String(error));

/**
 * The log's target, opened to append. A FIFO is opened without waiting for a reader: a blocking open
 * would hold the proxy, silent and not listening, until one came; with none, the proxy says so and
 * does not start.
 */
export function openTarget(path: string): number {
  let fifo = false;
  try {
    fifo = statSync(path).isFIFO();
  } catch {
    // No such file yet: it is created.
  }
  if (!fifo) return openSync(path, 'a');
  try {
    return openSync(path, FIFO_FLAGS);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENXIO') throw error;
    throw Object.assign(new Error(`the violation log ${path} is a FIFO with no reader: start its reader first`), { code: 'ENXIO' });
  }
}

/** Ends the stream, its buffered lines written first; destroys it past `ms`. True when it closed in time. */
export function endWithin(boom: Boom, ms: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    if (boom.destroyed) return resolve(true);
    const timer = setTimeout(() => {
      destroyQuietly(boom);
      resolve(false);
    }, ms);
    timer.unref();
    const done = (): void => {
      clearTimeout(timer);
      resolve(true);
    };
    // For fd 1 and 2, which sonic-boom never closes, 'close' still says the lines are out.
    boom.once('close', done);
    boom.once('error', done);
    try {
      boom.end();
    } catch {
      done();
    }
  });
}

export function destroyQuietly(boom: Boom): void {
  try {
    boom.destroy();
  } catch {
    /* closed meanwhile */
  }
}

export function tryUnlink(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

export function tryRename(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * A bounded, non-blocking writer of text lines to a file descriptor (the CLI's stdout): a slow
 * reader costs at most `bufferBytes`, and lines past it are dropped whole. `write` answers false
 * for a dropped line, as a ViolationSink does.
 */
export function openLineWriter(fd: number, bufferBytes: number): { write(line: string): boolean; close(waitMs?: number): Promise<void> } {
  const boom = destination({ fd, sync: false, minLength: 0, maxLength: bufferBytes });
  let dropped = false;
  boom.on('drop', () => {
    dropped = true;
  });
  // A reader that went away (EPIPE) must not take the proxy with it.
  boom.on('error', () => {});
  return {
    write(line) {
      dropped = false;
      boom.write(line);
      return !dropped;
    },
    /** Waits (`waitMs`, a few seconds by default) for the reader to take what is left, then gives up on it. */
    close: async (waitMs = CLOSE_WAIT_MS) => {
      await endWithin(boom, waitMs);
    },
  };
}
