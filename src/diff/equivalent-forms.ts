// Spellings of one set of values that normalize.ts makes one (review 23, R23-3 and R23-10): a `type`
// beside an `enum` or a `const` is the values' own types; a `type` list is an `anyOf` or a disjoint
// `oneOf` of one branch per type; a keyword of one type (`maxLength`) is no constraint on a value of
// another. Each rewrite keeps what the schema accepts: a branch that adds a constraint of its own
// (`anyOf: [{type: string, maxLength: 5}, {type: "null"}]` against `type: [string, "null"]`) is left.
import { hasType, typeList } from './json-types.js';
import { canonical } from './normalize.js';

type Schema = Record<string, unknown>;

const STRING = ['string'];
const NUMBER = ['number', 'integer'];
const ARRAY = ['array'];
const OBJECT = ['object'];

/**
 * The keywords that constrain values of some types only, and accept every value of any other type.
 * `format` is not one: OpenAPI gives numbers formats too (`int32`).
 */
const KEYWORD_TYPES = new Map<string, readonly string[]>([
  ...['maxLength', 'minLength', 'pattern'].map((keyword) => [keyword, STRING] as const),
  ...['maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum', 'multipleOf'].map((keyword) => [keyword, NUMBER] as const),
  ...['items', 'prefixItems', 'maxItems', 'minItems', 'uniqueItems', 'contains', 'maxContains', 'minContains', 'unevaluatedItems'].map(
    (keyword) => [keyword, ARRAY] as const,
  ),
  ...[
    'properties',
    'patternProperties',
    'additionalProperties',
    'required',
    'maxProperties',
    'minProperties',
    'propertyNames',
    'dependentRequired',
    'dependentSchemas',
    'unevaluatedProperties',
  ].map((keyword) => [keyword, OBJECT] as const),
]);

const applies = (keyword: string, types: readonly string[]): boolean => {
  const group = KEYWORD_TYPES.get(keyword);
  return group === undefined || types.some((type) => group.includes(type));
};

/** A set of types as one `type`: sorted, `integer` left out beside `number` (which holds it), one type as itself. */
export function typeValue(types: Iterable<string>): string | string[] {
  const set = new Set(types);
  if (set.has('number')) set.delete('integer');
  const list = [...set].sort();
  return list.length === 1 ? list[0]! : list;
}

/** A value's narrowest type: a whole number is an integer. */
const valueType = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;

/** An enum that lists every value of each of its types (`[null]`, `[false, true]`) is those types. */
const whole = (values: readonly unknown[]): boolean =>
  values.every((value) => value === null || (typeof value === 'boolean' && values.includes(true) && values.includes(false)));

/**
 * A `type` and an `enum` side by side (one of them often brought by an `allOf`) accept the values of
 * the enum that have one of the types: those values are kept, and the type becomes theirs, so that
 * `{type: [string, null], enum: [a]}`, `{type: string, const: a}` and `{enum: [a]}` are one schema,
 * as the validators accept them. An enum none of whose values has a type accepts nothing, and is
 * left as it is.
 */
export function typeOfEnum(schema: Schema): Schema {
  if (!Array.isArray(schema.enum)) return schema;
  const types = 'type' in schema ? typeList(schema.type) : undefined;
  const values = types === undefined ? schema.enum : schema.enum.filter((value) => types.some((type) => hasType(value, type)));
  if (values.length === 0) return schema;
  const out: Schema = { ...schema, type: typeValue(values.map(valueType)), enum: values };
  if (whole(values)) delete out.enum;
  return out;
}

/** A schema with a `type` loses the keywords of no type of it: `{type: "null", maxLength: 5}` is `{type: "null"}`. */
export function withoutVacuous(schema: Schema): Schema {
  const types = typeList(schema.type);
  if (types.length === 0) return schema;
  const kept = Object.entries(schema).filter(([keyword]) => applies(keyword, types));
  return kept.length === Object.keys(schema).length ? schema : Object.fromEntries(kept);
}

/**
 * Keywords whose schema applies to some members or items, and constrain nothing when it accepts
 * every value: `additionalProperties: true` (or `{}`) is the keyword left out. Said so that generators
 * do not read a bare `type: object` as an object of no member (review 27a F2), it is no change.
 * `contains` is not one: `contains: {}` still asks for an item.
 */
