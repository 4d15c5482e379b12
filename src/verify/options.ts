// What a run of verify takes, its defaults, and the usage errors of a bad option.

import { brandAcrossCopies } from '../errors/brand.js';
import { checkOptionNames, knownOptions } from '../http/option-names.js';
import { schemeInKey } from '../http/scheme-in-key.js';
import { carriesCredentials, shownUrl } from '../http/url-credentials.js';
import { jsonQuoted, quoted } from '../text/printable.js';
import { type CheckName, RESPONSE_CHECKS, selectChecks, UnknownCheckError } from './check-registry.js';
import type { FetchFunction } from './http.js';
import { allOperations, operationById } from './spec.js';

export interface VerifyOptions {
  /** The server's base address; a path prefix is kept (`https://api.example.com/notifications`). */
  readonly baseUrl: string;
  /** Sent as `Authorization: ApiKey <key>`; never printed, in any encoding. */
  readonly apiKey: string;
  /** Only these operationIds (default: every operation the other options allow). */
  readonly operations?: readonly string[];
  /** Only these checks (default: every check; `all` too). Names as in CHECK_DESCRIPTIONS. */
  readonly checks?: readonly string[];
  /** Not these checks. */
  readonly excludeChecks?: readonly string[];
  /** Valid requests per operation (default 50); invalid ones add one per rule at least. */
  readonly maxExamples?: number;
  /** Replays a run (default: a random one, reported). See docs/verify.md for what makes a replay differ. */
  readonly seed?: number;
  /** Run the sequences that follow the links and assert the stated transitions. */
  readonly stateful?: boolean;
  /** Allow operations other than GET. Everything created is named `verify-<run id>-…` and deleted at the end. */
  readonly allowWrites?: boolean;
  /**
   * The trigger identifier of a workflow of the server. The contract has no operation that creates a
   * subscriber, but a trigger with a subscriber definition does: with it, the subscriber sequence
   * runs on subscribers of this run (named verify-<run id>-…, without e-mail, phone or device token,
   * and deleted at the end). The activity records of those triggers stay: no operation deletes them.
   */
  readonly workflow?: string;
  /** Requests per second at most (default 20; 0: no bound). */
  readonly rps?: number;
  /** The deadline of one exchange, from the request to the last byte of the answer (default 10 s). */
  readonly timeoutMs?: number;
  /** Bytes of one answer's body at most (default 10 MiB); more is a max_response_size failure. */
  readonly maxResponseBytes?: number;
  /** Time cleanup may take after an interruption, all requests together (default 1.5 s). */
  readonly interruptedCleanupMs?: number;
  /** The fetch to send with (default: the global one). `createStatefulMock().fetch` runs a mock in-process. */
  readonly fetch?: FetchFunction;
  /** Stops the run (cleanup still runs, within interruptedCleanupMs); the report then says `interrupted`. */
  readonly signal?: AbortSignal;
  /** Called after each request and each example, for a progress line. */
  readonly onProgress?: (progress: VerifyProgress) => void;
}

export interface VerifyProgress {
  readonly phase: 'operations' | 'stateful' | 'cleanup';
  readonly operationId?: string;
  readonly sequence?: string;
  readonly requests: number;
  readonly failures: number;
  /** Examples evaluated so far, and planned in all (shrinking not counted). */
  readonly done: number;
  readonly total: number;
}

export const DEFAULT_MAX_EXAMPLES = 50;
export const DEFAULT_RPS = 20;
/** The lowest rate but 0: one request per 1,000 s. Below about 4.7e-7 the wait between requests passed Node's timer (2^31 - 1 ms), which waited 1 ms instead. */
export const MIN_RPS = 0.001;
export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_RESPONSE_BYTES = 10 * 1024 * 1024;
export const DEFAULT_INTERRUPTED_CLEANUP_MS = 1500;

/** The usage error of a bad option (exit code 2 in the CLI). */
export class VerifyUsageError extends Error {
  override readonly name = 'VerifyUsageError';
}
brandAcrossCopies(VerifyUsageError, 'VerifyUsageError');

const positive = (value: number | undefined) => value === undefined || (Number.isFinite(value) && value > 0);

const VERIFY_OPTIONS = knownOptions<VerifyOptions>('verify')([
  'baseUrl',
  'apiKey',
  'operations',
  'checks',
  'excludeChecks',
  'maxExamples',
  'seed',
  'stateful',
  'allowWrites',
  'workflow',
  'rps',
  'timeoutMs',
  'maxResponseBytes',
  'interruptedCleanupMs',
  'fetch',
  'signal',
  'onProgress',
]);

