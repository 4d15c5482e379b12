// A schema reduced to what it accepts, so that two spellings of one meaning compare equal: `$ref`s
// followed (a schema that contains itself stays a `{ $recursive }` marker), annotations set apart,
// an `allOf` merged, a one-branch `anyOf` lifted, keywords beside an `anyOf` moved into each of its
// branches (the TopicKey rewrite), lists that are sets sorted (a `oneOf`'s branches sorted, never
// made unique: a repeated branch changes what it accepts), and the equivalent forms of
// equivalent-forms.ts made one (a type list and its branches, a type and the enum it holds).
import { isReference, referenceEntries } from './data-keywords.js';
import { foldBranches, typeOfEnum, typeValue, withoutFreeSubschemas, withoutVacuous } from './equivalent-forms.js';
import { typeList } from './json-types.js';
import { asRead30, from30, isOpenApi30 } from './openapi-version.js';
import { at, escapeToken, isObject, refPointer } from './pointer.js';

export type Schema = Record<string, unknown>;

/** Where a normalised node came from in its document, and the annotations it carried. */
export interface Origin {
  pointer: string;
  annotations: Record<string, unknown>;
}

const origins = new WeakMap<object, Origin>();

export const originOf = (schema: Schema): Origin => origins.get(schema) ?? { pointer: '', annotations: {} };

/** Keywords that only annotate: they never change which values a schema accepts. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  'example',
  'examples',
  'externalDocs',
  'xml',
  'discriminator',
  '$comment',
  'deprecated',
  'readOnly',
  'writeOnly',
  'default',
  '$schema',
  '$id',
  '$anchor',
  'contentEncoding',
]);
export const isAnnotation = (keyword: string): boolean => ANNOTATIONS.has(keyword) || keyword.startsWith('x-');

export const SUBSCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
export const SUBSCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
export const SUBSCHEMAS = new Set([
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
]);

/** JSON text with object keys sorted: equal for equal values, whatever the key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    // Normalised schemas are never changed once made: each one's text is worked out once.
    const known = canonicalTexts.get(value);
    if (known !== undefined) return known;
    const keys = Object.keys(value).sort();
    const text = `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
    canonicalTexts.set(value, text);
    return text;
  }
  return JSON.stringify(value) ?? 'null';
}

const canonicalTexts = new WeakMap<object, string>();

const withOrigin = (schema: Schema, pointer: string, annotations: Record<string, unknown> = {}): Schema => {
  origins.set(schema, { pointer, annotations });
  return schema;
};

const LOWER_BOUNDS = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties']);
const UPPER_BOUNDS = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties']);

/** Both schemas at once (their conjunction) as one, or undefined when they cannot be merged safely. */
export function merge(a: Schema, b: Schema): Schema | undefined {
  const out: Schema = { ...a };
  for (const [keyword, value] of Object.entries(b)) {
    if (!(keyword in out)) {
      out[keyword] = value;
      continue;
    }
    const mine = out[keyword];
    if (canonical(mine) === canonical(value)) continue;
    if (keyword === 'required') out.required = [...new Set([...(mine as string[]), ...(value as string[])])].sort();
    else if (LOWER_BOUNDS.has(keyword)) out[keyword] = Math.max(mine as number, value as number);
    else if (UPPER_BOUNDS.has(keyword)) out[keyword] = Math.min(mine as number, value as number);
    else if (keyword === 'type') {
      const left = typeList(mine);
      const both = typeList(value).filter((type) => left.includes(type) || (type === 'integer' && left.includes('number')));
      if (both.length === 0) return undefined;
      out.type = both.length === 1 ? both[0] : both.sort();
    } else if (keyword === 'properties' && isObject(mine) && isObject(value)) {
      const properties: Schema = { ...(mine as Schema) };
      for (const [name, schema] of Object.entries(value)) {
        const existing = properties[name] as Schema | undefined;
        if (existing === undefined) properties[name] = schema;
        else {
          const joined = merge(existing, schema as Schema);
          if (joined === undefined) return undefined;
          properties[name] = joined;
        }
      }
      out.properties = properties;
    } else return undefined;
  }
  return out;
}

export { typeList };

/**
 * The most schemas a cycle of references may have and still be unrolled along every chain of refs
 * it is reached through. A target's normal form depends on which schemas of its own cycle (strongly
 * connected component) are on the way to it, so a cycle of k schemas has up to k·2^(k-1) forms, and
 * a Stripe-like graph (25 schemas, each with 3 `anyOf: [string, $ref]` fields) ran out of memory.
 * In a larger cycle a schema is unrolled once, where the way first enters its cycle, and a `$ref` to
 * another member of it stays a `{ $recursive }` marker, which the comparison and the sampler expand
 * when they reach it.
 */
const MAX_UNROLLED_CYCLE = 4;

