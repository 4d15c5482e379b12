// The query parameters each operation declares: the secret-query rule (src/http/secret-query.ts) shows them
// whatever their names, since the contract's own `key` (GET /v2/topics) is a topic key filter, not an
// API key. Read from the operation table the router reads, so that the proxy's log, the mock's
// journal and verify's curl lines show the same parameters.
import { operations } from '../../generated/validators/index.cjs';

const byId: ReadonlyMap<string, readonly string[]> = new Map(operations.map((entry) => [entry.operationId, entry.query]));

/** The query parameters the operation `operationId` declares, as the contract spells them (none for no operation). */
export const declaredQuery = (operationId: string | null | undefined): readonly string[] =>
  operationId === null || operationId === undefined ? [] : (byId.get(operationId) ?? []);
