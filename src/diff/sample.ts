// Values a normalised schema is likely to accept, drawn with fast-check from a fixed seed: the
// bases of witnesses, and the candidates of changes that no keyword rule can construct (a changed
// pattern, a removed branch). Whatever is drawn is checked by the compiled validators afterwards,
// so a sample only has to be likely, not certain.
import fc from 'fast-check';
import { type Normalizer, type Schema, typeList } from './normalize.js';
import { isObject } from './pointer.js';

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email: fc.constantFrom('a@example.com', 'user.name@example.org'),
  uuid: fc.uuid(),
  'date-time': fc.constantFrom('2026-01-02T03:04:05Z', '2025-12-31T23:59:59.123Z'),
  date: fc.constantFrom('2026-01-02'),
  uri: fc.constantFrom('https://example.com/a'),
  url: fc.constantFrom('https://example.com/a'),
  hostname: fc.constantFrom('example.com'),
  ipv4: fc.constantFrom('192.0.2.1'),
};

const MAX_DEPTH = 6;

/**
 * The most characters (or array items, object members) a sample or a witness may have: a schema may
 * ask for `minLength: 1e9` or `minItems: 1e7` (or, invalid, `-1`), and a value that size is no proof
 * anyone can read, nor one the process can build. Past it no value is drawn: the change is left for
 * review, as when no witness is found.
 */
export const WITNESS_BUDGET = 64 * 1024;

/** Thrown while an arbitrary is built for a schema whose smallest value is past the budget. */
export class TooLarge extends Error {}

/**
 * A size keyword's value (`minLength`, `maxItems`…) when it is one JSON Schema allows: a
 * non-negative integer. Anything else (`-1`, `2.5`, `"3"`) is read as absent: the validators still
 * judge every value drawn.
 */
export function sizeKeyword(schema: Schema, keyword: string): number | undefined {
  const value = schema[keyword];
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** Whether `value` has more than `budget` characters, items and members in all (stops counting there). */
export function overBudget(value: unknown, budget = WITNESS_BUDGET): boolean {
  let left = budget;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === 'string') left -= next.length;
    else if (Array.isArray(next)) {
      left -= next.length;
      if (left >= 0) stack.push(...next);
    } else if (next !== null && typeof next === 'object') {
      const keys = Object.keys(next);
      left -= keys.length;
      if (left >= 0) for (const key of keys) stack.push(key, (next as Record<string, unknown>)[key]);
    } else left -= 1;
    if (left < 0) return true;
  }
  return false;
}

/** One draw per mode: 'min' sends the required properties only, 'max' every property it knows. */
export type SampleMode = 'min' | 'max';

// No `.filter` here: fast-check draws again until a filter passes, forever if none can. A draw that
// misses a bound is kept; the validators sort it out.
function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = sizeKeyword(schema, 'minLength') ?? 0;
  if (minLength > WITNESS_BUDGET) throw new TooLarge();
  const maxLength = Math.max(minLength, sizeKeyword(schema, 'maxLength') ?? Number.POSITIVE_INFINITY);
  const fit = (text: string): string => {
    const chars = [...text];
    if (chars.length > maxLength) return chars.slice(0, maxLength).join('');
    if (chars.length < minLength) return text + (chars.at(-1) ?? 'a').repeat(minLength - chars.length);
    return text;
  };
  if (typeof schema.format === 'string' && FORMATS[schema.format]) return FORMATS[schema.format]!.map(fit);
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern, 'u'), { maxLength: Math.min(maxLength, 64) }).map(fit);
    } catch {
      return fc.constant('a'.repeat(minLength));
    }
  }
  return fc.string({ unit: 'grapheme-ascii', minLength, maxLength: Math.min(maxLength, minLength + 12) });
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const low =
    typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : -1000;
  const high =
    typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : 1000;
  if (integer) return fc.integer({ min: Math.ceil(low), max: Math.max(Math.ceil(low), Math.floor(high)) });
  return fc.double({ min: low, max: Math.max(low, high), noNaN: true, noDefaultInfinity: true });
}

