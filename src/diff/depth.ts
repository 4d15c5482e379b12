// The nesting of a spec, bounded when it is read, before anything walks it by recursion (the copy of
// a document, the bundling of its files, the normalizer, Ajv's compiler, the samplers): past the
// bound, the spec is refused as the validator refuses a body nested too deep, with the place it
// crosses the bound, instead of the process running out of stack. The walk here keeps its own stack.
import { itemReading, type Reading, readingOf, referenceOf } from './data-keywords.js';
import { at, escapeToken, refPointer } from './pointer.js';

/**
 * Levels of objects and arrays a spec may nest as written, in each file and in the document it makes
 * (the document itself is level 1): this contract nests 11. What recurses over the document as written
 * (the copy of a document, the bundling of its files, the YAML parser) is bounded by it.
 */
export const MAX_SPEC_DEPTH = 128;

/**
 * Levels a spec may nest with its `$ref`s followed: the levels of every schema on the way added up,
 * each `$ref` followed counting one level more (REF_LEVELS), what a reference names counted once along
 * a path (a recursive one cut where it comes back): this contract nests 26. What recurses over the
 * references (the normalizer, Ajv's compiler, the samplers) is bounded by it, so it bounds what
 * overflows, not the number of schemas. Ajv spends the most stack, most of it per `$ref`: on Node 20's
 * main thread a chain of about 190 `{type: array, items: {$ref: next}}` exhausts it (2 levels each
 * here), as do 210 `{properties: {next: {$ref}}}` (3 each), 40 schemas of 22 levels (900) or 9 of 102
 * (930); 180, 200, 35 and 8 of them compile. 256 keeps a margin of 1.5 below the cheapest overflow and
 * lets a ring or chain of some 80 `properties` schemas or 120 `items` ones compare.
 */
export const MAX_FOLLOWED_DEPTH = 256;

/** What a `$ref` followed adds to the nesting, on top of the levels of what it names. */
const REF_LEVELS = 1;

/**
 * Where a spec nests too deep, or undefined: the pointer and whether the nesting is the document's as
 * written (past MAX_SPEC_DEPTH) or once its `$ref`s are followed (past MAX_FOLLOWED_DEPTH). Both are
 * measured without recursion, the first before the second walks the references.
 */
export function depthProblem(document: unknown): { pointer: string; followed: boolean; bound: number } | undefined {
  const written = tooDeep(document, MAX_SPEC_DEPTH);
  if (written !== undefined) return { pointer: written, followed: false, bound: MAX_SPEC_DEPTH };
  const followed = tooDeep(document, MAX_FOLLOWED_DEPTH, document);
  if (followed !== undefined) return { pointer: followed, followed: true, bound: MAX_FOLLOWED_DEPTH };
  return undefined;
}

type Container = object;

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** A node on the way down: its children are taken one by one, a `$ref`'s target last. */
interface Frame {
  node: Container;
  /** How it is reached from the frame above: a key or index, or through a `$ref`, the target's pointer. */
  token: string;
  viaRef: boolean;
  level: number;
  /** How its keys are read: only a `$ref` among keywords is followed, none inside data (data-keywords.ts). */
  reading: Reading;
  /** The object's keys (undefined for an array), and the next child's index; past them, the target. */
  keys: string[] | undefined;
  next: number;
  /** The levels at and below the node found so far, the node itself counted. */
  height: number;
}

const frameOf = (node: Container, token: string, viaRef: boolean, level: number, reading: Reading): Frame => ({
  node,
  token,
  viaRef,
  level,
  reading,
  keys: Array.isArray(node) ? undefined : Object.keys(node),
  next: 0,
  height: 1,
});

/** The document references are followed in, and what each `$ref` names in it (a container, or undefined). */
interface References {
  document: unknown;
  targets: Map<string, { node: Container; pointer: string } | undefined>;
}

