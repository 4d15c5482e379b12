// One header as a record shows it, the proxy's log and problems and the mock's journal alike, and the
// secrets its value carried, noted for the scrub of the rest of the record (found-secrets.ts). Both
// parts call this one rule: were each to say it, a header masked by one could print in the other, and
// a secret the proxy scrubs from a body could print in the journal's copy of the same body.

import type { Secrets } from './found-secrets.js';
import { maskHeaderSecrets } from './header-secrets.js';
import { HASHED_HEADERS, hashSecret } from './secret-hash.js';
import { isKnownScheme, maskedSecretHeader, REDACTED, SCHEMED_SECRET_HEADERS, schemeAndCredential, secretHeaderKind } from './secret-headers.js';

/**
 * The value of header `name` (lower-case) as a record shows it: the idempotency key as its hash
 * (still good for matching retries), a secret header masked (a schemed one's known scheme kept), and
 * in any other a secret parameter, a Host's userinfo or a URL's secrets masked (maskHeaderSecrets).
 * `listed` names headers held secret beside SECRET_HEADERS (the proxy's `--redact-headers`). What
 * was masked goes to `secrets`: a listed header's value always, a guessed one's only when long
 * enough to be a key, since a guess may hold `true` or a count that the record says elsewhere.
 */
export function maskHeaderValue(name: string, value: string, secrets: Secrets, listed?: ReadonlySet<string>): string {
  if (HASHED_HEADERS.has(name)) {
    secrets.add(value);
    return hashSecret(value);
  }
  const kind = listed?.has(name) === true ? 'listed' : secretHeaderKind(name);
  if (kind === undefined) return maskHeaderSecrets(name, value, secrets.addGuessed);
  if (SCHEMED_SECRET_HEADERS.has(name)) {
    noteSchemed(value, secrets);
    return maskedSecretHeader(name, value);
  }
  if (kind === 'listed') secrets.add(value);
  else secrets.addGuessed(value);
  if (name === 'cookie' || name === 'set-cookie') noteCookieValues(name, value, secrets);
  return REDACTED;
}

/**
 * Each cookie's value is a secret of its own (a session id), quoted elsewhere without its name: the
 * whole header alone was noted, so `sid=…` was hidden where the header stood but its value printed in
 * a body or another header (review 21 F9). Scrubbed as a guessed value, from 8 characters: a cookie
 * may hold `1` or `en`, which the record says elsewhere.
 */
function noteCookieValues(name: string, value: string, secrets: Secrets): void {
  // Set-Cookie has one cookie, then its attributes (Path, Expires…); Cookie has pairs parted by `;`.
  const pairs = name === 'set-cookie' ? [value.split(';', 1)[0] ?? ''] : value.split(';');
  for (const pair of pairs) {
    const equals = pair.indexOf('=');
    if (equals === -1) continue;
    const cookie = pair.slice(equals + 1).trim();
    secrets.addGuessed(cookie.length > 1 && cookie.startsWith('"') && cookie.endsWith('"') ? cookie.slice(1, -1) : cookie);
  }
}

/**
 * Each spelling a server may take a schemed credential in is a secret of its own, so that an answer
 * quoting it in any of them is scrubbed: the value as it stood, the credential, the token inside
 * quotes, and for Basic the decoded `user:password` and the password alone.
 */
function noteSchemed(value: string, secrets: Secrets): void {
  // A scheme's name alone (`Authorization: Apikey`, the key left out) unlocks nothing; scrubbed, it
  // hid the fix from the message that says so: `must start with "[redacted] "` (review 28a).
  if (isKnownScheme(value.trim())) return;
  secrets.add(value);
  const parts = schemeAndCredential(value);
  if (parts === undefined) return;
  const { scheme, credential } = parts;
  secrets.add(credential);
  if (credential.length > 2 && credential.startsWith('"') && credential.endsWith('"')) secrets.add(credential.slice(1, -1));
  if (scheme.toLowerCase() !== 'basic') return;
  const decoded = decodeBase64Leniently(credential);
  const colon = decoded.indexOf(':');
  if (colon !== -1) {
    secrets.add(decoded);
    secrets.add(decoded.slice(colon + 1));
  }
}

const utf8 = new TextDecoder();

/**
 * Base64 read as servers read a Basic credential, leniently: both alphabets, up to the first `=`,
 * other characters skipped, as UTF-8 (a bad sequence as U+FFFD). It is Node's Buffer decoding
 * (test/http/header-masking.test.ts holds the two together) without Buffer, which browsers lack.
 */
export function decodeBase64Leniently(text: string): string {
  const end = text.indexOf('=');
  let digits = (end === -1 ? text : text.slice(0, end)).replace(/[^A-Za-z0-9+/_-]/g, '').replace(/[-_]/g, (char) => (char === '-' ? '+' : '/'));
  // A lone last digit carries less than a byte.
  if (digits.length % 4 === 1) digits = digits.slice(0, -1);
  const binary = atob(digits + '='.repeat((4 - (digits.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return utf8.decode(bytes);
}
