// Turns what the caller hands over as a body into a JSON value that is safe to validate: bounded in
// size and depth before it is parsed, or, handed over parsed, before Ajv recurses into it.
import { BOM } from '../http/bom.js';
import { knownOptions, unknownOptionProblem } from '../http/option-names.js';
import { findJsonSyntaxError } from '../text/json-syntax.js';
import { Issues } from './issues.js';
import { SCAN_FITS, SCAN_TOO_DEEP, SCAN_TOO_LARGE, scanBytes, scanText } from './json-scan.js';
import { MAX_BODY_DEPTH, maxBodyBytesOf } from './limits.js';
import type { IssueLocation, ValidateOptions } from './types.js';

/** Returned instead of a value when the body was rejected (the reason is in the issues). */
export const REJECTED: unique symbol = Symbol('rejected body');

/** No body: nothing given, or zero bytes of it. `null` is a JSON value, so it is a body. */
export const isAbsent = (body: unknown): boolean =>
  body === undefined || (typeof body === 'string' ? body.length === 0 : body instanceof Uint8Array && body.byteLength === 0);

// Fatal: invalid UTF-8 is rejected instead of turning into U+FFFD. One leading BOM is dropped, from
// bytes (TextDecoder's default) and from text alike: src/http/bom.ts's rule.
let utf8: TextDecoder | undefined;

/** Why `text`, which JSON.parse refused, is no JSON: src/text/json-syntax.ts's message, never V8's, which quotes the text. */
function notJson(text: string): string {
  const syntax = findJsonSyntaxError(text);
  return syntax === undefined ? 'is not valid JSON' : `is not valid JSON: ${syntax.message} (character ${syntax.position + 1})`;
}
const tooLargeMessage = (maxBytes: number) => `is larger than ${maxBytes} bytes`;
const TOO_DEEP_MESSAGE = `is nested deeper than ${MAX_BODY_DEPTH} levels`;
const tooDeepMessage = (maxDepth: number) => (maxDepth === MAX_BODY_DEPTH ? TOO_DEEP_MESSAGE : `is nested deeper than ${maxDepth} levels`);

/** The `maxDepth` option of parseJsonWithinBounds: anything but a whole number of at least 1 is MAX_BODY_DEPTH. */
const maxDepthOf = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : MAX_BODY_DEPTH);

function parseJson(text: string, location: IssueLocation, issues: Issues): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    issues.error(location, '', notJson(text), 'json');
    return REJECTED;
  }
}

const tooLarge = (location: IssueLocation, issues: Issues, maxBytes: number) => {
  issues.error(location, '', tooLargeMessage(maxBytes), 'maxBodyBytes');
  return REJECTED;
};

const tooDeep = (location: IssueLocation, issues: Issues, maxDepth: number) => {
  issues.error(location, '', tooDeepMessage(maxDepth), 'maxDepth');
  return REJECTED;
};

const withoutBom = (text: string) => (text.charCodeAt(0) === BOM ? text.slice(1) : text);

/** SCAN_FITS when JSON.parse may be given `text` (its BOM dropped), else SCAN_TOO_LARGE or SCAN_TOO_DEEP. */
function boundText(text: string, maxBytes: number, maxDepth: number): number {
  // Every UTF-16 unit is at least one UTF-8 byte: longer text is too large whatever it holds.
  if (text.length > maxBytes) return SCAN_TOO_LARGE;
  // Nesting past maxDepth takes more brackets than shorter text holds, and text of at most a third
  // of maxBytes units cannot exceed it in UTF-8: such text has nothing for the scan to find.
  if (text.length > maxDepth || text.length * 3 > maxBytes) return scanText(text, maxDepth, maxBytes);
  return SCAN_FITS;
}

/** The bounds of parseJsonWithinBounds: validation's, unless given. */
export interface ParseBoundsOptions extends Pick<ValidateOptions, 'maxBodyBytes'> {
  /**
   * The deepest nesting of arrays and objects taken, the outermost counted as one: MAX_BODY_DEPTH
   * (128) unless a whole number of at least 1 is given. A document that nests API bodies (the mock's
   * state) needs a few levels more; past a few thousand, code that recurses over the value overflows.
   */
  maxDepth?: number;
}

const PARSE_BOUNDS_OPTIONS = knownOptions<ParseBoundsOptions>('parseJsonWithinBounds')(['maxBodyBytes', 'maxDepth']);

/** JSON text read as validation reads a body given as text or bytes: its value, or why it was refused. */
export type BoundedJson =
  | { readonly value: unknown }
  | {
      /**
       * The keyword of the body issue validation reports for this text (`utf8`: bytes that are not
       * UTF-8), or `type` for something that is neither text nor bytes, `options` for options that
       * could not be read.
       */
      readonly refused: 'maxBodyBytes' | 'maxDepth' | 'json' | 'utf8' | 'type' | 'options';
      readonly message: string;
    };

const describe = (error: unknown): string => (error instanceof Error ? String(error.message).slice(0, 200) : 'a non-Error value was thrown');

/**
 * Parses JSON text (or UTF-8 bytes) only within the bounds validation puts on a body given that way
 * (`maxBodyBytes`, as in ValidateOptions, and `maxDepth`, MAX_BODY_DEPTH unless given), read by
 * readBody itself: a caller
 * that also wants the value of a body it validates (verify, of a server's answers) then spends on a
 * peer's text no more than validation would. Deeply nested text is what makes this matter:
 * JSON.parse builds a tree of it tens of times its size, an order of magnitude slower than flat
 * text. Never throws: what it cannot read is refused.
 */
