// Findings of the outside review 5a on witness sampling and normalisation: sizes a schema asks for
// that no value can have in memory (13), a reference graph whose unrolling is exponential (6), a
// cookie parameter's witness (15), a property named __proto__ (16).
import { describe, expect, it } from 'vitest';
import { diffContracts } from '../../src/diff/index.js';
import { version } from '../../src/diff/operations.js';
import { placeAt } from '../../src/diff/witness.js';

type Json = Record<string, unknown>;

/** A spec with one POST /x whose JSON body is `schema`. */
const bodySpec = (schema: Json, components: Json = {}): Json => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {
    '/x': {
      post: {
        operationId: 'p',
        requestBody: { content: { 'application/json': { schema } } },
        responses: { '204': { description: 'ok' } },
      },
    },
  },
  components,
});

/** The reviewer's case: `a`'s maxLength drops 100 → 3 beside a required `b` with the given schema. */
const withSibling = (b: Json, maxLength: number): Json => bodySpec({ type: 'object', required: ['b'], properties: { a: { type: 'string', maxLength }, b } });

describe('witness sizes (review 5a, finding 13)', () => {
  const cases: [string, Json, 'breaking' | 'review'][] = [
    ['minLength: -1', { type: 'string', minLength: -1 }, 'breaking'],
    ['minItems: -1', { type: 'array', minItems: -1 }, 'breaking'],
    ['minLength: 1e9', { type: 'string', minLength: 1e9 }, 'review'],
    ['minLength: 1e7', { type: 'string', minLength: 1e7 }, 'review'],
    ['minLength: 1e6 with a pattern', { type: 'string', minLength: 1e6, pattern: '^a+$' }, 'review'],
    ['minItems: 1e7', { type: 'array', items: { type: 'string' }, minItems: 1e7 }, 'review'],
    ['minProperties: 1e7', { type: 'object', minProperties: 1e7 }, 'review'],
  ];
  for (const [name, b, level] of cases) {
    it(`${name}: finishes at once, and a witness past the budget is never built`, async () => {
      const started = performance.now();
      const report = await diffContracts(withSibling(b, 100), withSibling(b, 3));
      expect(performance.now() - started).toBeLessThan(1000);
      const [change, ...rest] = report.changes;
      expect(rest).toEqual([]);
      expect(change?.rule).toBe('request-property-max-length-decreased');
      expect(change?.level).toBe(level);
      if (level === 'breaking') expect((change?.witness?.value as Json | undefined)?.a).toBe('LLLL');
      else expect(change?.witness).toBeNull();
      expect(JSON.stringify(report).length).toBeLessThan(10_000);
    });
  }

  it('builds no huge candidate for a change of the size keyword itself', async () => {
    const started = performance.now();
    const report = await diffContracts(bodySpec({ type: 'string', minLength: 1e9 }), bodySpec({ type: 'string', minLength: 5 }));
    const widen = await diffContracts(bodySpec({ type: 'string', maxLength: 1e9 }), bodySpec({ type: 'string', maxLength: 1e9 - 1 }));
    expect(performance.now() - started).toBeLessThan(2000);
    for (const change of [...report.changes, ...widen.changes]) expect(JSON.stringify(change.witness ?? null).length).toBeLessThan(70 * 1024);
    expect(widen.changes.map((change) => change.level)).toEqual(['review']);
  });

  it('leaves out an optional property whose values are all past the budget, and still finds a witness', async () => {
    const b = { type: 'object', properties: { huge: { type: 'string', minLength: 1e9 } } };
    const report = await diffContracts(withSibling(b, 100), withSibling(b, 3));
    expect(report.changes.map((change) => change.level)).toEqual(['breaking']);
  });
});

/** The reviewer's graph (depth/gen3.py): `count` schemas, each with `fan` fields `anyOf: [string, $ref S<random>]`. */
function graph(count: number, fan: number, seed: number): Json {
  // mulberry32: the same graph on every run.
  let state = seed;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * count);
  };
  const schemas: Json = {};
  for (let index = 0; index < count; index += 1) {
    const properties: Json = { id: { type: 'string' } };
    for (let field = 0; field < fan; field += 1) properties[`f${field}`] = { anyOf: [{ type: 'string' }, { $ref: `#/components/schemas/S${next()}` }] };
    schemas[`S${index}`] = { type: 'object', properties };
  }
  const spec = bodySpec({ $ref: '#/components/schemas/S0' }, { schemas });
  (spec.paths as Json)['/x'] = {
    ...((spec.paths as Json)['/x'] as Json),
    get: {
      operationId: 'g',
      responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/S0' } } } } },
    },
  };
  return spec;
}

