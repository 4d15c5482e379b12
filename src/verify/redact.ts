// The API key never leaves verify in anything it prints, whatever the server echoes back: as it is,
// percent-encoded, JSON-escaped, or base64-encoded (at any alignment, also inside a longer encoded
// text such as a whole `Authorization` header).
//
// A key shorter than SAFE_KEY_LENGTH characters cannot be redacted safely: its letters also occur in
// unrelated text (a key `k` is in "ApiKey"). Of such a key only whole occurrences are replaced (not
// preceded or followed by a letter, a digit, `_` or `-`), in the raw, percent-encoded and JSON-escaped
// forms; its base64 forms are too short to tell from other base64 and are left alone. The report then
// carries a note saying so.

export const SAFE_KEY_LENGTH = 8;
export const REDACTED = '[redacted]';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The characters of base64 that only the key's bytes decide, when the key starts `offset` bytes into the encoded text. */
function base64Core(key: Uint8Array, offset: number): string {
  const padded = new Uint8Array(offset + key.length);
  padded.set(key, offset);
  let binary = '';
  for (const byte of padded) binary += String.fromCharCode(byte);
  const encoded = btoa(binary);
  const first = Math.ceil((8 * offset) / 6);
  const last = Math.floor((8 * (offset + key.length)) / 6);
  return encoded.slice(first, last);
}

/** Every form of the key a server may echo, longest first (so that a longer form is replaced whole). */
export function keyForms(key: string): string[] {
  const forms = new Set<string>([key, encodeURIComponent(key), encodeURI(key), JSON.stringify(key).slice(1, -1)]);
  // Percent-encoding with lower-case hex digits, as some servers write it.
  forms.add(encodeURIComponent(key).replace(/%[0-9A-F]{2}/g, (sequence) => sequence.toLowerCase()));
  // JSON that also escapes the solidus (`\/`), as PHP's json_encode does.
  forms.add(JSON.stringify(key).slice(1, -1).replaceAll('/', '\\/'));
  // Form encoding: a space as `+`.
  forms.add(encodeURIComponent(key).replaceAll('%20', '+'));
  if (key.length >= SAFE_KEY_LENGTH) {
    const bytes = new TextEncoder().encode(key);
    for (let offset = 0; offset < 3; offset += 1) {
      const core = base64Core(bytes, offset);
      forms.add(core);
      forms.add(core.replaceAll('+', '-').replaceAll('/', '_'));
    }
  }
  return [...forms].filter((form) => form.length > 0).sort((a, b) => b.length - a.length);
}

export interface Redactor {
  (text: string): string;
  /** The key is too short to be redacted everywhere it may hide (see above). */
  readonly weak: boolean;
}

/** A function that replaces every form of `key` in a text by [redacted]. */
export function redactor(key: string): Redactor {
  const forms = keyForms(key);
  const weak = key.length < SAFE_KEY_LENGTH;
  const alternatives = forms.map(escapeRegExp).join('|');
  // A short key is replaced only where it stands whole; a long one wherever it is.
  const pattern = weak ? new RegExp(`(?<![A-Za-z0-9_-])(?:${alternatives})(?![A-Za-z0-9_-])`, 'g') : new RegExp(alternatives, 'g');
  const redact = (text: string) => (key === '' ? text : text.replace(pattern, REDACTED));
  return Object.assign(redact, { weak });
}
