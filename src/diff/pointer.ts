// JSON pointers (RFC 6901) over a parsed OpenAPI document; the escaping is src/http's, the one rule.
import { escapePointerToken, isObject as isPlainObject, unescapePointerToken } from '../http/index.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const escapeToken = (token: string | number): string => escapePointerToken(String(token));
export const unescapeToken = unescapePointerToken;

export function tokensOf(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer.split('/').slice(1).map(unescapeToken);
}

export const isObject = (value: unknown): value is JsonObject => isPlainObject(value);

/** The node at `pointer`, or undefined when the document has nothing there. */
export function at(document: unknown, pointer: string): unknown {
  let node = document;
  for (const token of tokensOf(pointer)) {
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isObject(node) && Object.hasOwn(node, token)) node = node[token];
    else return undefined;
  }
  return node;
}

/** The pointer of a local `$ref` ('#/components/schemas/Topic' → '/components/schemas/Topic'), percent-decoded. */
export function refPointer(ref: string): string | undefined {
  if (!ref.startsWith('#')) return undefined;
  try {
    return decodeURIComponent(ref.slice(1));
  } catch {
    return ref.slice(1);
  }
}

/** A node followed through its local `$ref`s to what they name, with the pointer of the node reached. */
export function deref(document: unknown, node: unknown, pointer: string): { node: unknown; pointer: string } {
  let current = node;
  let where = pointer;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops += 1) {
    const target = refPointer(current.$ref);
    if (hops > 50 || target === undefined) break;
    const next = at(document, target);
    if (next === undefined) break;
    current = next;
    where = target;
  }
  return { node: current, pointer: where };
}
