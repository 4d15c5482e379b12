import { jsonQuoted } from '../../text/printable.js';
import type { Change } from '../report.js';

/** An operation as the reports name it: `GET /v2/topics (listTopics)`. */
export const operationName = (op: { method: string; path: string; operationId: string | null }): string =>
  `${op.method.toUpperCase()} ${op.path}${op.operationId ? ` (${op.operationId})` : ''}`;

/** Changes by operation, in the report's order (breaking first). */
export function byOperation(changes: readonly Change[]): Map<string, Change[]> {
  const groups = new Map<string, Change[]>();
  for (const change of changes) {
    const key = operationName(change);
    const list = groups.get(key) ?? [];
    list.push(change);
    groups.set(key, list);
  }
  return groups;
}

export const witnessText = (change: Change): string => {
  const witness = change.witness;
  if (!witness) return '';
  const where = `${witness.in}${witness.name ? ` ${witness.name}` : ''}${witness.status ? ` (status ${witness.status})` : ''}`;
  return `${where}: ${jsonQuoted(witness.value)}`;
};
