// The values a schema comparison probes with: one of each JSON type, examples of each type, and
// sampled values stretched or cut to a length.

/** A value of each JSON type, to probe what a loosened or tightened schema lets through. */
export const PROBES: readonly unknown[] = ['x', '', 'a@example.com', 0, 1, -1, 1.5, 1e9, true, false, null, [], ['x'], {}, { a: 1 }];
export const EXTRA_PROPERTY = 'x-diff-extra';

export const TYPE_EXAMPLES: Record<string, unknown[]> = {
  string: ['x', 'a@example.com'],
  number: [1.5, 2.25],
  integer: [1, 7],
  boolean: [true],
  null: [null],
  array: [[]],
  object: [{}],
};

/** Each drawn string or array of the kind, stretched (its last character, its first item repeated) or cut to `target`. */
export function ofLength(drawn: readonly unknown[], make: 'string' | 'array', target: number): unknown[] {
  return drawn.flatMap((value): unknown[] => {
    if (make === 'string' && typeof value === 'string') {
      const chars = [...value];
      if (chars.length === 0) return ['x'.repeat(target)];
      return [chars.length >= target ? chars.slice(0, target).join('') : value + (chars.at(-1) ?? 'x').repeat(target - chars.length)];
    }
    if (make === 'array' && Array.isArray(value)) {
      if (value.length === 0) return [];
      return [value.length >= target ? value.slice(0, target) : [...value, ...Array.from({ length: target - value.length }, () => value[0])]];
    }
    return [];
  });
}
