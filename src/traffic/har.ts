// HAR 1.2 (browser and proxy exports) into exchanges. A HAR file is one JSON document, so it is read
// whole; the traffic that needs streaming comes as JSON Lines.
//
// Recorders do not always keep the bodies: Playwright's recordHar writes `content.size: -1` or a size
// without `text` (content 'omit', mode 'minimal'), a request's `postData.text: ""` beside a non-zero
// `bodySize`, and with content 'attach' the body in a file of its own beside the HAR (`_file`). A body
// that was not kept is not held against the exchange; one kept beside the HAR is read from there.

import { constants as bufferConstants, isUtf8 } from 'node:buffer';
import { constants as fsConstants } from 'node:fs';
import { type FileHandle, open, realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import type { BodyIssue } from '../http/content-coding.js';
import { decodeContent } from '../http/content-decoding.js';
import { requestFraming } from '../http/framing.js';
import { isObject } from '../http/is-object.js';
import { readsAsJson } from '../http/json-media-type.js';
import { checkOptionNames } from '../http/option-names.js';
import { maskUserinfo } from '../http/url-credentials.js';
import { findJsonSyntaxError, lineAndColumn } from '../text/json-syntax.js';
import { jsonQuoted } from '../text/printable.js';
import { type HeaderBag, parseJsonWithinBounds } from '../validator/index.js';
import { describeFsError } from './fs-errors.js';
import { openTrafficInput, type TrafficInput } from './input.js';
import { DEFAULT_MAX_LINE_BYTES } from './jsonl.js';
import { firstInvalidUtf8 } from './line-reader.js';
import { READ_HAR_OPTIONS } from './option-names.js';
import { packedHint } from './sniff.js';
import { type RecordedExchange, type RecordedResponse, TrafficInputError } from './types.js';

interface HarHeader {
  name?: unknown;
  value?: unknown;
}

type Json = Record<string, unknown>;

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

/**
 * Base64 (or base64url) text, white space allowed: Buffer.from decodes anything else to fewer bytes,
 * silently. The blanks after the padding belong to the padding's group: as a second `\s*` beside the
 * first class, which takes blanks too, every failed match tried each split of a run of blanks, and
 * a few hundred KB of them held the main thread for minutes. Exported for its test.
 */
export const BASE64_TEXT = /^[\sA-Za-z0-9+/_-]*(?:={1,2}\s*)?$/;

/**
 * HAR `text`, decoded when the recorder stored it as base64 (binary or compressed content); refused
 * when it is marked base64 and is not: decoded leniently it became no body, and the exchange passed.
 */
function textOf(holder: Json): string | Uint8Array | undefined | Refused {
  const { text, encoding } = holder;
  if (typeof text !== 'string') return undefined;
  if (encoding !== 'base64') return text;
  if (!BASE64_TEXT.test(text)) return { refused: 'text is marked base64 and is not base64: not checked' };
  return new Uint8Array(Buffer.from(text, 'base64'));
}

const isEmpty = (body: string | Uint8Array | undefined): boolean => body === undefined || (typeof body === 'string' ? body.length : body.byteLength) === 0;

/** The declared media type fills in a missing content-type header. */
function withContentType(headers: HeaderBag, mimeType: unknown): HeaderBag {
  if (headers['content-type'] === undefined && typeof mimeType === 'string' && mimeType !== '') headers['content-type'] = mimeType;
  return headers;
}

/**
 * Reads the body a recorder kept beside the HAR (`_file`, Playwright's content 'attach'): a plain file
 * name in the HAR's folder, at most `maxBytes`. Undefined when there is none to read (the recorder did
 * not keep it); REFUSED, with why, for a name that points elsewhere: a path, or a symbolic link that
 * leads out of the folder. A refused one is an input error of its entry, never read.
 */
export type AttachmentReader = (name: unknown) => Promise<Uint8Array | undefined | Refused>;

interface Refused {
  readonly refused: string;
}

const isRefused = (value: unknown): value is Refused => typeof value === 'object' && value !== null && 'refused' in value;

function attachmentReader(harFile: string | undefined, maxBytes: number): AttachmentReader {
  let folder: Promise<string | undefined> | undefined;
  return async (name) => {
    if (harFile === undefined || typeof name !== 'string' || name === '') return undefined;
    // A relative path inside the HAR's folder (Playwright's resourcesDir writes `res/<sha1>.json`,
    // review 26c F7), never one out of it: a HAR from elsewhere must not make the checker read other files.
    if (/[\\\0]/.test(name) || isAbsolute(name) || name.split('/').some((part) => part === '..' || part === '.' || part === ''))
      return { refused: `_file ${jsonQuoted(name.slice(0, 200))} is not a file in the HAR's folder: not read` };
    folder ??= realpath(dirname(harFile)).catch(() => undefined);
    const home = await folder;
    if (home === undefined) return undefined;
    let handle: FileHandle | undefined;
    try {
      // A link is followed only when it stays in the folder; the file opened is the one checked.
      const real = await realpath(join(home, name));
      const inside = relative(home, real);
      if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside))
        return { refused: `_file ${jsonQuoted(name.slice(0, 200))} is a link that leads out of the HAR's folder: not followed` };
      // A regular file only: opening a FIFO would wait forever.
      const found = await stat(real);
      if (!found.isFile()) return { refused: `_file ${jsonQuoted(name.slice(0, 200))} is not a regular file: not read` };
      // Over the bound, as the same body inline: a body the validator refuses by its length alone,
      // which is all of it that it reads (zeros, not the file).
      if (found.size > maxBytes) return new Uint8Array(maxBytes + 1);
      handle = await open(real, fsConstants.O_RDONLY | (fsConstants.O_NOFOLLOW ?? 0));
      const bytes = new Uint8Array(found.size);
      const { bytesRead } = await handle.read(bytes, 0, found.size, 0);
      return bytes.subarray(0, bytesRead);
    } catch (error) {
      // Named in the HAR and not there, or not readable: the recording is broken, not its body uncaptured.
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      return { refused: `_file ${jsonQuoted(name.slice(0, 200))} cannot be read (${code}): not checked` };
    } finally {
      await handle?.close();
    }
  };
}

