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

/** One draw per mode: 'min' sends the required properties only, 'max' every property it knows. */
export type SampleMode = 'min' | 'max';

// No `.filter` here: fast-check draws again until a filter passes, forever if none can. A draw that
// misses a bound is kept; the validators sort it out.
function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY;
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

export class Sampler {
  constructor(private readonly normalizer: Normalizer) {}

  arbitrary(schema: Schema, mode: SampleMode, depth = 0): fc.Arbitrary<unknown> {
    if (depth > MAX_DEPTH) return fc.constant(null);
    if (typeof schema.$recursive === 'string') return this.arbitrary(this.normalizer.expand(schema), 'min', depth + 1);
    if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
    const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
    if (Array.isArray(branches) && branches.length > 0) {
      const rest = { ...schema };
      delete rest.anyOf;
      delete rest.oneOf;
      return fc.oneof(...branches.map((branch) => this.arbitrary({ ...rest, ...branch }, mode, depth + 1)));
    }
    let types = typeList(schema.type);
    if (types.length === 0) {
      if (isObject(schema.properties) || schema.required) types = ['object'];
      else if (schema.items) types = ['array'];
      else if (typeof schema.pattern === 'string' || typeof schema.maxLength === 'number' || typeof schema.format === 'string') types = ['string'];
      else return fc.constantFrom<unknown>('x', 1, true, null, {});
    }
    return fc.oneof(...types.map((type) => this.typed(schema, type, mode, depth)));
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
        const minLength = typeof schema.minItems === 'number' ? schema.minItems : mode === 'max' ? 1 : 0;
        const maxLength = Math.max(minLength, Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 2, 2));
        return fc.array(this.arbitrary(items, mode, depth + 1), { minLength, maxLength });
      }
      default: {
        const properties = isObject(schema.properties) ? (schema.properties as Record<string, Schema>) : {};
        const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
        const model: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [name, sub] of Object.entries(properties)) model[name] = this.arbitrary(sub, mode, depth + 1);
        for (const name of required) model[name] ??= fc.constant('x');
        const keys = mode === 'max' && depth < 3 ? Object.keys(model) : required;
        return fc.record(model, { requiredKeys: keys.filter((key) => key in model) });
      }
    }
  }

  /** Up to `count` draws of each mode, the same ones on every run. */
  samples(schema: Schema, count = 12): unknown[] {
    const out: unknown[] = [];
    for (const mode of ['max', 'min'] as const) {
      try {
        out.push(...fc.sample(this.arbitrary(schema, mode), { numRuns: count, seed: 20 }));
      } catch {
        // A filter that finds nothing (a pattern the lengths exclude): no samples from this mode.
      }
    }
    return out;
  }
}
