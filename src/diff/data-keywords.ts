// Where an OpenAPI document holds data rather than OpenAPI or JSON Schema: the values of `default`,
// `example`, `const` and `enum`, an Example Object's `value`, JSON Schema's `examples` (an array), and
// a specification extension's (`x-…`).
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

/**
 * Among keywords, `key`'s value is data: a data keyword's, or a specification extension's, whose value
 * OpenAPI leaves to the tool that reads it (Redocly's x-codeSamples holds a `$ref` to a code file).
 */
const holdsData = (key: string, value: unknown): boolean => DATA_KEYWORDS.has(key) || (key === 'examples' && Array.isArray(value)) || key.startsWith('x-');

/** Among keywords, `key`'s value is an object whose keys are names. */
const holdsNames = (key: string, value: unknown): boolean => NAMED_MAPS.has(key) && isObject(value);

/**
 * How a value is read: as OpenAPI or JSON Schema (its keys keywords, its `$ref` a reference), as a map
 * (its keys names), or as data (nothing in it a keyword or a reference, at any depth).
 */
export type Reading = 'keywords' | 'names' | 'data';

/**
 * How the value of `key` is read, in an object read as `reading`: for the walks that go into data too
 * (the depth bound counts its levels, the weighing writes its text), where referenceEntries leaves it out.
 */
export function readingOf(key: string, value: unknown, reading: Reading): Reading {
  if (reading !== 'keywords') return reading === 'names' ? 'keywords' : 'data';
  return holdsData(key, value) ? 'data' : holdsNames(key, value) ? 'names' : 'keywords';
}

/** How the items of an array read as `reading` are read: data stays data, and no array is a map of names. */
export const itemReading = (reading: Reading): Reading => (reading === 'data' ? 'data' : 'keywords');

/**
 * How a walk from the document's root (read as keywords) reads the node at `tokens`. A `$ref` reads
 * what it names as keywords wherever it sits, so a schema kept where the walk reads data (under an
 * extension) is OpenAPI to the references that name it.
 */
export function readingAt(document: unknown, tokens: readonly string[]): Reading {
  let reading: Reading = 'keywords';
  let node = document;
  for (const token of tokens) {
    if (reading === 'data') return 'data';
    if (Array.isArray(node)) {
      reading = itemReading(reading);
      node = node[Number(token)];
    } else if (isObject(node)) {
      reading = readingOf(token, node[token], reading);
      node = node[token];
    } else return 'data';
  }
  return reading;
}

/** `key` of an object is a reference: a `$ref` with a string, where keys are keywords (`names` false). */
export const isReference = (key: string, value: unknown, names: boolean): boolean => !names && key === '$ref' && typeof value === 'string';

/** The `$ref` an object read as `reading` is a reference by, or undefined (no `$ref`, or one that is a name or data). */
export const referenceOf = (node: Record<string, unknown>, reading: Reading): string | undefined =>
  reading === 'keywords' && typeof node.$ref === 'string' ? node.$ref : undefined;

/**
 * The entries of an object that may hold references, its data left out, each with whether its own keys
 * are names; `names`: the object's keys are names (a map's entries are never data).
 */
export function referenceEntries(node: Record<string, unknown>, names: boolean): [key: string, value: unknown, names: boolean][] {
  const out: [string, unknown, boolean][] = [];
  for (const [key, value] of Object.entries(node)) {
    const reading = readingOf(key, value, names ? 'names' : 'keywords');
    if (reading !== 'data') out.push([key, value, reading === 'names']);
  }
  return out;
}