const FREE_WHEN_ANY = ['additionalProperties', 'unevaluatedProperties', 'items', 'unevaluatedItems', 'propertyNames'];

/** A schema without the keywords of FREE_WHEN_ANY whose schema accepts every value (each normalised already). */
export function withoutFreeSubschemas(schema: Schema): Schema {
  const free = FREE_WHEN_ANY.filter((keyword) => keyword in schema && (schema[keyword] === true || canonical(schema[keyword]) === '{}'));
  if (free.length === 0) return schema;
  const out = { ...schema };
  for (const keyword of free) delete out[keyword];
  return out;
}

/** Whether a value may be accepted by both branches, told by their types and enums alone. */
function overlap(a: Schema, b: Schema): boolean {
  const left = Array.isArray(a.enum) ? (a.enum as unknown[]) : undefined;
  const right = Array.isArray(b.enum) ? (b.enum as unknown[]) : undefined;
  if (left !== undefined && right !== undefined) return left.some((x) => right.some((y) => canonical(x) === canonical(y)));
  if (left !== undefined) return left.some((value) => typeList(b.type).some((type) => hasType(value, type)));
  if (right !== undefined) return overlap(b, a);
  const number = (type: string) => type === 'number' || type === 'integer';
  return typeList(a.type).some((x) => typeList(b.type).some((y) => x === y || (number(x) && number(y))));
}

/** Branches that differ in their types only, each keyword of a type the same in every branch of that type. */
function foldTypes(branches: readonly Schema[]): Schema | undefined {
  const out: Schema = {};
  const keywords = new Set(branches.flatMap((branch) => Object.keys(branch)));
  keywords.delete('type');
  for (const keyword of keywords) {
    const bound = branches.filter((branch) => applies(keyword, typeList(branch.type)));
    const texts = new Set(bound.map((branch) => (keyword in branch ? canonical(branch[keyword]) : undefined)));
    if (texts.size !== 1) return undefined;
    const holder = bound.find((branch) => keyword in branch);
    if (holder !== undefined) out[keyword] = holder[keyword];
  }
  out.type = typeValue(branches.flatMap((branch) => typeList(branch.type)));
  return out;
}

/** Branches of a type or a list of values each: the values of the types listed whole dropped, the rest kept as an enum. */
function foldValues(branches: readonly Schema[]): Schema | undefined {
  if (branches.some((branch) => Object.keys(branch).some((keyword) => keyword !== 'type' && keyword !== 'enum'))) return undefined;
  // An enum left as it is by typeOfEnum (no value of its type) accepts nothing, not its values.
  const listed = branches.filter((branch) => Array.isArray(branch.enum));
  if (listed.some((branch) => (branch.enum as unknown[]).some((value) => !typeList(branch.type).some((type) => hasType(value, type))))) return undefined;
  const types = branches.filter((branch) => !Array.isArray(branch.enum)).flatMap((branch) => typeList(branch.type));
  const unique = new Map(listed.flatMap((branch) => (branch.enum as unknown[]).map((value) => [canonical(value), value] as const)));
  const values = [...unique.keys()]
    .sort()
    .map((key) => unique.get(key))
    .filter((value) => !types.some((type) => hasType(value, type)));
  if (values.length === 0) return { type: typeValue(types) };
  const rest = typeOfEnum({ enum: values });
  if (Array.isArray(rest.enum)) return types.length === 0 ? rest : undefined;
  return { type: typeValue([...types, ...typeList(rest.type)]) };
}

/**
 * The branches of an `anyOf`, or of a `oneOf` (`exclusive`) no two of whose branches share a value,
 * as the one schema they mean without the keyword (`anyOf: [{type: string}, {type: "null"}]` is
 * `type: [null, string]`), or undefined where there is none. Each branch is normalised already.
 */
export function foldBranches(branches: readonly Schema[], exclusive: boolean): Schema | undefined {
  if (branches.length < 2) return undefined;
  const typed = branches.every(
    (branch) => typeList(branch.type).length > 0 && !Array.isArray(branch.anyOf) && !Array.isArray(branch.oneOf) && !Array.isArray(branch.allOf),
  );
  if (!typed) return undefined;
  if (exclusive && branches.some((branch, index) => branches.slice(index + 1).some((other) => overlap(branch, other)))) return undefined;
  return branches.some((branch) => Array.isArray(branch.enum)) ? foldValues(branches) : foldTypes(branches);
}
