// The API key never leaves verify in anything it prints, whatever the server echoes back: the rule
// (every encoded form, and whole occurrences only for a key too short to hide safely) is
// src/text/secret-forms.ts, which the proxy's log uses too.
import { hideSecrets, REDACTED, SAFE_SECRET_LENGTH, secretForms, secretMatcher } from '../text/secret-forms.js';

export { REDACTED };
export const SAFE_KEY_LENGTH = SAFE_SECRET_LENGTH;

/** Every form of the key a server may echo, longest first. */
export const keyForms = secretForms;

export interface Redactor {
  (text: string): string;
  /** The key is too short to be redacted everywhere it may hide (see src/text/secret-forms.ts). */
  readonly weak: boolean;
}

/** A function that replaces every form of `key` in a text, whole or cut short, by [redacted]. */
export function redactor(key: string): Redactor {
  const matcher = secretMatcher([key]);
  const redact = (text: string) => hideSecrets(text, matcher);
  return Object.assign(redact, { weak: key.length < SAFE_KEY_LENGTH });
}
