// Walks a sample instance alongside its seed type and lists the changes the seed says must be
// accepted or rejected. Generic over the seed vocabulary, so every field of every resource is
// covered by the same rules instead of by hand-written cases.
import { isPlainObject, seedAccepts } from './accepts.js';
import { sample } from './instances.js';
import { resourceNamed } from './seed.js';
import type { SeedType } from './seed-model.js';

export type PathSegment = string | number;

export interface Mutation {
  /** Where the change is made, relative to the walked value. */
  path: PathSegment[];
  change: { kind: 'set'; value: unknown } | { kind: 'delete' };
  valid: boolean;
  label: string;
  /** `Resource.field` of the innermost field the change is about, for coverage accounting. */
  touches?: string;
}

const wrongTypeCandidates: readonly unknown[] = [42, 'wrong-type', true, ['wrong-type'], { wrong: 'type' }];
const arbitraryContent = { nested: { deep: [1, 'two', null, { three: true }] }, count: 3, flag: false, nothing: null };
const extraPropertyName = 'unknownFutureField';

export function describeType(type: SeedType): string {
  switch (type.kind) {
    case 'enum':
      return 'enum';
    case 'freeObject':
      return 'object';
    case 'map':
      return `object of ${describeType(type.values)}`;
    case 'array':
      return `array<${describeType(type.items)}>`;
    case 'union':
      return type.variants.map(describeType).join(' | ');
    case 'resource':
      return type.name;
    default:
      return type.kind;
  }
}

const show = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
};

const set = (value: unknown, valid: boolean, label: string): Mutation => ({
  path: [],
  change: { kind: 'set', value },
  valid,
  label,
});

