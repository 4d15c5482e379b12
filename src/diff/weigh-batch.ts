// A batch of JSON lines weighed in one go, on this thread or a worker thread, with validate-traffic's
// line reader and host filter: what comes back is counts and, for each exchange NEW breaks, its
// position in the batch and its rules; the reader, which takes the batches in order, adds its own.

import { exchangeOfLine } from '../traffic/exchange-of-line.js';
import { hostFilter } from '../traffic/hosts.js';
import { isUtf8Batch, readLine } from '../traffic/line-reader.js';
import { forEachLine, longLineMessage } from '../traffic/lines.js';
import type { BatchRunner } from '../traffic/runner.js';
import type { ContractValidators } from './validators.js';
import { exchangeWeigher, type WeighSetup } from './weigh-exchange.js';

export interface WeighBatchOptions extends WeighSetup {
  /** Only exchanges sent to these hosts are weighed (validate-traffic's --host); empty for all. */
  hosts: readonly string[];
  maxLineBytes: number;
}

/** Examples kept for each rule: the first exchanges it breaks, in the order of the input. */
export const MAX_EXAMPLES = 3;

export interface Counts {
  validBefore: number;
  brokenAfter: number;
}

export interface WeighBatchResult {
  /** Lines in the batch, blank ones included. */
  lines: number;
  /** Exchanges read (each takes an index), those of other hosts included. */
  exchanges: number;
  /** Exchanges weighed: those of other hosts left out. */
  weighed: number;
  byOperation: Record<string, Counts>;
  byKey: Record<string, Counts>;
  /** Lines that cannot be read, in order; line numbers count from 0 at the start of the batch. */
  errors: { line: number; column?: number; message: string }[];
  /** Exchanges NEW breaks. */
  brokenAfter: number;
  /**
   * The rules NEW's refusals fall under, in the order each first breaks an exchange of the batch: how
   * many exchanges each breaks, and the first MAX_EXAMPLES of them. Counted here, not sent back one
   * entry per broken exchange: the reader, which takes the batches in order, keeps the first examples.
   */
  byRule: RuleTally[];
}

export interface RuleTally {
  rule: string;
  brokenAfter: number;
  examples: { line: number; index: number }[];
}

export function counts(table: Record<string, Counts>, key: string): Counts {
  let known = table[key];
  if (known === undefined) {
    known = { validBefore: 0, brokenAfter: 0 };
    table[key] = known;
  }
  return known;
}

export function weighBatchChecker(
  options: WeighBatchOptions,
  validators?: { old: ContractValidators; new: ContractValidators },
): (bytes: Buffer) => WeighBatchResult {
  const weigh = exchangeWeigher(options, validators);
  const hosts = hostFilter(options.hosts);
  const { maxLineBytes } = options;
  const source = { file: '', index: 0, line: 0 };
  return (bytes) => {
    const result: WeighBatchResult = { lines: 0, exchanges: 0, weighed: 0, byOperation: {}, byKey: {}, errors: [], brokenAfter: 0, byRule: [] };
    // Counted in maps (fast on every exchange), handed back as plain objects.
    const byOperation = new Map<string, Counts>();
    const byKey = new Map<string, Counts>();
    const tally = (table: Map<string, Counts>, key: string): Counts => {
      let known = table.get(key);
      if (known === undefined) {
        known = { validBefore: 0, brokenAfter: 0 };
        table.set(key, known);
      }
      return known;
    };
    const byRule = new Map<string, RuleTally>();
    const checked = isUtf8Batch(bytes);
    result.lines = forEachLine(bytes, (start, end, line) => {
      if (end - start > maxLineBytes) {
        result.errors.push({ line, message: longLineMessage(end - start, maxLineBytes) });
        return;
      }
      const parsed = readLine(bytes, start, end, checked);
      if (parsed.kind === 'blank') return;
      if (parsed.kind === 'error') {
        result.errors.push({ line, column: parsed.column, message: parsed.message });
        return;
      }
      const exchange = exchangeOfLine(parsed.value, source);
      if (typeof exchange === 'string') {
        result.errors.push({ line, message: exchange });
        return;
      }
      const index = result.exchanges;
      result.exchanges += 1;
      if (hosts !== undefined && !hosts.keeps(exchange.request.path, exchange.request.headers)) return;
      result.weighed += 1;
      const weighed = weigh(exchange);
      if (weighed.kind === 'other') return;
      const operation = tally(byOperation, weighed.operationId);
      const key = tally(byKey, weighed.key);
      operation.validBefore += 1;
      key.validBefore += 1;
      if (weighed.kind === 'valid') return;
      operation.brokenAfter += 1;
      key.brokenAfter += 1;
      result.brokenAfter += 1;
      for (const rule of weighed.rules) {
        let tally = byRule.get(rule);
        if (tally === undefined) {
          tally = { rule, brokenAfter: 0, examples: [] };
          byRule.set(rule, tally);
        }
        tally.brokenAfter += 1;
        if (tally.examples.length < MAX_EXAMPLES) tally.examples.push({ line, index });
      }
    });
    result.byRule = [...byRule.values()];
    result.byOperation = Object.fromEntries(byOperation);
    result.byKey = Object.fromEntries(byKey);
    return result;
  };
}

/** Weighs each batch on this thread, as it is handed over. */
export function inlineWeighRunner(
  options: WeighBatchOptions,
  validators?: { old: ContractValidators; new: ContractValidators },
): BatchRunner<WeighBatchResult> {
  const check = weighBatchChecker(options, validators);
  // A batch is read whole before run() returns (nothing weighed keeps its bytes): the reader may fill
  // the same buffer with the next one, as validate-traffic's does on this thread.
  return { capacity: 1, readsBatchAtOnce: true, run: async (bytes) => check(bytes), close: async () => undefined };
}
