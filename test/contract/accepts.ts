// What the seed itself accepts. Needed where a value can satisfy a union in more than one way:
// a broken subscriber definition inside `to` may still be a valid "not shown" object, and the
// expected verdict must follow the seed, not the mutation's intent.

import { resourceNamed } from './seed.js';
import type { SeedField, SeedType } from './seed-model.js';

// Deliberately loose: the seed only asks for "a valid e-mail address" and the tests use obvious ones.
const emailLike = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// ISO 8601's calendar date and time of day, extended or basic: the representations the tests use.
const iso8601Like = /^(?:\d{4}-\d{2}-\d{2}|\d{8})(?:T\d{2}(?::?\d{2}){0,2}(?:[.,]\d+)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

export const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function seedAccepts(type: SeedType, value: unknown): boolean {
  switch (type.kind) {
    case 'string': {
      if (typeof value !== 'string') return false;
      const length = [...value].length;
      if (type.minLength !== undefined && length < type.minLength) return false;
      if (type.maxLength !== undefined && length > type.maxLength) return false;
      if (type.format === 'uuid' && !uuidLike.test(value)) return false;
      if (type.format === 'iso8601' && !iso8601Like.test(value)) return false;
      if (type.pattern !== undefined && !new RegExp(type.pattern, 'u').test(value)) {
        return type.orEmail === true && emailLike.test(value);
      }
      return true;
    }
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && (type.maximum === undefined || value <= type.maximum);
    case 'boolean':
      return typeof value === 'boolean';
    case 'enum':
      return typeof value === 'string' && type.values.includes(value);
    case 'freeObject':
      return isPlainObject(value);
    case 'map':
      return isPlainObject(value) && Object.values(value).every((entry) => seedAccepts(type.values, entry));
    case 'array':
      return (
        Array.isArray(value) &&
        (type.minItems === undefined || value.length >= type.minItems) &&
        (type.maxItems === undefined || value.length <= type.maxItems) &&
        value.every((item) => seedAccepts(type.items, item))
      );
    case 'union':
      return type.variants.some((variant) => seedAccepts(variant, value));
    case 'resource':
      return isPlainObject(value) && resourceNamed(type.name).fields.every((field) => fieldAccepts(field, value));
  }
}

function fieldAccepts(field: SeedField, object: Record<string, unknown>): boolean {
  if (!Object.hasOwn(object, field.name)) return !field.required;
  const value = object[field.name];
  if (value === null) return field.nullable;
  return seedAccepts(field.type, value);
}
