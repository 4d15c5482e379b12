// The request and response headers whose values are secrets: the proxy masks them in its log, stdout
// and problem answers, and the mock in its journal (GET /__mock/requests, requests()), which tests
// print and attach to reports. One list and one name rule, so that a name masked by one is masked by
// both.

/** What a masked secret reads as, wherever the package masks one. */
export const REDACTED = '[redacted]';

/** Headers whose values are secrets, lower-case (idempotency-key is not one: the proxy hashes it). */
export const SECRET_HEADERS: readonly string[] = Object.freeze([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'x-auth-token',
  'api-key',
  'x-admin-token',
]);

const SECRET_HEADER_SET: ReadonlySet<string> = new Set(SECRET_HEADERS);

/**
 * The words of a name as people write them, lower-cased: camelCase humps apart (`accessKey`,
 * `XAppKey`, `APIKey`, `sha256Key`), then cut at anything not a letter or a digit: `-`, `_`, `.`, a
 * space (what `api+key` and `api%20key` decode to), a NUL (`key%00`: a server reading a C string
 * stops there and reads `key`). A header name comes lower-cased (node:http folds it), so its humps
 * are gone: GLUED_KEY reads the common glued ones.
 */
function wordsOf(name: string): string[] {
  const humps = name.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2').replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2');
  return humps
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * What in a name says its value unlocks something, as the data scrubbers of error trackers read
 * field names. Anywhere in the name (lower-cased), SECRET_PART: `x-csrftoken`, `x-sessionid`,
 * `phpsessid`, `set-cookie2`, `x-authkey`, `client_secret`, `refresh_token`, `x-hmac-sha256`.
 */
const SECRET_PART =
  /token|secret|passw(?:or)?d|passphrase|pwd|apikey|authkey|privatekey|authorization|authentication|session|sessid|cookie|credential|signature|jwt|csrf|xsrf|hmac/;
/**
 * A whole word anywhere (`x-auth-key` but not `x-author`, `x-pass` but not `x-passport-country` or
 * `passenger`, `pin` but not `pinned`): a password (`pw`), a one-time password (`otp`, `totp`, `hotp`:
 * short-lived, but good for a login while it lives), a PIN, a bearer token, a signature (`sig`).
 */
const SECRET_WORDS: ReadonlySet<string> = new Set(['auth', 'pass', 'pw', 'sig', 'otp', 'totp', 'hotp', 'pin', 'bearer']);
/**
 * A last word: a key (`x-functions-key`, `x-api-keys`, Google's `?key=`, `accessKey`; not `key_id`,
 * `x-keyboard` or `keynote`), a ticket (CAS's `?ticket=ST-…` logs its holder in once; `ticket_id`
 * names one), a session id (`sid`, `connect.sid`: Twilio's `MessageSid` is masked too, a cost of
 * reading it as a session), a client certificate forwarded by a TLS front (`X-Client-Cert`,
 * `X-Forwarded-Client-Cert`: whoever replays the header is that client to the upstream).
 */
const SECRET_LAST_WORDS: ReadonlySet<string> = new Set(['key', 'keys', 'ticket', 'sid', 'cert', 'certificate']);
/** A last word that glues a key to what it opens (`x-appkey`, `x-accesskey`, `x-clientkey`, `masterkey`): not `monkey`, `turkey` or `hotkey`. */
const GLUED_KEY =
  /^(?:access|account|admin|app|application|client|consumer|developer|encryption|ingest|ingestion|license|master|merchant|partner|pass|server|service|shared|signing|storage|subscription|write)keys?$/;
/**
 * Names the rule would take that are no secrets: CORS headers name other headers and say `true`
 * (`access-control-allow-credentials`), and the proxy hashes the idempotency key instead, so that
 * retries still match.
 *
 * Read as no secret on purpose: a `nonce` (OpenID's, a CSP's) is sent in clear by design, its job is
 * to be used once, not to be kept; `code` is one only as the whole name (OAuth's authorization code,
 * RFC 6749 §4.1.2, which a leaked client secret turns into tokens), not `country_code`, `error_code`
 * or `codec`; where an operation declares a query parameter, it is shown whatever its name
 * (src/operations/declared-query.ts).
 */