describe('a reference graph with many simple paths (review 5a, finding 6)', () => {
  it('normalises 30 schemas × 3 anyOf fields in polynomial time and memory', async () => {
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const report = await diffContracts(graph(30, 3, 7), graph(30, 3, 7));
    expect(report.changes).toEqual([]);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(300 * 1024 * 1024);
  });

  it('still finds a change in every schema of the cycle, each reached only through anyOf branches', async () => {
    const started = performance.now();
    // The schemas S0 reaches, each through anyOf branches only.
    const schemas = (graph(30, 3, 7).components as Json).schemas as Record<string, { properties: Record<string, { anyOf?: Json[] }> }>;
    const reached = new Set(['S0']);
    for (const name of reached)
      for (const field of Object.values(schemas[name]!.properties))
        for (const branch of field.anyOf ?? []) if (branch.$ref) reached.add(String(branch.$ref).split('/').at(-1)!);
    expect(reached.size).toBeGreaterThan(15);
    for (const name of [...reached].filter((_, index) => index % 2 === 0)) {
      const index = Number(name.slice(1));
      const now = graph(30, 3, 7);
      const schema = ((now.components as Json).schemas as Json)[`S${index}`] as { properties: Record<string, Json>; required?: string[] };
      schema.properties.id!.maxLength = 5;
      const report = await diffContracts(graph(30, 3, 7), now);
      const request = report.changes.filter((change) => change.side === 'request');
      expect(
        request.map((change) => [change.rule, change.level]),
        `S${index}`,
      ).toEqual([['request-property-max-length-decreased', 'breaking']]);
      expect(report.changes.some((change) => change.side === 'response' && change.rule === 'response-property-max-length-decreased')).toBe(true);
    }
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

/** GET /x with one parameter. */
const parameterSpec = (parameter: Json): Json => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: { '/x': { get: { operationId: 'g', parameters: [parameter], responses: { '200': { description: 'ok' } } } } },
});

describe('a cookie parameter’s witness (review 5a, finding 15)', () => {
  it('is the Cookie header, name=value, as for a cookie that became required', async () => {
    const cookie = (schema: Json): Json => parameterSpec({ name: 'sid', in: 'cookie', schema });
    const report = await diffContracts(cookie({ type: 'string', maxLength: 10 }), cookie({ type: 'string', maxLength: 5 }));
    expect(report.changes.map((change) => [change.rule, change.level])).toEqual([['request-parameter-max-length-decreased', 'breaking']]);
    const witness = report.changes[0]!.witness!;
    expect(witness).toMatchObject({ in: 'header', name: 'Cookie' });
    expect(witness.value).toMatch(/^sid=[^;\s]{6}$/);
  });

  it('is never a value the Cookie header would not carry as itself', async () => {
    // OLD accepts "a;b" and " a", NEW only letters: "sid=a;b" would send the cookie "a".
    const cookie = (pattern: string): Json =>
      parameterSpec({ name: 'sid', in: 'cookie', schema: { type: 'string', enum: ['a;b', ' a', 'ab'].filter((value) => new RegExp(pattern).test(value)) } });
    const report = await diffContracts(cookie('.'), cookie('^[a-z]+$'));
    for (const change of report.changes) expect(change.witness).toBeNull();
  });
});

describe('a property named __proto__ (review 5a, finding 16)', () => {
  it('is an own property of the samples a witness is built on, and of the witness candidates', async () => {
    const properties: Json = { name: { type: 'string', maxLength: 3 } };
    Object.defineProperty(properties, '__proto__', { value: { type: 'string', maxLength: 10 }, enumerable: true, writable: true, configurable: true });
    const spec = JSON.parse(JSON.stringify(bodySpec({ type: 'object', required: ['__proto__'], properties }))) as Json;
    const { normalizer, sampler } = version(spec as never);
    const samples = sampler.samples(normalizer.at('/paths/~1x/post/requestBody/content/application~1json/schema'), 6);
    expect(samples.length).toBeGreaterThan(0);
    for (const sample of samples) {
      expect(Object.getPrototypeOf(sample)).toBe(Object.prototype);
      expect(Object.hasOwn(sample as object, '__proto__')).toBe(true);
      expect(typeof Object.getOwnPropertyDescriptor(sample, '__proto__')?.value).toBe('string');
    }
  });

  it('placeAt puts __proto__ as an own property, never as the prototype', () => {
    for (const path of [['__proto__'], ['a', '__proto__'], ['__proto__', 'b']]) {
      const placed = placeAt({ a: {} }, path, 'x') as Record<string, unknown>;
      expect(Object.getPrototypeOf(placed), path.join('.')).toBe(Object.prototype);
      expect(JSON.stringify(placed), path.join('.')).toContain('"__proto__":');
    }
  });
});