type Body = { body?: string | Uint8Array; notCaptured?: boolean; refused?: string; issue?: BodyIssue };

/** How a message's body is to be read: its headers, its declared media type, and the size limit. */
interface BodyContext {
  readonly headers: HeaderBag;
  readonly mimeType: unknown;
  /** Whether a body without a content-type is JSON: a response's is (the contract's), a request's is not. */
  readonly untypedIsJson: boolean;
  readonly limit: number;
}

/**
 * A body kept as base64 with a Content-Encoding that names a coding: the bytes as they were sent
 * (HAR 1.2 wants `text` decoded, so a recorder that decoded it kept text; base64 and a coding are
 * the compressed bytes). Decoded as the proxy decodes a JSON body it reads off the wire: by the same
 * function, within the same limit, with the same issue in place of the body checks when it cannot
 * be, or is too large once it is. Bytes over the limit as they came are left to the validator,
 * which refuses them by their length as the proxy does before decoding.
 */
function decodedBody(bytes: Uint8Array, context: BodyContext): Body {
  const { headers, limit } = context;
  const encoding = headers['content-encoding'];
  if (encoding === undefined || bytes.byteLength > limit) return { body: bytes };
  // Node keeps the first of repeated content-type headers, and so the proxy reads the first.
  const declared = headers['content-type'] ?? (typeof context.mimeType === 'string' && context.mimeType !== '' ? context.mimeType : undefined);
  const contentType = Array.isArray(declared) ? declared[0] : declared;
  // The proxy decodes only the bodies it validates: JSON ones. Any other passes as it came.
  if (!readsAsJson(contentType, context.untypedIsJson)) return { body: bytes };
  const decoded = decodeContent(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding, limit);
  if (decoded.kind === 'body') return { body: decoded.body };
  // mitmproxy's HAR export (and Charles's) keeps the decoded body, base64 when it is mostly not
  // ASCII (a topic name in Japanese), beside the Content-Encoding the server sent (review 26c F1).
  // Bytes that do not decode but are the JSON body themselves were decoded by the recorder.
  return isDecodedJson(bytes, limit) ? { body: bytes } : { issue: decoded.issue };
}

