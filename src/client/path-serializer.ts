// Path parameters always travel as one encoded segment: `a/b` must not add a segment.

const PLACEHOLDER = /\{([^{}]+)\}/g;

/** openapi-fetch `pathSerializer`: fills every `{name}` of the template, or says which one is missing. */
export function serializePath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`path parameter "${name}" of ${template} is required`);
    }
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw new TypeError(`path parameter "${name}" of ${template} must be a string, got ${Array.isArray(value) ? 'an array' : typeof value}`);
    }
    const text = String(value);
    // URL parsing folds `.` and `..` (even as %2E%2E) into the path, which would reach another
    // endpoint; no encoding survives it, so such a value cannot be sent at all.
    if (text === '.' || text === '..') {
      throw new TypeError(`path parameter "${name}" of ${template} cannot be "${text}": URLs fold it into the path`);
    }
    return encodeURIComponent(text);
  });
}
