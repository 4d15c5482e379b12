// The JSON types of values and of (normalised) schemas, as JSON Schema reads them.

export const typeList = (type: unknown): string[] => (Array.isArray(type) ? type.map(String) : typeof type === 'string' ? [type] : []);

/** Whether a JSON value is of a JSON Schema type (an integral number is an integer too). */
export function hasType(value: unknown, type: string): boolean {
  if (value === null) return type === 'null';
  if (Array.isArray(value)) return type === 'array';
  if (typeof value === 'number') return type === 'number' || (type === 'integer' && Number.isInteger(value));
  return typeof value === type;
}

const TYPES = ['null', 'boolean', 'object', 'array', 'number', 'integer', 'string'];

/** The types a schema's values may have (`number` with `integer`, whose values it holds), or undefined when it does not say. */
function typesOf(schema: Record<string, unknown>): Set<string> | undefined {
  const types = typeList(schema.type);
  if (types.length > 0) return new Set(types.includes('number') ? [...types, 'integer'] : types);
  if (Array.isArray(schema.enum)) return new Set(TYPES.filter((type) => (schema.enum as unknown[]).some((value) => hasType(value, type))));
  return undefined;
}

/**
 * Whether no value is accepted by two of `branches`, told by their types alone: then a `oneOf` of
 * them accepts what an `anyOf` does (`oneOf: [{type: string}, {type: "null"}]`).
 */
export function disjointByType(branches: readonly Record<string, unknown>[]): boolean {
  const seen = new Set<string>();
  for (const branch of branches) {
    const types = typesOf(branch);
    if (types === undefined) return false;
    for (const type of types) {
      if (seen.has(type)) return false;
      seen.add(type);
    }
  }
  return true;
}