/** One of the arbitraries that can be built (those past the budget left out); TooLarge when none can. */
function oneOfFitting(makers: (() => fc.Arbitrary<unknown>)[]): fc.Arbitrary<unknown> {
  const built: fc.Arbitrary<unknown>[] = [];
  for (const make of makers) {
    try {
      built.push(make());
    } catch (error) {
      if (!(error instanceof TooLarge)) throw error;
    }
  }
  if (built.length === 0) throw new TooLarge();
  return fc.oneof(...built);
}

export class Sampler {
  constructor(private readonly normalizer: Normalizer) {}

  arbitrary(schema: Schema, mode: SampleMode, depth = 0): fc.Arbitrary<unknown> {
    if (depth > MAX_DEPTH) return fc.constant(null);
    if (typeof schema.$recursive === 'string') return this.arbitrary(this.normalizer.expand(schema), 'min', depth + 1);
    if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
    // One keyword at a time: beside an anyOf, a oneOf stays in each branch drawn, and is drawn from next.
    const keyword =
      Array.isArray(schema.anyOf) && schema.anyOf.length > 0 ? 'anyOf' : Array.isArray(schema.oneOf) && schema.oneOf.length > 0 ? 'oneOf' : undefined;
    if (keyword !== undefined) {
      const rest = { ...schema };
      delete rest[keyword];
      return oneOfFitting((schema[keyword] as Schema[]).map((branch) => () => this.arbitrary({ ...rest, ...branch }, mode, depth + 1)));
    }
    let types = typeList(schema.type);
    if (types.length === 0) {
      if (isObject(schema.properties) || schema.required) types = ['object'];
      else if (schema.items) types = ['array'];
      else if (typeof schema.pattern === 'string' || typeof schema.maxLength === 'number' || typeof schema.format === 'string') types = ['string'];
      else return fc.constantFrom<unknown>('x', 1, true, null, {});
    }
    return oneOfFitting(types.map((type) => () => this.typed(schema, type, mode, depth)));
  }

  private typed(schema: Schema, type: string, mode: SampleMode, depth: number): fc.Arbitrary<unknown> {
    switch (type) {
      case 'string':
        return stringArbitrary(schema);
      case 'integer':
        return numberArbitrary(schema, true);
      case 'number':
        return numberArbitrary(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const items = isObject(schema.items) ? (schema.items as Schema) : {};
        const minLength = sizeKeyword(schema, 'minItems') ?? (mode === 'max' ? 1 : 0);
        if (minLength > WITNESS_BUDGET) throw new TooLarge();
        const maxLength = Math.max(minLength, Math.min(sizeKeyword(schema, 'maxItems') ?? 2, 2));
        return fc.array(this.arbitrary(items, mode, depth + 1), { minLength, maxLength });
      }
      default: {
        const properties = isObject(schema.properties) ? (schema.properties as Record<string, Schema>) : {};
        const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
        // No prototype: a property named `__proto__` is a name like any other, not the model's prototype.
        const model: Record<string, fc.Arbitrary<unknown>> = Object.create(null);
        if ((sizeKeyword(schema, 'minProperties') ?? 0) > WITNESS_BUDGET) throw new TooLarge();
        for (const [name, sub] of Object.entries(properties)) {
          try {
            model[name] = this.arbitrary(sub, mode, depth + 1);
          } catch (error) {
            // An optional property whose values are all too large is left out; a required one cannot be.
            if (!(error instanceof TooLarge) || required.includes(name)) throw error;
          }
        }
        for (const name of required) model[name] ??= fc.constant('x');
        const keys = mode === 'max' && depth < 3 ? Object.keys(model) : required;
        return fc.record(model, { requiredKeys: keys.filter((key) => Object.hasOwn(model, key)) });
      }
    }
  }

  /** Up to `count` draws of each mode, the same ones on every run. */
  samples(schema: Schema, count = 12): unknown[] {
    const out: unknown[] = [];
    for (const mode of ['max', 'min'] as const) {
      try {
        // Read back from JSON: what a request would carry, each object an ordinary one whose `__proto__`
        // (fast-check gives such a record no prototype) is an own property.
        const drawn = fc.sample(this.arbitrary(schema, mode), { numRuns: count, seed: 20 }).filter((value) => !overBudget(value));
        out.push(...drawn.map((value) => (value === undefined ? value : JSON.parse(JSON.stringify(value)))));
      } catch {
        // A filter that finds nothing (a pattern the lengths exclude), a schema whose values are all
        // past the budget: no samples from this mode.
      }
    }
    return out;
  }
}