/**
 * UTF-8 JSON text: a body that needs no decoding. Read within validation's bounds, as the validator
 * reads it next: JSON.parse alone spent seconds on bytes nested a million deep. Too deep is JSON too,
 * which the validator then refuses for its depth.
 */
function isDecodedJson(bytes: Uint8Array, limit: number): boolean {
  const read = parseJsonWithinBounds(bytes, { maxBodyBytes: limit });
  return 'value' in read || read.refused === 'maxDepth';
}

/**
 * Whether the request carried a body, when the recorder kept none: a `bodySize` over 0, or headers that
 * frame one (the proxy's rule, requestFraming). Chrome leaves `postData` out of a body it did not keep
 * (a blob, a stream, a large upload) with `bodySize: 0` and the header still there; Insomnia writes an
 * empty `postData.text` with `bodySize: -1` for no body at all (review 26c F3, F6).
 */
const sentABody = (request: Json, headers: HeaderBag): boolean =>
  (typeof request.bodySize === 'number' && request.bodySize > 0) || requestFraming(headers).kind !== 'none';

async function requestBody(request: Json, attachment: AttachmentReader, context: Omit<BodyContext, 'mimeType' | 'untypedIsJson'>): Promise<Body> {
  const { postData } = request;
  if (!isObject(postData)) return sentABody(request, context.headers) ? { notCaptured: true } : {};
  const text = textOf(postData);
  if (isRefused(text)) return { refused: `request.postData.${text.refused}` };
  if (typeof text === 'object' && text.byteLength > 0) return decodedBody(text, { ...context, mimeType: postData.mimeType, untypedIsJson: false });
  if (!isEmpty(text)) return { body: text };
  // A form recorded as its fields.
  if (Array.isArray(postData.params) && postData.params.length > 0) {
    const form = new URLSearchParams();
    for (const param of postData.params as Json[])
      if (isObject(param) && typeof param.name === 'string') form.append(param.name, typeof param.value === 'string' ? param.value : '');
    return { body: form.toString() };
  }
  if (postData._file !== undefined) {
    const attached = await attachment(postData._file);
    if (isRefused(attached)) return { refused: `request.postData.${attached.refused}` };
    return attached === undefined ? { notCaptured: true } : { body: attached };
  }
  // No text, but a body was sent: the recorder did not keep it (Playwright writes an empty text
  // beside the body's size).
  return sentABody(request, context.headers) ? { notCaptured: true } : { body: text };
}

async function responseBody(content: Json, attachment: AttachmentReader, context: BodyContext): Promise<Body> {
  const text = textOf(content);
  if (isRefused(text)) return { refused: `response.content.${text.refused}` };
  if (typeof text === 'object' && text.byteLength > 0) return decodedBody(text, context);
  // Firefox cuts `text` at its body limit (1 MiB by default) and keeps the whole body's `size`: the
  // text is a part of the body, not kept whole (review 26c F4).
  if (typeof text === 'string' && typeof content.size === 'number' && content.size > text.length && content.size > Buffer.byteLength(text))
    return { notCaptured: true };
  if (!isEmpty(text)) return { body: text };
  if (content._file !== undefined) {
    const attached = await attachment(content._file);
    if (isRefused(attached)) return { refused: `response.content.${attached.refused}` };
    return attached === undefined ? { notCaptured: true } : { body: attached };
  }
  // `size: -1` says the size is not known, a positive one that there were bytes: neither was kept.
  return typeof content.size === 'number' && content.size === 0 ? {} : { notCaptured: true };
}

