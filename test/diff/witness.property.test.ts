// fast-check mutates the schemas of the contract; whatever diff reports as breaking with a witness,
// the witness must hold under validators compiled here from both versions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffContracts } from '../../src/diff/index.js';
import { contract } from './corpus.js';
import { witnessHolds } from './witness-check.js';

type Doc = ReturnType<typeof contract>;

/** The string and number leaves of components.schemas that a mutation can touch, by path. */
function leaves(doc: Doc): { path: string[]; schema: Record<string, unknown> }[] {
  const out: { path: string[]; schema: Record<string, unknown> }[] = [];
  const visit = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const schema = node as Record<string, unknown>;
    if (schema.type !== undefined || schema.enum !== undefined || schema.properties !== undefined) out.push({ path, schema });
    for (const key of ['properties', 'items', 'additionalProperties']) {
      const sub = schema[key];
      if (key === 'properties' && sub && typeof sub === 'object') for (const [name, child] of Object.entries(sub)) visit(child, [...path, 'properties', name]);
      else if (sub && typeof sub === 'object') visit(sub, [...path, key]);
    }
  };
  for (const [name, schema] of Object.entries(doc.components.schemas)) visit(schema, [name]);
  return out;
}

const base = contract();
const targets = leaves(base);

const mutation = fc.oneof(
  fc.record({ kind: fc.constant('type' as const), type: fc.constantFrom('string', 'integer', 'number', 'boolean', ['string', 'null'], ['integer', 'string']) }),
  fc.record({ kind: fc.constant('maxLength' as const), value: fc.integer({ min: 0, max: 300 }) }),
  fc.record({ kind: fc.constant('maximum' as const), value: fc.integer({ min: -5, max: 500 }) }),
  fc.record({ kind: fc.constant('minimum' as const), value: fc.integer({ min: -5, max: 500 }) }),
  fc.record({ kind: fc.constant('pattern' as const), value: fc.constantFrom('^[a-z]+$', '^[0-9]*$', '^.{0,3}$', 'x') }),
  fc.record({ kind: fc.constant('format' as const), value: fc.constantFrom('email', 'uuid', 'date-time') }),
  fc.record({ kind: fc.constant('required' as const) }),
  fc.record({ kind: fc.constant('unrequire' as const) }),
  fc.record({ kind: fc.constant('close' as const) }),
  fc.record({ kind: fc.constant('drop-property' as const) }),
  fc.record({ kind: fc.constant('enum' as const), drop: fc.boolean() }),
);

function apply(doc: Doc, index: number, change: { kind: string; [key: string]: unknown }): void {
  const target = targets[index % targets.length]!;
  let node: Doc = doc.components.schemas;
  for (const step of target.path) node = node[step];
  const properties = node.properties && typeof node.properties === 'object' ? Object.keys(node.properties) : [];
  switch (change.kind) {
    case 'type':
      node.type = change.type;
      break;
    case 'maxLength':
    case 'maximum':
    case 'minimum':
    case 'pattern':
    case 'format':
      node[change.kind] = change.value;
      break;
    case 'required':
      if (properties[0]) node.required = [...new Set([...(node.required ?? []), properties[0]])];
      break;
    case 'unrequire':
      delete node.required;
      break;
    case 'close':
      if (node.properties) node.additionalProperties = false;
      break;
    case 'drop-property':
      if (properties[0]) delete node.properties[properties[0]];
      break;
    case 'enum':
      if (Array.isArray(node.enum) && node.enum.length > 1) node.enum = change.drop ? node.enum.slice(1) : [...node.enum, 'added-value'];
      break;
  }
}

describe('diff witnesses under random mutations of the contract', () => {
  it('every reported witness holds under both versions’ validators, each way round', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), mutation, fc.boolean(), async (index, change, reverse) => {
        const mutated = contract();
        apply(mutated, index, change);
        const [old, now] = reverse ? [mutated, contract()] : [contract(), mutated];
        const report = await diffContracts(old, now);
        for (const found of report.changes) {
          if (found.level !== 'breaking' || !found.witness || found.witness.value === null || (found.side !== 'request' && found.side !== 'response')) continue;
          expect(witnessHolds(old, now, found), `${found.rule} ${found.location} ${JSON.stringify(found.witness)}`).toBe(true);
        }
        // A change the engine could not prove is never called breaking without its witness.
        for (const found of report.changes) {
          if (
            found.level === 'breaking' &&
            (found.side === 'request' || found.side === 'response') &&
            found.rule.includes('-property-') &&
            found.witness === null
          ) {
            throw new Error(`${found.rule} breaking without a witness`);
          }
        }
      }),
      { numRuns: 40, seed: 2026 },
    );
  });
});
