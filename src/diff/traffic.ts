// Recorded traffic weighed against a change: each exchange that OLD accepts (request and response)
// and NEW refuses, counted by operation, by the rule it falls under, and by API key (a fingerprint,
// never the key). validate-traffic's machinery reads the input: its line reader, its batches, its
// worker threads (--jobs) and its HAR reader, with the same limits and errors, so memory stays
// bounded whatever the input's size. Each exchange is weighed by weigh-exchange.ts.
import { parseBasePath } from '../http/base-path.js';
import { checkOptionNames } from '../http/option-names.js';
import { checkJsonLines } from '../traffic/check.js';
import { readHar } from '../traffic/har.js';
import { hostFilter, normalizeHosts } from '../traffic/hosts.js';
import { inputName, openTrafficInput, type TrafficInput } from '../traffic/input.js';
import { DEFAULT_MAX_LINE_BYTES } from '../traffic/jsonl.js';
import { type BatchRunner, RUN_AHEAD_LINES } from '../traffic/runner.js';
import { exchangePlace, TrafficInputError } from '../traffic/types.js';
import { WEIGH_OPTIONS } from './option-names.js';
import type { JsonObject } from './pointer.js';
import type { DiffReport, Impact } from './report.js';
import type { ContractValidators } from './validators.js';
import { counts, inlineWeighRunner, MAX_EXAMPLES, type WeighBatchOptions, type WeighBatchResult } from './weigh-batch.js';
import { changedOperations, exchangeWeigher, precompiledValidators } from './weigh-exchange.js';

export { keyFingerprint } from './weigh-exchange.js';

export interface WeighOptions {
  /** What '-' reads (default: standard input, as validate-traffic reads it). */
  stdin?: NodeJS.ReadableStream;
  /** Each line or entry that cannot be read, as validate-traffic reports it; the weighing goes on past it. */
  onInputError?: (error: TrafficInputError) => void;
  /** The validators of the two documents, when the caller has them already (from the comparison): not compiled twice. */
  validators?: { old: ContractValidators; new: ContractValidators };
  /** OLD is this package's own spec (`diff package NEW`): the package's precompiled validators judge it, as validate-traffic does. */
  oldIsPackage?: boolean;
  /** The prefix the service is mounted under (`/api`), as validate-traffic's --base-path. */
  basePath?: string;
  /** Only the exchanges sent to these hosts are weighed, as validate-traffic's --host. */
  hosts?: readonly string[];
  /** Longest JSON line read, and largest body checked (default 16 MiB), as validate-traffic's --max-body. */
  maxBodyBytes?: number;
  /** Worker threads that weigh JSON Lines (default 1: this thread). The impact is the same for any number. */
  jobs?: number;
}

function setupOf(oldDocument: JsonObject, newDocument: JsonObject, report: DiffReport, options: WeighOptions): WeighBatchOptions {
  let basePath = '';
  if (options.basePath !== undefined) {
    // The one base path rule (src/http), as checkTraffic applies it.
    const read = parseBasePath(options.basePath);
    if (!read.ok) throw new TypeError(`weighByTraffic: basePath ${read.problem}`);
    basePath = read.value;
  }
  const hosts = normalizeHosts(options.hosts ?? [], 'weighByTraffic');
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_LINE_BYTES;
  return {
    oldDocument,
    newDocument,
    oldIsPackage: options.oldIsPackage === true,
    changes: report.changes.filter((change) => change.level === 'breaking'),
    ...changedOperations(oldDocument, newDocument),
    basePath,
    maxBodyBytes,
    hosts,
    maxLineBytes: maxBodyBytes,
  };
}

/**
 * This thread for one job; else a pool of worker threads, loaded and started at the second batch
 * (as validate-traffic's): a small input is weighed at once, with no thread to wait for.
 */
function runnerOf(setup: WeighBatchOptions, options: WeighOptions): BatchRunner<WeighBatchResult> {
  const inline = (given: WeighBatchOptions) => inlineWeighRunner(given, options.validators);
  const here = inline(setup);
  const jobs = options.jobs ?? 1;
  if (jobs <= 1) return here;
  let pool: Promise<BatchRunner<WeighBatchResult>> | undefined;
  let ready: BatchRunner<WeighBatchResult> | undefined;
  let batches = 0;
  return {
    capacity: jobs * 2,
    // This thread goes on weighing while a worker starts or is busy, as validate-traffic's pool does.
    runAheadLines: RUN_AHEAD_LINES,
    // The batches' memory the threads gave back, to be filled again (validate-traffic's pool).
    spareBatch: () => ready?.spareBatch?.(),
    run(bytes) {
      batches += 1;
      if (batches === 1) return here.run(bytes);
      // The threads get the validators they will ask for compiled once, here, not once per thread; this
      // thread is one of the N, as in validate-traffic (pool.ts).
      pool ??= Promise.all([import('../traffic/pool.js'), import('./weigh-worker-file.cjs')]).then(([{ poolRunner }, { weighWorkerFile }]) => {
        ready = poolRunner({ ...setup, precompiled: precompiledValidators(setup, weighWorkerFile, options.validators) }, jobs, {
          name: 'diff --traffic',
          file: weighWorkerFile,
          inline,
        });
        return ready;
      });
      return pool.then((runner) => runner.run(bytes));
    },
    async close() {
      if (pool !== undefined) await (await pool).close();
    },
  };
}

