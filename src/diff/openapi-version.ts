// Which OpenAPI a document is: 3.0 spells some meanings its own way (nullable, boolean exclusive
// bounds), and every part of diff that reads a schema must read them alike.
import { isObject } from './pointer.js';

/** Whether a document is OpenAPI 3.0 (`openapi: 3.0.x`). */
export const isOpenApi30 = (document: unknown): boolean => isObject(document) && typeof document.openapi === 'string' && /^3\.0(\.|$)/.test(document.openapi);

/**
 * One 3.0 Schema Object's own keywords (its `$ref`'s target and its subschemas not among them) made
 * 2020-12's in place, which Ajv needs and the normalizer compares; the two share this so that diff
 * reports only what the validators see. A boolean `exclusiveMaximum` (`exclusiveMinimum`) makes the
 * `maximum` (`minimum`) beside it exclusive and is dropped, and so is a `nullable` with no `type`
 * beside it: 3.0.3 gives each effect only within the same Schema Object, so neither reaches a bound
 * or a type a `$ref` or an `allOf` brings. A `nullable: true` beside an `enum` (or `const`) without
 * null is dropped too: the enum still refuses null, and so both versions are spelt alike. What is
 * left of `nullable` sits beside a `type`, where Ajv reads it as 3.0 does.
 */
export function from30(schema: Record<string, unknown>): void {
  for (const [exclusive, bound] of [
    ['exclusiveMaximum', 'maximum'],
    ['exclusiveMinimum', 'minimum'],
  ] as const) {
    if (typeof schema[exclusive] !== 'boolean') continue;
    if (schema[exclusive] === true && typeof schema[bound] === 'number') {
      schema[exclusive] = schema[bound];
      delete schema[bound];
    } else delete schema[exclusive];
  }
  const values = Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : undefined;
  if (schema.nullable !== undefined && schema.type === undefined) delete schema.nullable;
  else if (schema.nullable === true && values !== undefined && !values.includes(null)) delete schema.nullable;
}

/**
 * A 3.0 Schema Object as 3.0 reads it: one with a `$ref` is a Reference Object, whose other
 * properties "SHALL be ignored" (OAS 3.0.3), so it is the `$ref` alone, for the validators and the
 * normalizer alike. 3.1 applies them beside the reference (JSON Schema 2020-12).
 */
export const asRead30 = <T extends Record<string, unknown>>(schema: T): T | { $ref: string } =>
  typeof schema.$ref === 'string' && Object.keys(schema).length > 1 ? { $ref: schema.$ref } : schema;
