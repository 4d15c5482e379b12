// Where violation records go: a JSON Lines file written by pino through a sonic-boom destination,
// or the caller's function. The file side holds these properties whatever the target does:
// - memory is bounded: sonic-boom keeps at most `bufferBytes` of lines waiting, and past that drops
//   the new line whole (its 'drop' event), counted as `dropped`;
// - a record is written whole or not at all: after a failed write (ENOSPC, EFBIG, EPIPE…) the
//   bytes of a partly written line are cut off the file again, and the lines still waiting are
//   counted as dropped;
// - logging resumes by itself: while the target fails, records are dropped for RETRY_MS, then the
//   next one opens the file again;
// - size-based rotation: past `maxSize`, file → file.1 → file.2 … (at most `keep` of them).
import { closeSync, fstatSync, ftruncateSync, openSync, renameSync, type Stats, statSync, unlinkSync } from 'node:fs';
import { type Logger, pino } from 'pino';
import { printableJsonText } from '../text/printable.js';
import {
  type Boom,
  CLOSE_WAIT_MS,
  describeOpenError,
  destination,
  destroyQuietly,
  endWithin,
  FIFO_FLAGS,
  openTarget,
  tryRename,
  tryUnlink,
} from './log-target.js';
import type { ViolationSink } from './options.js';
import type { ViolationRecord } from './record.js';

export interface RecordLog {
  write(record: ViolationRecord): void;
  /** Records the target has taken whole. */
  readonly written: number;
  /** Records given up: the buffer was full, the target failed, or the sink refused them. */
  readonly dropped: number;
  /** Flushes (for at most a few seconds) and closes the file, if any. */
  close(): Promise<void>;
}

export interface FileLogOptions {
  /** Rotate once the file reaches this many bytes; undefined: never. */
  maxSize: number | undefined;
  /** Rotated files kept beside the log (file.1 … file.keep). */
  keep: number;
  /** Most bytes of lines waiting for the target. */
  bufferBytes: number;
  /** Told once per failure episode, and when writing resumes. */
  warn?: (message: string) => void;
}

/** How long a failed target is left alone before the next record tries it again. */
const RETRY_MS = 1000;

const noLog: RecordLog = { write() {}, written: 0, dropped: 0, close: () => Promise.resolve() };

/** pino, configured to write the record as it is: no pid, hostname or time of its own; a level (warn, or error for a failed exchange) first. */
function recordLogger(stream: { write(line: string): void }): Logger {
  return pino({ base: undefined, timestamp: false, formatters: { level: (label) => ({ level: label }) } }, stream);
}

class FileLog implements RecordLog {
  written = 0;
  dropped = 0;
  private boom: Boom | undefined;
  /** Byte lengths of the lines handed to sonic-boom and not yet confirmed written, oldest first (a queue from `head`). */
  private pending: number[] = [];
  private head = 0;
  /** Bytes of the oldest pending line already written. */
  private headWritten = 0;
  private dropFlag = false;
  /** When the target last failed; undefined while it works. */
  private failedAt: number | undefined;
  /** A failure was reported and no write has succeeded since. */
  private failing = false;
  /** Bytes handed to the current file: the rotation's measure. */
  private fileBytes = 0;
  private readonly regular: boolean;
  private readonly logger: Logger;
  private closing = false;
  /** While the full file is flushed and renamed: the lines that wait for the fresh one. */
  private rotating: string[] | undefined;
  private rotatingBytes = 0;
  /** Settles once the rotation under way has handed its waiting lines to the fresh file. */
  private rotated: Promise<void> | undefined;
  /** The last rotation failed: the file reopened is measured from zero, so it is tried again only one max size later. */
  private rotationFailed = false;

