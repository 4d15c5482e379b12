// A progress line on a terminal for long runs: rewritten in place on stderr, at most a few times a
// second, and erased at the end so that it never mixes with the report.
import { fstatSync, statSync } from 'node:fs';
import { STDIN, STDIN_NAME } from '../files/stdin-name.js';
import type { TrafficProgress } from './check.js';
import { groupDigits } from './count.js';
import { printableFile } from './format.js';

const MIN_TOTAL_BYTES = 32 * 1024 * 1024;
const INTERVAL_MS = 200;

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export interface ProgressLine {
  update(progress: TrafficProgress): void;
  end(): void;
}

const silent: ProgressLine = { update() {}, end() {} };

/**
 * A progress line when `stream` is a terminal and the input is big; else one that prints nothing.
 * `stream` may be given as a function: it is called only for an input big enough to show progress
 * for (process.stderr is built on first use, and a pipe's loads node:net).
 */
export function progressLine(files: readonly string[], stream: NodeJS.WriteStream | (() => NodeJS.WriteStream) = () => process.stderr): ProgressLine {
  const sizes = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    try {
      // Standard input has a size when it is a file (`< traffic.jsonl`); a pipe counts for nothing.
      const stats = file === STDIN ? fstatSync(0) : statSync(file);
      if (!stats.isFile()) continue;
      sizes.set(file === STDIN ? STDIN_NAME : file, stats.size);
      total += stats.size;
    } catch {
      /* reported when it is read */
    }
  }
  if (total < MIN_TOTAL_BYTES) return silent;
  const out = typeof stream === 'function' ? stream() : stream;
  if (!out.isTTY) return silent;
  let last = 0;
  let shown = false;
  let doneBefore = 0;
  let currentFile: string | undefined;
  return {
    update({ file, bytesRead, exchanges, entries }) {
      if (file !== currentFile) {
        if (currentFile !== undefined) doneBefore += sizes.get(currentFile) ?? 0;
        currentFile = file;
      }
      const now = Date.now();
      if (now - last < INTERVAL_MS) return;
      last = now;
      const read = doneBefore + bytesRead;
      const percent = Math.min(100, Math.floor((read / total) * 100));
      // A HAR is read whole, then checked: once read, its bytes stand still while its entries are checked.
      const checking = entries === undefined ? '' : `; entries checked ${groupDigits(entries.checked)} of ${groupDigits(entries.total)}`;
      out.write(
        `\r\x1b[Kvalidate-traffic: ${percent}% read (${megabytes(read)} of ${megabytes(total)})${checking}, ${groupDigits(exchanges)} exchanges, ${printableFile(file)}`,
      );
      shown = true;
    },
    end() {
      if (shown) out.write('\r\x1b[K');
    },
  };
}
