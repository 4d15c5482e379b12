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
// The proxy searches every string of every record it logs, so no pattern has a quantifier: a form's
// head is a tree of spellings whose size depends on SAFE_SECRET_LENGTH alone (a leading zero or an
// optional `;` is an empty alternative, `(?:;|)`, a finite choice), a text with none of
// the characters that start a spelling (most of a log) is searched with the forms as they are, and a
// match is extended over the rest of its form by stepping through its characters with the set of
// offsets their spellings reach, never by backtracking.
// Runtime-neutral (btoa, TextEncoder): verify also runs in browsers.
import { REDACTED } from '../http/secret-headers.js';
import { literalForms } from './secret-byte-forms.js';
import {
  anyOf,
  base64Unit,
  codeUnitEscapes,
  escapeRegExp,
  inCase,
  percentOf,
  SPELLING_STARTS,
  type Spelling,
  spelling,
  spellingsOf,
  type Unit,
} from './secret-spellings.js';

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

/** A character's spellings as patterns, one for each number of characters they count for in a head. */
function byLength(unit: Unit): [number, string][] {
  const groups = new Map<number, Spelling[]>();
  for (const one of unit) {
    const group = groups.get(one.counts);
    if (group === undefined) groups.set(one.counts, [one]);
    else group.push(one);
  }
  return Array.from(groups, ([length, spellings]) => [length, anyOf(spellings)]);
}

/**
 * The pattern of every spelling of the characters from `at` on that makes at least `need`
 * characters of text with whole characters, and no character more: a tree that branches on the
 * length of each character's spelling, so that its size depends on SAFE_SECRET_LENGTH, not on the
 * secret's length, and it has no quantifier to backtrack over.
 */
function headFrom(units: readonly [number, string][][], at: number, need: number, made = new Map<number, string>()): string {
  const unit = units[at];
  if (unit === undefined || need <= 0) return '';
  const key = at * (SAFE_SECRET_LENGTH + 1) + need;
  let source = made.get(key);
  if (source === undefined) {
    const branches = unit.map(([length, pattern]) => pattern + (length >= need ? '' : headFrom(units, at + 1, need - length, made)));
    source = branches.length === 1 ? (branches[0] ?? '') : `(?:${branches.join('|')})`;
    made.set(key, source);
  }
  return source;
}

/** How many characters of `text` from `at` spell a beginning of the form made of `units`: the furthest any mix of spellings reaches. */
function matchedLength(text: string, at: number, units: readonly Unit[]): number {
  let ends = [at];
  let furthest = at;
  for (const unit of units) {
    const next: number[] = [];
    for (const end of ends) {
      // A letter has some fifty spellings: the text is lowered only for those that start as it does.
      const lead = text.charAt(end).toLowerCase().charCodeAt(0);
      for (const { text: spelled, folded } of unit) {
        const to = end + spelled.length;
        if (next.includes(to) || folded.charCodeAt(0) !== lead) continue;
        if (text.startsWith(spelled, end) || text.slice(end, to).toLowerCase() === folded) next.push(to);
      }
    }
    if (next.length === 0) break;
    ends = next;
    furthest = Math.max(furthest, ...next);
  }
  return furthest - at;
}

/** `make`, called once, when its value is first needed. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/**
 * A form that may be cut short. A proxy compiles a matcher for each exchange it logs, and the text
 * rarely holds a secret: the head's own pattern and the spellings of every character are made when
 * a match first needs them.
 */
class CuttableForm {
  private head: RegExp | undefined;
  private wholes: readonly (readonly Unit[])[] | undefined;

  /** `spell`: the whole form's characters; of each form with this head (a secret's and its lower case's hex may share it). */
  constructor(
    private readonly source: () => string,
    private readonly spell: () => readonly (readonly Unit[])[],
  ) {}

  /** How many characters of `text` from `at` the form covers; 0 where its head does not start there. */
  measure(text: string, at: number): number {
    this.head ??= new RegExp(this.source(), 'iy');
    this.head.lastIndex = at;
    if (!this.head.test(text)) return 0;
    this.wholes ??= this.spell();
    let length = 0;
    for (const units of this.wholes) length = Math.max(length, matchedLength(text, at, units));
    return length;
  }
}

/** The secrets compiled for hiding: patterns that find each form, whole or from its head on, and the forms a match is measured against. */
export interface SecretMatcher {
  /** Every form in every spelling. */
  readonly pattern: RegExp;
  /** The forms a text with none of SPELLING_STARTS can hold (most of a log): much cheaper to search. */
  readonly plain: RegExp;
  /** Each form that may be cut short: how many characters of a text from an offset it covers, 0 where its head does not start there. */
  readonly cuttable: readonly { measure(text: string, at: number): number }[];
}

