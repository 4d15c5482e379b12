// The body property names the contract declares outside any `credentials` object: the body
// redaction (src/http/credentials-body.ts) shows their values whatever the secret-name rule says,
// since the contract's own `key` (a topic key), `code` (an error's) and `digestKey` are data a reader
// needs. Read from the generated operation table, so that the proxy's log and problems and the mock's
// journal show the same names.
import { declaredBodyNames as names } from '../../generated/validators/index.cjs';

/** The declared property names, as the contract spells them. */
export const declaredBodyNames: ReadonlySet<string> = new Set(names);
