import type { Change } from '../report.js';

/** Changes by operation, in the report's order (breaking first). */
export function byOperation(changes: readonly Change[]): Map<string, Change[]> {
  const groups = new Map<string, Change[]>();
  for (const change of changes) {
    const key = `${change.method.toUpperCase()} ${change.path}${change.operationId ? ` (${change.operationId})` : ''}`;
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
  return `${where}: ${JSON.stringify(witness.value)}`;
};
