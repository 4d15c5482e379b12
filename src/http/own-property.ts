// A copy of a parsed body keeps every key JSON.parse gave it an own property for. An assignment
// `out['__proto__'] = value` does not make one: it sets the copy's prototype, and the key, with its
// data, is gone from what JSON.stringify prints.

/** Sets `key` of `out` as an own, enumerable property, `__proto__` included. */
export function setOwn(out: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  else out[key] = value;
}
