// A number's upper or lower bound in a schema: `maximum` and `exclusiveMaximum` (or `minimum` and
// `exclusiveMinimum`) read as one bound, the tighter of the two, so that `maximum: 100` →
// `exclusiveMaximum: 100` is a narrowing that refuses 100; and the values to probe between two bounds.
import type { Schema } from './normalize.js';

export interface NumericBound {
  /** The keyword that sets it (the tighter of the pair); undefined: no bound. */
  keyword: 'maximum' | 'exclusiveMaximum' | 'minimum' | 'exclusiveMinimum' | undefined;
  /** What it is compared by: for whole numbers, the last one it lets through. */
  value: number;
  exclusive: boolean;
  /** Its number as written. */
  written: number | undefined;
}

/** The bound of `schema` on one side; `wholeOnly`: both versions take whole numbers only, so `maximum: 99` is `exclusiveMaximum: 100`. */
export function numericBound(schema: Schema, upper: boolean, wholeOnly: boolean): NumericBound {
  const [inclusive, exclusive] = upper ? (['maximum', 'exclusiveMaximum'] as const) : (['minimum', 'exclusiveMinimum'] as const);
  const found = [
    ...(typeof schema[inclusive] === 'number' ? [{ keyword: inclusive, value: schema[inclusive] as number, exclusive: false }] : []),
    ...(typeof schema[exclusive] === 'number' ? [{ keyword: exclusive, value: schema[exclusive] as number, exclusive: true }] : []),
  ];
  // The tighter one; at one value, the exclusive one.
  const bound = found.reduce<(typeof found)[number] | undefined>((best, one) => {
    if (best === undefined) return one;
    if (one.value !== best.value) return (upper ? one.value < best.value : one.value > best.value) ? one : best;
    return one.exclusive ? one : best;
  }, undefined);
  if (bound === undefined) return { keyword: undefined, value: upper ? Infinity : -Infinity, exclusive: false, written: undefined };
  if (!wholeOnly) return { ...bound, written: bound.value };
  const last = bound.exclusive && Number.isInteger(bound.value) ? bound.value + (upper ? -1 : 1) : upper ? Math.floor(bound.value) : Math.ceil(bound.value);
  return { keyword: bound.keyword, value: last, exclusive: false, written: bound.value };
}

/** Whether NEW's bound accepts less than OLD's (undefined: the same bound). */
export function tightened(before: NumericBound, after: NumericBound, upper: boolean): boolean | undefined {
  if (before.value === after.value) return before.exclusive === after.exclusive ? undefined : after.exclusive;
  return upper ? after.value < before.value : after.value > before.value;
}

/** `maximum 100 → 50`, `maximum 100 → none`, `maximum 100 → exclusiveMaximum 100`. */
export function describeBounds(before: NumericBound, after: NumericBound, fallback: string): string {
  const number = (bound: NumericBound) => (bound.written === undefined ? 'none' : String(bound.written));
  if (before.keyword === undefined || after.keyword === undefined || before.keyword === after.keyword)
    return `${after.keyword ?? before.keyword ?? fallback} ${number(before)} → ${number(after)}`;
  return `${before.keyword} ${number(before)} → ${after.keyword} ${number(after)}`;
}

/** Values to probe between two bounds, the bounds themselves included (upper: above the lower one; lower: below the higher one). */
export function between(a: number, b: number, upper: boolean, integer: boolean): number[] {
  const step = integer ? 1 : 0.5;
  const values = new Set<number>();
  const [lo, hi] = a <= b ? [a, b] : [b, a];
  for (const value of upper
    ? [lo + 1, lo + step, lo + (Number.isFinite(hi) ? (hi - lo) / 2 : 1), hi, lo]
    : [hi - 1, hi - step, hi - (Number.isFinite(lo) ? (hi - lo) / 2 : 1), lo, hi]) {
    if (Number.isFinite(value)) values.add(integer ? Math.round(value) : value);
  }
  return [...values];
}
