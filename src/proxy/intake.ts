// One body intake for both directions: the request's body from the client and the response's from
// the upstream follow the same algorithm. A JSON body is read whole into one buffer (bounded), and
// decoded once when it came compressed; any other body is left to stream, after a peek when its
// framing cannot say whether there is one at all.
import type { IncomingHttpHeaders } from 'node:http';
import { decodeContent } from '../http/content-decoding.js';
import type { Framing } from '../http/framing.js';
import { readsAsJson } from '../http/index.js';
import type { ValidationIssue } from '../validator/index.js';
import { type BodyStream, collectBody, peekBody } from './collect.js';
import type { Guard } from './guard.js';

export type Intake =
  /** No body (none declared, or a chunked or close-framed one that turned out empty). */
  | { readonly kind: 'none' }
  /** Not JSON: passed on unread. `first`: the chunk a peek took off the stream, to send first. */
  | { readonly kind: 'stream'; readonly first: Buffer | undefined }
  /**
   * JSON, read whole: `raw` as it came (what is forwarded), `decoded` with its Content-Encoding
   * undone (what is validated and logged); an `issue` in place of `decoded` when it cannot be.
   * With the option `borrow`, `decoded` (when it is not `raw`) is valid only until the next body is decoded.
   */
  | { readonly kind: 'json'; readonly raw: Buffer; readonly decoded: Buffer | undefined; readonly issue?: ValidationIssue }
  /**
   * Over the limit: as declared (nothing read), as read (the stream paused, `chunks` taken off it),
   * or once decoded (`complete`: the whole raw body is in `chunks`).
   */
  | { readonly kind: 'tooLarge'; readonly chunks: readonly Buffer[]; readonly onceDecoded: boolean; readonly complete: boolean }
  /** The stream broke before its end. */
  | { readonly kind: 'broken'; readonly error: Error };

export interface IntakeOptions {
  readonly framing: Framing;
  /** A list when the header came more than once (withRepeats): then not JSON. */
  readonly contentType: string | readonly string[] | undefined;
  readonly contentEncoding: string | string[] | undefined;
  /** Largest JSON body read, before and after decoding. */
  readonly limit: number;
  /** Whether a body without a content-type is read as JSON (a response: what the contract declares). */
  readonly untypedIsJson: boolean;
  /** Passed on unread whatever its type: neither bounded (413) nor held (a CORS preflight's, judged on its head alone). */
  readonly unread?: boolean;
  /** Each chunk read (the upstream's sign of life). */
  readonly onChunk?: () => void;
  /** The decoded bytes are read at once and not kept: they may be decoded into a buffer that is reused (src/http/content-decoding.ts decodeBody). */
  readonly borrow?: boolean;
  /** Called once the body is to be read, before a byte is (a client waiting for 100 Continue: continue.ts). */
  readonly beforeRead?: () => void;
}

/**
 * How a client's request body is taken in (`received`: every header line, withRepeats). Every content-type line, not
 * Node's first: a body typed twice is not JSON, and its verdict the validator's (400). A CORS preflight is answered on its
 * head (src/http/preflight.ts), as the mock answers it, so the body it carries is passed on unread: no reason for a 413,
 * in either mode, and never held.
 */
export function requestIntake(framing: Framing, received: IncomingHttpHeaders, limit: number, preflight: boolean, beforeRead: () => void): IntakeOptions {
  return {
    framing,
    contentType: received['content-type'],
    contentEncoding: received['content-encoding'],
    limit,
    untypedIsJson: false,
    unread: preflight,
    beforeRead,
  };
}

const NONE: Intake = { kind: 'none' };
const STREAM_UNPEEKED: Intake = { kind: 'stream', first: undefined };

/** Reads or peeks at the body of `stream` as `options` say, and calls `done` once, guarded. */
export function takeBody(stream: BodyStream, options: IntakeOptions, guard: Guard, done: (intake: Intake) => void): void {
  const { framing, contentType, limit } = options;
  if (framing.kind === 'none') {
    done(NONE);
    return;
  }
  const json = options.unread !== true && readsAsJson(contentType, options.untypedIsJson);
  if (!json) {
    // A declared length says there is a body; otherwise only reading tells.
    if (framing.kind === 'length') done(STREAM_UNPEEKED);
    else {
      options.beforeRead?.();
      peekBody(
        stream,
        guard((outcome) => {
          if (outcome.kind === 'broken') done(outcome);
          else done(outcome.kind === 'empty' ? NONE : { kind: 'stream', first: outcome.chunk });
        }),
      );
    }
    return;
  }
  if (framing.kind === 'length' && framing.length > limit) {
    done({ kind: 'tooLarge', chunks: [], onceDecoded: false, complete: false });
    return;
  }
  options.beforeRead?.();
  collectBody(
    stream,
    limit,
    guard((outcome) => {
      if (outcome.kind === 'broken') done(outcome);
      else if (outcome.kind === 'tooLarge') done({ kind: 'tooLarge', chunks: outcome.chunks, onceDecoded: false, complete: false });
      else done(decoded(outcome.body, options.contentEncoding, limit, options.borrow === true));
    }),
    options.onChunk,
    framing.kind === 'length' ? framing.length : undefined,
  );
}

/** The body with its Content-Encoding undone, within the limit. */
function decoded(raw: Buffer, encoding: string | string[] | undefined, limit: number, borrow: boolean): Intake {
  const outcome = decodeContent(raw, encoding, limit, borrow);
  switch (outcome.kind) {
    case 'body':
      return { kind: 'json', raw, decoded: outcome.body };
    case 'tooLarge':
      return { kind: 'tooLarge', chunks: [raw], onceDecoded: true, complete: true };
    case 'undecodable':
      return { kind: 'json', raw, decoded: undefined, issue: outcome.issue };
  }
}

/** A body's bytes decoded again, into memory of their own, as a `json` intake had them (undefined: it had none). */
export function decodedAgain(raw: Buffer, encoding: string | string[] | undefined, limit: number): Buffer | undefined {
  const outcome = decodeContent(raw, encoding, limit);
  return outcome.kind === 'body' ? outcome.body : undefined;
}
