// The one test for "a JSON object": not null, not an array.

/** True for an object that is neither null nor an array (a parsed JSON object, for instance). */
export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
