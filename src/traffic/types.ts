// The shapes the offline checker reads and reports.
import type { HeaderBag, RequestToValidate } from '../validator/index.js';

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

/** One recorded exchange, in the validator's shapes. A response is optional: some recordings have none. */
export interface RecordedExchange {
  source: ExchangeSource;
  request: RequestToValidate;
  /** The recording says the request had a body but did not keep it: it cannot be checked. */
  requestBodyNotCaptured?: boolean;
  response?: RecordedResponse;
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
