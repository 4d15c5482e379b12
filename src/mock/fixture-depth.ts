// How deep a fixture (a state) may nest. Its records hold what API bodies held, and an API body
// nests at most MAX_BODY_DEPTH levels (the validator refuses deeper ones), so a state deeper than
// that plus its own structure holds a value the API could not have sent. Such a state made the
// mock's answers break the contract (the validator refuses a response that deep), and a state some
// thousands of levels deep overflowed the stack of the fixture's validator: a 500, not a 400.
import { escapePointerToken } from '../http/json-pointer.js';
import { MAX_BODY_DEPTH } from '../validator/index.js';

/** The fixture format's own levels above a record's fields (environments, records, their lists), with room to spare. */
const FIXTURE_LEVELS = 16;

/** The deepest a state may nest: arrays and objects, the outermost counted as one. */
export const STATE_MAX_DEPTH = MAX_BODY_DEPTH + FIXTURE_LEVELS;

/**
 * The JSON pointer of the first array or object of `value` nested deeper than `maxDepth`, or
 * undefined when none is. Iterative, so that no depth (or cycle: one is unbounded nesting) overflows
 * the stack; it stops at the first such value.
 */
export function tooDeepAt(value: unknown, maxDepth = STATE_MAX_DEPTH): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  // One frame per open container: its keys, or its length, and the next child to visit.
  const containers: object[] = [value];
  const keys: (string[] | undefined)[] = [Array.isArray(value) ? undefined : Object.keys(value)];
  const next: number[] = [0];
  while (containers.length > 0) {
    const top = containers.length - 1;
    const container = containers[top]!;
    const names = keys[top];
    const index = next[top]!;
    const size = names === undefined ? (container as unknown[]).length : names.length;
    if (index >= size) {
      containers.pop();
      keys.pop();
      next.pop();
      continue;
    }
    next[top] = index + 1;
    const child = names === undefined ? (container as unknown[])[index] : (container as Record<string, unknown>)[names[index]!];
    if (typeof child !== 'object' || child === null) continue;
    if (containers.length >= maxDepth) return pointerOf(keys, next);
    containers.push(child);
    keys.push(Array.isArray(child) ? undefined : Object.keys(child));
    next.push(0);
  }
  return undefined;
}

/** The pointer of the child being visited in each open container (its index is one less than `next`). */
function pointerOf(keys: readonly (string[] | undefined)[], next: readonly number[]): string {
  let pointer = '';
  for (let level = 0; level < next.length; level += 1) {
    const index = next[level]! - 1;
    const names = keys[level];
    const token = names === undefined ? String(index) : names[index]!;
    pointer += `/${escapePointerToken(token)}`;
  }
  return pointer;
}