/** What reading an entry takes besides the entry. */
interface EntryReading {
  readonly attachment: AttachmentReader;
  /** The largest body, before and after its Content-Encoding is undone. */
  readonly limit: number;
  readonly keeps: ReadHarOptions['keeps'];
}

type ReadResponse = { readonly response: RecordedResponse; readonly issue: BodyIssue | undefined };

async function responseOf(response: unknown, reading: EntryReading): Promise<ReadResponse | Refused | undefined> {
  if (!isObject(response)) return undefined;
  // A status that is no number drops no response silently: as a JSON line's, it is an input error.
  if (typeof response.status !== 'number' || !Number.isInteger(response.status))
    return { refused: 'response.status must be an integer (0 when the browser got no answer)' };
  // Status 0: the browser got no answer (blocked, cancelled, failed).
  if (response.status < 100) return undefined;
  const content = isObject(response.content) ? response.content : {};
  const headers = withContentType(headerBag(response.headers), content.mimeType);
  const context = { headers, mimeType: content.mimeType, untypedIsJson: true, limit: reading.limit };
  const { body, notCaptured, refused, issue } = await responseBody(content, reading.attachment, context);
  if (refused !== undefined) return { refused };
  const recorded: RecordedResponse = { status: response.status, headers };
  if (!isEmpty(body)) recorded.body = body;
  else if (notCaptured === true) recorded.bodyNotCaptured = true;
  return { response: recorded, issue };
}

async function exchangeOf(file: string, entry: unknown, index: number, reading: EntryReading): Promise<RecordedExchange | TrafficInputError> {
  if (!isObject(entry) || !isObject(entry.request)) return new TrafficInputError(file, 'an entry without a request object', { entry: index });
  const { request } = entry;
  if (typeof request.method !== 'string' || typeof request.url !== 'string')
    return new TrafficInputError(file, 'request.method and request.url must be strings', { entry: index });
  const headers = headerBag(request.headers);
  // An entry left out (another site of a browser's export) is not read further: a body pruned from
  // beside the HAR, or a broken one, is no error of the traffic checked.
  if (reading.keeps !== undefined && !reading.keeps(request.url, headers))
    return { source: { file, index }, request: { method: request.method, path: request.url, headers } };
  const { body, notCaptured, refused, issue } = await requestBody(request, reading.attachment, { headers, limit: reading.limit });
  if (refused !== undefined) return new TrafficInputError(file, refused, { entry: index });
  if (body !== undefined || issue !== undefined) withContentType(headers, (request.postData as Json).mimeType);
  // The URL is kept as recorded (the validator takes absolute-form targets): parsing it with URL()
  // would re-encode the path and hide what was sent. Its fragment, which a HAR's URL may keep, was
  // never sent: it is dropped, where a JSON Lines target holding one is refused (review 15 F11).
  // The user name and password are masked first: a password holding a raw '#' was cut there and its
  // start listed as the target (review 26c F5).
  const url = maskUserinfo(request.url);
  const hash = url.indexOf('#');
  const path = withRecordedQuery(hash === -1 ? url : url.slice(0, hash), request.queryString);
  const exchange: RecordedExchange = { source: { file, index }, request: { method: request.method, path, headers, body } };
  if (notCaptured === true) exchange.requestBodyNotCaptured = true;
  if (issue !== undefined) exchange.requestBodyIssue = issue;
  const response = await responseOf(entry.response, reading);
  if (isRefused(response)) return new TrafficInputError(file, response.refused, { entry: index });
  if (response !== undefined) {
    exchange.response = response.response;
    if (response.issue !== undefined) exchange.responseBodyIssue = response.issue;
  }
  return exchange;
}

