// A batch of JSON lines checked in one go: on the main thread with --jobs 1, in a worker thread
// otherwise. Both run this same code, so the report is the same whatever the number of threads.
// What comes back holds no file name and no absolute position: line numbers and exchange indexes
// count from the start of the batch, and the reader, which takes the batches in order, adds its own.

import { type EvaluateOptions, type Evaluation, exchangeEvaluator, operationCount } from './evaluate.js';
import { exchangeOfLine } from './exchange-of-line.js';
import { hostFilter } from './hosts.js';
import { isUtf8Batch, readLine } from './line-reader.js';
import { forEachLine, longLineMessage } from './lines.js';

export interface BatchOptions extends EvaluateOptions {
  /** Only exchanges sent to these hosts are checked (see hostFilter); empty for all. */
  hosts: readonly string[];
  /** Longest line read, in bytes; a longer one is an input error. */
  maxLineBytes: number;
}

/** Lines and indexes count from 0 at the start of the batch. */
export type BatchEvent =
  | { kind: 'error'; line: number; column?: number; message: string }
  /** A valid exchange is only counted, unless a body of it went unchecked (evaluate.ts's notChecked). */
  | (Exclude<Evaluation, { kind: 'preflight' }> & { line: number; index: number });

export interface BatchResult {
  /** Lines in the batch, blank ones included. */
  lines: number;
  /** Exchanges read (each takes an index), those of other hosts included. */
  exchanges: number;
  /** Exchanges left out by the host filter. */
  otherHosts: number;
  /** CORS preflights for an operation of the contract (not counted as exchanges). */
  preflights: number;
  /** Valid exchanges per operation, in the contract's order. */
  valid: number[];
  /** Input errors, exchanges that match no operation, and violations, in the order of the lines. */
  events: BatchEvent[];
}

/** Builds the checker of a batch, its options read once. */
export function batchChecker(options: BatchOptions): (bytes: Buffer) => BatchResult {
  const evaluate = exchangeEvaluator(options);
  const hosts = hostFilter(options.hosts);
  const { maxLineBytes } = options;
  // exchangeOfLine wants a source; the batch's own positions are kept apart.
  const source = { file: '', index: 0, line: 0 };
  return (bytes) => {
    const result: BatchResult = { lines: 0, exchanges: 0, otherHosts: 0, preflights: 0, valid: new Array<number>(operationCount).fill(0), events: [] };
    const { events, valid } = result;
    const checked = isUtf8Batch(bytes);
    result.lines = forEachLine(bytes, (start, end, line) => {
      if (end - start > maxLineBytes) {
        events.push({ kind: 'error', line, message: longLineMessage(end - start, maxLineBytes) });
        return;
      }
      const parsed = readLine(bytes, start, end, checked);
      if (parsed.kind === 'blank') return;
      if (parsed.kind === 'error') {
        events.push({ kind: 'error', line, column: parsed.column, message: parsed.message });
        return;
      }
      const exchange = exchangeOfLine(parsed.value, source);
      if (typeof exchange === 'string') {
        events.push({ kind: 'error', line, message: exchange });
        return;
      }
      const index = result.exchanges;
      result.exchanges += 1;
      if (hosts !== undefined && !hosts.keeps(exchange.request.path, exchange.request.headers)) {
        result.otherHosts += 1;
        return;
      }
      const verdict = evaluate(exchange);
      if (verdict.kind === 'valid' && verdict.notChecked === undefined) valid[verdict.operation]! += 1;
      else if (verdict.kind === 'preflight') result.preflights += 1;
      else events.push({ ...verdict, line, index });
    });
    return result;
  };
}
