// Secrets inside the value of a header whose name is no secret: a parameter with a secret name
// (`Content-Type: application/json; token=…`), a user name and password before a host (`Host: ci:pw@h`,
// X-Forwarded-Host, Forwarded's `host=`), and a URL or a query string anywhere in a value, masked by
// the rules a request target gets (`Referer: https://app/cb?access_token=…`, `Link: <…?token=…>`,
// `Content-Location: https://ci:pw@h/x`, `X-Debug: password=…`): a Referer carrying an OAuth token
// is the classic leak. The proxy's log and the mock's journal show such a header by this one rule, so
// that both mask the same part of it.

import { isSecretName, REDACTED } from './secret-headers.js';
import { maskSecretQuery } from './secret-query.js';
import { maskUserinfo } from './url-credentials.js';

/**
 * A parameter of a header's value (RFC 9110 §5.6.6: `;`, a name, `=`, a token or a quoted string),
 * blanks around the `=` as a lenient reader takes them; a value runs to the next `;` or `,` (a list's
 * next member), an unclosed quoted string to the end.
 */
const PARAMETER = /(;[\t ]*)([^\t ;,="]+)([\t ]*=[\t ]*)("(?:[^"\\]|\\.)*"?|[^;,]*)/g;

/** A run of a value that a URL or a query string may be: up to a blank, a comma, or the `<>"` that enclose a URL (RFC 8288's Link). */
const WORD = /[^\t ,<>"]+/g;

/** A URL with an authority, where a user name and password may stand: `scheme://`, or `//` alone. */
const WITH_AUTHORITY = /^(?:[A-Za-z][A-Za-z0-9+.-]*:)?\/\//;

/** A query string without its `?` (`password=…`, `a=1&token=…`): a name, then `=`. */
const BARE_QUERY = /^[^=;/?]+=/;

/** Forwarded's `host=` (RFC 7239 §5.3), quoted or not: the Host the client sent, password and all. */
const FORWARDED_HOST = /(\bhost[\t ]*=[\t ]*"?)([^";,]*)/gi;

/** Headers whose value is a Host, maybe as the client sent it: a user name and password before it is masked. */
const HOST_VALUED = new Set(['host', 'x-forwarded-host']);

/** One word of a value with the secrets of a URL or a query string in it masked. */
function maskWord(word: string, onSecret: (raw: string) => void): string {
  const shown = WITH_AUTHORITY.test(word) ? maskUserinfo(word, onSecret) : word;
  if (shown.includes('?')) return maskSecretQuery(shown, { onSecret });
  return BARE_QUERY.test(shown) ? maskSecretQuery(`?${shown}`, { onSecret }).slice(1) : shown;
}

/**
 * The value of header `name` (lower-case) as a record shows it, the header being none of the secret
 * ones (secretHeaderKind) nor a hashed one: the values of parameters whose names isSecretName takes
 * masked; for `host` and `x-forwarded-host`, and Forwarded's `host=`, a user name and password
 * before the host (maskUserinfo); then in any word of the value, a URL's user name and password
 * and the secret parameters of a query (maskSecretQuery), whether it follows a `?` or stands alone.
 * Each masked part, as it stood, goes to `onSecret`.
 */
export function maskHeaderSecrets(name: string, value: string, onSecret?: (raw: string) => void): string {
  // A part masked once is not reported again when a later rule meets its placeholder.
  const report = (raw: string): void => {
    if (raw !== REDACTED) onSecret?.(raw);
  };
  let shown = HOST_VALUED.has(name) ? maskUserinfo(value, report) : value;
  if (name === 'forwarded') shown = shown.replace(FORWARDED_HOST, (_whole, lead: string, host: string) => `${lead}${maskUserinfo(host, report)}`);
  if (shown.includes(';'))
    shown = shown.replace(PARAMETER, (whole: string, lead: string, parameter: string, equals: string, raw: string) => {
      if (!isSecretName(parameter)) return whole;
      report(raw);
      return `${lead}${parameter}${equals}${REDACTED}`;
    });
  return maskTextSecrets(shown, report);
}

/**
 * `text` with, in any word, a URL's user name and password and a query's secret parameters masked
 * (after a `?` or bare): a header's value, or a string of a body (`"dsn": "postgres://app:pw@db/x"`).
 */
export function maskTextSecrets(text: string, onSecret: (raw: string) => void): string {
  // Neither a query (`=`) nor a password (`@`): nothing more to look for, the common case.
  if (!text.includes('=') && !text.includes('@')) return text;
  return text.replace(WORD, (word) => maskWord(word, onSecret));
}