/** One form's pattern as it is and in every spelling (a tree of some thousand characters, made when first needed). */
interface Alternative {
  readonly length: number;
  /** Undefined for a form that holds a NUL, which only a text with one can. */
  readonly plain: string | undefined;
  readonly spelled: () => string;
}

const joined = (sources: readonly (string | undefined)[]): RegExp => new RegExp([...new Set(sources.filter((source) => source !== undefined))].join('|'), 'gi');

class Matcher implements SecretMatcher {
  readonly plain: RegExp;
  private spelled: RegExp | undefined;

  constructor(
    private readonly alternatives: readonly Alternative[],
    readonly cuttable: readonly CuttableForm[],
  ) {
    this.plain = joined(alternatives.map((alternative) => alternative.plain));
  }

  get pattern(): RegExp {
    this.spelled ??= joined(this.alternatives.map((alternative) => alternative.spelled()));
    return this.spelled;
  }
}

/**
 * The literal forms (secret-byte-forms.ts) of `secret`, and of it lower- and upper-cased: a peer may
 * change a key's case before it encodes it, and its bytes are then others. The heads come from the
 * first `head` characters; forms whose heads differ only in case (UTF-16's bytes as they are; the
 * hex of a key whose first characters have one case) are one, measured against each whole form,
 * which is made only when a match first needs it.
 */
function pushLiteralForms(secret: string, head: number, scheme: number, alternatives: Alternative[], cuttable: CuttableForm[]): void {
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
      const plain = escapeRegExp(literal);
      if (form.base64) {
        // Its head made as the spelled form's; a text without '%' can only hold it as it is (`plain`).
        const spelled = once(() =>
          headFrom(
            Array.from(literal, (char) => byLength(base64Unit(char))),
            0,
            SAFE_SECRET_LENGTH,
          ),
        );
        alternatives.push({ length: secret.length, plain, spelled });
        cuttable.push(new CuttableForm(spelled, () => all.map((one) => Array.from(one(), base64Unit))));
        return;
      }
      alternatives.push({ length: secret.length, plain: plain.includes('\0') ? undefined : plain, spelled: () => plain });
      cuttable.push(
        new CuttableForm(
          () => plain,
          () => all.map((one) => Array.from(one(), (char) => [spelling(char)])),
        ),
      );
    });
  }
}

/** One matcher for every form of every secret; null when there is none to hide. */
export function secretMatcher(secrets: Iterable<string>): SecretMatcher | null {
  const alternatives: Alternative[] = [];
  const cuttable: CuttableForm[] = [];
  for (const secret of new Set(secrets)) {
    if (secret === '') continue;
    const chars = Array.from(secret);
    if (secret.length < SAFE_SECRET_LENGTH) {
      const whole = (source: string) => `(?<![A-Za-z0-9_-])${source}(?![A-Za-z0-9_-])`;
      const spelled = () => whole(chars.map((char) => anyOf(spellingsOf(char))).join(''));
      alternatives.push({ length: secret.length, plain: whole(escapeRegExp(secret)), spelled });
      continue;
    }
    // The head of the spelled form: the scheme in any spelling, then SAFE_SECRET_LENGTH characters;
    // as it is, that is the fewest whole characters that make them.
    const scheme = URL_SCHEME.exec(secret)?.[0].length ?? 0;
    let raw = '';
    for (const char of chars) if (raw.length < scheme + SAFE_SECRET_LENGTH) raw += char;
    const spelled = once(() => {
      const head = Array.from(raw, spellingsOf);
      return head.slice(0, scheme).map(anyOf).join('') + headFrom(head.slice(scheme).map(byLength), 0, SAFE_SECRET_LENGTH);
    });
    alternatives.push({ length: secret.length, plain: escapeRegExp(raw), spelled });
    cuttable.push(new CuttableForm(spelled, () => [chars.map(spellingsOf)]));
    pushLiteralForms(secret, raw.length, scheme, alternatives, cuttable);
  }
  if (alternatives.length === 0) return null;
  alternatives.sort((a, b) => b.length - a.length);
  return new Matcher(alternatives, cuttable);
}

/** `text` with every form of the matcher's secrets, whole or cut short, replaced by [redacted]. */
export function hideSecrets(text: string, matcher: SecretMatcher | null): string {
  if (matcher === null) return text;
  const { cuttable } = matcher;
  const pattern = SPELLING_STARTS.test(text) ? matcher.pattern : matcher.plain;
  pattern.lastIndex = 0;
  let found = pattern.exec(text);
  if (found === null) return text;
  let out = '';
  let kept = 0;
  while (found !== null) {
    const at = found.index;
    // The longest form whose head starts here; none: a short secret's whole match.
    let length = found[0].length;
    for (const form of cuttable) length = Math.max(length, form.measure(text, at));
    out += `${text.slice(kept, at)}${REDACTED}`;
    kept = at + length;
    pattern.lastIndex = kept;
    found = pattern.exec(text);
  }
  return out + text.slice(kept);
}
