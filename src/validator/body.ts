// Turns what the caller hands over as a body into a JSON value that is safe to validate: bounded in
// size and depth before it is parsed, or, handed over parsed, before Ajv recurses into it.
import type { Issues } from './issues.js';
import { scanBytes, scanText, SCAN_TOO_DEEP, SCAN_TOO_LARGE } from './json-scan.js';
import { MAX_BODY_DEPTH } from './limits.js';
import type { IssueLocation } from './types.js';

/** Returned instead of a value when the body was rejected (the reason is in the issues). */
export const REJECTED: unique symbol = Symbol('rejected body');

/** No body: nothing given, or zero bytes of it. `null` is a JSON value, so it is a body. */
export const isAbsent = (body: unknown): boolean =>
  body === undefined || body === '' || (body instanceof Uint8Array && body.byteLength === 0);

// Fatal: invalid UTF-8 is rejected instead of turning into U+FFFD. The BOM is dropped, as RFC 8259 allows.
let utf8: TextDecoder | undefined;

function parseJson(text: string, location: IssueLocation, issues: Issues): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const detail = error instanceof Error ? error.message.slice(0, 200) : 'invalid';
    issues.error(location, '', `is not valid JSON: ${detail}`, 'json');
    return REJECTED;
  }
}

const tooLarge = (location: IssueLocation, issues: Issues, maxBytes: number) => {
  issues.error(location, '', `is larger than ${maxBytes} bytes`, 'maxBodyBytes');
  return REJECTED;
};

const tooDeep = (location: IssueLocation, issues: Issues) => {
  issues.error(location, '', `is nested deeper than ${MAX_BODY_DEPTH} levels`, 'maxDepth');
  return REJECTED;
};

/**
 * The body as a JSON value, or REJECTED. Text and bytes are bounded before they are parsed: their
 * size is their length (UTF-8 counted when it matters) and one scan of the text bounds their depth,
 * so what JSON.parse returns needs no further walk. A value the caller parsed already can only be
 * measured by walking it: the walk bounds its depth and adds up a lower bound of its JSON size
 * (string and key lengths plus one per value), rejecting it past `maxBytes`; a cyclic value never
 * ends, so it fails the depth bound.
 */
export function readBody(body: unknown, location: IssueLocation, maxBytes: number, issues: Issues): unknown {
  if (typeof body === 'string') {
    // Every UTF-16 unit is at least one UTF-8 byte: longer text is too large whatever it holds.
    if (body.length > maxBytes) return tooLarge(location, issues, maxBytes);
    const scan = scanText(body, MAX_BODY_DEPTH, maxBytes);
    if (scan === SCAN_TOO_LARGE) return tooLarge(location, issues, maxBytes);
    if (scan === SCAN_TOO_DEEP) return tooDeep(location, issues);
    return parseJson(body, location, issues);
  }
  if (body instanceof Uint8Array || body instanceof ArrayBuffer) {
    const bytes = body instanceof Uint8Array ? body : new Uint8Array(body);
    if (bytes.byteLength > maxBytes) return tooLarge(location, issues, maxBytes);
    if (scanBytes(bytes, MAX_BODY_DEPTH) === SCAN_TOO_DEEP) return tooDeep(location, issues);
    let text: string;
    try {
      text = (utf8 ??= new TextDecoder('utf-8', { fatal: true })).decode(bytes);
    } catch {
      issues.error(location, '', 'is not valid UTF-8', 'utf8');
      return REJECTED;
    }
    return parseJson(text, location, issues);
  }
  if (typeof body !== 'object' || body === null) return body;
  const shape = measure(body, maxBytes);
  if (shape === TOO_DEEP) return tooDeep(location, issues);
  if (shape === TOO_LARGE) return tooLarge(location, issues, maxBytes);
  return body;
}

const FITS = 0;
const TOO_DEEP = 1;
const TOO_LARGE = 2;

// The walk's stack, as two parallel arrays reused across calls: validation is synchronous, so one
// stack serves every call, and once grown the walk allocates nothing.
const stackNodes: unknown[] = [];
const stackDepths: number[] = [];
/** Set while a walk runs: still set at the next call means that walk threw, and left references. */
let walking = false;

/** Depth-first over `root`, without recursion, whatever its depth; stops at the first bound crossed. */
function measure(root: object, maxBytes: number): number {
  if (walking) {
    stackNodes.length = 0;
    stackDepths.length = 0;
  }
  walking = true;
  let top = 1;
  let deepest = 0;
  let size = 0;
  let verdict = FITS;
  stackNodes[0] = root;
  stackDepths[0] = 1;
  while (top > 0) {
    top -= 1;
    const node = stackNodes[top] as Record<string, unknown>;
    const depth = stackDepths[top]!;
    stackNodes[top] = undefined;
    if (depth > deepest) {
      deepest = depth;
      if (deepest > MAX_BODY_DEPTH) {
        verdict = TOO_DEEP;
        break;
      }
    }
    if (Array.isArray(node)) {
      const length = node.length;
      // Each element takes a byte at least: a sparse array of a billion holes stops here.
      size += length + 2;
      if (size > maxBytes) {
        verdict = TOO_LARGE;
        break;
      }
      for (let i = 0; i < length; i += 1) {
        const item: unknown = node[i];
        if (typeof item === 'object') {
          if (item !== null) {
            stackNodes[top] = item;
            stackDepths[top] = depth + 1;
            top += 1;
          }
        } else if (typeof item === 'string') size += item.length;
      }
    } else {
      size += 2;
      for (const key in node) {
        const item = node[key];
        size += key.length + 3;
        if (typeof item === 'object') {
          if (item !== null) {
            stackNodes[top] = item;
            stackDepths[top] = depth + 1;
            top += 1;
          }
        } else if (typeof item === 'string') size += item.length;
      }
      if (size > maxBytes) {
        verdict = TOO_LARGE;
        break;
      }
    }
  }
  // Keep no reference to the caller's data past the call.
  for (let i = 0; i < top; i += 1) stackNodes[i] = undefined;
  walking = false;
  return verdict;
}
