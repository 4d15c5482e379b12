// Small read-only helpers over the bundled document (plain JSON, internal `#/components/...` refs).

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** RFC 6901 escaping of one reference token. */
export function escapePointerToken(token) {
  return String(token).replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Visits every node depth-first, in document order, with its JSON pointer. */
export function walk(node, visit, pointer = '') {
  visit(node, pointer);
  if (node === null || typeof node !== 'object') return;
  const entries = Array.isArray(node) ? node.map((v, i) => [i, v]) : Object.entries(node);
  for (const [key, value] of entries) walk(value, visit, `${pointer}/${escapePointerToken(key)}`);
}

/** Every operation of the document, in document order. */
export function listOperations(document) {
  const operations = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (operation) operations.push({ path, method, operation, pathItem: item });
    }
  }
  return operations;
}

/** The `#/components/...` refs reachable from `node`, followed transitively through the document. */
export function reachableRefs(document, node) {
  const seen = new Set();
  const pending = [node];
  while (pending.length > 0) {
    walk(pending.pop(), (value) => {
      if (value && typeof value === 'object' && typeof value.$ref === 'string' && !seen.has(value.$ref)) {
        seen.add(value.$ref);
        pending.push(resolvePointer(document, value.$ref));
      }
    });
  }
  return seen;
}

/** Resolves a local `#/...` pointer; throws on a dangling one, since the bundle must be closed. */
export function resolvePointer(document, ref) {
  if (!ref.startsWith('#')) throw new Error(`not a local reference: ${ref}`);
  let node = document;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const token = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object' || !(token in node)) {
      throw new Error(`dangling reference: ${ref}`);
    }
    node = node[token];
  }
  return node;
}
