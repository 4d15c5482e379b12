// A fast-check arbitrary of valid instances, built from the schemas of generated/openapi.json, so the
// property tests follow the spec instead of a hand-written copy of it. It covers the keywords the
// spec uses (type, enum, properties/required, additionalProperties, items/maxItems, anyOf,
// min/maxLength, pattern, format, maximum) and throws on any other, so a new keyword cannot be
// silently ignored.

import fc from 'fast-check';
import { escapePointerToken, parsePointer } from '../http/json-pointer.js';

type Schema = Record<string, unknown>;

/** Keys of the unknown properties the builder may add: the strict warnings must name exactly these. */
export const EXTRA_PREFIX = 'x-extra-';

export interface BuildOptions {
  /**
   * Add unknown properties (named EXTRA_PREFIX…) to objects that strict mode closes. Not under
   * anyOf: there an object with an unknown property may still match an open alternative.
   */
  extras?: boolean;
  /** How many times one recursive schema may nest along a branch (Step.variants). */
  maxRecursion?: number;
  /** Generate `value` at the schema node `target`, and make sure the instance reaches that node. */
  pin?: { target: object; value: fc.Arbitrary<unknown> };
}

const HANDLED = new Set([
  '$ref',
  'type',
  'enum',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'maxItems',
  'minItems',
  'anyOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'maximum',
  'minimum',
  // Annotations: no effect on validity.
  'title',
  'description',
  'example',
  'examples',
  'deprecated',
  'x-unspecified',
  'default',
]);

/** The code points of fast-check's `unit: 'binary'`: all but the surrogates (U+D800 to U+DFFF). */
const BINARY_CODE_POINTS = 0x110000 - 0x800;

/**
 * One code point of fast-check's `unit: 'binary'`, drawn as fast-check draws it (an index into its code
 * points, through the same integer arbitrary as its mapToConstant). fast-check reads a string back into
 * its units through a table of all 1,112,064 code points, built the first time a string of that unit is
 * made (about 0.7 s of CPU, in every process that does); this unit reads a code point back by arithmetic.
 */
export const anyCodePoint: fc.Arbitrary<string> = fc.nat({ max: BINARY_CODE_POINTS - 1 }).map(
  (index) => String.fromCodePoint(index < 0xd800 ? index : index + 0x800),
  (value) => {
    const codePoint = typeof value === 'string' ? value.codePointAt(0) : undefined;
    if (codePoint === undefined || String.fromCodePoint(codePoint) !== value || (codePoint >= 0xd800 && codePoint < 0xe000)) {
      throw new Error('not one code point of the binary unit');
    }
    return codePoint < 0xd800 ? codePoint : codePoint - 0x800;
  },
);

const formatArbitraries: Record<string, fc.Arbitrary<string>> = {
  email: fc.emailAddress(),
  uuid: fc.uuid(),
};

/** Keys of free-form objects: anything, including prototype names, except our marker. */
const freeKey = fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString')).filter((key) => !key.startsWith(EXTRA_PREFIX));
const freeValue = fc.jsonValue({ maxDepth: 2 });
const freeObject = fc.dictionary(freeKey, freeValue, { maxKeys: 4 });

export class SchemaArbitraries {
  /** Per target, whether each schema reaches it. */
  private readonly reachCache = new Map<object, Map<object, boolean>>();

  /**
   * `unit`: what free strings are made of besides ASCII. 'binary' is any code point but the surrogates
   * (fast-check 4's 'binary', as `anyCodePoint` draws it); 'grapheme' is any Unicode grapheme, well-formed,
   * which a URL can carry, and it costs fast-check 0.15 s to set up instead of 3.5 s.
   */
  constructor(
    private readonly document: unknown,
    private readonly unit: 'binary' | 'grapheme' = 'binary',
  ) {}

  resolve(schema: Schema): Schema {
    let current = schema;
    for (let hops = 0; typeof current.$ref === 'string'; hops += 1) {
      if (hops > 20) throw new Error(`$ref chain too long at ${String(schema.$ref)}`);
      current = this.at(String(current.$ref).slice(1));
    }
    return current;
  }

