// The contract as `verify` reads it: the bundled document (for the schemas and the links) and the
// generated operation table (for routes, parameters and bodies).

import { loadBundle } from '../../generated/openapi.cjs';
import { type OperationEntry, type OperationId, operations } from '../../generated/operations.cjs';
import { parsePointer } from '../http/json-pointer.js';

export type { OperationEntry, OperationId };
export type Schema = Record<string, unknown>;

export interface OpenApiDocument {
  readonly paths: Record<string, Record<string, unknown>>;
  readonly components: Record<string, Record<string, unknown>>;
}

/** generated/openapi.json, read once. */
export const bundle = (): OpenApiDocument => loadBundle() as unknown as OpenApiDocument;

export const allOperations: readonly OperationEntry[] = operations;

export function operationById(operationId: string): OperationEntry | undefined {
  return operations.find((entry) => entry.operationId === operationId);
}

/** The node at a JSON pointer of the bundle (RFC 6901). */
export function at(pointer: string): unknown {
  let node: unknown = bundle();
  for (const token of parsePointer(pointer) ?? [`${pointer} (not a pointer)`]) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, token)) throw new Error(`nothing at ${pointer} in the bundle`);
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/** A local `#/…` reference followed to its target (once; the bundle's refs are one level). */
export function deref<T>(node: T): T {
  let current: unknown = node;
  for (let hops = 0; typeof current === 'object' && current !== null && typeof (current as { $ref?: unknown }).$ref === 'string'; hops += 1) {
    if (hops > 20) throw new Error('reference chain too long');
    current = at(String((current as { $ref: string }).$ref).slice(1));
  }
  return current as T;
}

/** The operation object of the bundle for a table entry. */
export function operationObject(entry: OperationEntry): Record<string, unknown> {
  return (bundle().paths[entry.path] as Record<string, Record<string, unknown>>)[entry.method.toLowerCase()]!;
}

const declared = new WeakMap<OperationEntry, Map<string, string[] | null>>();

/** Media types each declared response of an operation may carry (`null`: no body), by status key; read once per operation. */
export function declaredResponses(entry: OperationEntry): Map<string, string[] | null> {
  const known = declared.get(entry);
  if (known !== undefined) return known;
  const responses = operationObject(entry).responses as Record<string, unknown>;
  const found = new Map<string, string[] | null>();
  for (const [status, raw] of Object.entries(responses)) {
    const content = (deref(raw) as { content?: Record<string, unknown> }).content;
    found.set(status, content ? Object.keys(content).map((type) => type.toLowerCase()) : null);
  }
  declared.set(entry, found);
  return found;
}
