// Two normalised schemas compared keyword by keyword, each difference a finding with its direction
// (does NEW accept less, or more?) and the values that may prove it. Whether it breaks anything is
// decided later, by the side it is on and by the witness found.

import { jsonQuoted } from '../text/printable.js';
import { compareAlternatives } from './compare-alternatives.js';
import { ABSENT, type Direction, describePath, type Finding } from './findings.js';
import { canonical, type Normalizer, originOf, type Schema, typeList } from './normalize.js';
import { between, describeBounds, numericBound, tightened } from './numeric-bound.js';
import { isObject } from './pointer.js';
import { EXTRA_PROPERTY, ofLength, PROBES, TYPE_EXAMPLES } from './probe-values.js';
import { type MessageSide, requiredOn } from './read-write-only.js';
import { type Sampler, WITNESS_BUDGET } from './sample.js';
import { usageChanges } from './usage-keywords.js';

const ANNOTATION_KEYWORDS = ['description', 'title', 'examples', 'example', 'x-unspecified', 'deprecated', 'default'];

export interface SchemaSide {
  normalizer: Normalizer;
  sampler: Sampler;
  document: unknown;
}

/**
 * The deepest path at which a `{ $recursive }` pair is still expanded: the depth bound of a spec with
 * its `$ref`s followed (depth.ts), so that a change at the far end of a ring of schemas is found.
 * Each pair is expanded once, so the walk stays polynomial whatever this bound.
 */
const MAX_MARKER_PATH = 256;

export class SchemaComparison {
  readonly findings: Finding[] = [];
  private readonly pairs = new Set<string>();
  /**
   * `{ $recursive }` pairs met and not yet expanded, expanded shortest path first once the walk that
   * met them is done: a pair is compared once, so it must be at the shortest path it is reached by,
   * or one first met deep (past the depth bound) would hide every schema only it leads to.
   */
  private pending: { o: Schema; n: Schema; path: (string | number)[] }[][] | undefined;

  /**
   * `text`: the schemas are a parameter's or a header's, whose values are text on the wire, each read
   * as a string, a number or a boolean: a string schema accepts every text a number had. `side`:
   * where the schemas are read, which decides what a 3.0 `required` holds (read-write-only.ts) and
   * the level of a usage change (usage-keywords.ts).
   */
  constructor(
    private readonly old: SchemaSide,
    private readonly now: SchemaSide,
    private readonly text = false,
    private readonly side: MessageSide = 'request',
  ) {}

  add(
    change: string,
    direction: Direction,
    path: (string | number)[],
    message: string,
    o: Schema,
    n: Schema,
    candidates: () => unknown[],
    inOld = false,
  ): void {
    const place = describePath(path);
    this.findings.push({
      change,
      direction,
      path,
      candidates,
      message: place === '' ? message : `${place}: ${message}`,
      location: inOld ? { in: 'old', pointer: originOf(o).pointer } : { in: 'new', pointer: originOf(n).pointer },
    });
  }

  private samplesOf(side: SchemaSide, schema: Schema): unknown[] {
    return side.sampler.samples(schema, 8);
  }

  samples(which: 'old' | 'new', schema: Schema): unknown[] {
    return this.samplesOf(which === 'old' ? this.old : this.now, schema);
  }

  compare(o: Schema, n: Schema, path: (string | number)[] = []): void {
    if (this.pending !== undefined) {
      this.step(o, n, path);
      return;
    }
    this.pending = [];
    try {
      this.step(o, n, path);
      // A bucket per path length: an expansion only meets pairs at its own length or deeper.
      for (let length = 0; length < this.pending.length; length += 1) {
        // Read again each time: an expansion may add to this very bucket (a marker in an anyOf at its own path).
        for (let index = 0; index < (this.pending[length]?.length ?? 0); index += 1) {
          const pair = this.pending[length]![index]!;
          const key = this.pairKey(pair.o, pair.n);
          if (this.pairs.has(key)) continue;
          this.pairs.add(key);
          this.step(
            typeof pair.o.$recursive === 'string' ? this.old.normalizer.expand(pair.o) : pair.o,
            typeof pair.n.$recursive === 'string' ? this.now.normalizer.expand(pair.n) : pair.n,
            pair.path,
          );
        }
      }
    } finally {
      this.pending = undefined;
    }
  }

  private pairKey(o: Schema, n: Schema): string {
    return `${String(o.$recursive ?? originOf(o).pointer)}|${String(n.$recursive ?? originOf(n).pointer)}`;
  }