  at(pointer: string): Schema {
    const tokens = parsePointer(pointer);
    if (tokens === undefined) throw new Error(`nothing at ${pointer}`);
    return tokens.reduce<unknown>((node, token) => {
      if (typeof node !== 'object' || node === null || !Object.hasOwn(node, token)) throw new Error(`nothing at ${pointer}`);
      return (node as Record<string, unknown>)[token];
    }, this.document) as Schema;
  }

  /**
   * Valid instances of the schema at `pointer`. Asked again for the same schema without a pin (a run's
   * valid requests, then each mutation's), it answers the arbitrary build() keeps for it.
   */
  forPointer(pointer: string, options: BuildOptions = {}): fc.Arbitrary<unknown> {
    return this.build(this.at(pointer), { options, stack: [], underAnyOf: false, mustReach: options.pin !== undefined });
  }

  /** Whether `target` is `schema` or one of its subschemas (through refs). */
  reaches(schema: Schema, target: object, seen = new Set<object>()): boolean {
    if (schema === target) return true;
    let cache = this.reachCache.get(target);
    if (cache === undefined) {
      cache = new Map();
      this.reachCache.set(target, cache);
    }
    const cached = cache.get(schema);
    if (cached !== undefined && seen.size === 0) return cached;
    if (seen.has(schema)) return false;
    seen.add(schema);
    const found = this.childrenOf(schema).some((child) => this.reaches(child, target, seen));
    seen.delete(schema);
    // Only a search from the top is complete: inner ones stop at schemas already on the way.
    if (seen.size === 0) cache.set(schema, found);
    return found;
  }

  /** The subschemas of `schema` an instance may reach: its `$ref`'s target, items, additional and listed properties, anyOf's branches. */
  private childrenOf(schema: Schema): Schema[] {
    const children: Schema[] = [];
    if (typeof schema.$ref === 'string') children.push(this.resolve(schema));
    for (const key of ['items', 'additionalProperties']) if (typeof schema[key] === 'object' && schema[key] !== null) children.push(schema[key] as Schema);
    for (const value of Object.values((schema.properties as Record<string, Schema> | undefined) ?? {})) children.push(value);
    for (const value of (schema.anyOf as Schema[] | undefined) ?? []) children.push(value);
    return children;
  }

  private readonly acyclicCache = new WeakMap<object, boolean>();

  /** Whether no schema under `schema` leads back to one above it (Step.variants does): its build then owes nothing to where it sits. */
  private acyclic(schema: Schema, above = new Set<object>()): boolean {
    if (typeof schema !== 'object' || schema === null) return true;
    const cached = this.acyclicCache.get(schema);
    if (cached !== undefined) return cached;
    if (above.has(schema)) return false;
    above.add(schema);
    const found = this.childrenOf(schema).every((child) => this.acyclic(child, above));
    above.delete(schema);
    // A search that met no cycle is complete; one that did may have stopped early above a cycle of another schema's.
    if (found || above.size === 0) this.acyclicCache.set(schema, found);
    return found;
  }

  /**
   * Arbitraries of subschemas that reach no pin and no cycle, by schema and what else their build
   * reads: an arbitrary holds no state, so a schema asked for again is not built again, and a body
   * pinned at one place shares all the rest with the unpinned one (building the pinned bodies took
   * 12 ms of a benchmark run's CPU, 7 ms once they shared).
   */
  private readonly subtrees = new WeakMap<object, Map<string, fc.Arbitrary<unknown>>>();

  private build(raw: Schema, context: Context): fc.Arbitrary<unknown> {
    const { options } = context;
    // A boolean schema (`additionalProperties: true`) is built anew: it costs nothing, and is no key of a WeakMap.
    const shared = typeof raw === 'object' && !context.mustReach && this.acyclic(raw) && (options.pin === undefined || !this.reaches(raw, options.pin.target));
    if (!shared) return this.buildAnew(raw, context);
    const key = `${context.underAnyOf}\0${options.extras === true}\0${options.maxRecursion ?? ''}`;
    let byContext = this.subtrees.get(raw);
    const known = byContext?.get(key);
    if (known !== undefined) return known;
    const arbitrary = this.buildAnew(raw, context);
    if (byContext === undefined) {
      byContext = new Map();
      this.subtrees.set(raw, byContext);
    }
    byContext.set(key, arbitrary);
    return arbitrary;
  }

