// Where a JSON pointer of a spec file is in its YAML (or JSON) source: the line of its node, and the
// text a scalar is written as. Map keys are matched as the strings the document reads, merge keys
// (`<<`) and aliases followed.
import { isAlias, isMap, isScalar, isSeq, type LineCounter, type Document as YamlDocument } from 'yaml';
import { tokensOf } from './pointer.js';

type Ranged = { range?: [number, number, number] | null } | null | undefined;

/** A node with its aliases followed to what they name. */
const unaliased = (yaml: YamlDocument, node: unknown): unknown => (isAlias(node) ? node.resolve(yaml) : node);

/**
 * The pair of `map` whose key reads as `token`, in the map itself or in what its merge keys (`<<`)
 * bring in. A key is matched as the string it is (a quoted `'200'`, JSON's `"200"`), then by its text
 * once read as a string (an unquoted `200:`, which YAML reads as a number and the document as "200").
 */
function pairOf(yaml: YamlDocument, map: unknown, token: string, hops = 0): { key: unknown; value: unknown } | undefined {
  if (!isMap(map) || hops > 20) return undefined;
  const keyOf = (item: { key: unknown }) => (isScalar(item.key) ? item.key.value : item.key);
  const own =
    map.items.find((item) => keyOf(item) === token) ??
    map.items.find((item) => {
      const key = keyOf(item);
      return (typeof key === 'number' || typeof key === 'boolean' || key === null) && String(key) === token;
    });
  if (own) return own;
  for (const item of map.items) {
    // With `merge: true`, a merge key's value is a symbol, its source `<<`.
    if (!isScalar(item.key) || item.key.source !== '<<' || typeof item.key.value !== 'symbol') continue;
    const merged = unaliased(yaml, item.value);
    for (const source of isSeq(merged) ? merged.items.map((entry) => unaliased(yaml, entry)) : [merged]) {
      const found = pairOf(yaml, source, token, hops + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The YAML node at `pointer`, or the deepest one on the way, and the key that names it when a map
 * holds it. Tokens are matched as strings in maps and as indices in sequences only.
 */
function yamlAt(yaml: YamlDocument, pointer: string): { node: unknown; key: unknown; complete: boolean } {
  let node = unaliased(yaml, yaml.contents);
  let key: unknown;
  for (const token of tokensOf(pointer)) {
    if (isSeq(node)) {
      const item = /^(0|[1-9]\d*)$/.test(token) ? node.items[Number(token)] : undefined;
      if (item === undefined) return { node, key, complete: false };
      node = unaliased(yaml, item);
      key = undefined;
    } else {
      const pair = pairOf(yaml, node, token);
      if (pair === undefined) return { node, key, complete: false };
      node = unaliased(yaml, pair.value);
      key = pair.key;
    }
  }
  return { node, key, complete: true };
}

/** The line of `pointer` in the file, or of the deepest node on the way: for a key's value, the key's line. */
export function lineOf(parsed: { tree(): { yaml: YamlDocument; lines: LineCounter } }, pointer: string): number | undefined {
  const file = parsed.tree();
  const { node, key } = yamlAt(file.yaml, pointer);
  const range = (key as Ranged)?.range ?? (node as Ranged)?.range;
  return range ? file.lines.linePos(range[0]).line : undefined;
}

/** The text a scalar is written as (`1.0`, which YAML reads as the number 1), when `pointer` names a scalar. */
export function sourceOf(parsed: { tree(): { yaml: YamlDocument } }, pointer: string): string | undefined {
  const { node, complete } = yamlAt(parsed.tree().yaml, pointer);
  return complete && isScalar(node) && typeof node.source === 'string' ? node.source : undefined;
}
