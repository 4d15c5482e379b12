// An operation's definition as text with its `$ref`s followed: two versions whose texts of a part are
// equal judge that part of any request alike (what the weighing asks NEW about follows from it).
import { deref, isObject, type JsonObject } from './pointer.js';

/**
 * A value as canonical text with its `$ref`s followed; a `$ref` met again inside itself stays a name.
 * A `$ref` whose text came out with no cycle cut is the same text under any stack (a cycle through
 * it would have been cut, as it is on the stack while it is written): it is written once, then reused.
 */
export function resolvedText(document: JsonObject, value: unknown, stack: string[], done = new Map<string, string>()): string {
  return write(value, stack).text;
  function write(node: unknown, path: string[]): { text: string; cut: boolean } {
    if (Array.isArray(node)) {
      const items = node.map((item) => write(item, path));
      return { text: `[${items.map((item) => item.text).join(',')}]`, cut: items.some((item) => item.cut) };
    }
    if (!isObject(node)) return { text: JSON.stringify(node) ?? 'null', cut: false };
    if (typeof node.$ref === 'string') {
      const ref = node.$ref;
      const known = done.get(ref);
      if (known !== undefined) return { text: known, cut: false };
      if (path.includes(ref) || path.length > 64) return { text: JSON.stringify({ $ref: ref }), cut: true };
      const written = write(deref(document, { $ref: ref }, '').node, [...path, ref]);
      if (!written.cut) done.set(ref, written.text);
      return written;
    }
    let cut = false;
    const parts = Object.keys(node)
      .sort()
      .map((key) => {
        const written = write(node[key], path);
        cut ||= written.cut;
        return `${JSON.stringify(key)}:${written.text}`;
      });
    return { text: `{${parts.join(',')}}`, cut };
  }
}
