// One rule for hiding a secret in printed text, for verify's report and the proxy's log and answers:
// every form a peer may echo it in (as it is, percent-encoded in either case or with `+` for a space,
// JSON-escaped with or without `\/`, base64 and base64url at any alignment, also inside a longer
// encoded text such as a whole `Authorization` header), replaced by [redacted].
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

/** A form as a pattern whose percent escapes match in either case (%2f and %2F, %2F%3a too). */
const formPattern = (form: string): string =>
  escapeRegExp(form).replace(/%([0-9A-Fa-f])([0-9A-Fa-f])/g, (_, high: string, low: string) => {
    const either = (digit: string) => (/[0-9]/.test(digit) ? digit : `[${digit.toUpperCase()}${digit.toLowerCase()}]`);
    return `%${either(high)}${either(low)}`;
  });

/** One pattern for every form of every secret, longest first; null when there is none to hide. */
export function secretPattern(secrets: Iterable<string>): RegExp | null {
  const alternatives: { length: number; source: string }[] = [];
  const seen = new Set<string>();
  for (const secret of secrets) {
    if (secret === '') continue;
    const whole = secret.length < SAFE_SECRET_LENGTH;
    for (const form of secretForms(secret)) {
      const source = whole ? `(?<![A-Za-z0-9_-])${formPattern(form)}(?![A-Za-z0-9_-])` : formPattern(form);
      if (seen.has(source)) continue;
      seen.add(source);
      alternatives.push({ length: form.length, source });
    }
  }
  if (alternatives.length === 0) return null;
  alternatives.sort((a, b) => b.length - a.length);
  return new RegExp(alternatives.map((alternative) => alternative.source).join('|'), 'g');
}