  private buildAnew(raw: Schema, context: Context): fc.Arbitrary<unknown> {
    const { options } = context;
    if (options.pin && raw === options.pin.target) return options.pin.value;
    const schema = this.resolve(raw);
    if (options.pin && schema === options.pin.target) return options.pin.value;
    for (const key of Object.keys(schema)) if (!HANDLED.has(key)) throw new Error(`the builder does not handle "${key}"`);
    const depth = context.stack.filter((seen) => seen === schema).length;
    const inner: Context = { ...context, stack: [...context.stack, schema] };
    if (depth > (options.maxRecursion ?? 2)) throw new Error('recursion is bounded through optional parts only');

    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    if (Array.isArray(schema.anyOf)) return this.anyOf(schema, inner);
    const types = schema.type === undefined ? [] : ([] as unknown[]).concat(schema.type);
    if (types.length > 1) {
      const variants = types.map((type) => ({ ...schema, type }));
      if (context.mustReach) return this.build(variants.find((variant) => this.reaches(variant, options.pin!.target)) ?? variants[0]!, inner);
      return fc.oneof(...variants.map((variant) => this.build(variant, inner)));
    }
    switch (types[0]) {
      case 'string':
        return this.string(schema);
      case 'number':
        return fc.oneof(
          fc.integer({ min: -1e9, max: Math.min(1e9, numberOr(schema.maximum, 1e9)) }),
          fc.double({ noNaN: true, noDefaultInfinity: true, max: numberOr(schema.maximum, Number.MAX_VALUE) }),
        );
      case 'integer':
        return fc.integer({ max: Math.floor(numberOr(schema.maximum, 2 ** 31 - 1)) });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return this.array(schema, inner, depth);
      case 'object':
        return this.object(schema, inner, depth);
      case undefined:
        // No type: any JSON value (ErrorBody), unless it lists properties.
        return schema.properties ? this.object(schema, inner, depth) : freeValue;
      default:
        throw new Error(`the builder does not handle type ${String(types[0])}`);
    }
  }

  private anyOf(schema: Schema, context: Context): fc.Arbitrary<unknown> {
    // Each alternative inherits the constraints that sit beside anyOf (TopicKey's lengths).
    const { anyOf, ...beside } = schema as Schema & { anyOf: Schema[] };
    const branches = anyOf.map((branch) => merge(beside, this.resolve(branch), branch));
    const inner: Context = { ...context, underAnyOf: true };
    if (context.mustReach) {
      const { target, value } = context.options.pin!;
      const index = anyOf.findIndex((branch) => this.reaches(branch, target));
      // The pinned value goes in as it is, even where the constraints beside anyOf would refuse it:
      // that is how the ReDoS test gets a long string to a pattern that sits beside a maxLength.
      if (index !== -1 && (anyOf[index] === target || this.resolve(anyOf[index]!) === target)) return value;
      if (index !== -1) return this.build(branches[index]!, { ...inner, mustReach: true });
    }
    return fc.oneof(...branches.map((branch) => this.build(branch, { ...inner, mustReach: false })));
  }

  /** String arbitraries by their constraints: fast-check's string() maps its units back as it is made, and most schemas' strings share a few sets of bounds. */
  private readonly strings = new Map<string, fc.Arbitrary<string>>();

  private string(schema: Schema): fc.Arbitrary<string> {
    const minLength = numberOr(schema.minLength, 0);
    const maxLength = numberOr(schema.maxLength, Infinity);
    const key = `${minLength}\0${maxLength}\0${String(schema.format)}\0${String(schema.pattern)}`;
    let arbitrary = this.strings.get(key);
    if (arbitrary === undefined) {
      arbitrary = this.newString(schema, minLength, maxLength);
      this.strings.set(key, arbitrary);
    }
    return arbitrary;
  }

  private newString(schema: Schema, minLength: number, maxLength: number): fc.Arbitrary<string> {
    const fits = (value: string) => {
      const length = [...value].length;
      return length >= minLength && length <= maxLength;
    };
    if (typeof schema.format === 'string') {
      const format = formatArbitraries[schema.format];
      if (!format) throw new Error(`the builder has no generator for format ${schema.format}`);
      return format.filter(fits);
    }
    if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(fits);
    const lengths = { minLength, ...(Number.isFinite(maxLength) ? { maxLength } : { maxLength: 40 }) };
    return fc.oneof(fc.string(lengths), fc.string({ ...lengths, unit: this.unit === 'binary' ? anyCodePoint : this.unit }));
  }

