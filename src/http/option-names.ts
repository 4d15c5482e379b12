// One rule for an options object given to any public function: a name the function does not know is
// refused, naming it and the known name it most likely meant. Ignored, a misspelt option left its
// default in force without a word: `startValidatingProxy({ mod: 'enforce' })` ran in report mode
// (review 20 F3). The mock and the client refused one each in their own words; this is both.
import { jsonQuoted } from '../text/printable.js';

/** The distance of two short words in edits (insert, delete, substitute, swap of neighbours). */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i]!;
      const above = rows[i - 1]!;
      row[j] = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The known name a mistyped one most likely meant (as git and npm suggest), if any is close: the same
 * but for case, one that starts with what was typed (3 characters or more), one that what was typed
 * starts with (`--output` for `--out`), or one at most 2 edits away (1 for a name of up to 5
 * characters, where 2 edits make most words of the list alike).
 * The CLI's commands and options and every options object.
 */
export function closestName(typed: string, names: readonly string[]): string | undefined {
  const lower = typed.toLowerCase();
  // Past this length no name of this package is close: the distance would be computed for nothing.
  if (lower.length > 64) return undefined;
  let best: { name: string; distance: number } | undefined;
  for (const name of names) {
    const known = name.toLowerCase();
    const distance = known.startsWith(lower) && lower.length >= 3 ? 0 : lower.startsWith(known) && known.length >= 3 ? 1 : editDistance(lower, known);
    if (distance <= Math.min(2, Math.max(1, Math.floor(name.length / 3))) && (best === undefined || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

/** The names a function takes, for its refusal's message and a quick look-up. */
export interface KnownOptions {
  /** The function, as the message begins: `startValidatingProxy`. */
  readonly caller: string;
  readonly names: readonly string[];
  readonly set: ReadonlySet<string>;
}

type Missing<T, N extends readonly string[]> = Exclude<keyof T & string, N[number]>;

/**
 * The names of `T`'s options, held by the compiler to be all of them and no other: a name added to
 * the interface and not here would be refused at run time.
 */
export const knownOptions =
  <T extends object>(caller: string) =>
  <const N extends readonly (keyof T & string)[]>(names: N & ([Missing<T, N>] extends [never] ? unknown : { missing: Missing<T, N> })): KnownOptions => ({
    caller,
    names,
    set: new Set(names),
  });

/** The same names, for another function that takes them (`checkTraffic` and `new TrafficChecker`). */
export const renamed = (known: KnownOptions, caller: string): KnownOptions => ({ ...known, caller });

/** One more name, for a function whose options extend another's (`startValidatingProxy`'s `port`). */
export const extended = (known: KnownOptions, caller: string, more: readonly string[]): KnownOptions => {
  const names = [...known.names, ...more];
  return { caller, names, set: new Set(names) };
};

const MAX_NAMED = 5;

/**
 * Why `options` cannot be taken, or undefined: the names it holds that `known` does not (its own
 * enumerable string keys, whatever their value: `{ mod: undefined }` is a misspelling too). Not an
 * object at all is left to the caller, whose default or TypeError it already has.
 */
export function unknownOptionProblem(options: unknown, known: KnownOptions): string | undefined {
  if (typeof options !== 'object' || options === null) return undefined;
  let unknown: string[] | undefined;
  // for…in over a small object walks V8's enum cache without building an array: this runs on
  // validateRequest's path when a caller builds a fresh options object per exchange.
  for (const name in options) {
    if (known.set.has(name) || !Object.hasOwn(options, name)) continue;
    unknown ??= [];
    unknown.push(name);
  }
  if (unknown === undefined) return undefined;
  const named = unknown.slice(0, MAX_NAMED).map((name) => {
    const meant = closestName(name, known.names);
    return `${jsonQuoted(name.slice(0, 60))}${meant === undefined ? '' : ` (did you mean ${jsonQuoted(meant)}?)`}`;
  });
  const more = unknown.length > MAX_NAMED ? ` and ${unknown.length - MAX_NAMED} more` : '';
  return `${known.caller}: unknown option${unknown.length === 1 ? '' : 's'} ${named.join(', ')}${more}; the options are ${known.names.join(', ')}`;
}

/** Throws unknownOptionProblem's TypeError, before the function does anything with its options. */
export function checkOptionNames(options: unknown, known: KnownOptions): void {
  const problem = unknownOptionProblem(options, known);
  if (problem !== undefined) throw new TypeError(problem);
}
