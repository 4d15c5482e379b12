// Secrets inside the value of a header whose name is no secret: a parameter with a secret name
// (`Content-Type: application/json; token=…`) and a user name and password before a Host's host
// (`Host: ci:pw@h`). The proxy's log and the mock's journal show such a header by this one rule, so
// that both mask the same part of it.
import { isSecretName, REDACTED } from './secret-headers.js';
import { maskUserinfo } from './url-credentials.js';

/**
 * A parameter of a header's value (RFC 9110 §5.6.6: `;`, a name, `=`, a token or a quoted string),
 * blanks around the `=` as a lenient reader takes them; a value runs to the next `;` or `,` (a list's
 * next member), an unclosed quoted string to the end.
 */
const PARAMETER = /(;[\t ]*)([^\t ;,="]+)([\t ]*=[\t ]*)("(?:[^"\\]|\\.)*"?|[^;,]*)/g;

/**
 * The value of header `name` (lower-case) as a record shows it, the header being none of the secret
 * ones (secretHeaderKind) nor a hashed one: the values of parameters whose names isSecretName takes
 * masked, and for `host`, a user name and password before the host (maskUserinfo). Each masked part,
 * as it stood, goes to `onSecret`.
 */
export function maskHeaderSecrets(name: string, value: string, onSecret?: (raw: string) => void): string {
  const shown = name === 'host' ? maskUserinfo(value, onSecret) : value;
  if (!shown.includes(';')) return shown;
  return shown.replace(PARAMETER, (whole: string, lead: string, parameter: string, equals: string, raw: string) => {
    if (!isSecretName(parameter)) return whole;
    onSecret?.(raw);
    return `${lead}${parameter}${equals}${REDACTED}`;
  });
}