export function validateOptions(options: VerifyOptions): void {
  // A TypeError, as every function's unknown option is, not a VerifyUsageError: the CLI never passes one.
  checkOptionNames(options, VERIFY_OPTIONS);
  let url: URL;
  try {
    url = new URL(options.baseUrl);
  } catch {
    throw new VerifyUsageError(`--base-url must be an absolute http(s) URL, got ${shownUrl(String(options.baseUrl))}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new VerifyUsageError(`--base-url must be an http(s) URL, got ${url.protocol}`);
  // The text, not URL.search and URL.hash: both are '' for a bare '?' or '#', which joinUrl then kept
  // before every request's path (`http://host/?/v2/topics`), so that every request went to `/`.
  if (options.baseUrl.includes('?') || options.baseUrl.includes('#')) throw new VerifyUsageError('--base-url must have no query and no fragment');
  // Refused here, not by fetch: its error quotes the URL, password and all, and no request was sent.
  if (carriesCredentials(url)) throw new VerifyUsageError('--base-url must not carry credentials: verify sends --api-key as its Authorization');
  if (typeof options.apiKey !== 'string' || options.apiKey.length === 0) throw new VerifyUsageError('--api-key is required');
  if (/[\r\n\0]/.test(options.apiKey)) throw new VerifyUsageError('--api-key must not contain line breaks');
  // Printable ASCII only. A header value is bytes: fetch sends a character of U+0080 to U+00FF as one
  // Latin-1 byte and refuses anything above. (src/text/secret-forms.ts now hides the Latin-1 forms of a
  // secret too, for the proxy, which cannot refuse its clients' keys; this check came first and stays.)
  // The place is printed, never the key: the code of a character that cannot be one of a key's (a
  // control, a zero-width space pasted with it), not of a Latin-1 letter.
  const unfit = /[^\x20-\x7e]/.exec(options.apiKey);
  if (unfit !== null) {
    const code = unfit[0].codePointAt(0)!;
    throw new VerifyUsageError(
      code >= 0x80 && code <= 0xff
        ? `--api-key must be printable ASCII: its character at index ${unfit.index} is not (a header would carry it as one Latin-1 byte)`
        : `--api-key must be printable ASCII: it holds U+${code.toString(16).toUpperCase().padStart(4, '0')} at index ${unfit.index} (a zero-width space or a control character pasted with it?)`,
    );
  }
  const scheme = schemeInKey(options.apiKey);
  if (scheme !== undefined)
    throw new VerifyUsageError(`--api-key starts with the scheme ${jsonQuoted(scheme)}: pass the key alone (verify sends Authorization: ApiKey <key>)`);
  if (options.maxExamples !== undefined && !(Number.isInteger(options.maxExamples) && options.maxExamples >= 1))
    throw new VerifyUsageError('--max-examples must be a whole number of at least 1');
  if (options.seed !== undefined && !Number.isSafeInteger(options.seed)) throw new VerifyUsageError('--seed must be a whole number');
  if (options.workflow !== undefined && (typeof options.workflow !== 'string' || options.workflow === ''))
    throw new VerifyUsageError('--workflow needs the trigger identifier of a workflow');
  // No identifier holds one: a control character is a paste gone wrong, found before any request.
  if (options.workflow !== undefined && /\p{Cc}/u.test(options.workflow))
    throw new VerifyUsageError(`--workflow must be the trigger identifier of a workflow, without control characters, got ${quoted(options.workflow, 80)}`);
  // What it is for, the subscriber sequence, is a sequence of writes: without both it did nothing, silently (review 29a F6).
  if (options.workflow !== undefined && !(options.stateful === true && options.allowWrites === true))
    throw new VerifyUsageError('--workflow triggers the subscriber sequence, which runs only with --stateful --allow-writes');
  if (options.rps !== undefined && !(options.rps === 0 || options.rps >= MIN_RPS))
    throw new VerifyUsageError(`--rps must be 0 (no bound) or at least ${MIN_RPS} (one request per ${1 / MIN_RPS} s)`);
  if (!positive(options.timeoutMs) || (options.timeoutMs ?? 0) > 2 ** 31 - 1)
    throw new VerifyUsageError('--request-timeout must be a duration above 0, at most 24 days');
  if (!positive(options.maxResponseBytes)) throw new VerifyUsageError('--max-response-bytes must be a size above 0');
  if (options.interruptedCleanupMs !== undefined && !(options.interruptedCleanupMs >= 0)) throw new VerifyUsageError('interruptedCleanupMs must be 0 or more');
  for (const operationId of options.operations ?? []) {
    if (!operationById(operationId))
      throw new VerifyUsageError(
        `--operations: no operation ${quoted(operationId, 80)} in the contract (one of ${allOperations.map((entry) => entry.operationId).join(', ')})`,
      );
  }
  let chosen: ReadonlySet<CheckName>;
  try {
    chosen = selectChecks(options.checks, options.excludeChecks);
  } catch (error) {
    if (error instanceof UnknownCheckError) throw new VerifyUsageError(error.message);
    throw error;
  }
  // A run that applies no check passes whatever the server does: a green step that tested nothing.
  if (chosen.size === 0) throw new VerifyUsageError('--checks and --exclude-checks leave no check to apply');
  if (options.stateful !== true && !RESPONSE_CHECKS.some((name) => chosen.has(name)))
    throw new VerifyUsageError(`the checks chosen (${[...chosen].join(', ')}) are checks of sequences: they run only with --stateful`);
}