  constructor(
    private readonly path: string,
    private readonly options: FileLogOptions,
  ) {
    // Opened now, so that an unwritable path fails when the proxy starts rather than at the first violation.
    const fd = openTarget(path);
    let stat: Stats;
    try {
      stat = fstatSync(fd);
    } catch (error) {
      closeSync(fd);
      throw error;
    }
    this.regular = stat.isFile();
    if (this.regular) {
      // A regular file is opened by name, so that rotation and recovery can open it again.
      closeSync(fd);
      this.fileBytes = stat.size;
      this.boom = this.open({ dest: path });
    } else {
      // A FIFO or a device: closing it now would tell its reader the stream has ended.
      this.boom = this.open({ fd });
    }
    // A log is read in terminals too (tail -f): a body's C1 CSI or bidi override goes in escaped.
    this.logger = recordLogger({ write: (line) => this.writeLine(printableJsonText(line)) });
  }

  write(record: ViolationRecord): void {
    if (record.outcome === 'failed') this.logger.error(record);
    else this.logger.warn(record);
  }

  private open(target: { dest: string } | { fd: number }): Boom {
    const boom = destination({ ...target, append: true, sync: false, minLength: 0, maxLength: this.options.bufferBytes });
    boom.on('drop', () => {
      this.dropFlag = true;
    });
    boom.on('write', (bytes: number) => {
      if (boom === this.boom) this.confirm(bytes);
    });
    boom.on('error', (error: Error) => {
      if (boom === this.boom) this.failed(error);
    });
    return boom;
  }

  /** `bytes` more of the pending lines reached the target: count the lines now whole. */
  private confirm(bytes: number): void {
    if (this.failing && bytes > 0) {
      this.failing = false;
      this.failedAt = undefined;
      this.options.warn?.(`the violation log ${this.path} takes writes again (${this.dropped} record(s) dropped so far)`);
    }
    let left = bytes;
    while (left > 0 && this.head < this.pending.length) {
      const need = this.pending[this.head]! - this.headWritten;
      if (left < need) {
        this.headWritten += left;
        return;
      }
      left -= need;
      this.head += 1;
      this.headWritten = 0;
      this.written += 1;
    }
    if (this.head === this.pending.length) {
      this.pending = [];
      this.head = 0;
    } else if (this.head > 1024) {
      this.pending = this.pending.slice(this.head);
      this.head = 0;
    }
  }

  private writeLine(line: string): void {
    if (this.closing) {
      this.dropped += 1;
      return;
    }
    const bytes = Buffer.byteLength(line);
    if (this.rotating !== undefined) {
      // Bounded like sonic-boom's own buffer.
      if (this.rotatingBytes + bytes > this.options.bufferBytes) this.dropped += 1;
      else {
        this.rotating.push(line);
        this.rotatingBytes += bytes;
      }
      return;
    }
    if (this.boom === undefined) {
      // The target failed: leave it alone for a while, then try again with this record.
      if (this.failedAt !== undefined && Date.now() - this.failedAt < RETRY_MS) {
        this.dropped += 1;
        return;
      }
      this.reopen();
      if (this.boom === undefined) {
        this.dropped += 1;
        return;
      }
    }
    const { maxSize } = this.options;
    if (maxSize !== undefined && this.regular && this.fileBytes > 0 && this.fileBytes + bytes > maxSize) {
      this.rotating = [line];
      this.rotatingBytes = bytes;
      this.rotate();
      return;
    }
    this.dropFlag = false;
    this.boom!.write(line);
    if (this.dropFlag) {
      this.dropped += 1;
      return;
    }
    this.pending.push(bytes);
    this.fileBytes += bytes;
  }

  private reopen(): void {
    if (!this.regular) {
      // A FIFO or a device, by a non-blocking open: sonic-boom's own open of a FIFO whose reader went
      // away would wait in a thread for the next one, and keep the process alive past its stop.
      let fd: number;
      try {
        fd = openSync(this.path, FIFO_FLAGS);
      } catch (error) {
        this.boom = undefined;
        this.failedAt = Date.now();
        if (!this.failing) {
          this.failing = true;
          this.options.warn?.(
            `cannot write the violation log ${this.path}: ${describeOpenError(error)}; records are dropped and counted (log.dropped) until it takes writes again`,
          );
        }
        return;
      }
      this.boom = this.open({ fd });
      return;
    }
    this.boom = this.open({ dest: this.path });
    this.fileBytes = 0;
    if (this.rotationFailed) this.rotationFailed = false;
    else if (this.regular) {
      try {
        this.fileBytes = statSync(this.path).size;
      } catch {
        this.fileBytes = 0;
      }
    }
  }