export async function weighByTraffic(
  oldDocument: JsonObject,
  newDocument: JsonObject,
  report: DiffReport,
  files: readonly string[],
  options: WeighOptions = {},
): Promise<Impact> {
  checkOptionNames(options, WEIGH_OPTIONS);
  const setup = setupOf(oldDocument, newDocument, report, options);
  const impact: Impact = { exchanges: 0, validBefore: 0, brokenAfter: 0, byOperation: {}, byRule: {}, byKey: {} };
  const fail = (error: TrafficInputError): void => {
    if (!options.onInputError) throw error;
    options.onInputError(error);
  };
  const addCounts = (
    table: Record<string, { validBefore: number; brokenAfter: number }>,
    from: Record<string, { validBefore: number; brokenAfter: number }>,
  ) => {
    for (const [key, { validBefore, brokenAfter }] of Object.entries(from)) {
      const into = counts(table, key);
      into.validBefore += validBefore;
      into.brokenAfter += brokenAfter;
    }
  };
  const ruleEntry = (rule: string) => {
    let entry = impact.byRule[rule];
    if (entry === undefined) {
      entry = { brokenAfter: 0, examples: [] };
      impact.byRule[rule] = entry;
    }
    return entry;
  };
  // The place is written only for the few examples kept, not for every broken exchange.
  const addBroken = (place: () => string, rules: readonly string[]) => {
    for (const rule of rules) {
      const entry = ruleEntry(rule);
      entry.brokenAfter += 1;
      if (entry.examples.length < MAX_EXAMPLES) entry.examples.push(place());
    }
  };
  const runner = runnerOf(setup, options);
  // HAR is read entry by entry, on this thread.
  let weigh: ReturnType<typeof exchangeWeigher> | undefined;
  const hosts = hostFilter(setup.hosts);
  try {
    for (const file of files) {
      const name = inputName(file);
      let input: TrafficInput | undefined;
      try {
        input = await openTrafficInput(file, options.stdin === undefined ? {} : { stdin: options.stdin });
        if (input.format === 'jsonl') {
          const add = (result: WeighBatchResult, linesBefore: number, exchangesBefore: number) => {
            for (const error of result.errors) {
              const line = linesBefore + error.line + 1;
              fail(new TrafficInputError(name, error.message, error.column === undefined ? { line } : { line, column: error.column }));
            }
            impact.exchanges += result.weighed;
            addCounts(impact.byOperation, result.byOperation);
            addCounts(impact.byKey, result.byKey);
            for (const { validBefore } of Object.values(result.byOperation)) impact.validBefore += validBefore;
            impact.brokenAfter += result.brokenAfter;
            // The batch's first examples of each rule, after those of the batches before it.
            for (const { rule, brokenAfter, examples } of result.byRule) {
              const entry = ruleEntry(rule);
              entry.brokenAfter += brokenAfter;
              for (const example of examples) {
                if (entry.examples.length >= MAX_EXAMPLES) break;
                entry.examples.push(exchangePlace({ file: name, index: exchangesBefore + example.index, line: linesBefore + example.line + 1 }));
              }
            }
          };
          await checkJsonLines(input, add, runner, setup.maxLineBytes, fail, () => undefined);
          continue;
        }
        weigh ??= exchangeWeigher(setup, options.validators);
        for await (const item of readHar(input, { maxBodyBytes: setup.maxBodyBytes, keeps: hosts?.keeps })) {
          if (item instanceof TrafficInputError) {
            fail(item);
            continue;
          }
          if (hosts !== undefined && !hosts.keeps(item.request.path, item.request.headers)) continue;
          impact.exchanges += 1;
          const weighed = weigh(item);
          if (weighed.kind === 'other') continue;
          const operation = counts(impact.byOperation, weighed.operationId);
          const key = counts(impact.byKey, weighed.key);
          impact.validBefore += 1;
          operation.validBefore += 1;
          key.validBefore += 1;
          if (weighed.kind === 'valid') continue;
          impact.brokenAfter += 1;
          operation.brokenAfter += 1;
          key.brokenAfter += 1;
          const { source } = item;
          addBroken(() => exchangePlace(source), weighed.rules);
        }
      } catch (error) {
        if (!(error instanceof TrafficInputError)) throw error;
        fail(error);
      } finally {
        input?.close();
      }
    }
  } finally {
    await runner.close();
  }
  return impact;
}
