// The shipped report schema lets a report carry fields it does not list, so that a pipeline pinning
// it still takes the reports of a later version, which only ever adds fields (review 27d F6). The
// tests hold the reports of this version to it strictly: every object closed to what it lists, so
// that a field added without the schema saying so is caught here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../helpers/bundle.js';

/** The shipped schema, as published. */
export const shippedReportSchema = (): Record<string, unknown> => JSON.parse(readFileSync(join(repoRoot, 'docs', 'diff-report.schema.json'), 'utf8'));

/** The shipped schema with every object that lists its properties closed to them. */
export function strictReportSchema(): Record<string, unknown> {
  const close = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(close);
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node))
      out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as object).map(([name, schema]) => [name, close(schema)])) : close(value);
    if ('properties' in out && !('additionalProperties' in out)) out.additionalProperties = false;
    return out;
  };
  return close(shippedReportSchema()) as Record<string, unknown>;
}