/** Schemas of a document normalised once each, by pointer, for the comparisons of every operation. */
export class Normalizer {
  private readonly cache = new Map<string, Schema>();
  /** A `$ref`'s target, normalised once for each set of members of its cycle it is reached through. */
  private readonly refs = new Map<string, Schema>();
  /** Each `$ref` target's cycle (its strongly connected component in the graph of `$ref`s), found once. */
  private readonly cycles = new Map<string, ReadonlySet<string>>();

  /** The document is OpenAPI 3.0, whose spellings normalize() makes 2020-12's. */
  private readonly openapi30: boolean;

  constructor(readonly document: unknown) {
    this.openapi30 = isOpenApi30(document);
  }

  /** The schema at `pointer` (itself maybe a `$ref`). */
  at(pointer: string): Schema {
    const known = this.cache.get(pointer);
    if (known) return known;
    const schema = this.normalize(at(this.document, pointer), pointer, []);
    this.cache.set(pointer, schema);
    return schema;
  }

  /** A `{ $recursive }` marker's schema, one level further. */
  expand(marker: Schema): Schema {
    const target = String(marker.$recursive);
    return this.normalize(at(this.document, target), target, [target]);
  }

  normalize(input: unknown, pointer: string, stack: readonly string[]): Schema {
    if (input === false) return withOrigin({ not: {} }, pointer);
    if (!isObject(input)) return withOrigin({}, pointer);
    const raw = this.openapi30 ? asRead30(input) : input;
    const annotations: Record<string, unknown> = {};
    let out: Schema = {};
    let base: Schema | undefined;
    if (typeof raw.$ref === 'string') {
      const target = refPointer(raw.$ref);
      if (target === undefined) throw new Error(`${pointer}: $ref ${raw.$ref} is not local (the spec is bundled before it is compared)`);
      if (stack.includes(target)) return withOrigin({ $recursive: target }, target);
      // Only the members of the target's own cycle can come back under it: the rest of the way does
      // not change what it normalises to.
      const cycle = this.cycleOf(target);
      const within = stack.filter((step) => cycle.has(step));
      if (within.length > 0 && cycle.size > MAX_UNROLLED_CYCLE) return withOrigin({ $recursive: target }, target);
      const key = `${target}|${[...new Set(within)].sort().join('|')}`;
      base = this.refs.get(key);
      if (base === undefined) {
        const resolved = at(this.document, target);
        if (resolved === undefined) throw new Error(`${pointer}: $ref ${raw.$ref} points at nothing`);
        base = this.normalize(resolved, target, [...stack, target]);
        this.refs.set(key, base);
      }
    }
    for (const [keyword, value] of Object.entries(raw)) {
      if (keyword === '$ref') continue;
      if (isAnnotation(keyword)) {
        annotations[keyword] = value;
        continue;
      }
      const here = `${pointer}/${keyword}`;
      if (SUBSCHEMA_MAPS.has(keyword) && isObject(value)) {
        out[keyword] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, this.normalize(sub, `${here}/${escapeToken(name)}`, stack)]));
      } else if (SUBSCHEMA_LISTS.has(keyword) && Array.isArray(value)) {
        out[keyword] = value.map((sub, index) => this.normalize(sub, `${here}/${index}`, stack));
      } else if (SUBSCHEMAS.has(keyword)) out[keyword] = this.normalize(value, here, stack);
      else out[keyword] = value;
    }
    // Before the `$ref`'s target is merged in: 3.0's spellings act within their own Schema Object,
    // as the validators read them (from30), so a target's type or maximum is not beside them.
    if (this.openapi30) {
      from30(out);
      if (out.nullable === true) out.type = [...new Set([...typeList(out.type), 'null'])];
    }
    if (base !== undefined) {
      const joined = Object.keys(out).length === 0 ? base : merge(base, out);
      if (joined === undefined) out = { allOf: [base, out] };
      else {
        const origin = originOf(base);
        return withOrigin(this.tidy(joined), origin.pointer, { ...origin.annotations, ...annotations });
      }
    }
    return withOrigin(this.tidy(out), pointer, annotations);
  }

  /**
   * The `$ref` targets written anywhere inside the schema at `pointer` (its edges in the graph of
   * `$ref`s), data left out (a `$ref` in a `default` or `example` is data: data-keywords.ts).
   */
  private edges(pointer: string): string[] {
    const out = new Set<string>();
    const walk = (node: unknown, names = false): void => {
      if (Array.isArray(node)) for (const item of node) walk(item);
      else if (isObject(node)) {
        for (const [key, value, namesBelow] of referenceEntries(node, names)) {
          if (isReference(key, value, names)) {
            const target = refPointer(value as string);
            if (target !== undefined) out.add(target);
          } else walk(value, namesBelow);
        }
      }
    };
    walk(at(this.document, pointer));
    return [...out];
  }

  /** The targets that `target` reaches through `$ref`s and that reach it back (itself included), by Tarjan's algorithm. */
  private cycleOf(target: string): ReadonlySet<string> {
    const known = this.cycles.get(target);
    if (known) return known;
    // Iterative, so that a long chain of references cannot overflow the stack.
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const open: string[] = [];
    const onOpen = new Set<string>();
    const frames: { node: string; next: string[]; at: number }[] = [];
    const enter = (node: string): void => {
      index.set(node, index.size);
      low.set(node, index.get(node)!);
      open.push(node);
      onOpen.add(node);
      frames.push({ node, next: this.edges(node), at: 0 });
    };
    enter(target);
    while (frames.length > 0) {
      const frame = frames.at(-1)!;
      if (frame.at < frame.next.length) {
        const child = frame.next[frame.at]!;
        frame.at += 1;
        if (this.cycles.has(child)) continue;
        if (!index.has(child)) enter(child);
        else if (onOpen.has(child)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        continue;
      }
      frames.pop();
      const parent = frames.at(-1);
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const members = new Set<string>();
        let member: string;
        do {
          member = open.pop()!;
          onOpen.delete(member);
          members.add(member);
        } while (member !== frame.node);
        for (const each of members) this.cycles.set(each, members);
      }
    }
    return this.cycles.get(target)!;
  }

  /** The spellings of one meaning made one. */
  private tidy(input: Schema): Schema {
    let schema: Schema = { ...input };
    // A 3.0 `nullable` is read before this, by normalize(); in 3.1 it is an annotation, as the validators read it.
    delete schema.nullable;
    if ('const' in schema) {
      schema.enum = [schema.const];
      delete schema.const;
    }
    if (Array.isArray(schema.enum)) {
      const seen = new Map(schema.enum.map((value) => [canonical(value), value] as const));
      schema.enum = [...seen.keys()].sort().map((key) => seen.get(key));
    }
    if ('type' in schema) schema.type = typeValue(typeList(schema.type));
    if (Array.isArray(schema.required)) schema.required = [...new Set(schema.required as string[])].sort();
    if (Array.isArray(schema.required) && schema.required.length === 0) delete schema.required;
    if (Array.isArray(schema.allOf)) {
      const rest: Schema[] = [];
      let merged: Schema = { ...schema };
      delete merged.allOf;
      for (const branch of schema.allOf as Schema[]) {
        const joined = merge(merged, branch);
        if (joined === undefined) rest.push(branch);
        else merged = joined;
      }
      if (rest.length > 0) merged.allOf = rest;
      schema = merged;
    }
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const branches = schema[keyword];
      if (!Array.isArray(branches)) continue;
      if (branches.length === 1) {
        const rest = { ...schema };
        delete rest[keyword];
        const joined = merge(rest, branches[0] as Schema);
        if (joined !== undefined) {
          schema = joined;
          continue;
        }
      }
      // Keywords beside the branches belong to every branch: {S, anyOf: [A, B]} means {anyOf: [S∧A, S∧B]}.
      const siblings = Object.fromEntries(Object.entries(schema).filter(([key]) => key !== keyword));
      if (Object.keys(siblings).length > 0 && !Object.keys(siblings).some((key) => key === 'anyOf' || key === 'oneOf')) {
        const spread = (branches as Schema[]).map((branch) => merge(siblings, branch));
        if (spread.every((branch) => branch !== undefined)) {
          schema = { [keyword]: spread.map((branch, index) => withOrigin(this.tidy(branch!), originOf(branches[index] as Schema).pointer)) };
        }
      }
      // Branches that differ in their types alone are one schema of all their types (R23-3). Not
      // beside the other keyword: its branches, the type spread into them, would be compared branch
      // by branch, where a change beside them is now weighed on the whole schema.
      const other = schema[keyword === 'anyOf' ? 'oneOf' : 'anyOf'];
      const folded = Array.isArray(other) ? undefined : foldBranches(schema[keyword] as Schema[], keyword === 'oneOf');
      if (folded !== undefined) {
        const rest = { ...schema };
        delete rest[keyword];
        const joined = merge(rest, folded);
        if (joined !== undefined) {
          schema = joined;
          continue;
        }
      }
      const listed = (schema[keyword] as Schema[]).map((branch) => [canonical(branch), branch] as const);
      if (keyword === 'oneOf') {
        // In any order, but every branch kept: a value two equal branches accept matches two, and
        // `oneOf: [A, A]` refuses all that A accepts.
        schema.oneOf = listed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, branch]) => branch);
        continue;
      }
      const unique = new Map(listed);
      schema.anyOf = [...unique.keys()].sort().map((key) => unique.get(key));
      if (unique.size === 1) {
        const rest = { ...schema };
        delete rest.anyOf;
        const joined = merge(rest, [...unique.values()][0]!);
        if (joined !== undefined) schema = joined;
      }
    }
    return withoutFreeSubschemas(withoutVacuous(typeOfEnum(schema)));
  }
}
