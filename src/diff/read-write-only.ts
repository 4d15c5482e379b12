// OpenAPI 3.0's readOnly and writeOnly beside `required`: "If the property is marked as readOnly being
// true and is in the required list, the required will take effect on the response only" (writeOnly:
// "on the request only"). A 3.0 schema is so read by the side it is on: in a request a required
// readOnly property may be left out, in a response a required writeOnly one. 3.1 dropped the sentence
// (JSON Schema 2020-12 makes both annotations): its `required` holds on both sides, as written.
// The comparison (compare-schema.ts) and the validators that check its witnesses (validators.ts) read
// a 3.0 schema alike through this file.
import { originOf, type Schema } from './normalize.js';
import { asRead30, isOpenApi30 } from './openapi-version.js';
import { at, isObject, refPointer, tokensOf } from './pointer.js';

export type MessageSide = 'request' | 'response';

/** The keyword that lifts `required` on `side`: readOnly in a request, writeOnly in a response. */
export const unsentOn = (side: MessageSide): 'readOnly' | 'writeOnly' => (side === 'request' ? 'readOnly' : 'writeOnly');

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * The side the schema at `pointer` is on: under an operation's request body or responses, or a
 * component request body or response; none elsewhere (a parameter's, or a component schema asked
 * for directly), where `required` is read as written.
 */
export function sideOf(pointer: string): MessageSide | undefined {
  const tokens = tokensOf(pointer);
  if (tokens[0] === 'components') return tokens[1] === 'requestBodies' ? 'request' : tokens[1] === 'responses' ? 'response' : undefined;
  for (let index = 0; index + 1 < tokens.length; index += 1) {
    if (!METHODS.has(tokens[index]!)) continue;
    if (tokens[index + 1] === 'requestBody') return 'request';
    if (tokens[index + 1] === 'responses') return 'response';
  }
  return undefined;
}

const MAX_HOPS = 50;
const MAX_DEPTH = 32;

/** A 3.0 Schema Object with its `$ref`s followed (a `$ref` is the whole of its object in 3.0). */
function read(document: unknown, node: unknown): Record<string, unknown> | undefined {
  let current = node;
  for (let hops = 0; hops < MAX_HOPS && isObject(current); hops += 1) {
    const own = asRead30(current);
    if (typeof own.$ref !== 'string') return own;
    const target = refPointer(own.$ref);
    current = target === undefined ? undefined : at(document, target);
  }
  return undefined;
}

/**
 * The names of a 3.0 schema's properties marked `flag`: its own, and those its `allOf` branches
 * declare (a `required` beside an `allOf` of a `$ref`, the usual way to extend a component, names them).
 */
export function flaggedProperties(document: unknown, schema: unknown, flag: 'readOnly' | 'writeOnly', depth = 0): Set<string> {
  const names = new Set<string>();
  const node = read(document, schema);
  if (node === undefined || depth > MAX_DEPTH) return names;
  if (isObject(node.properties)) {
    for (const [name, sub] of Object.entries(node.properties)) if (read(document, sub)?.[flag] === true) names.add(name);
  }
  if (Array.isArray(node.allOf)) for (const branch of node.allOf) for (const name of flaggedProperties(document, branch, flag, depth + 1)) names.add(name);
  return names;
}

/** `required` without the names that do not hold on this side (`unsent`), or undefined when none is left out. */
export function requiredOnSide(required: unknown, unsent: ReadonlySet<string>): string[] | undefined {
  if (!Array.isArray(required) || unsent.size === 0) return undefined;
  const kept = required.filter((name) => typeof name !== 'string' || !unsent.has(name));
  return kept.length === required.length ? undefined : kept;
}

/**
 * The names a normalised schema of `document` requires on `side`: its `required`, less in 3.0 the
 * properties marked readOnly (request) or writeOnly (response), as the normaliser keeps the marks.
 */
export function requiredOn(side: MessageSide, document: unknown, schema: Schema): Set<string> {
  const names = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  if (!isOpenApi30(document) || !isObject(schema.properties)) return names;
  const flag = unsentOn(side);
  for (const [name, property] of Object.entries(schema.properties as Record<string, Schema>))
    if (originOf(property).annotations[flag] === true) names.delete(name);
  return names;
}
