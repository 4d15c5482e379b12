// HAR 1.2 (browser and proxy exports) into exchanges. A HAR file is one JSON document, so it is read
// whole; the traffic that needs streaming comes as JSON Lines.
import { readFile } from 'node:fs/promises';
import type { HeaderBag } from '../validator/index.js';
import { describeFsError } from './fs-errors.js';
import { findJsonSyntaxError, lineAndColumn } from './json-position.js';
import { TrafficInputError, type RecordedExchange, type RecordedResponse } from './types.js';

interface HarHeader {
  name?: unknown;
  value?: unknown;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** HTTP/2 pseudo-headers (':authority') are not headers; repeated names become arrays, as Node has them. */
function headerBag(headers: unknown): HeaderBag {
  const bag: HeaderBag = {};
  if (!Array.isArray(headers)) return bag;
  for (const header of headers as HarHeader[]) {
    if (!isObject(header) || typeof header.name !== 'string' || typeof header.value !== 'string' || header.name.startsWith(':')) continue;
    const name = header.name.toLowerCase();
    const existing = bag[name];
    bag[name] = existing === undefined ? header.value : Array.isArray(existing) ? [...existing, header.value] : [existing, header.value];
  }
  return bag;
}

/** HAR `text`, decoded when the recorder stored it as base64 (binary or compressed content). */
function textOf(holder: Json): string | Uint8Array | undefined {
  const { text, encoding } = holder;
  if (typeof text !== 'string') return undefined;
  return encoding === 'base64' ? new Uint8Array(Buffer.from(text, 'base64')) : text;
}

/** The declared media type fills in a missing content-type header. */
function withContentType(headers: HeaderBag, mimeType: unknown): HeaderBag {
  if (headers['content-type'] === undefined && typeof mimeType === 'string' && mimeType !== '') headers['content-type'] = mimeType;
  return headers;
}

function requestBody(postData: unknown): string | Uint8Array | undefined {
  if (!isObject(postData)) return undefined;
  const text = textOf(postData);
  if (text !== undefined) return text;
  // A form recorded as its fields.
  if (Array.isArray(postData.params)) {
    const form = new URLSearchParams();
    for (const param of postData.params as Json[]) if (isObject(param) && typeof param.name === 'string') form.append(param.name, typeof param.value === 'string' ? param.value : '');
    return form.toString();
  }
  return undefined;
}

function responseOf(response: unknown): RecordedResponse | undefined {
  // Status 0: the browser got no answer (blocked, cancelled, failed).
  if (!isObject(response) || typeof response.status !== 'number' || response.status < 100) return undefined;
  const content = isObject(response.content) ? response.content : {};
  const headers = withContentType(headerBag(response.headers), content.mimeType);
  const body = textOf(content);
  const recorded: RecordedResponse = { status: response.status, headers };
  if (body !== undefined && (typeof body === 'string' ? body.length : body.byteLength) > 0) recorded.body = body;
  else if (body === undefined && typeof content.size === 'number' && content.size > 0) recorded.bodyNotCaptured = true;
  return recorded;
}

function exchangeOf(file: string, entry: unknown, index: number): RecordedExchange | TrafficInputError {
  if (!isObject(entry) || !isObject(entry.request)) return new TrafficInputError(file, 'an entry without a request object', { entry: index });
  const { request } = entry;
  if (typeof request.method !== 'string' || typeof request.url !== 'string') return new TrafficInputError(file, 'request.method and request.url must be strings', { entry: index });
  const headers = headerBag(request.headers);
  const body = requestBody(request.postData);
  if (body !== undefined) withContentType(headers, (request.postData as Json).mimeType);
  // The URL is kept as recorded (the validator takes absolute-form targets): parsing it with URL()
  // would re-encode the path and hide what was sent.
  const exchange: RecordedExchange = { source: { file, index }, request: { method: request.method, path: request.url, headers, body } };
  const response = responseOf(entry.response);
  if (response !== undefined) exchange.response = response;
  return exchange;
}

/** The parsed document, or an error naming the line, column and offset of the first syntax error. */
export function parseHarText(file: string, text: string): { log: { entries: unknown[] } } {
  // Some exporters write a byte-order mark.
  const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let document: unknown;
  try {
    document = JSON.parse(json);
  } catch (error) {
    const syntax = findJsonSyntaxError(json) ?? { position: json.length, message: error instanceof Error ? error.message : 'invalid JSON' };
    const { line, column } = lineAndColumn(json, syntax.position);
    throw new TrafficInputError(file, `not valid JSON: ${syntax.message}`, { line, column, position: syntax.position });
  }
  if (!isObject(document) || !isObject(document.log) || !Array.isArray(document.log.entries)) {
    throw new TrafficInputError(file, 'not a HAR file: there is no log.entries array');
  }
  return document as { log: { entries: unknown[] } };
}

export async function* readHar(file: string, onBytes?: (bytesRead: number) => void): AsyncGenerator<RecordedExchange | TrafficInputError> {
  let text: string;
  try {
    const bytes = await readFile(file);
    onBytes?.(bytes.length);
    text = bytes.toString('utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Past V8's longest string (about 512 MB), a HAR cannot be parsed at all.
    if (code === 'ERR_STRING_TOO_LONG') throw new TrafficInputError(file, 'too large to read as one JSON document: record such traffic as JSON Lines');
    throw new TrafficInputError(file, describeFsError(error));
  }
  const { entries } = parseHarText(file, text).log;
  for (let index = 0; index < entries.length; index += 1) yield exchangeOf(file, entries[index], index);
}
