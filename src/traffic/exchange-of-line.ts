// The exchange one parsed JSON line holds. Its own module: a worker thread checks lines with it and
// needs nothing else of jsonl.ts (opening files, sniffing formats, node:fs/promises).
import { isObject } from '../http/is-object.js';
import type { RecordedExchange, RecordedResponse } from './types.js';

/** The exchange a parsed line holds, or why it holds none. */
export function exchangeOfLine(value: unknown, source: { file: string; index: number; line: number }): RecordedExchange | string {
  if (!isObject(value) || !isObject(value.request)) return 'expected an object with a "request" object (and an optional "response")';
  const { request, response } = value;
  if (typeof request.method !== 'string' || typeof request.path !== 'string') {
    // A recorder's other word for the target (review 28b: a line written with `url`) is named.
    const other = typeof request.path !== 'string' ? ['url', 'target', 'uri'].find((name) => typeof request[name] === 'string') : undefined;
    return `request.method and request.path must be strings${other === undefined ? '' : ` (the request has "${other}": a line names its target "path")`}`;
  }
  if (request.headers !== undefined && !isObject(request.headers)) return 'request.headers must be an object';
  if (request.query !== undefined && !isObject(request.query)) return 'request.query must be an object';
  const exchange: RecordedExchange = { source, request: request as unknown as RecordedExchange['request'] };
  if (response === undefined || response === null) return exchange;
  if (!isObject(response) || typeof response.status !== 'number' || !Number.isInteger(response.status))
    return 'response must be an object with an integer status';
  if (response.headers !== undefined && !isObject(response.headers)) return 'response.headers must be an object';
  exchange.response = response as unknown as RecordedResponse;
  return exchange;
}
