// Where violation records go: a JSON Lines file, appended to, or the caller's function.
import { closeSync, createWriteStream, openSync } from 'node:fs';
import type { ViolationSink } from './options.js';
import type { ViolationRecord } from './record.js';

export interface RecordLog {
  write(record: ViolationRecord): void;
  /** Flushes and closes the file, if any. */
  close(): Promise<void>;
}

const noLog: RecordLog = { write() {}, close: () => Promise.resolve() };

/**
 * Opens the file now, so that an unwritable path fails when the proxy starts rather than at the
 * first violation. Write errors later on are reported once to stderr; the proxy keeps serving.
 */
function fileLog(path: string): RecordLog {
  const fd = openSync(path, 'a');
  let stream;
  try {
    stream = createWriteStream(path, { fd, autoClose: true });
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  let failed = false;
  stream.on('error', (error) => {
    if (failed) return;
    failed = true;
    process.stderr.write(`notification-api-contract proxy: cannot write the violation log ${path}: ${error.message}\n`);
  });
  return {
    write(record) {
      if (!failed) stream.write(`${JSON.stringify(record)}\n`);
    },
    close: () =>
      new Promise((resolve) => {
        if (stream.closed) return resolve();
        stream.once('close', () => resolve());
        stream.end();
      }),
  };
}

function functionLog(sink: ViolationSink): RecordLog {
  return {
    write(record) {
      // The caller's sink must not take an exchange down with it.
      try {
        sink(record);
      } catch {
        /* ignored */
      }
    },
    close: () => Promise.resolve(),
  };
}

export function openRecordLog(target: string | ViolationSink | undefined): RecordLog {
  if (target === undefined) return noLog;
  return typeof target === 'string' ? fileLog(target) : functionLog(target);
}
