// What a comparison of two schemas finds, before a witness decides its level.

/** The value is left out (a property, a parameter): a witness that sends nothing there. */
export const ABSENT: unique symbol = Symbol('absent');

/**
 * 'narrow': NEW accepts less than OLD; 'widen': more; 'both': either may hold (a changed pattern),
 * and the witness search tells which.
 */
export type Direction = 'narrow' | 'widen' | 'both';

export interface Finding {
  /** The change, as the end of a rule id: 'max-decreased', 'enum-value-removed'. */
  change: string;
  direction: Direction;
  /** Where in the value (body, parameter) it applies; a number is an array's item. */
  path: (string | number)[];
  /** Values to try at `path` (ABSENT: leave it out), each checked before it is reported. */
  candidates: () => unknown[];
  message: string;
  /** In NEW, or in OLD for what NEW no longer has. */
  location: { in: 'old' | 'new'; pointer: string };
  /** Descriptions, examples and their like: reported apart, no witness. */
  annotation?: boolean;
  /** A change no validator sees (usage-keywords.ts): its level is its rule's, no witness is searched. */
  level?: 'review' | 'non-breaking' | 'annotation';
}

export const describePath = (path: readonly (string | number)[]): string =>
  path.length === 0
    ? ''
    : path
        .map((step) => (typeof step === 'number' ? '[]' : `.${step}`))
        .join('')
        .replace(/^\./, '');
