// Where an OpenAPI document holds data rather than OpenAPI or JSON Schema: the values of `default`,
// `example`, `const` and `enum`, an Example Object's `value`, and JSON Schema's `examples` (an array).
// A `$ref` there is part of the data (an API that serves JSON Schema documents shows them in its
// examples), never a reference to follow. A key is such a keyword only among keywords, not where an
// object's keys are names: the `default` response and a property named `example` are walked.
import { isObject } from './pointer.js';

const DATA_KEYWORDS = new Set(['default', 'example', 'const', 'enum', 'value']);

/** The keywords whose value, an object, has names for keys (OpenAPI's maps, and JSON Schema's). */
const NAMED_MAPS = new Set([
  'paths',
  'webhooks',
  'schemas',
  'responses',
  'parameters',
  'examples',
  'requestBodies',
  'headers',
  'securitySchemes',
  'links',
  'callbacks',
  'pathItems',
  'content',
  'encoding',
  'variables',
  'scopes',
  'mapping',
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
  'dependencies',
  'bundled',
]);

/** Among keywords, `key`'s value is data. */
export const holdsData = (key: string, value: unknown): boolean => DATA_KEYWORDS.has(key) || (key === 'examples' && Array.isArray(value));

/** Among keywords, `key`'s value is an object whose keys are names. */
export const holdsNames = (key: string, value: unknown): boolean => NAMED_MAPS.has(key) && isObject(value);
