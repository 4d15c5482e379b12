// One rule for hiding a secret in printed text, for verify's report and the proxy's log and answers:
// every form a peer may echo it in (as it is, percent-encoded in either case, with `+` for a space or
// with `/` kept, JSON-escaped with or without `\/` or with Go's `\u0026`, base64 and base64url at any
// alignment, also inside a longer encoded text such as a whole `Authorization` header), replaced by
// [redacted]. A text that mixes encoders, or base64 wrapped across lines, is not matched past the
// point where it leaves every form.
//
// Case does not matter: a peer may print what it was sent in lower case (a media type, a header
// name), and a few letters hidden too many are the safe side.
//
// A form cut short is hidden too, from its first SAFE_SECRET_LENGTH characters on: printed text is
// often an excerpt (a body's first 500 characters, a value quoted up to 120), and an excerpt that
// ends inside the secret would otherwise print its first part. A URL's scheme (`https://`, in any
// of the forms) is no part of those characters: every URL starts so, and a secret webhook URL would
// otherwise hide the scheme of every URL in a log.
//
// A secret shorter than SAFE_SECRET_LENGTH characters cannot be hidden safely: its letters also occur
// in unrelated text (a key `k` is in "ApiKey"). Of such a secret only whole occurrences are replaced
// (not preceded or followed by a letter, a digit, `_` or `-`), and its base64 forms, too short to tell
// from other base64, are left alone.
// Runtime-neutral (btoa, TextEncoder): verify also runs in browsers.

export const REDACTED = '[redacted]';
export const SAFE_SECRET_LENGTH = 8;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The characters of base64 that only the secret's bytes decide, when it starts `offset` bytes into the encoded text. */
function base64Core(secret: Uint8Array, offset: number): string {
  const padded = new Uint8Array(offset + secret.length);
  padded.set(secret, offset);
  let binary = '';
  for (const byte of padded) binary += String.fromCharCode(byte);
  const encoded = btoa(binary);
  const first = Math.ceil((8 * offset) / 6);
  const last = Math.floor((8 * (offset + secret.length)) / 6);
  return encoded.slice(first, last);
}

/** Every form of `secret` a peer may echo, longest first (so that a longer form is replaced whole). */
export function secretForms(secret: string): string[] {
  const json = JSON.stringify(secret).slice(1, -1);
  const forms = new Set<string>([secret, encodeURIComponent(secret), encodeURI(secret), json, json.replaceAll('/', '\\/')]);
  forms.add(encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (sequence) => sequence.toLowerCase()));
  forms.add(encodeURIComponent(secret).replaceAll('%20', '+'));
  // Python's quote() keeps '/', Go's JSON escapes <, > and & (\u003c): two common encoders' own forms.
  forms.add(encodeURIComponent(secret).replaceAll('%2F', '/'));
  forms.add(json.replace(/[<>&]/g, (char) => `\\u00${char.charCodeAt(0).toString(16)}`));
  if (secret.length >= SAFE_SECRET_LENGTH) {
    const bytes = new TextEncoder().encode(secret);
    for (let offset = 0; offset < 3; offset += 1) {
      const core = base64Core(bytes, offset);
      forms.add(core);
      forms.add(core.replaceAll('+', '-').replaceAll('/', '_'));
    }
  }
  return [...forms].filter((form) => form.length > 0).sort((a, b) => b.length - a.length);
}

/** A URL's scheme at the start of a form: as it is, percent-encoded, or JSON-escaped (`https:\/\/`). */
const URL_SCHEME = /^[a-z][a-z0-9+.-]*(?::|%3a)(?:\\?\/|%2f){2}/i;

/** A form as a pattern (the matcher ignores case: %2f and %2F, %2F%3a too). */
const formPattern = escapeRegExp;

/** A form's units: a percent escape or one UTF-16 unit, each matched in any case. */
const unitsOf = (form: string): string[] => form.match(/%[0-9A-Fa-f]{2}|[\s\S]/g) ?? [];

/** How many characters of `text` from `at` are a beginning of the form made of `units`. */
function matchedLength(text: string, at: number, units: readonly string[]): number {
  let end = at;
  for (const unit of units) {
    if (unit.length === 3) {
      if (text.slice(end, end + 3).toUpperCase() !== unit.toUpperCase()) break;
      end += 3;
    } else {
      if (text[end] !== unit && text[end]?.toLowerCase() !== unit.toLowerCase()) break;
      end += 1;
    }
  }
  return end - at;
}

/** The secrets compiled for hiding: one pattern that finds each form, whole or from its head on, and the forms a match is measured against. */
export interface SecretMatcher {
  readonly pattern: RegExp;
  /** The units of each form that may be cut short, and how many characters its head has. */
  readonly cuttable: readonly { readonly units: readonly string[]; readonly head: number }[];
}

/** One matcher for every form of every secret; null when there is none to hide. */
export function secretMatcher(secrets: Iterable<string>): SecretMatcher | null {
  const alternatives: { length: number; source: string }[] = [];
  const cuttable: { units: string[]; head: number }[] = [];
  const seen = new Set<string>();
  const add = (length: number, source: string) => {
    if (seen.has(source)) return;
    seen.add(source);
    alternatives.push({ length, source });
  };
  for (const secret of secrets) {
    if (secret === '') continue;
    const whole = secret.length < SAFE_SECRET_LENGTH;
    for (const form of secretForms(secret)) {
      if (whole) {
        add(form.length, `(?<![A-Za-z0-9_-])${formPattern(form)}(?![A-Za-z0-9_-])`);
        continue;
      }
      // The head: the fewest units that make SAFE_SECRET_LENGTH characters after a URL scheme; the
      // match is then extended over as much of the form as follows it.
      const units = unitsOf(form);
      const scheme = URL_SCHEME.exec(form)?.[0].length ?? 0;
      let head = '';
      for (const unit of units) {
        if (head.length >= scheme + SAFE_SECRET_LENGTH) break;
        head += unit;
      }
      add(head.length, formPattern(head));
      cuttable.push({ units, head: head.length });
    }
  }
  if (alternatives.length === 0) return null;
  alternatives.sort((a, b) => b.length - a.length);
  return { pattern: new RegExp(alternatives.map((alternative) => alternative.source).join('|'), 'gi'), cuttable };
}

/** `text` with every form of the matcher's secrets, whole or cut short, replaced by [redacted]. */
export function hideSecrets(text: string, matcher: SecretMatcher | null): string {
  if (matcher === null) return text;
  const { pattern, cuttable } = matcher;
  pattern.lastIndex = 0;
  let found = pattern.exec(text);
  if (found === null) return text;
  let out = '';
  let kept = 0;
  while (found !== null) {
    const at = found.index;
    // The longest form that runs from here for at least its head; none: a short secret's whole match.
    let length = found[0].length;
    for (const form of cuttable) {
      const matched = matchedLength(text, at, form.units);
      if (matched >= form.head && matched > length) length = matched;
    }
    out += `${text.slice(kept, at)}${REDACTED}`;
    kept = at + length;
    pattern.lastIndex = kept;
    found = pattern.exec(text);
  }
  return out + text.slice(kept);
}
