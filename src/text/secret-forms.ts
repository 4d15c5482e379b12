// One rule for hiding a secret in printed text, for verify's report and the proxy's log and answers:
// every form a peer may echo it in, replaced by [redacted]. Most forms are runs of the secret's
// characters, each in any of the spellings encoders give it, mixed as they come: as it is,
// percent-encoded (each UTF-8 byte as %XX, in either case, `+` for a space), JSON-escaped (`\"`,
// `\/`, or `\uXXXX` in either case, as .NET's encoder writes `+` and Go's `<`, and as an
// ASCII-only encoder writes every character), or an HTML character reference (`&#65;`, `&#x41;`,
// `&amp;`, PHP's `&#039;`; a numeric one also with leading zeros, up to 7 digits, `&#0000065;`, or
// without its `;`, `&#65`, as HTML parsers read them). Each encoder escapes a set of its own (.NET:
// `+ ' " < > &` and all non-ASCII), so no list of whole-text forms can hold them all: a 40-character
// key has 2^40 mixes of two spellings alone. Beside those runs: base64 and base64url at any
// alignment, also inside a longer encoded text such as a whole `Authorization` header; the hex
// digits of its UTF-8 bytes; its UTF-16 code units read as single bytes (a UTF-16 body decoded as if
// it were not), and those bytes in hex and in base64 (.NET's Encoding.Unicode). The spellings are in
// secret-spellings.ts, the forms of bytes in secret-byte-forms.ts. Base64 also with its `+` and `/`
// percent-encoded, as a URL carries it (its `=` is padding, in no form). Base64 wrapped
// across lines, or another encoding of an encoding (`%252F`, percent-encoded hex), is not matched
// past the point where it leaves every form.
//
// Case does not matter: a peer may print what it was sent in lower case (a media type, a header
// name), and a few letters hidden too many are the safe side. It does not in any spelling: an escape
// spells one case (`\u0073` is `s`, a key's `S` is `\u0053`), so a character's spellings are those
// of each of its cases, and the forms of bytes are those of the secret and of it lower- and
// upper-cased, whose bytes differ (review 22, finding 10).
//
// A form cut short is hidden too, from its first SAFE_SECRET_LENGTH characters on, counted in whole
// spellings (half an escape, `\u00`, tells nothing of the secret; a numeric reference counts as 6
// characters, as `\uXXXX` does, whatever its length: secret-spellings.ts): printed text is often an
// excerpt (a body's first 500 characters, a value quoted up to 120), and an excerpt that ends inside the
// secret would otherwise print its first part. A URL's scheme (`https://`, in any spelling) is no
// part of those characters: every URL starts so, and a secret webhook URL would otherwise hide the
// scheme of every URL in a log.
//
// A secret shorter than SAFE_SECRET_LENGTH characters cannot be hidden safely: its letters also occur
// in unrelated text (a key `k` is in "ApiKey"). Of such a secret only whole occurrences are replaced
// (not preceded or followed by a letter, a digit, `_` or `-`), in any spelling, and its base64, hex
// and UTF-16 forms, too short to tell from other text of their kind, are left alone.
//
// The proxy searches every string of every record it logs, with a matcher made for the secrets of
// that record (an idempotency key is one, its own to each request), so nothing is compiled for a
// secret and nothing backtracks: a text is read once, offset by offset; two tables (the first
// character, then the first two) pass the few offsets where a form can start; there a form's head is
// stepped through with the set of offsets (and counts) its spellings reach, and a head that stands is
// extended over the rest of its form the same way. Patterns of every spelling, compiled for each
// matcher, took from half a millisecond to several for a fresh secret, before they found anything.
// Runtime-neutral (btoa, TextEncoder): verify also runs in browsers.
import { REDACTED } from '../http/secret-headers.js';
import { literalForms } from './secret-byte-forms.js';
import { base64Unit, codeUnitEscapes, inCase, literalUnit, percentOf, spellingsOf, type Unit } from './secret-spellings.js';
import { budgetSpent, foldedAt, headAt, LOWER, matchedLength, startBudget, stepEnds } from './secret-steps.js';

export { REDACTED };
export const SAFE_SECRET_LENGTH = 8;