/** A `$ref`'s target, when the frame's node is a reference that names one. */
function targetOf({ node, reading }: Frame, references: References | undefined): { node: Container; pointer: string } | undefined {
  if (references === undefined || Array.isArray(node)) return undefined;
  const ref = referenceOf(node as Record<string, unknown>, reading);
  if (ref === undefined) return undefined;
  if (references.targets.has(ref)) return references.targets.get(ref);
  const pointer = refPointer(ref);
  const target = pointer === undefined ? undefined : at(references.document, pointer);
  const found = pointer !== undefined && isContainer(target) ? { node: target, pointer } : undefined;
  references.targets.set(ref, found);
  return found;
}

/** A frame's child: how it is reached (its token, through a `$ref` or not), and how it is read. */
interface Child {
  node: unknown;
  token: string;
  viaRef: boolean;
  reading: Reading;
}

/** The frame's next child (a container or not), or undefined when there is none left. */
function nextChild(frame: Frame, references: References | undefined): Child | undefined {
  const { node, keys, reading } = frame;
  const count = keys === undefined ? (node as unknown[]).length : keys.length;
  if (frame.next < count) {
    const index = frame.next;
    frame.next += 1;
    if (keys === undefined) return { node: (node as unknown[])[index], token: String(index), viaRef: false, reading: itemReading(reading) };
    const key = keys[index]!;
    const value = (node as Record<string, unknown>)[key];
    return { node: value, token: key, viaRef: false, reading: readingOf(key, value, reading) };
  }
  if (frame.next === count) {
    frame.next += 1;
    // What a reference names is a schema, a parameter, a response…: read as keywords, as the bundling reads it.
    const target = targetOf(frame, references);
    if (target !== undefined) return { node: target.node, token: target.pointer, viaRef: true, reading: 'keywords' };
  }
  return undefined;
}

const pointerOf = (path: readonly Pick<Child, 'token' | 'viaRef'>[]): string => {
  let pointer = '';
  for (const step of path.slice(1)) pointer = step.viaRef ? step.token : `${pointer}/${escapeToken(step.token)}`;
  return pointer;
};

/**
 * The JSON pointer of a node of `root` nested deeper than `bound` levels, or undefined when none is.
 * With `document` (the document `root` is, or is in), a local `$ref` counts as the node it names,
 * REF_LEVELS deeper, a recursive one cut where it comes back to a node on the way: a chain of
 * references is as deep as it would be written out, plus its hops, and what a reference names is
 * measured once (the place is then the reference that leads past the bound). A `$ref` inside data
 * (an example, a default: data-keywords.ts) is data: its levels count, it is not followed. The walk
 * is no recursion.
 */
export function tooDeep(root: unknown, bound: number, document?: unknown): string | undefined {
  if (!isContainer(root)) return undefined;
  const references = document === undefined ? undefined : { document, targets: new Map() };
  /** Heights of the nodes `$ref`s name, measured; those on the way down are open. */
  const heights = new Map<Container, number>();
  const open = new Set<Container>();
  const stack: Frame[] = [frameOf(root, '', false, 1, 'keywords')];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const child = nextChild(top, references);
    if (child === undefined) {
      stack.pop();
      if (top.viaRef) {
        open.delete(top.node);
        heights.set(top.node, top.height);
      }
      const parent = stack[stack.length - 1];
      if (parent !== undefined) parent.height = Math.max(parent.height, top.height + top.level - parent.level);
      continue;
    }
    if (!isContainer(child.node)) continue;
    const level = child.viaRef ? top.level + REF_LEVELS : top.level + 1;
    if (child.viaRef) {
      if (open.has(child.node)) continue;
      const known = heights.get(child.node);
      if (known !== undefined) {
        // What it names was measured from elsewhere: the place is the reference that leads past the bound.
        if (level + known - 1 > bound) return pointerOf(stack);
        top.height = Math.max(top.height, known + level - top.level);
        continue;
      }
      open.add(child.node);
    }
    if (level > bound) return pointerOf([...stack, child]);
    stack.push(frameOf(child.node, child.token, child.viaRef, level, child.reading));
  }
  return undefined;
}

/**
 * The offset in JSON text of the bracket that opens level `bound + 1`, or -1: one pass over the
 * text, strings skipped, for the line of a document too deep to be parsed again for its lines.
 */
export function openingPast(text: string, bound: number): number {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > bound) return index;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return -1;
}