export function formatPath(path: readonly PathSegment[]): string {
  if (path.length === 0) return '(root)';
  return path.map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`)).join('');
}

const under = (segment: PathSegment, mutations: Mutation[]): Mutation[] => mutations.map((mutation) => ({ ...mutation, path: [segment, ...mutation.path] }));

export function applyMutation(root: unknown, mutation: Mutation): unknown {
  const copy = structuredClone(root);
  const { path, change } = mutation;
  if (path.length === 0) {
    if (change.kind === 'delete') throw new Error('cannot delete the root of an instance');
    return change.value;
  }
  let parent: unknown = copy;
  for (const segment of path.slice(0, -1)) parent = (parent as Record<PathSegment, unknown>)[segment];
  const last = path[path.length - 1] as PathSegment;
  const container = parent as Record<PathSegment, unknown>;
  if (change.kind === 'delete') delete container[last];
  else container[last] = change.value;
  return copy;
}

/** A value of the wrong JSON type for a slot of this type (and, where asked, `null`). */
export function slotMutations(type: SeedType, nullable: boolean | 'skip'): Mutation[] {
  const wrong = wrongTypeCandidates.find((candidate) => !seedAccepts(type, candidate));
  const found: Mutation[] = [];
  if (wrong !== undefined) found.push(set(wrong, false, `${show(wrong)}, wrong type (seed: ${describeType(type)})`));
  if (nullable !== 'skip') {
    found.push(set(null, nullable, nullable ? 'null (seed: |null)' : `null (seed: ${describeType(type)}, not nullable)`));
  }
  return found;
}

/** Constraints of the type itself (enum, limits, variants) and of everything nested in the value. */
export function nodeMutations(type: SeedType, value: unknown): Mutation[] {
  switch (type.kind) {
    case 'string':
      return stringMutations(type);
    case 'number':
      return [
        // The seed says number, not integer.
        set(1.5, true, '1.5, a non-integral number'),
        ...(type.maximum === undefined
          ? []
          : [
              set(type.maximum, true, `${type.maximum}, at the maximum`),
              set(type.maximum + 1, false, `${type.maximum + 1}, above the maximum ${type.maximum}`),
            ]),
      ];
    case 'boolean':
      return [];
    case 'enum':
      return [
        ...type.values.map((allowed) => set(allowed, true, `${show(allowed)}, listed value`)),
        set('NOT_A_LISTED_VALUE', false, `"NOT_A_LISTED_VALUE", outside [${type.values.join(', ')}]`),
      ];
    case 'freeObject':
      return [set(arbitraryContent, true, 'arbitrary free-form content')];
    case 'map':
      return isPlainObject(value) ? Object.keys(value).flatMap((key) => under(key, slotMutations(type.values, 'skip'))) : [];
    case 'array':
      return arrayMutations(type, value);
    case 'union':
      return unionMutations(type, value);
    case 'resource':
      return resourceMutations(type.name, value);
  }
}

function stringMutations(type: Extract<SeedType, { kind: 'string' }>): Mutation[] {
  const found: Mutation[] = [];
  const { minLength, maxLength } = type;
  if (minLength !== undefined) {
    found.push(set('a'.repeat(minLength), true, `length ${minLength}, the minimum`));
    if (minLength > 0) found.push(set('a'.repeat(minLength - 1), false, `length ${minLength - 1}, below ${minLength}`));
  }
  if (maxLength !== undefined) {
    found.push(set('a'.repeat(maxLength), true, `length ${maxLength}, the maximum`));
    found.push(set('a'.repeat(maxLength + 1), false, `length ${maxLength + 1}, above ${maxLength}`));
  }
  if (type.pattern !== undefined) found.push(set('has space', false, `"has space", outside ${type.pattern}`));
  if (type.orEmail) found.push(set('someone@example.com', true, 'an e-mail address'));
  if (type.format === 'uuid') found.push(set('not-a-uuid', false, '"not-a-uuid", not a uuid'));
  if (type.format === 'iso8601') {
    found.push(set('not-a-date', false, '"not-a-date", not ISO 8601'));
    found.push(set('2026-11-21 09:00:00Z', false, 'a space for the T: RFC 3339 allows it, ISO 8601 does not'));
    found.push(set('1763715600', false, 'seconds since 1970, not ISO 8601'));
    found.push(set('20261121T090000,5+0100', true, 'the basic format, a decimal comma and an offset'));
    found.push(set('2026-11-21', true, 'a date alone'));
  }
  return found;
}

function arrayMutations(type: Extract<SeedType, { kind: 'array' }>, value: unknown): Mutation[] {
  if (!Array.isArray(value)) return [];
  const found: Mutation[] = [];
  if (type.minItems !== undefined) {
    const atMinimum = value.slice(0, type.minItems);
    found.push(set(atMinimum, true, `${type.minItems} items, the minimum`));
  }
  if (type.maxItems !== undefined) {
    const filled = (count: number) => Array.from({ length: count }, () => structuredClone(value[0]));
    found.push(set(filled(type.maxItems), true, `${type.maxItems} items, the maximum`));
    found.push(set(filled(type.maxItems + 1), false, `${type.maxItems + 1} items, above ${type.maxItems}`));
  }
  found.push(...under(0, slotMutations(type.items, 'skip')));
  const { items } = type;
  value.forEach((item, index) => {
    // A full array of a union already holds one item per variant, so each item is walked as its
    // own variant only, and the variant samples are offered once, in the first position.
    const itemMutations = items.kind === 'union' ? unionMutations(items, item, index === 0 ? 'own' : 'ownQuiet') : nodeMutations(items, item);
    found.push(...under(index, itemMutations));
  });
  return found;
}

/**
 * `all`: variant samples, plus every variant mutated (the sample's own in place, the others on their
 * own sample); `own`: variant samples and the sample's own variant; `ownQuiet`: only the latter.
 */
function unionMutations(type: Extract<SeedType, { kind: 'union' }>, value: unknown, mode: 'all' | 'own' | 'ownQuiet' = 'all'): Mutation[] {
  // Another variant may take what one variant rejects, so every verdict is the seed's on the whole union.
  const judged = (mutation: Mutation, instance: unknown): Mutation => {
    const verdict = seedAccepts(type, instance);
    if (mutation.valid && !verdict) throw new Error(`union walk produced a contradictory case: ${mutation.label}`);
    return verdict === mutation.valid
      ? mutation
      : { ...mutation, valid: verdict, label: `${mutation.label}, yet accepted as another variant of ${describeType(type)}` };
  };
  const walked = type.variants.find((variant) => seedAccepts(variant, value));
  if (!walked) throw new Error(`sample ${show(value)} fits no variant of ${describeType(type)}`);
  const found: Mutation[] = [];
  type.variants.forEach((variant, index) => {
    const name = `variant ${index + 1} (${describeType(variant)})`;
    if (mode !== 'ownQuiet') {
      for (const shape of ['full', 'minimal'] as const) found.push(set(sample(variant, shape), true, `${name}, ${shape}`));
    }
    if (variant === walked) {
      for (const mutation of nodeMutations(variant, value)) found.push(judged(mutation, applyMutation(value, mutation)));
      return;
    }
    if (mode !== 'all') return;
    // Variants other than the sample's own are mutated on their own sample, replacing the whole value.
    const base = sample(variant, 'full');
    for (const mutation of nodeMutations(variant, base)) {
      const instance = applyMutation(base, mutation);
      const where = mutation.path.length === 0 ? '' : ` at ${formatPath(mutation.path)}`;
      found.push(judged({ ...mutation, path: [], change: { kind: 'set', value: instance }, label: `${name}${where}: ${mutation.label}` }, instance));
    }
  });
  return found;
}

function resourceMutations(name: string, value: unknown): Mutation[] {
  if (!isPlainObject(value)) return [];
  const found: Mutation[] = [];
  for (const field of resourceNamed(name).fields) {
    if (!Object.hasOwn(value, field.name)) continue;
    const touches = `${name}.${field.name}`;
    const own: Mutation[] = [
      ...(field.required ? [{ path: [], change: { kind: 'delete' }, valid: false, label: 'missing (required)' } satisfies Mutation] : []),
      ...slotMutations(field.type, field.nullable),
      ...nodeMutations(field.type, value[field.name]),
    ];
    found.push(...under(field.name, own).map((mutation) => ({ ...mutation, touches: mutation.touches ?? touches })));
  }
  found.push({
    path: [extraPropertyName],
    change: { kind: 'set', value: 'forward-compatible' },
    valid: true,
    label: `unknown extra property on ${name}`,
  });
  return found;
}