  private failed(error: Error): void {
    const boom = this.boom!;
    this.boom = undefined;
    // The line being written when the target failed is cut off again: records are whole or absent.
    if (this.regular && this.headWritten > 0 && boom.fd >= 0) {
      try {
        ftruncateSync(boom.fd, Math.max(0, fstatSync(boom.fd).size - this.headWritten));
      } catch {
        /* the next successful write starts on a fresh line anyway only if this worked; nothing more to do */
      }
    }
    const lost = this.pending.length - this.head;
    this.dropped += lost;
    this.pending = [];
    this.head = 0;
    this.headWritten = 0;
    if (!this.failing) {
      this.failing = true;
      const code = (error as NodeJS.ErrnoException).code;
      this.options.warn?.(
        `cannot write the violation log ${this.path}: ${code ?? error.message}; records are dropped and counted (log.dropped) until it takes writes again`,
      );
    }
    this.failedAt = Date.now();
    destroyQuietly(boom);
  }

  /**
   * file → file.1 → … → file.keep; the oldest falls off. The full file is flushed and closed first, so
   * that no line lands in the wrong one; the lines that come meanwhile go to the fresh file after.
   */
  private rotate(): void {
    const old = this.boom!;
    let settle: () => void = () => {};
    this.rotated = new Promise<void>((resolve) => (settle = resolve));
    const renamed = (): void => {
      if (this.boom === old) this.boom = undefined;
      const { keep } = this.options;
      try {
        if (keep === 0) unlinkSync(this.path);
        else {
          tryUnlink(`${this.path}.${keep}`);
          for (let i = keep - 1; i >= 1; i -= 1) tryRename(`${this.path}.${i}`, `${this.path}.${i + 1}`);
          renameSync(this.path, `${this.path}.1`);
        }
      } catch (error) {
        this.options.warn?.(
          `cannot rotate the violation log ${this.path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}; it keeps growing`,
        );
        this.rotationFailed = true;
      }
      // The next line opens the file again: fresh, or the same one when the rename failed.
      const waiting = this.rotating ?? [];
      this.rotating = undefined;
      this.rotatingBytes = 0;
      this.rotated = undefined;
      for (const line of waiting) this.writeLine(line);
      settle();
    };
    old.once('close', renamed);
    try {
      old.end();
    } catch {
      renamed();
    }
  }

  async close(): Promise<void> {
    // A rotation under way hands its lines to the fresh file first (within the usual wait); they may start another.
    const until = Date.now() + CLOSE_WAIT_MS;
    while (this.rotated !== undefined && Date.now() < until)
      await Promise.race([this.rotated, new Promise((resolve) => setTimeout(resolve, until - Date.now()).unref())]);
    this.closing = true;
    if (this.rotating !== undefined) {
      this.dropped += this.rotating.length;
      this.rotating = [];
    }
    const boom = this.boom;
    if (boom === undefined || boom.destroyed) return;
    if (!(await endWithin(boom, CLOSE_WAIT_MS))) this.boom = undefined;
    // Whatever a stuck target never took is lost: say so in the counts.
    this.dropped += this.pending.length - this.head;
    this.pending = [];
    this.head = 0;
  }
}

class FunctionLog implements RecordLog {
  written = 0;
  dropped = 0;
  constructor(private readonly sink: ViolationSink) {}

  write(record: ViolationRecord): void {
    // The caller's sink must not take an exchange down with it.
    try {
      if (this.sink(record) === false) this.dropped += 1;
      else this.written += 1;
    } catch {
      this.dropped += 1;
    }
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

export function openRecordLog(target: string | ViolationSink | undefined, options: FileLogOptions): RecordLog {
  if (target === undefined) return noLog;
  return typeof target === 'string' ? new FileLog(target, options) : new FunctionLog(target);
}

export { openLineWriter } from './log-target.js';
