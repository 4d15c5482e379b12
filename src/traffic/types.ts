// The shapes the offline checker reads and reports.

import { brandAcrossCopies } from '../errors/brand.js';
import type { HeaderBag, RequestToValidate, ValidationIssue } from '../validator/index.js';

/** Where an exchange was read: the file, its 0-based position there, and its line for JSON Lines. */
export interface ExchangeSource {
  file: string;
  index: number;
  line?: number;
}

export interface RecordedResponse {
  status: number;
  headers?: HeaderBag;
  /** Parsed JSON, JSON text, or bytes. */
  body?: unknown;
  /** The recording says there was a body but did not keep it (HAR exports often drop them): it cannot be checked. */
  bodyNotCaptured?: boolean;
}

/** A recorded request: the validator's shape, its headers read from the recording into a plain object. */
export type RecordedRequest = Omit<RequestToValidate, 'headers'> & { headers?: HeaderBag };

/** One recorded exchange, in the validator's shapes. A response is optional: some recordings have none. */
export interface RecordedExchange {
  source: ExchangeSource;
  request: RecordedRequest;
  /** The recording says the request had a body but did not keep it: it cannot be checked. */
  requestBodyNotCaptured?: boolean;
  /**
   * The request's body could not be decoded from its Content-Encoding, or was too large once it
   * was: this issue stands for its checks, as in the proxy's answer to the same request.
   */
  requestBodyIssue?: ValidationIssue;
  response?: RecordedResponse;
  /** As requestBodyIssue, for the response's body. */
  responseBodyIssue?: ValidationIssue;
}

/** Where in a file input went wrong, as far as it is known. */
export interface InputPlace {
  line?: number;
  column?: number;
  /** Offset in the text, for a HAR syntax error. */
  position?: number;
  /** Index in log.entries, for a HAR entry that cannot be read. */
  entry?: number;
}

/** ':15:11 (line 15, column 11, position 326)', ':3 (line 3)', ' (entries[4])' or ''. */
export function describePlace(where: InputPlace): string {
  if (where.entry !== undefined) return ` (entries[${where.entry}])`;
  if (where.line !== undefined && where.column !== undefined) {
    return `:${where.line}:${where.column} (line ${where.line}, column ${where.column}${where.position === undefined ? '' : `, position ${where.position}`})`;
  }
  if (where.line !== undefined) return `:${where.line} (line ${where.line})`;
  return '';
}

/**
 * Where a recorded exchange is, in the form of describePlace, so that a report names exchanges and
 * input errors alike and `FILE:LINE` opens the line in an editor: 'file.jsonl:3 (line 3)' for a JSON
 * Lines exchange, 'file.har (entries[4])' for a HAR entry. The exchange's index among the file's
 * exchanges is no place in the file: the JSON report keeps it.
 */
export function exchangePlace(source: { readonly file: string; readonly index: number; readonly line?: number | undefined }): string {
  return `${source.file}${describePlace(source.line === undefined ? { entry: source.index } : { line: source.line })}`;
}

/** Input the checker cannot read: the file and, when known, where in it. */
export class TrafficInputError extends Error {
  override readonly name = 'TrafficInputError';
  constructor(
    readonly file: string,
    /** What is wrong, without the file name. */
    readonly reason: string,
    readonly where: InputPlace = {},
  ) {
    super(`${file}${describePlace(where)}: ${reason}`);
  }
}
brandAcrossCopies(TrafficInputError, 'TrafficInputError');