const NOT_SECRET = /^access-control-|^idempotency-key$/;

/**
 * Whether a name says its value is a secret, read as written (any case: a query parameter's name
 * keeps its humps, a header's comes lower-cased): the one rule for header names and query parameter
 * names, so that `x-api-key` and `?api_key=` are read alike by every part that prints them.
 */
export function isSecretName(name: string): boolean {
  const lower = name.toLowerCase();
  if (NOT_SECRET.test(lower)) return false;
  if (SECRET_PART.test(lower)) return true;
  const words = wordsOf(name);
  const last = words.at(-1);
  if (last === undefined) return false;
  if (words.length === 1 && last === 'code') return true;
  return SECRET_LAST_WORDS.has(last) || GLUED_KEY.test(last) || words.some((word) => SECRET_WORDS.has(word));
}

/**
 * Whether a header's value is a secret (lower-case `name`): `listed` for SECRET_HEADERS, `guessed`
 * for a name isSecretName takes, undefined for any other. A guessed one is masked where it stands;
 * only a listed one, or a guessed one long enough to be a key, is also scrubbed from the rest of a
 * record, since a guess may hold `true` or a count that the record says elsewhere.
 */
export function secretHeaderKind(name: string): 'listed' | 'guessed' | undefined {
  if (SECRET_HEADER_SET.has(name)) return 'listed';
  return isSecretName(name) ? 'guessed' : undefined;
}

/** True when a header's value is a secret, listed or guessed (lower-case `name`). */
export const isSecretHeader = (name: string): boolean => secretHeaderKind(name) !== undefined;

/** Of SECRET_HEADERS, those whose value is `<scheme> <credentials>`: the scheme is kept, as it tells what was sent, not what unlocks. */
export const SCHEMED_SECRET_HEADERS: ReadonlySet<string> = new Set(['authorization', 'proxy-authorization']);

/** A scheme, then the credential after any run of blanks: servers split on a tab as on a space. */
const SCHEMED = /^([^\t ]+)[\t ]+(.*)$/s;

/** The scheme and the credential of a schemed header's value (trimmed), or undefined when it has no credential after a scheme. */
export function schemeAndCredential(value: string): { scheme: string; credential: string } | undefined {
  const parts = SCHEMED.exec(value.trim());
  return parts === null ? undefined : { scheme: parts[1]!, credential: parts[2]!.trim() };
}

/**
 * The authentication schemes whose name is kept (IANA's registry, and the API keys' own): what
 * precedes the first blank is a credential too when it is none of them (`sk_live_… ApiKey`).
 */
const KNOWN_SCHEMES: ReadonlySet<string> = new Set([
  'basic',
  'bearer',
  'digest',
  'apikey',
  'api-key',
  'token',
  'negotiate',
  'ntlm',
  'hoba',
  'mutual',
  'vapid',
  'dpop',
  'gnap',
  'oauth',
  'hawk',
  'privatetoken',
  'concealed',
  'scram-sha-1',
  'scram-sha-256',
  'aws4-hmac-sha256',
]);

/** Whether `word` names an authentication scheme of KNOWN_SCHEMES, whatever its case. */
export const isKnownScheme = (word: string): boolean => KNOWN_SCHEMES.has(word.toLowerCase());

/** A secret header's value as the proxy's log and the mock's journal show it: a schemed one's known scheme kept, the rest masked. */
export function maskedSecretHeader(name: string, value: string): string {
  if (!SCHEMED_SECRET_HEADERS.has(name)) return REDACTED;
  const parts = schemeAndCredential(value);
  return parts === undefined || !KNOWN_SCHEMES.has(parts.scheme.toLowerCase()) ? REDACTED : `${parts.scheme} ${REDACTED}`;
}
