// One operation's schema as a self-contained JSON Schema: every `$ref` of the bundle is replaced by
// the schema it points at, so that Ajv compiles the whole of it into one function whose checks know
// their place at compile time. Only a schema that contains itself (Step.variants) stays a `$ref`, to
// an entry of `$defs`. Annotations are dropped on the way: they do not change a verdict, and Ajv
// would copy them into the generated code as the schema constants it keeps beside each function.
import { resolvePointer } from './spec-walk.mjs';

/** Keywords that only annotate. Extensions (`x-…`) are dropped as well. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  'example',
  'examples',
  'externalDocs',
  'xml',
  'discriminator',
  '$comment',
  'deprecated',
  'readOnly',
  'writeOnly',
  'default',
]);
/** Keywords whose value maps names to subschemas. */
const SUBSCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
/** Keywords whose value is a list of subschemas. */
const SUBSCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** Keywords whose value is one subschema. */
const SUBSCHEMAS = new Set([
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
]);

const isAnnotation = (keyword) => ANNOTATIONS.has(keyword) || keyword.startsWith('x-');

/** The pointer of a local `$ref` ('#/components/schemas/Step'), percent-decoded. */
function refPointer(ref) {
  if (typeof ref !== 'string' || !ref.startsWith('#')) throw new Error(`only local $refs can be made self-contained, not ${ref}`);
  return decodeURIComponent(ref.slice(1));
}

/** A schema without its annotations, with `expand` applied to each of its subschemas. */
function mapSubschemas(schema, expand) {
  const out = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (isAnnotation(keyword)) continue;
    if (SUBSCHEMA_MAPS.has(keyword)) out[keyword] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, expand(sub)]));
    else if (SUBSCHEMA_LISTS.has(keyword)) out[keyword] = value.map(expand);
    else if (SUBSCHEMAS.has(keyword)) out[keyword] = expand(value);
    else out[keyword] = value;
  }
  return out;
}

/**
 * The schema at `pointer` of `document`, self-contained: `{ schema, defs }`, where `defs` holds the
 * schemas that contain themselves, by name, each referenced as `#/$defs/<name>`. `wrap` is applied to
 * the root and to each of `defs` (the fast validators wrap them to change how Ajv reports errors).
 */
export function selfContainedSchema(document, pointer, wrap = (schema) => schema) {
  // First pass: which targets are reached again while being expanded.
  const recursive = new Set();
  const visit = (schema, stack) => {
    if (typeof schema !== 'object' || schema === null) return;
    if (schema.$ref !== undefined) {
      const target = refPointer(schema.$ref);
      if (stack.includes(target)) recursive.add(target);
      else visit(resolvePointer(document, `#${target}`), [...stack, target]);
    }
    mapSubschemas(schema, (sub) => {
      visit(sub, stack);
      return sub;
    });
  };
  visit(resolvePointer(document, `#${pointer}`), [pointer]);

  const defs = {};
  const defNames = new Map();
  const defName = (target) => {
    let name = defNames.get(target);
    if (name === undefined) {
      const base =
        target
          .split('/')
          .pop()
          .replace(/[^A-Za-z0-9_]/g, '_') || 'schema';
      name = base;
      for (let i = 2; Object.hasOwn(defs, name); i += 1) name = `${base}${i}`;
      defNames.set(target, name);
      defs[name] = true; // reserved before expanding: the expansion refers to itself
      defs[name] = wrap(expand(resolvePointer(document, `#${target}`)));
    }
    return name;
  };
  const expand = (schema) => {
    if (typeof schema !== 'object' || schema === null) return schema;
    if (schema.$ref === undefined) return mapSubschemas(schema, expand);
    const target = refPointer(schema.$ref);
    const { $ref, ...siblings } = schema;
    const replacement = recursive.has(target) ? { $ref: `#/$defs/${defName(target)}` } : expand(resolvePointer(document, `#${target}`));
    const own = mapSubschemas(siblings, expand);
    // OpenAPI 3.1 allows keywords beside a $ref: both apply.
    return Object.keys(own).length === 0 ? replacement : { allOf: [replacement], ...own };
  };
  const root = recursive.has(pointer) ? { $ref: `#/$defs/${defName(pointer)}` } : expand(resolvePointer(document, `#${pointer}`));
  return { schema: wrap(root), defs };
}

/** A deep copy of an OpenAPI document with the annotations of every schema of its components and paths dropped. */
export function withoutAnnotations(document) {
  const strip = (schema) => (typeof schema === 'object' && schema !== null ? mapSubschemas(schema, strip) : schema);
  const copy = structuredClone(document);
  for (const [name, schema] of Object.entries(copy.components?.schemas ?? {})) copy.components.schemas[name] = strip(schema);
  const stripContent = (content) => {
    for (const media of Object.values(content ?? {})) if (media.schema) media.schema = strip(media.schema);
  };
  for (const body of Object.values(copy.components?.requestBodies ?? {})) stripContent(body.content);
  for (const response of Object.values(copy.components?.responses ?? {})) stripContent(response.content);
  for (const parameter of Object.values(copy.components?.parameters ?? {})) if (parameter.schema) parameter.schema = strip(parameter.schema);
  for (const item of Object.values(copy.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (!operation || typeof operation !== 'object' || Array.isArray(operation)) continue;
      stripContent(operation.requestBody?.content);
      for (const response of Object.values(operation.responses ?? {})) stripContent(response.content);
      for (const parameter of operation.parameters ?? []) if (parameter.schema) parameter.schema = strip(parameter.schema);
    }
    for (const parameter of item.parameters ?? []) if (parameter.schema) parameter.schema = strip(parameter.schema);
  }
  return copy;
}
