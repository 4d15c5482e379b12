// A server's answer, as verify's report quotes it, hides the secrets the proxy's log and the mock's
// journal hide in a body: every value under `credentials`, and the value of a property with a secret
// name the contract does not declare (src/http/credentials-body.ts), then each of them wherever else
// the body repeats it (src/http/found-secrets.ts). The reports are CI artifacts: a server's 500 that
// dumps its configuration must not put a database password in them.
import { redactBodySecrets } from '../http/credentials-body.js';
import { Secrets, scrubSecrets } from '../http/found-secrets.js';
import { declaredBodyNames } from '../operations/declared-body-names.js';
import type { ReceivedResponse } from './checks.js';

/**
 * The answer's text with its secrets masked when it is JSON within the validator's bounds (`json`,
 * which the sender parsed already), as JSON.stringify writes the masked value; as it came when
 * nothing in it is a secret (its spacing and number forms kept) or when it is no such JSON.
 */
export function shownBody(response: Pick<ReceivedResponse, 'text' | 'json'>): string {
  const { text } = response;
  if (text.length === 0 || !('json' in response)) return text;
  const secrets = new Secrets();
  const masked = scrubSecrets(redactBodySecrets(response.json, { shown: declaredBodyNames, onSecret: secrets.addBodySecret }), secrets);
  const shown = JSON.stringify(masked);
  return shown === JSON.stringify(response.json) ? text : shown;
}
