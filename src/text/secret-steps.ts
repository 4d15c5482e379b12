// Stepping through a text's characters with the spellings of a secret's (secret-spellings.ts), for
// the matcher (secret-forms.ts): where a form's head stands, how far its form reaches. No pattern is
// compiled and nothing backtracks: each step keeps the few offsets its spellings reach. Each
// comparison is counted against a budget that hideSecrets sets for the text it reads.
import type { Spelling, Unit } from './secret-spellings.js';

/** The lower case of each ASCII code unit. */
export const LOWER = Uint8Array.from({ length: 128 }, (_, code) => (code >= 65 && code <= 90 ? code + 32 : code));

/** The lower case of the character at `at`, as a code unit (NaN past the end): what a spelling's `lead` is compared with. */
export function foldedAt(text: string, at: number): number {
  const code = text.charCodeAt(at);
  if (code < 0x80) return code >= 65 && code <= 90 ? code + 32 : code;
  return text.charAt(at).toLowerCase().charCodeAt(0);
}

/**
 * Spellings hideSecrets may still compare in the text it reads: each comparison costs a few
 * nanoseconds, and a text of near misses (`&#&#…`) passes the tables at every other offset, where
 * each secret's forms are compared, so that a record with a thousand secret-named properties cost a
 * proxy 33 s on one body of 64 KiB (review 22b, F2). Past the budget the rest is not searched, and
 * not shown either: the safe side.
 */
let comparisonsLeft = 0;
/** Comparisons a text may cost per character, and at least: far more than a text with secrets and near misses of a few of them needs. */
const COMPARISONS_PER_CHARACTER = 64;
const COMPARISONS_FLOOR = 8192;

/** Whether `one` is spelled in `text` at `at`, in any case (`lead`: the lower case of the character there). */
export const spelledAt = (text: string, at: number, lead: number, one: Spelling): boolean => {
  comparisonsLeft -= 1;
  if (one.lead !== lead) return false;
  const { text: spelled, folded } = one;
  if (spelled.length !== folded.length || at + spelled.length > text.length) return text.slice(at, at + spelled.length).toLowerCase() === folded;
  // Character by character, ASCII lowered by table: no string is made for a comparison that fails
  // (most of them, at the second or third character).
  for (let i = 1; i < folded.length; i += 1) {
    const code = text.charCodeAt(at + i);
    if (code >= 0x80) return text.slice(at, at + spelled.length).toLowerCase() === folded;
    if ((LOWER[code] ?? code) !== folded.charCodeAt(i)) return false;
  }
  return true;
};

const NONE: readonly Spelling[] = [];
const byLead = new WeakMap<Unit, Map<number, Spelling[]>>();

/**
 * The spellings of `unit` that start with `lead` (lower case): a letter has some fifty spellings and
 * a text's character starts a few of them, so that a step compares those few, whatever the rest.
 * Kept per unit; a character's unit is made once (secret-spellings.ts), so most are indexed once.
 */
export function spellingsLed(unit: Unit, lead: number): readonly Spelling[] {
  if (unit.length <= 2) return unit;
  let index = byLead.get(unit);
  if (index === undefined) {
    index = new Map();
    for (const one of unit) {
      const same = index.get(one.lead);
      if (same === undefined) index.set(one.lead, [one]);
      else same.push(one);
    }
    byLead.set(unit, index);
  }
  return index.get(lead) ?? NONE;
}

/** Most (offset, count) pairs a head's step can reach: far more than spellings of differing lengths give. */
const MAX_PAIRS = 256;
// Two buffers for the pairs, swapped at each step: a head is tried at most offsets of a text, and
// arrays made for each try were most of the matcher's time in the garbage collector.
let ends = new Int32Array(MAX_PAIRS);
let counts = new Int32Array(MAX_PAIRS);
let nextEnds = new Int32Array(MAX_PAIRS);
let nextCounts = new Int32Array(MAX_PAIRS);

/**
 * Whether the head of a form starts at `at`: its first `scheme` characters in any spelling, then
 * whole spellings of the next ones that count `need` characters or more. Stepped through with the
 * set of (offset, count) pairs the spellings reach, a few at most: no pattern to compile for each
 * secret (a fresh secret's pattern of some thousand characters took milliseconds to compile, for
 * every record with an idempotency key of its own), and nothing to backtrack over.
 */
export function headAt(text: string, at: number, units: readonly Unit[], scheme: number, need: number): boolean {
  ends[0] = at;
  counts[0] = 0;
  let size = 1;
  for (let i = 0; i < units.length; i += 1) {
    const unit = units[i] ?? [];
    let nextSize = 0;
    for (let k = 0; k < size; k += 1) {
      const end = ends[k] ?? 0;
      const lead = foldedAt(text, end);
      for (const one of spellingsLed(unit, lead)) {
        if (!spelledAt(text, end, lead, one)) continue;
        const count = i < scheme ? 0 : (counts[k] ?? 0) + one.counts;
        if (count >= need) return true;
        const to = end + one.text.length;
        let known = false;
        for (let j = 0; j < nextSize && !known; j += 1) known = nextEnds[j] === to && nextCounts[j] === count;
        if (!known && nextSize < MAX_PAIRS) {
          nextEnds[nextSize] = to;
          nextCounts[nextSize] = count;
          nextSize += 1;
        }
      }
    }
    if (nextSize === 0) return false;
    [ends, nextEnds] = [nextEnds, ends];
    [counts, nextCounts] = [nextCounts, counts];
    size = nextSize;
  }
  return false;
}

/** The offsets that one more character, spelled any way `unit` allows, reaches from each of `ends`. */
export function stepEnds(text: string, ends: readonly number[], unit: Unit): number[] {
  const next: number[] = [];
  for (const end of ends) {
    const lead = foldedAt(text, end);
    for (const one of spellingsLed(unit, lead)) {
      const to = end + one.text.length;
      if (!next.includes(to) && spelledAt(text, end, lead, one)) next.push(to);
    }
  }
  return next;
}

/** How many characters of `text` from `at` spell a beginning of the form made of `units`: the furthest any mix of spellings reaches. */
export function matchedLength(text: string, at: number, units: readonly Unit[]): number {
  let ends = [at];
  let furthest = at;
  for (const unit of units) {
    const next = stepEnds(text, ends, unit);
    if (next.length === 0) break;
    ends = next;
    for (const end of next) if (end > furthest) furthest = end;
  }
  return furthest - at;
}

/** Sets the comparisons a text of `length` characters may cost. */
export function startBudget(length: number): void {
  comparisonsLeft = COMPARISONS_PER_CHARACTER * length + COMPARISONS_FLOOR;
}

/** True once the text's comparisons are spent: the rest of it is not searched. */
export const budgetSpent = (): boolean => comparisonsLeft < 0;
