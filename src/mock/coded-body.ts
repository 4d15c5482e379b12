// A request body as the mock takes it from its shells, read whole within the body limit: text for the
// engine, decoded first when a Content-Encoding says it was coded, by the proxy's rule (review 16
// F9b): a body read as JSON is decoded within the limit; one that cannot be (a coding this runtime
// cannot undo, bytes that are not what it says) or is too large once decoded gets, in place of the
// body checks, the issue the proxy gives it (src/http/content-coding.ts decodingResult). The decoder
// is Node's zlib where the runtime has it, reached through process.getBuiltinModule so that browsers
// see no Node import: the proxy's own (zlib-decoding.ts), the same codings and verdicts. Elsewhere,
// DecompressionStream (web-decoding.ts), with the codings that runtime takes.
import { contentCodings, type DecodeOutcome, decodingResult, readsAsJson } from '../http/index.js';
import { webDecoding } from '../http/web-decoding.js';
import { type ZlibLike, zlibDecoding } from '../http/zlib-decoding.js';
import type { MockRequest } from './answers.js';
import { textOf } from './body.js';

interface Decoder {
  readonly decodable: readonly string[];
  decode(body: Uint8Array, codings: readonly string[], limit: number): DecodeOutcome<Uint8Array> | Promise<DecodeOutcome<Uint8Array>>;
}

let decoder: Decoder | undefined;

function decoderOf(): Decoder {
  if (decoder !== undefined) return decoder;
  const getBuiltinModule = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule;
  const zlib = getBuiltinModule?.('node:zlib') as ZlibLike<Uint8Array> | undefined;
  decoder = zlib === undefined ? webDecoding() : zlibDecoding(zlib);
  return decoder;
}

/**
 * Sets `incoming.body` from the bytes of a body read whole (none: undefined): its text, decoded first
 * when it is read as JSON and its Content-Encoding names a coding (only such bodies are, as the proxy
 * reads no other). One that cannot be decoded has no body and a `bodyIssue`, and `tooLarge` as well
 * when it is over `limit` once decoded. A promise when the decoding is (DecompressionStream).
 */
export function takeBytes(incoming: MockRequest, bytes: Uint8Array | undefined, limit: number): Promise<void> | undefined {
  const { headers } = incoming;
  const codings = contentCodings(headers['content-encoding']);
  if (bytes === undefined || bytes.byteLength === 0 || codings === undefined || !readsAsJson(headers['content-type'], false)) {
    incoming.body = textOf(bytes);
    return undefined;
  }
  const { decodable, decode } = decoderOf();
  const settle = (outcome: DecodeOutcome<Uint8Array>): void => {
    const result = decodingResult(outcome, limit, decodable);
    if (result.kind === 'body') incoming.body = textOf(result.body);
    else {
      incoming.body = undefined;
      incoming.bodyIssue = result.issue;
      if (result.kind === 'tooLarge') incoming.tooLarge = true;
    }
  };
  const outcome = decode(bytes, codings, limit);
  if (!(outcome instanceof Promise)) {
    settle(outcome);
    return undefined;
  }
  return outcome.then(settle);
}