export function parseJsonWithinBounds(text: unknown, options?: ParseBoundsOptions): BoundedJson {
  let maxBytes: number;
  let maxDepth: number;
  try {
    const unknown = unknownOptionProblem(options, PARSE_BOUNDS_OPTIONS);
    if (unknown !== undefined) return { refused: 'options', message: unknown };
    maxBytes = maxBodyBytesOf(options?.maxBodyBytes);
    maxDepth = maxDepthOf(options?.maxDepth);
  } catch (error) {
    return { refused: 'options', message: `the options could not be read: ${describe(error)}` };
  }
  if (typeof text !== 'string' && !(text instanceof Uint8Array) && !(text instanceof ArrayBuffer)) {
    return { refused: 'type', message: `must be JSON text (a string) or its UTF-8 bytes, got ${text === null ? 'null' : typeof text}` };
  }
  const issues = new Issues();
  const value = readBody(text, 'body', maxBytes, issues, maxDepth);
  if (value !== REJECTED) return { value };
  const issue = issues.result(undefined, 1, undefined).issues[0];
  return { refused: (issue?.keyword ?? 'json') as 'maxBodyBytes' | 'maxDepth' | 'json' | 'utf8', message: issue?.message ?? 'is not valid JSON' };
}

/**
 * The body as a JSON value, or REJECTED. Text and bytes are bounded before they are parsed: their
 * size is their length (UTF-8 counted when it matters) and one scan of the text bounds their depth,
 * so what JSON.parse returns needs no further walk. A value the caller parsed already can only be
 * measured by walking it: the walk bounds its depth and adds up a lower bound of its JSON size
 * (string and key lengths plus one per value), rejecting it past `maxBytes`; a cyclic value never
 * ends, so it fails the depth bound.
 */
export function readBody(body: unknown, location: IssueLocation, maxBytes: number, issues: Issues, maxDepth = MAX_BODY_DEPTH): unknown {
  if (typeof body === 'string') {
    const text = withoutBom(body);
    const bound = boundText(text, maxBytes, maxDepth);
    if (bound === SCAN_TOO_LARGE) return tooLarge(location, issues, maxBytes);
    if (bound === SCAN_TOO_DEEP) return tooDeep(location, issues, maxDepth);
    return parseJson(text, location, issues);
  }
  if (body instanceof Uint8Array || body instanceof ArrayBuffer) {
    const bytes = body instanceof Uint8Array ? body : new Uint8Array(body);
    if (bytes.byteLength > maxBytes) return tooLarge(location, issues, maxBytes);
    if (bytes.byteLength > maxDepth && scanBytes(bytes, maxDepth) === SCAN_TOO_DEEP) return tooDeep(location, issues, maxDepth);
    let text: string;
    try {
      utf8 ??= new TextDecoder('utf-8', { fatal: true });
      text = utf8.decode(bytes);
    } catch {
      issues.error(location, '', 'is not valid UTF-8', 'utf8');
      return REJECTED;
    }
    return parseJson(text, location, issues);
  }
  if (typeof body !== 'object' || body === null) return body;
  const shape = measure(body, maxBytes, maxDepth);
  if (shape === TOO_DEEP) return tooDeep(location, issues, maxDepth);
  if (shape === TOO_LARGE) return tooLarge(location, issues, maxBytes);
  return body;
}

const FITS = 0;
const TOO_DEEP = 1;
const TOO_LARGE = 2;

// The walk's running state: bytes left of the size bound, and why it stopped. Validation is
// synchronous, so one walk runs at a time.
let budget = 0;
let stopped = FITS;
let depthLimit = MAX_BODY_DEPTH;

/**
 * The walk, by recursion: at most depthLimit frames, since a level deeper stops it (a cyclic
 * value too). One function for arrays and objects: two that call each other are each inlined into
 * the other and into every caller, and compiling those copies cost more CPU than a short
 * validate-traffic run spends walking. The budget is kept in a local while a loop runs.
 */
function walk(node: object, depth: number): boolean {
  if (depth > depthLimit) {
    stopped = TOO_DEEP;
    return false;
  }
  let left: number;
  if (Array.isArray(node)) {
    const length = node.length;
    // Each element takes a byte at least: a sparse array of a billion holes stops here.
    left = budget - length - 2;
    if (left < 0) {
      stopped = TOO_LARGE;
      return false;
    }
    for (let i = 0; i < length; i += 1) {
      const item: unknown = node[i];
      if (typeof item === 'string') left -= item.length;
      else if (typeof item === 'object' && item !== null) {
        budget = left;
        if (!walk(item, depth + 1)) return false;
        left = budget;
      }
    }
  } else {
    left = budget - 2;
    for (const key in node) {
      const item: unknown = (node as Record<string, unknown>)[key];
      left -= key.length + 3;
      if (typeof item === 'string') left -= item.length;
      else if (typeof item === 'object' && item !== null) {
        budget = left;
        if (!walk(item, depth + 1)) return false;
        left = budget;
      }
    }
  }
  budget = left;
  if (left < 0) {
    stopped = TOO_LARGE;
    return false;
  }
  return true;
}

/** Depth-first over `root`; stops at the first bound crossed. */
function measure(root: object, maxBytes: number, maxDepth: number): number {
  budget = maxBytes;
  stopped = FITS;
  depthLimit = maxDepth;
  walk(root, 1);
  return stopped;
}