  private array(schema: Schema, context: Context, depth: number): fc.Arbitrary<unknown[]> {
    const items = (schema.items ?? {}) as Schema;
    const minItems = numberOr(schema.minItems, 0);
    const maxItems = Math.min(numberOr(schema.maxItems, 3), 3);
    if (context.mustReach && this.reaches(items, context.options.pin!.target)) {
      return fc.tuple(this.build(items, context)).map(([item]) => [item]);
    }
    const free = { ...context, mustReach: false };
    // A recursive schema nests through this array: past the bound, it stays empty.
    const recursive = this.reaches(items, context.stack[context.stack.length - 1]!);
    if (recursive && depth >= (context.options.maxRecursion ?? 2) && minItems === 0) return fc.constant([]);
    return fc.array(this.build(items, free), { minLength: minItems, maxLength: Math.max(minItems, maxItems) });
  }

  private object(schema: Schema, context: Context, depth: number): fc.Arbitrary<Record<string, unknown>> {
    const properties = schema.properties as Record<string, Schema> | undefined;
    const additional = schema.additionalProperties as Schema | undefined;
    if (!properties) {
      return additional === undefined ? freeObject : fc.dictionary(freeKey, this.build(additional, { ...context, mustReach: false }), { maxKeys: 4 });
    }
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    const target = context.options.pin?.target;
    for (const [name, property] of Object.entries(properties)) {
      const leadsToTarget = context.mustReach && target !== undefined && this.reaches(property, target);
      if (leadsToTarget) required.add(name);
      // A recursive schema is left out past the bound (Step.variants is optional).
      const recursive = this.reaches(property, context.stack[context.stack.length - 1]!);
      if (recursive && !leadsToTarget && depth >= (context.options.maxRecursion ?? 2) && !required.has(name)) continue;
      model[name] = this.build(property, { ...context, mustReach: leadsToTarget });
    }
    const record = fc.record(model, { requiredKeys: [...required].filter((name) => name in model) });
    const closedInStrict = additional === undefined;
    if (!context.options.extras || !closedInStrict || context.underAnyOf) return record;
    const extraKey = fc.string({ maxLength: 8 }).map((suffix) => `${EXTRA_PREFIX}${suffix}`);
    return fc
      .tuple(record, fc.dictionary(extraKey, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2, noNullPrototype: true }))
      .map(([known, extra]) => ({ ...known, ...extra }));
  }
}

interface Context {
  readonly options: BuildOptions;
  /** Resolved schemas from the root to here, to bound recursion. */
  readonly stack: readonly Schema[];
  readonly underAnyOf: boolean;
  /** The instance must go through options.pin.target. */
  readonly mustReach: boolean;
}

const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);

/** An anyOf branch with the constraints written beside anyOf; the stricter length bound wins. */
function merge(beside: Schema, branch: Schema, original: Schema): Schema {
  const keys = Object.keys(beside).filter((key) => !['title', 'description', 'x-unspecified', 'example', 'examples'].includes(key));
  if (keys.length === 0) return original;
  const merged: Schema = { ...beside, ...branch };
  if (typeof beside.maxLength === 'number' || typeof branch.maxLength === 'number') {
    merged.maxLength = Math.min(numberOr(beside.maxLength, Infinity), numberOr(branch.maxLength, Infinity));
  }
  if (typeof beside.minLength === 'number' || typeof branch.minLength === 'number') {
    merged.minLength = Math.max(numberOr(beside.minLength, 0), numberOr(branch.minLength, 0));
  }
  return merged;
}

/** JSON pointers of every property named EXTRA_PREFIX… in `value`. */
export function extraPointers(value: unknown, pointer = ''): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const found: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    const at = `${pointer}/${escapePointerToken(key)}`;
    if (key.startsWith(EXTRA_PREFIX)) found.push(at);
    else found.push(...extraPointers(child, at));
  }
  return found;
}
