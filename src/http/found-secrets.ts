// The secrets met while redacting one record (the proxy's log entry or problem, an entry of the
// mock's journal, a body in verify's report), and the scrub that then hides each of them wherever
// else the record quotes it: a problem's detail that quotes a header, a message that repeats a
// password. One rule for which secrets are worth scrubbing, so that the proxy and the mock hide the
// same ones. Runtime-neutral: the mock and verify run in browsers.
import { hideSecrets, REDACTED, type SecretMatcher, secretMatcher } from '../text/secret-forms.js';
import { formatPointer, parsePointer } from './json-pointer.js';
import { setOwn } from './own-property.js';

/** A value found under a guessed secret name (a header parameter, a body property) shorter than this is only masked where it stands: it may be `true` or a count. */
export const GUESSED_SCRUB_MIN_LENGTH = 8;

/** Secrets shorter than this are only masked where they stand, not scrubbed from other text (a port "25" would garble numbers). */
const SCRUB_MIN_LENGTH = 4;

/** Deeper than any body the validator accepts: what lies below is not shown. */
const MAX_DEPTH = 160;

/** Matchers kept for the secret sets met last, and the longest set (in characters) kept. */
const MATCHERS_KEPT = 32;
const MATCHER_KEY_MAX = 4096;
const matchers = new Map<string, SecretMatcher | null>();

/**
 * The matcher of `values`, built once for a set met again: every record of a client carries the same
 * API key, and building its matcher (the forms of each secret and their tables) cost a journal of
 * 1,000 entries more than its reading. A set past MATCHER_KEY_MAX characters is built
 * for its record alone, so that what is kept stays small whatever a client sends.
 */
function matcherOf(values: ReadonlySet<string>): SecretMatcher | null {
  const key = [...values].sort().join('\0');
  if (key.length > MATCHER_KEY_MAX) return secretMatcher(values);
  let matcher = matchers.get(key);
  if (matcher === undefined) {
    matcher = secretMatcher(values);
    if (matchers.size >= MATCHERS_KEPT) matchers.delete(matchers.keys().next().value as string);
  } else matchers.delete(key);
  // Most recently used last: the first key is the one to let go.
  matchers.set(key, matcher);
  return matcher;
}

/**
 * Secrets one record is searched for, at most. Searching costs what the text does times the secrets
 * whose forms can start at an offset, and making the matcher some 90 µs a secret: a body of a
 * thousand secret-named properties cost a proxy 88 ms to make its record's matcher (review 22b, F2).
 * A record with more is not searched: every string of it from SCRUB_MIN_LENGTH characters on is
 * hidden whole, the safe side (a record of a client that writes so many secrets is one to distrust).
 */
export const MAX_SCRUBBED_SECRETS = 64;

/** What a string of a record with more than MAX_SCRUBBED_SECRETS secrets shows. */
export const TOO_MANY_SECRETS = `[redacted: the record holds more than ${MAX_SCRUBBED_SECRETS} secrets, not searched]`;

/** The secrets met while redacting one record. */
export class Secrets {
  private readonly values = new Set<string>();
  private matcher: SecretMatcher | null | undefined;
  /** More secrets than MAX_SCRUBBED_SECRETS were met: the record's strings are hidden whole. */
  private overflow = false;

  add(value: string): void {
    if (value.length < SCRUB_MIN_LENGTH || this.values.has(value)) return;
    if (this.values.size >= MAX_SCRUBBED_SECRETS) {
      this.overflow = true;
      return;
    }
    this.values.add(value);
    this.matcher = undefined;
  }

  /** A secret found by its name's look alone: kept for the scrub only when long enough to be a key. */
  readonly addGuessed = (value: string): void => {
    if (value.length >= GUESSED_SCRUB_MIN_LENGTH) this.add(value);
  };

  /** The `onSecret` of a body redaction (redactBodySecrets): a listed credential always, a guessed one as addGuessed takes it. */
  readonly addBodySecret = (value: string, kind: 'listed' | 'guessed'): void => {
    if (kind === 'listed') this.add(value);
    else this.addGuessed(value);
  };

  get size(): number {
    return this.values.size;
  }

  /** A JSON Pointer with each token that is a secret (as it stood) masked; other tokens, and parts of tokens, kept. */
  scrubPointer(pointer: string): string {
    const tokens = parsePointer(pointer);
    if (tokens === undefined) return this.scrub(pointer);
    return tokens.some((token) => this.values.has(token)) ? formatPointer(tokens.map((token) => (this.values.has(token) ? REDACTED : token))) : pointer;
  }

  /** `text` with every secret, whole or cut short, replaced by [redacted]: one matcher for every encoded form of all of them (src/text/secret-forms.ts), built once per new secret. */
  scrub(text: string): string {
    return this.overflow ? (text.length < SCRUB_MIN_LENGTH ? text : TOO_MANY_SECRETS) : this.scrubName(text);
  }

  /** A property name, as scrub() shows it but searched for the secrets kept also past the bound: names must stay apart. */
  scrubName(name: string): string {
    if (this.matcher === undefined) this.matcher = matcherOf(this.values);
    return hideSecrets(name, this.matcher);
  }
}

/** A copy of `value` where no string (key or value) contains any of the secrets; a `pointer` property's tokens are masked only where one is a secret. */
export function scrubSecrets<T>(value: T, secrets: Secrets): T {
  if (secrets.size === 0) return value;
  const walk = (node: unknown, depth: number): unknown => {
    if (typeof node === 'string') return secrets.scrub(node);
    if (typeof node !== 'object' || node === null) return node;
    if (depth > MAX_DEPTH) return REDACTED;
    if (Array.isArray(node)) return node.map((item) => walk(item, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(node)) {
      setOwn(out, secrets.scrubName(key), key === 'pointer' && typeof item === 'string' ? secrets.scrubPointer(item) : walk(item, depth + 1));
    }
    return out;
  };
  return walk(value, 0) as T;
}
