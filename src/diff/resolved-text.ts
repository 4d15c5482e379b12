// An operation's definition as text with its `$ref`s followed: two versions whose texts of a part are
// equal judge that part of any request alike (what the weighing asks NEW about follows from it).
import { createHash, randomUUID } from 'node:crypto';
import { itemReading, type Reading, readingOf, referenceOf } from './data-keywords.js';
import { MAX_FOLLOWED_DEPTH } from './depth.js';
import { at, isObject, type JsonObject, refPointer } from './pointer.js';

/**
 * Nodes one part may write. A document that is a graph of `$ref`s (each schema an anyOf of three
 * others, thirty deep) has more paths than any machine can walk: past this many, the part's text is a
 * token equal to no other, so the part counts as changed and is weighed in full. The contract's
 * largest part writes about 2,000.
 */
export const MAX_WRITTEN_NODES = 100_000;

/**
 * Texts longer than this are replaced by their digest, so that an object's text holds its members'
 * digests, not their texts: a `$ref` used three times in each of thirty levels made a text of 3^30
 * characters. Equal texts still give equal digests, wherever the value was reached from.
 */
const DIGEST_FROM = 64;

const digestOf = (text: string): string => (text.length <= DIGEST_FROM ? text : `#${createHash('sha256').update(text).digest('base64url')}`);

/** Parts past MAX_WRITTEN_NODES so far: each gets a token of its own, unlike any other process's or thread's. */
let unequalParts = 0;
const processToken = randomUUID();

class OverBudget extends Error {}

/**
 * A value as canonical text with its `$ref`s followed; a `$ref` met again inside itself stays a name.
 * A `$ref` inside data (an example, a default: data-keywords.ts) is data, written as it is: a schema
 * it names is no part of the value. `names`: the value's keys are names (a `responses` map), not
 * keywords. A `$ref` whose text came out with no cycle cut is the same text under any stack (a cycle
 * through it would have been cut, as it is on the stack while it is written): it is written once, then
 * reused. Only a `$ref` followed is kept in `done`, and what it names is always read as keywords, so a
 * text kept is never handed to a `$ref` read otherwise (as data, or as a name).
 */
export function resolvedText(document: JsonObject, value: unknown, stack: string[], done = new Map<string, string>(), names = false): string {
  let left = MAX_WRITTEN_NODES;
  try {
    return write(value, stack, names ? 'names' : 'keywords').text;
  } catch (error) {
    if (!(error instanceof OverBudget)) throw error;
    unequalParts += 1;
    // Starts with a character no JSON text starts with, and differs from every other such token.
    return `!unequal ${processToken} ${unequalParts}`;
  }
  function write(node: unknown, path: string[], reading: Reading): { text: string; cut: boolean } {
    left -= 1;
    if (left < 0) throw new OverBudget();
    if (Array.isArray(node)) {
      const items = node.map((item) => write(item, path, itemReading(reading)));
      return { text: digestOf(`[${items.map((item) => item.text).join(',')}]`), cut: items.some((item) => item.cut) };
    }
    if (!isObject(node)) return { text: digestOf(JSON.stringify(node) ?? 'null'), cut: false };
    const members = (skip: string | undefined) => {
      let cut = false;
      const parts: string[] = [];
      for (const key of Object.keys(node).sort()) {
        if (key === skip) continue;
        const written = write(node[key], path, readingOf(key, node[key], reading));
        cut ||= written.cut;
        parts.push(`${JSON.stringify(key)}:${written.text}`);
      }
      return { parts, cut };
    };
    const ref = referenceOf(node, reading);
    if (ref !== undefined) {
      const target = followed(ref, path);
      if (Object.keys(node).length === 1) return target;
      // The keywords beside it, which 3.1 applies with it, are part of what it says.
      const beside = members('$ref');
      return { text: digestOf(`{"$ref":${target.text},${beside.parts.join(',')}}`), cut: target.cut || beside.cut };
    }
    const { parts, cut } = members(undefined);
    return { text: digestOf(`{${parts.join(',')}}`), cut };
  }
  function followed(ref: string, path: string[]): { text: string; cut: boolean } {
    const known = done.get(ref);
    if (known !== undefined) return { text: known, cut: false };
    // A cycle: what the $ref names is written where the cycle starts, so its content is in the text.
    if (path.includes(ref)) return { text: digestOf(JSON.stringify({ $ref: ref })), cut: true };
    // Past the depth bound, which the document was read under (depth.ts), a chain is no document diff reads;
    // were one to get here, its part would equal no other rather than hide what lies below the cut.
    if (path.length > MAX_FOLLOWED_DEPTH) throw new OverBudget();
    // One hop: what it names may itself be a $ref with keywords beside it, written as such.
    const pointer = refPointer(ref);
    const target = pointer === undefined ? undefined : at(document, pointer);
    if (target === undefined) return { text: digestOf(JSON.stringify({ $ref: ref })), cut: false };
    const written = write(target, [...path, ref], 'keywords');
    if (!written.cut) done.set(ref, written.text);
    return written;
  }
}