/**
 * Forms of `secret` a peer may echo, each spelled whole by one encoder, longest first: the texts a
 * matcher is sure to hide whole (it also hides every mix of the spellings of the secret's characters).
 */
export function secretForms(secret: string): string[] {
  const chars = [...secret];
  const spelled = (spell: (char: string) => string): string => chars.map(spell).join('');
  const json = JSON.stringify(secret).slice(1, -1);
  const component = spelled((char) => (/[A-Za-z0-9\-_.!~*'()]/.test(char) ? char : percentOf(char)));
  const forms = new Set<string>([secret, component, json, json.replaceAll('/', '\\/')]);
  forms.add(spelled((char) => (/[A-Za-z0-9\-_.!~*'();,/?:@&=+$#]/.test(char) ? char : percentOf(char))));
  forms.add(component.replace(/%[0-9A-F]{2}/g, (sequence) => sequence.toLowerCase()));
  forms.add(component.replaceAll('%20', '+'));
  // Python's quote() keeps '/', Go's JSON escapes <, > and & (\u003c).
  forms.add(component.replaceAll('%2F', '/'));
  forms.add(json.replace(/[<>&]/g, codeUnitEscapes));
  // .NET's JSON (+ ' " < > & as \u002B), an ASCII-only JSON, every byte percent-encoded, HTML references.
  forms.add(
    spelled((char) =>
      /[^ -~]|[+'"<>&`]/.test(char) ? codeUnitEscapes(char).replace(/[a-f]/g, (digit) => digit.toUpperCase()) : JSON.stringify(char).slice(1, -1),
    ),
  );
  forms.add(spelled(codeUnitEscapes));
  forms.add(spelled(percentOf));
  forms.add(spelled((char) => `&#${char.codePointAt(0)};`));
  forms.add(spelled((char) => `&#x${char.codePointAt(0)?.toString(16)};`));
  // HTML references padded with zeros, or without their `;`, which HTML parsers take too.
  forms.add(spelled((char) => `&#${char.codePointAt(0)?.toString().padStart(4, '0')};`));
  forms.add(spelled((char) => `&#${char.codePointAt(0)}`));
  if (secret.length >= SAFE_SECRET_LENGTH) for (const { text } of literalForms(secret)) forms.add(text);
  // Case does not matter: the escapes and the bytes of the secret lower- and upper-cased are others.
  for (const cased of [inCase(secret, false), inCase(secret, true)]) {
    if (cased === secret) continue;
    const casedChars = [...cased];
    forms.add(cased);
    for (const spell of [codeUnitEscapes, percentOf, (char: string) => `&#${char.codePointAt(0)};`]) forms.add(casedChars.map(spell).join(''));
    if (secret.length >= SAFE_SECRET_LENGTH) for (const { text } of literalForms(cased)) forms.add(text);
  }
  return [...forms].filter((form) => form.length > 0).sort((a, b) => b.length - a.length);
}

/** A URL's scheme at the start of a secret. */
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** Characters that make a short secret's occurrence part of a longer word (it is hidden only whole). */
const WORD_CHARACTER = /[A-Za-z0-9_-]/;

/** `make`, called once, when its value is first needed. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/** A form a match is measured against: how many characters of a text from an offset it covers, 0 where it does not start there. */
interface Form {
  /** Its first two characters' units: where it can start, two characters of text at a time. */
  readonly start: readonly Unit[];
  measure(text: string, at: number): number;
}

/**
 * A form that may be cut short, hidden from its head on. A proxy makes a matcher for each record it
 * logs, and the text rarely holds a secret: the whole form's spellings are made when a head first
 * stands in a text.
 */
class CuttableForm implements Form {
  readonly start: readonly Unit[];
  private wholes: readonly (readonly Unit[])[] | undefined;

  /** `spell`: the whole form's characters; of each form with this head (a secret's and its lower case's hex may share it). */
  constructor(
    private readonly head: readonly Unit[],
    private readonly scheme: number,
    private readonly need: number,
    private readonly spell: () => readonly (readonly Unit[])[],
  ) {
    this.start = head.slice(0, 2);
  }

  measure(text: string, at: number): number {
    if (!headAt(text, at, this.head, this.scheme, this.need)) return 0;
    this.wholes ??= this.spell();
    let length = 0;
    for (const units of this.wholes) length = Math.max(length, matchedLength(text, at, units));
    return length;
  }
}

/** A secret shorter than SAFE_SECRET_LENGTH: only where it stands whole, in any spelling, not inside a word. */
class WholeForm implements Form {
  readonly start: readonly Unit[];

  constructor(private readonly units: readonly Unit[]) {
    this.start = units.slice(0, 2);
  }

  measure(text: string, at: number): number {
    if (at > 0 && WORD_CHARACTER.test(text.charAt(at - 1))) return 0;
    let ends = [at];
    for (const unit of this.units) {
      ends = stepEnds(text, ends, unit);
      if (ends.length === 0) return 0;
    }
    let length = 0;
    for (const end of ends) if (end - at > length && !WORD_CHARACTER.test(text.charAt(end))) length = end - at;
    return length;
  }
}

/** The secrets made ready for hiding: their forms, and where in a text each can start. */
export interface SecretMatcher {
  /** The forms whose head can start where `text` has the characters at `at` and after it; undefined: none. */
  formsAt(text: string, at: number): readonly Form[] | undefined;
}

/** What an ASCII character (lower case) says of the offset it stands at: no form starts there, look at the next character too, or measure. */
const NO_FORM = 0;
const BY_PAIR = 1;
const MEASURE = 2;

/**
 * The forms by the characters of text they can start with. Most offsets of a text start no form:
 * a table of the first character, then of the pair of the first two (16,384 bits), passes one
 * offset in some hundred there, for a few nanoseconds each. A pattern of the heads as they are,
 * compiled for each matcher, took half a millisecond for a fresh secret before it found anything,
 * and a text with `%`, `&` or `\` needed one of every spelling, milliseconds more: the proxy makes a
 * matcher for each record whose idempotency key is its own.
 */
class Matcher implements SecretMatcher {
  /** For each ASCII first character: NO_FORM, BY_PAIR or MEASURE. */
  readonly first = new Uint8Array(128);
  /** Pairs of ASCII characters (lower case) some form starts with, as `first << 7 | second`. */
  readonly pairs = new Uint8Array(128 * 128);
  /** Forms by their first character's lower case (its spellings' first code units). */
  private readonly byLead = new Map<number, Form[]>();

  constructor(forms: readonly Form[]) {
    for (const form of forms) {
      const [first, second] = form.start;
      for (const one of first ?? []) {
        const list = this.byLead.get(one.lead);
        if (list === undefined) this.byLead.set(one.lead, [form]);
        else if (!list.includes(form)) list.push(form);
        if (one.lead >= 0x80) continue;
        const seconds = one.folded.length > 1 ? [one.folded.charCodeAt(1)] : (second ?? []).map((next) => next.lead);
        // A one-character secret, or a second character beyond ASCII: every offset with the first is measured.
        if (seconds.length === 0 || seconds.some((code) => code >= 0x80)) this.first[one.lead] = MEASURE;
        else {
          if (this.first[one.lead] === NO_FORM) this.first[one.lead] = BY_PAIR;
          for (const code of seconds) this.pairs[(one.lead << 7) | code] = 1;
        }
      }
    }
  }

  formsAt(text: string, at: number): readonly Form[] | undefined {
    const code = text.charCodeAt(at);
    if (code >= 0x80) return this.byLead.get(foldedAt(text, at));
    const first = LOWER[code] ?? code;
    const kind = this.first[first];
    if (kind === NO_FORM) return undefined;
    if (kind === BY_PAIR) {
      const next = text.charCodeAt(at + 1);
      // Past the end (NaN): nothing follows. Beyond ASCII: the table cannot say (`İ` lowers to `i`
      // and a combining dot), so the forms are measured.
      if (Number.isNaN(next) || (next < 0x80 && this.pairs[(first << 7) | (LOWER[next] ?? next)] === 0)) return undefined;
    }
    return this.byLead.get(first);
  }
}

/**
 * The literal forms (secret-byte-forms.ts) of `secret`, and of it lower- and upper-cased: a peer may
 * change a key's case before it encodes it, and its bytes are then others. The heads come from the
 * first `head` characters; forms whose heads differ only in case (UTF-16's bytes as they are; the
 * hex of a key whose first characters have one case) are one, measured against each whole form,
 * which is made only when a match first needs it.
 */
function pushLiteralForms(secret: string, head: number, scheme: number, forms: Form[]): void {
  const byHead = new Map<string, (() => string)[]>();
  for (const text of new Set([secret, inCase(secret, false), inCase(secret, true)])) {
    const wholes = once(() => literalForms(text));
    literalForms(text.slice(0, head), scheme).forEach((form, i) => {
      const whole = () => wholes()[i]?.text ?? '';
      const literal = form.text.slice(0, form.scheme + SAFE_SECRET_LENGTH);
      const key = `${form.base64 ? 'base64' : 'bytes'} ${literal.toLowerCase()}`;
      const same = byHead.get(key);
      if (same !== undefined) {
        same.push(whole);
        return;
      }
      const all = [whole];
      byHead.set(key, all);
      // Base64's `+` and `/` also percent-encoded, as a URL carries them; other forms as they are.
      const unitOf = form.base64 ? base64Unit : literalUnit;
      forms.push(
        new CuttableForm(Array.from(literal, unitOf), 0, form.base64 ? SAFE_SECRET_LENGTH : literal.length, () => all.map((one) => Array.from(one(), unitOf))),
      );
    });
  }
}

/** One matcher for every form of every secret; null when there is none to hide. */
export function secretMatcher(secrets: Iterable<string>): SecretMatcher | null {
  const forms: Form[] = [];
  for (const secret of new Set(secrets)) {
    if (secret === '') continue;
    const chars = Array.from(secret);
    if (secret.length < SAFE_SECRET_LENGTH) {
      forms.push(new WholeForm(chars.map(spellingsOf)));
      continue;
    }
    // The head of the spelled form: the scheme in any spelling, then SAFE_SECRET_LENGTH characters;
    // as it is, that is the fewest whole characters that make them.
    const scheme = URL_SCHEME.exec(secret)?.[0].length ?? 0;
    let raw = '';
    for (const char of chars) if (raw.length < scheme + SAFE_SECRET_LENGTH) raw += char;
    const units = chars.map(spellingsOf);
    forms.push(new CuttableForm(units.slice(0, Array.from(raw).length), Array.from(raw.slice(0, scheme)).length, SAFE_SECRET_LENGTH, () => [units]));
    pushLiteralForms(secret, raw.length, scheme, forms);
  }
  if (forms.length === 0) return null;
  return new Matcher(forms);
}

/** The longest form of the matcher's that starts at `at`: how many characters it covers (0: none). */
function longestAt(text: string, at: number, matcher: SecretMatcher): number {
  const forms = matcher.formsAt(text, at);
  let length = 0;
  if (forms !== undefined) for (const form of forms) length = Math.max(length, form.measure(text, at));
  return length;
}

/**
 * `text` with every form of the matcher's secrets, whole or cut short, replaced by [redacted]. Each
 * offset is measured, also inside a form found earlier, and the union of what they cover is hidden:
 * a server that wrote a false start of a form running into the key's first character (a base64
 * head, then the key) had that character taken by the false form, and the rest of the key, which
 * then started no form, printed (review 22b, F1).
 */
export function hideSecrets(text: string, matcher: SecretMatcher | null): string {
  if (matcher === null) return text;
  startBudget(text.length);
  let out = '';
  let kept = 0;
  let start = -1;
  let end = 0;
  for (let at = 0; at < text.length; at += 1) {
    const length = longestAt(text, at, matcher);
    if (budgetSpent()) {
      const from = start >= 0 ? start : at;
      return `${out}${text.slice(kept, from)}[redacted: ${(text.length - from).toLocaleString('en-US')} characters not searched for secrets]`;
    }
    if (length === 0) continue;
    if (at < end) {
      end = Math.max(end, at + length);
      continue;
    }
    if (start >= 0) out += `${text.slice(kept, start)}${REDACTED}`;
    kept = end;
    start = at;
    end = at + length;
  }
  if (start < 0) return text;
  return `${out}${text.slice(kept, start)}${REDACTED}${text.slice(end)}`;
}