  private step(o: Schema, n: Schema, path: (string | number)[]): void {
    if (typeof o.$recursive === 'string' || typeof n.$recursive === 'string') {
      if (this.pairs.has(this.pairKey(o, n)) || path.length > MAX_MARKER_PATH) return;
      const bucket = this.pending![path.length] ?? [];
      this.pending![path.length] = bucket;
      bucket.push({ o, n, path });
      return;
    }
    this.annotations(o, n, path);
    if (canonical(o) === canonical(n)) {
      // Alike but for a 3.0 readOnly or writeOnly mark, which moves what `required` holds on this side.
      if (canonical([...requiredOn(this.side, this.old.document, o)]) !== canonical([...requiredOn(this.side, this.now.document, n)])) this.objects(o, n, path);
      this.descend(o, n, path);
      return;
    }
    if ([o, n].some((schema) => Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf))) {
      compareAlternatives(this, o, n, path);
      return;
    }
    this.types(o, n, path);
    this.enums(o, n, path);
    this.bounds(o, n, path);
    this.strings(o, n, path);
    this.objects(o, n, path);
    this.descend(o, n, path);
    const handled = new Set([
      'type',
      'enum',
      'maximum',
      'minimum',
      'exclusiveMaximum',
      'exclusiveMinimum',
      'maxLength',
      'minLength',
      'maxItems',
      'minItems',
      'pattern',
      'format',
      'properties',
      'required',
      'additionalProperties',
      'items',
    ]);
    const rest = (schema: Schema) => canonical(Object.fromEntries(Object.entries(schema).filter(([key]) => !handled.has(key))));
    if (rest(o) !== rest(n)) {
      this.add('schema-changed', 'both', path, 'the schema changed', o, n, () => [...this.samplesOf(this.old, o), ...this.samplesOf(this.now, n), ...PROBES]);
    }
  }

  /** Annotations of one node: reported apart, never a contract change. */
  private annotations(o: Schema, n: Schema, path: (string | number)[]): void {
    const before = originOf(o).annotations;
    const after = originOf(n).annotations;
    for (const keyword of ANNOTATION_KEYWORDS) {
      if (canonical(before[keyword] ?? null) === canonical(after[keyword] ?? null)) continue;
      const name = keyword === 'examples' || keyword === 'example' ? 'example' : keyword.replace(/^x-/, '');
      const place = describePath(path);
      this.findings.push({
        change: `${name}-changed`,
        direction: 'both',
        path,
        candidates: () => [],
        message: `${place === '' ? '' : `${place}: `}${keyword} ${before[keyword] === undefined ? 'added' : after[keyword] === undefined ? 'removed' : 'changed'}`,
        location:
          after[keyword] === undefined
            ? { in: 'old', pointer: `${originOf(o).pointer}/${keyword}` }
            : { in: 'new', pointer: `${originOf(n).pointer}/${keyword}` },
        annotation: true,
      });
    }
    this.findings.push(...usageChanges(o, n, path, this.side));
  }

  private types(o: Schema, n: Schema, path: (string | number)[]): void {
    const before = typeList(o.type);
    const after = typeList(n.type);
    if (before.length === 0 && after.length === 0) return;
    const covers = (types: string[], type: string) =>
      types.length === 0 ||
      types.includes(type) ||
      (type === 'integer' && types.includes('number')) ||
      // On the wire `?limit=1.5` and `?flag=true` are text, which a string accepts.
      (this.text && types.includes('string') && (type === 'number' || type === 'integer' || type === 'boolean'));
    const lost = (before.length === 0 ? Object.keys(TYPE_EXAMPLES) : before).filter((type) => !covers(after, type));
    const gained = (after.length === 0 ? Object.keys(TYPE_EXAMPLES) : after).filter((type) => !covers(before, type));
    // number → integer loses only the numbers with a fraction, integer → number gains only them: the
    // type's name alone read as if every number were refused ("NEW refuses number, number", review 20 F8).
    const named = (type: string, other: string[]) => (type === 'number' && other.includes('integer') ? 'numbers that are not integers' : type);
    const text = `type ${before.join('|') || 'any'} → ${after.join('|') || 'any'}`;
    if (lost.length > 0) {
      const said = lost.map((type) => named(type, after)).join(', ');
      this.add('type-changed', 'narrow', path, `${text}: NEW refuses ${said}`, o, n, () => lost.flatMap((type) => TYPE_EXAMPLES[type] ?? []));
    }
    if (gained.length > 0) {
      const said = gained.map((type) => named(type, before)).join(', ');
      this.add('type-changed', 'widen', path, `${text}: NEW allows ${said}`, o, n, () => gained.flatMap((type) => TYPE_EXAMPLES[type] ?? []));
    }
  }

  private enums(o: Schema, n: Schema, path: (string | number)[]): void {
    const before = Array.isArray(o.enum) ? (o.enum as unknown[]) : undefined;
    const after = Array.isArray(n.enum) ? (n.enum as unknown[]) : undefined;
    if (before === undefined && after === undefined) return;
    if (before !== undefined && after !== undefined) {
      const afterKeys = new Set(after.map(canonical));
      const beforeKeys = new Set(before.map(canonical));
      const removed = before.filter((value) => !afterKeys.has(canonical(value)));
      const added = after.filter((value) => !beforeKeys.has(canonical(value)));
      if (removed.length > 0)
        this.add('enum-value-removed', 'narrow', path, `enum value ${removed.map((v) => jsonQuoted(v)).join(', ')} removed`, o, n, () => removed);
      if (added.length > 0) this.add('enum-value-added', 'widen', path, `enum value ${added.map((v) => jsonQuoted(v)).join(', ')} added`, o, n, () => added);
      return;
    }
    if (after !== undefined) {
      this.add('enum-constraint-added', 'narrow', path, `now limited to ${after.length} value(s)`, o, n, () => [...this.samplesOf(this.old, o), ...PROBES]);
    } else {
      this.add('enum-constraint-removed', 'widen', path, 'no longer limited to a list of values', o, n, () => [...this.samplesOf(this.now, n), ...PROBES]);
    }
  }

  private bounds(o: Schema, n: Schema, path: (string | number)[]): void {
    const integer = typeList(o.type).includes('integer') || typeList(n.type).includes('integer');
    // Whole numbers only on both sides: `maximum: 99` and `exclusiveMaximum: 100` are one bound.
    const whole = (schema: Schema) => typeList(schema.type).includes('integer') && !typeList(schema.type).includes('number');
    const wholeOnly = whole(o) && whole(n);
    for (const [upper, name, fallback] of [
      [true, 'max', 'maximum'],
      [false, 'min', 'minimum'],
    ] as const) {
      const before = numericBound(o, upper, wholeOnly);
      const after = numericBound(n, upper, wholeOnly);
      const tighter = tightened(before, after, upper);
      if (tighter === undefined) continue;
      // Named by NEW's keyword (OLD's when NEW has none).
      const keyword = after.keyword ?? before.keyword ?? fallback;
      const change = `${keyword.startsWith('exclusive') ? `exclusive-${name}` : name}-${upper === tighter ? 'decreased' : 'increased'}`;
      this.add(change, tighter ? 'narrow' : 'widen', path, describeBounds(before, after, fallback), o, n, () =>
        between(before.value, after.value, upper, integer),
      );
    }
    for (const [keyword, upper, name, make] of [
      ['maxLength', true, 'max-length', 'string'],
      ['minLength', false, 'min-length', 'string'],
      ['maxItems', true, 'max-items', 'array'],
      ['minItems', false, 'min-items', 'array'],
    ] as const) {
      const before = typeof o[keyword] === 'number' ? (o[keyword] as number) : upper ? Infinity : 0;
      const after = typeof n[keyword] === 'number' ? (n[keyword] as number) : upper ? Infinity : 0;
      if (before === after) continue;
      const tighter = upper ? after < before : after > before;
      const accepting = tighter ? { side: this.old, schema: o } : { side: this.now, schema: n };
      const limit = tighter ? after : before;
      const text = `${keyword} ${Number.isFinite(before) ? before : 'none'} → ${Number.isFinite(after) ? after : 'none'}`;
      const candidates = (): unknown[] => {
        // Drawn from the accepting side, stretched or cut to just past the other side's limit.
        const drawn = this.samplesOf(accepting.side, accepting.schema);
        const target = upper ? limit + 1 : Math.max(0, limit - 1);
        // A value past the witness budget is never built (`minLength: 1e9`): the change is left for review.
        if (!Number.isSafeInteger(target) || target > WITNESS_BUDGET) return [];
        return ofLength(drawn, make, target);
      };
      this.add(`${name}-${upper === tighter ? 'decreased' : 'increased'}`, tighter ? 'narrow' : 'widen', path, text, o, n, candidates);
    }
  }

  private strings(o: Schema, n: Schema, path: (string | number)[]): void {
    for (const keyword of ['pattern', 'format'] as const) {
      const before = o[keyword];
      const after = n[keyword];
      if (before === after) continue;
      const direction: Direction = before === undefined ? 'narrow' : after === undefined ? 'widen' : 'both';
      const change = before === undefined ? `${keyword}-added` : after === undefined ? `${keyword}-removed` : `${keyword}-changed`;
      this.add(change, direction, path, `${keyword} ${jsonQuoted(before ?? null)} → ${jsonQuoted(after ?? null)}`, o, n, () => [
        ...this.samplesOf(this.old, o),
        ...this.samplesOf(this.now, n),
        'x',
        'a@example.com',
        'not an email',
        '2026-01-02T03:04:05Z',
        '123e4567-e89b-42d3-a456-426614174000',
        'https://example.com/',
        'a b',
      ]);
    }
  }

  private objects(o: Schema, n: Schema, path: (string | number)[]): void {
    const before = isObject(o.properties) ? (o.properties as Record<string, Schema>) : {};
    const after = isObject(n.properties) ? (n.properties as Record<string, Schema>) : {};
    const closed = (schema: Schema) => isObject(schema.additionalProperties) && canonical(schema.additionalProperties) === '{"not":{}}';
    // Where OLD took any value under a name it did not declare, declaring it can only refuse values:
    // a pure narrowing, which no response breaks on (a `both` would be left to review where another
    // change in the same object leaves no witness either way).
    const free = (keyword: unknown) => keyword === undefined || keyword === true || canonical(keyword) === '{}';
    const anyValue = (schema: Schema) => free(schema.additionalProperties) && free(schema.unevaluatedProperties);
    for (const name of Object.keys(before)) {
      if (name in after) continue;
      const old = before[name]!;
      this.add(
        'property-removed',
        closed(n) ? 'narrow' : 'both',
        [...path, name],
        'property removed',
        old,
        n,
        () => [...this.samplesOf(this.old, old), ...PROBES],
        true,
      );
    }
    for (const name of Object.keys(after)) {
      if (name in before) continue;
      const now = after[name]!;
      this.add('property-added', closed(o) ? 'widen' : anyValue(o) ? 'narrow' : 'both', [...path, name], 'property added', o, now, () => [
        ...this.samplesOf(this.now, now),
        ...PROBES,
      ]);
    }
    const requiredBefore = requiredOn(this.side, this.old.document, o);
    const requiredAfter = requiredOn(this.side, this.now.document, n);
    for (const name of requiredAfter) {
      if (!requiredBefore.has(name)) this.add('became-required', 'narrow', [...path, name], 'became required', o, n, () => [ABSENT]);
    }
    for (const name of requiredBefore) {
      if (!requiredAfter.has(name)) this.add('became-optional', 'widen', [...path, name], 'became optional', o, n, () => [ABSENT]);
    }
    const wasClosed = closed(o);
    const isClosed = closed(n);
    if (!wasClosed && isClosed) {
      this.add('additional-properties-closed', 'narrow', [...path, EXTRA_PROPERTY], 'additionalProperties closed: unknown properties refused', o, n, () => [
        'x',
        1,
        {},
      ]);
    } else if (wasClosed && !isClosed) {
      this.add('additional-properties-opened', 'widen', [...path, EXTRA_PROPERTY], 'additionalProperties opened: unknown properties allowed', o, n, () => [
        'x',
        1,
        {},
      ]);
    } else if (!wasClosed && !isClosed && canonical(o.additionalProperties ?? {}) !== canonical(n.additionalProperties ?? {})) {
      this.compare((o.additionalProperties as Schema | undefined) ?? {}, (n.additionalProperties as Schema | undefined) ?? {}, [...path, EXTRA_PROPERTY]);
    }
  }

  /** Into the subschemas both have. */
  private descend(o: Schema, n: Schema, path: (string | number)[]): void {
    const before = isObject(o.properties) ? (o.properties as Record<string, Schema>) : {};
    const after = isObject(n.properties) ? (n.properties as Record<string, Schema>) : {};
    for (const [name, schema] of Object.entries(after)) {
      const old = before[name];
      if (old !== undefined) this.compare(old, schema, [...path, name]);
    }
    if (isObject(o.items) || isObject(n.items)) this.compare((o.items as Schema | undefined) ?? {}, (n.items as Schema | undefined) ?? {}, [...path, 0]);
    if (canonical(o) === canonical(n)) {
      for (const keyword of ['anyOf', 'oneOf'] as const) {
        const before = o[keyword];
        const after = n[keyword];
        if (Array.isArray(before) && Array.isArray(after)) {
          (before as Schema[]).forEach((branch, index) => {
            if (after[index]) this.annotationsOnly(branch, after[index] as Schema, path);
          });
        }
      }
    }
  }

  private annotationsOnly(o: Schema, n: Schema, path: (string | number)[]): void {
    // Equal `{ $recursive }` markers name one schema in each version, which may differ: compared (once a pair).
    if (typeof o.$recursive === 'string' || typeof n.$recursive === 'string') {
      this.compare(o, n, path);
      return;
    }
    this.annotations(o, n, path);
    this.descend(o, n, path);
  }
}
