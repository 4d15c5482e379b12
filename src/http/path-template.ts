// Filling a path template ('/v2/topics/{key}') with values: the client's rules, for every part
// that builds a request (the client, verify, the differential test). A value is one segment:
//   - it must be there: undefined, null and '' are missing (an empty segment reaches another route);
//   - it is a string, number or boolean;
//   - '.' and '..' are refused: URL parsing folds them (even as %2E%2E) into the path, which would
//     reach another endpoint, and no encoding survives it;
//   - everything else is percent-encoded with encodeURIComponent, so 'a/b' stays one segment.

const PLACEHOLDER = /\{([^{}]+)\}/g;

export type FilledPath = { readonly ok: true; readonly path: string } | { readonly ok: false; readonly name: string; readonly problem: string };

/** The problem with one value, or undefined when it can fill a segment. */
function problemOf(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return 'is required';
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    return `must be a string, got ${Array.isArray(value) ? 'an array' : typeof value}`;
  }
  const text = String(value);
  if (text === '.' || text === '..') return `cannot be "${text}": URLs fold it into the path`;
  return undefined;
}

/** Every `{name}` of `template` filled from `params`, or the first parameter that cannot fill one. */
export function fillPath(template: string, params: Readonly<Record<string, unknown>> | undefined): FilledPath {
  let failed: { name: string; problem: string } | undefined;
  const path = template.replace(PLACEHOLDER, (whole, name: string) => {
    if (failed !== undefined) return whole;
    const value = params !== undefined && Object.hasOwn(params, name) ? params[name] : undefined;
    const problem = problemOf(value);
    if (problem !== undefined) {
      failed = { name, problem };
      return whole;
    }
    return encodeURIComponent(String(value));
  });
  return failed === undefined ? { ok: true, path } : { ok: false, name: failed.name, problem: failed.problem };
}

/** fillPath that throws a TypeError naming the parameter and the template (openapi-fetch's `pathSerializer` contract). */
export function serializePath(template: string, params: Readonly<Record<string, unknown>> | undefined): string {
  const filled = fillPath(template, params);
  if (!filled.ok) throw new TypeError(`path parameter "${filled.name}" of ${template} ${filled.problem}`);
  return filled.path;
}
