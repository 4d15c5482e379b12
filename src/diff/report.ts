// The report of `diff`, as `--format json` prints it and `diffContracts` resolves: the stable interface,
// described by report.schema.json.

export type Level = 'breaking' | 'non-breaking' | 'annotation' | 'review';
export type Side = 'request' | 'response' | 'operation' | 'security';

export interface Witness {
  in: 'body' | 'query' | 'path' | 'header';
  /** The response's status, for a response-side witness. */
  status: string | null;
  /** The parameter's or header's name. */
  name: string | null;
  /** The whole body, or the parameter's or header's value (null: the request leaves it out). */
  value: unknown;
}

export interface Change {
  rule: string;
  level: Level;
  operationId: string | null;
  method: string;
  path: string;
  side: Side;
  /** JSON pointer in NEW, or in OLD for what NEW no longer has. */
  location: string;
  /** The document `location` points into: the same pointer may name other places in OLD and NEW. */
  document: 'old' | 'new';
  message: string;
  witness: Witness | null;
}

export interface Impact {
  exchanges: number;
  validBefore: number;
  brokenAfter: number;
  byOperation: Record<string, { validBefore: number; brokenAfter: number }>;
  byRule: Record<string, { brokenAfter: number; examples: string[] }>;
  byKey: Record<string, { validBefore: number; brokenAfter: number }>;
}

export interface DiffReport {
  old: { title: string; version: string };
  new: { title: string; version: string };
  summary: { breaking: number; nonBreaking: number; annotation: number; review: number };
  changes: Change[];
  impact?: Impact;
}

export const LEVEL_ORDER: readonly Level[] = ['breaking', 'review', 'non-breaking', 'annotation'];

export function summarize(changes: readonly Change[]): DiffReport['summary'] {
  const count = (level: Level) => changes.filter((change) => change.level === level).length;
  return { breaking: count('breaking'), nonBreaking: count('non-breaking'), annotation: count('annotation'), review: count('review') };
}