/**
 * The target with the query its `queryString` lists, when its URL has none: Insomnia's export keeps
 * the query there alone, and a `limit=abc` it sent passed unseen (review 26c F3). A URL that has a
 * query is what was sent, and is kept as it is.
 */
function withRecordedQuery(target: string, queryString: unknown): string {
  if (target.includes('?') || !Array.isArray(queryString) || queryString.length === 0) return target;
  const pairs: string[] = [];
  for (const pair of queryString as Json[])
    if (isObject(pair) && typeof pair.name === 'string')
      pairs.push(`${encodeURIComponent(pair.name)}=${encodeURIComponent(typeof pair.value === 'string' ? pair.value : '')}`);
  return pairs.length === 0 ? target : `${target}?${pairs.join('&')}`;
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

/** Past V8's longest string (about 512 MiB on 64-bit), a document cannot be decoded, let alone parsed. */
const MAX_DOCUMENT_BYTES = bufferConstants.MAX_STRING_LENGTH;

export interface ReadHarOptions {
  /** Told of the bytes read so far. */
  onBytes?: (bytesRead: number) => void;
  /** Largest body read from a file beside the HAR, and decoded from its Content-Encoding (default 16 MiB). */
  maxBodyBytes?: number;
  /**
   * Whether an entry is wanted, by its URL and headers (the --host filter): one that is not is given
   * with its request line and headers only, its bodies and response unread.
   */
  keeps?: ((url: string, headers: HeaderBag) => boolean) | undefined;
  /** Told how many entries the document holds, once it is parsed, before the first is read. */
  onEntries?: (count: number) => void;
}

/** The whole input as text, refused past what V8 can hold as one string. */
async function documentText(input: TrafficInput): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of input.chunks) {
    length += chunk.length;
    if (length > MAX_DOCUMENT_BYTES)
      throw new TrafficInputError(input.name, 'too large to read as one JSON document (over 512 MiB): record such traffic as JSON Lines');
    // Lent by the reader until its next read: kept, so copied.
    chunks.push(Buffer.from(chunk));
  }
  const bytes = Buffer.concat(chunks, length);
  if (!isUtf8(bytes)) {
    // As a JSON syntax error is: named with its line and column, never turned into U+FFFD.
    const bad = firstInvalidUtf8(bytes, 0, bytes.length);
    const before = bytes.toString('utf8', 0, bad);
    const { line, column } = lineAndColumn(before, before.length);
    throw new TrafficInputError(input.name, `not valid UTF-8${packedHint(bytes)}`, { line, column, position: before.length });
  }
  return bytes.toString('utf8');
}

/** Each entry of a HAR document in turn: its exchange, or why it holds none. */
export async function* readHar(
  file: string | TrafficInput,
  options: ReadHarOptions | ((bytesRead: number) => void) = {},
): AsyncGenerator<RecordedExchange | TrafficInputError> {
  if (typeof options !== 'function') checkOptionNames(options, READ_HAR_OPTIONS);
  const { onBytes, maxBodyBytes = DEFAULT_MAX_LINE_BYTES, keeps, onEntries } = typeof options === 'function' ? { onBytes: options } : options;
  const input = typeof file === 'string' ? await openTrafficInput(file) : file;
  let text: string;
  try {
    text = await documentText(input);
    onBytes?.(input.bytesRead());
  } catch (error) {
    if (error instanceof TrafficInputError) throw error;
    throw new TrafficInputError(input.name, describeFsError(error));
  } finally {
    if (typeof file === 'string') input.close();
  }
  const { entries } = parseHarText(input.name, text).log;
  onEntries?.(entries.length);
  const reading: EntryReading = { attachment: attachmentReader(input.path, maxBodyBytes), limit: maxBodyBytes, keeps };
  for (let index = 0; index < entries.length; index += 1) yield await exchangeOf(input.name, entries[index], index, reading);
}
