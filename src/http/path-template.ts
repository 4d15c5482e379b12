// Filling a path template ('/v2/topics/{key}') with values: the client's rules, for every part
// that builds a request (the client, verify, the differential test). A value is one segment:
//   - it must be there: undefined, null and '' are missing (an empty segment reaches another route);
//   - it is a string, number or boolean;
//   - '.' and '..' are refused: URL parsing folds them (even as %2E%2E) into the path, which would
//     reach another endpoint, and no encoding survives it (src/http/dot-segment.ts, the router's rule);
//   - a lone surrogate is refused: it has no UTF-8, so no percent-encoding (encodeURIComponent throws);
//   - everything else is percent-encoded with encodeURIComponent, so 'a/b' stays one segment.

import { isDotSegment } from './dot-segment.js';

const PLACEHOLDER = /\{([^{}]+)\}/g;
// With the u flag a pair is one code point outside this range: only a surrogate on its own matches.
const LONE_SURROGATE = /[\ud800-\udfff]/u;

export type FilledPath = { readonly ok: true; readonly path: string } | { readonly ok: false; readonly name: string; readonly problem: string };

/** The segment one value fills, percent-encoded, or the problem with it. */
function segmentOf(value: unknown): { readonly segment: string } | { readonly problem: string } {
  if (value === undefined || value === null || value === '') return { problem: 'is required' };
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    return { problem: `must be a string, got ${Array.isArray(value) ? 'an array' : typeof value}` };
  }
  const text = String(value);
  if (LONE_SURROGATE.test(text)) return { problem: 'cannot hold a lone surrogate (half of a UTF-16 pair): it has no UTF-8, so no percent-encoding' };
  const segment = encodeURIComponent(text);
  // The router's rule, on the segment as it is sent: '%2e' is sent as '%252e', a value like any other.
  if (isDotSegment(segment)) return { problem: `cannot be "${text}": URLs fold it into the path` };
  return { segment };
}

/**
 * A template split at its placeholders, once: [literal, name, literal, …, literal]. The same
 * PLACEHOLDER matches, left to right, as a `replace` over the template would; the values are only
 * ever concatenated, never matched, so the filled path is the same.
 */
const compiled = new Map<string, readonly string[]>();
/** Templates are few (an API's paths); a caller that makes up endless ones only loses the cache. */
const MAX_COMPILED = 512;

function partsOf(template: string): readonly string[] {
  let parts = compiled.get(template);
  if (parts === undefined) {
    const split: string[] = [];
    let last = 0;
    for (const match of template.matchAll(PLACEHOLDER)) {
      split.push(template.slice(last, match.index), match[1] as string);
      last = match.index + match[0].length;
    }
    split.push(template.slice(last));
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    compiled.set(template, split);
    parts = split;
  }
  return parts;
}

/** Every `{name}` of `template` filled from `params`, or the first parameter that cannot fill one. */
export function fillPath(template: string, params: Readonly<Record<string, unknown>> | undefined): FilledPath {
  const parts = partsOf(template);
  let path = parts[0] as string;
  for (let index = 1; index < parts.length; index += 2) {
    const name = parts[index] as string;
    const value = params !== undefined && Object.hasOwn(params, name) ? params[name] : undefined;
    const filled = segmentOf(value);
    if ('problem' in filled) return { ok: false, name, problem: filled.problem };
    path += filled.segment + (parts[index + 1] as string);
  }
  return { ok: true, path };
}

/** fillPath that throws a TypeError naming the parameter and the template (openapi-fetch's `pathSerializer` contract). */
export function serializePath(template: string, params: Readonly<Record<string, unknown>> | undefined): string {
  const filled = fillPath(template, params);
  if (!filled.ok) throw new TypeError(`path parameter "${filled.name}" of ${template} ${filled.problem}`);
  return filled.path;
}
