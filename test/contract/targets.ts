// Where, in the bundled document, the schema of an operation part lives. Free of vitest so the
// same resolution serves other runners. Pointers are RFC 6901 JSON pointers into the document.
import type { CaseTarget } from './cases.js';

type Node = Record<string, unknown>;
export interface BundleLike {
  paths: Record<string, Record<string, unknown>>;
}

export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export const escapeToken = (token: string) => token.replaceAll('~', '~0').replaceAll('/', '~1');
const unescapeToken = (token: string) => token.replaceAll('~1', '/').replaceAll('~0', '~');

export function nodeAt(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  return pointer
    .slice(1)
    .split('/')
    .map(unescapeToken)
    .reduce<unknown>((at, token) => {
      if (typeof at !== 'object' || at === null || !Object.hasOwn(at, token)) {
        throw new Error(`nothing at ${pointer} (missing "${token}")`);
      }
      return (at as Node)[token];
    }, document);
}

/** Follows internal `$ref`s (as in requestBodies, responses, parameters) to the node they name. */
export function follow(document: unknown, pointer: string): { pointer: string; node: Node } {
  let current = pointer;
  for (let hops = 0; hops < 20; hops += 1) {
    const node = nodeAt(document, current) as Node;
    const ref = node.$ref;
    if (typeof ref !== 'string') return { pointer: current, node };
    if (!ref.startsWith('#')) throw new Error(`external $ref ${ref} at ${current}`);
    current = ref.slice(1);
  }
  throw new Error(`$ref chain too long from ${pointer}`);
}

export interface OperationLocation {
  path: string;
  method: string;
  pointer: string;
  operation: Node;
}

export function listOperations(document: BundleLike): OperationLocation[] {
  const found: OperationLocation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of httpMethods) {
      const operation = item[method];
      if (operation) found.push({ path, method, pointer: `/paths/${escapeToken(path)}/${method}`, operation: operation as Node });
    }
  }
  return found;
}

export function findOperation(document: BundleLike, operationId: string): OperationLocation {
  const matches = listOperations(document).filter((location) => location.operation.operationId === operationId);
  if (matches.length !== 1) throw new Error(`${matches.length} operations have operationId ${operationId}`);
  return matches[0] as OperationLocation;
}

export interface ResolvedParameter {
  name: string;
  in: string;
  /** Pointer of the parameter object itself, after following its `$ref`. */
  pointer: string;
  node: Node;
}

/** Path-level parameters, overridden by operation-level ones with the same name and location. */
export function mergedParameters(document: BundleLike, location: OperationLocation): ResolvedParameter[] {
  const pathPointer = `/paths/${escapeToken(location.path)}`;
  const merged = new Map<string, ResolvedParameter>();
  for (const container of [pathPointer, location.pointer]) {
    const list = (nodeAt(document, container) as Node).parameters;
    if (!Array.isArray(list)) continue;
    list.forEach((_, index) => {
      const { pointer, node } = follow(document, `${container}/parameters/${index}`);
      const resolved = { name: String(node.name), in: String(node.in), pointer, node };
      merged.set(`${resolved.in}:${resolved.name}`, resolved);
    });
  }
  return [...merged.values()];
}

const jsonSchemaOf = (document: unknown, pointer: string, what: string) => {
  const { pointer: at, node } = follow(document, pointer);
  const content = node.content as Node | undefined;
  if (!content?.['application/json']) throw new Error(`${what} has no application/json content`);
  return `${at}/content/application~1json/schema`;
};

/** JSON pointer to the schema that a case's instance must satisfy. */
export function targetSchemaPointer(document: BundleLike, operationId: string, target: CaseTarget): string {
  const location = findOperation(document, operationId);
  switch (target.part) {
    case 'body':
      if (!location.operation.requestBody) throw new Error(`${operationId} has no request body`);
      return jsonSchemaOf(document, `${location.pointer}/requestBody`, `${operationId} request body`);
    case 'response': {
      const responses = location.operation.responses as Node | undefined;
      if (!responses?.[target.status]) throw new Error(`${operationId} has no ${target.status} response`);
      return jsonSchemaOf(document, `${location.pointer}/responses/${target.status}`, `${operationId} response ${target.status}`);
    }
    default: {
      const parameter = mergedParameters(document, location).find((p) => p.in === target.part && p.name === target.name);
      if (!parameter) throw new Error(`${operationId} has no ${target.part} parameter ${target.name}`);
      if (!parameter.node.schema) throw new Error(`${operationId} ${target.part} parameter ${target.name} has no schema`);
      return `${parameter.pointer}/schema`;
    }
  }
}
