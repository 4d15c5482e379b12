// What a JSON value costs the mock, measured once, as it is kept: the length of its JSON (what
// GET /__mock/state writes of it) and an estimate of the memory V8 gives it. The estimate counts
// each node's header and slot, not its text: a payload of 300,000 empty objects is 0.9 MB of JSON
// but 17 MB of memory, and a bound on text alone would let it through twenty times over.
// A value the state shares between records (a trigger's payload, kept once for its activity
// records, jobs, messages and log entry) is measured once; records that hold it count only its JSON.

export interface Size {
  /** Estimated bytes of memory. */
  heap: number;
  /** Characters of its JSON, as JSON.stringify writes it (a `false` one fewer). */
  json: number;
}

export const NO_SIZE: Readonly<Size> = { heap: 0, json: 0 };

// Calibrated on Node 20 (64-bit) against JSON.parse'd values, rounded up: an object takes 56 bytes
// (JSON.parse gives an empty one room for four properties) and a slot per property, or a
// dictionary entry once it has many; its keys are shared between objects (counted once per value
// measured); an array takes 32 bytes and a slot per item; a string 24 bytes and its characters (two
// bytes each once one is past U+00FF); a number that is no small integer a 16-byte box. On payloads
// of strings, numbers, empty and keyed objects, arrays and deep nesting, the estimate came to 1.0 to
// 3.4 times the memory they took.
const OBJECT_HEAP = 56;
const PROPERTY_HEAP = 8;
const DICTIONARY_PROPERTY_HEAP = 32;
/** Past this many properties an object is a hash table (V8's dictionary mode). */
const FAST_PROPERTIES = 32;
const ARRAY_HEAP = 32;
const SLOT_HEAP = 8;
export const STRING_HEAP = 24;
const NUMBER_HEAP = 16;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters JSON.stringify escapes, control characters among them
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: a string with none past U+00FF takes a byte a character
const TWO_BYTE = /[^\u0000-\u00ff]/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: either of the two above: most strings have neither, and one test settles both
const PLAIN_NOT = /["\\\u0000-\u001f\u0100-\uffff]/;

/** A string's memory, as measure() counts it. */
export function stringHeap(text: string): number {
  return STRING_HEAP + (TWO_BYTE.test(text) ? text.length * 2 : text.length);
}

/** A string's JSON length: its characters and quotes, or what JSON.stringify makes of those it escapes. */
function stringJson(text: string): number {
  return NEEDS_ESCAPE.test(text) ? JSON.stringify(text).length : text.length + 2;
}

/** Copies of client data the state shares between records, with their size. */
const sharedValues = new WeakMap<object, Size>();
/** Request values already measured (a trigger's payload, measured when the request is checked against the bounds, then kept). */
const measuredValues = new WeakMap<object, Size>();

/**
 * The size of a JSON value (plain objects, arrays, strings, numbers, booleans, null). A shared value
 * inside it (see keepShared) counts its JSON only: its memory is counted once, where it was kept.
 * Iterative: a request body may nest 128 levels, a fixture more. Without `memory`, for records whose
 * memory is a fixed part, only the JSON is counted (heap 0), as if no character needed escaping: at
 * most what is written, with no character read.
 */
export function measure(root: unknown, memory = true): Size {
  let heap = 0;
  let json = 0;
  const keys = memory ? new Set<string>() : undefined;
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (!memory) json += value.length + 2;
      else if (!PLAIN_NOT.test(value)) {
        heap += STRING_HEAP + value.length;
        json += value.length + 2;
      } else {
        heap += stringHeap(value);
        json += stringJson(value);
      }
    } else if (typeof value === 'number') {
      json += Number.isFinite(value) ? String(value).length : 4;
      if (!Number.isInteger(value) || Math.abs(value) >= 2 ** 30) heap += NUMBER_HEAP;
    } else if (typeof value === 'boolean') {
      // `false` counts as `true` does: a flag a request flips (read, seen, primary) never leaves the count past the JSON.
      json += 4;
    } else if (value === null) {
      json += 4;
    } else if (typeof value === 'object') {
      const shared = value === root ? undefined : sharedValues.get(value);
      if (shared !== undefined) {
        json += shared.json;
      } else if (Array.isArray(value)) {
        heap += ARRAY_HEAP + SLOT_HEAP * value.length;
        json += value.length === 0 ? 2 : value.length + 1;
        for (let i = 0; i < value.length; i += 1) {
          const item: unknown = value[i];
          // As JSON.stringify writes them: null in an array.
          if (item === undefined || typeof item === 'function' || typeof item === 'symbol') json += 4;
          else stack.push(item);
        }
      } else {
        let written = 0;
        const names = Object.keys(value);
        const propertyHeap = names.length > FAST_PROPERTIES ? DICTIONARY_PROPERTY_HEAP : PROPERTY_HEAP;
        heap += OBJECT_HEAP;
        for (const key of names) {
          const item = (value as Record<string, unknown>)[key];
          if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
          written += 1;
          heap += propertyHeap;
          if (keys !== undefined && !keys.has(key)) {
            keys.add(key);
            heap += stringHeap(key);
          }
          json += (memory ? stringJson(key) : key.length + 2) + 1;
          stack.push(item);
        }
        json += written === 0 ? 2 : written + 1;
      }
    }
  }
  return { heap: memory ? heap : 0, json };
}

/** measure(), once per object: a request's values are measured when it is checked, then when they are kept. */
export function sizeOf(value: unknown): Size {
  if (typeof value !== 'object' || value === null) return measure(value);
  let size = measuredValues.get(value) ?? sharedValues.get(value);
  if (size === undefined) {
    size = measure(value);
    measuredValues.set(value, size);
  }
  return size;
}

/** The size of a shared value (its memory and its JSON), or undefined for a value that is not one. */
export function sharedSize(value: unknown): Size | undefined {
  return typeof value === 'object' && value !== null ? sharedValues.get(value) : undefined;
}

/**
 * One copy of client data that records will share and never change (a trigger's payload, kept once
 * for its activity records, jobs, messages and log entry, where each used to take a copy of its
 * own), measured once. Nothing hands it out: answers and snapshots copy or serialize it.
 */
export function keepShared<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  const size = sizeOf(value);
  const copy = structuredClone(value);
  sharedValues.set(copy, size);
  return copy;
}

/** What one property of an object adds to it: its key, its value, and the colon and comma of its JSON. */
export function entrySize(key: string, value: unknown): Size {
  const size = measure(value);
  return { heap: size.heap + PROPERTY_HEAP + stringHeap(key), json: size.json + stringJson(key) + 2 };
}
