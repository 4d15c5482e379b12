// The strict variant of the document: every object schema that lists its properties closes them
// (`additionalProperties: false`), so that unknown properties become reportable. Free-form objects
// (no `properties`) and maps (an `additionalProperties` of their own) stay as they are.

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];

function closeSchema(schema) {
  if (!schema || typeof schema !== 'object' || schema.$ref) return;
  if (schema.properties && schema.additionalProperties === undefined && schema.unevaluatedProperties === undefined) {
    schema.additionalProperties = false;
  }
  for (const key of SUBSCHEMA_MAPS) Object.values(schema[key] ?? {}).forEach(closeSchema);
  for (const key of SUBSCHEMA_LISTS) (schema[key] ?? []).forEach(closeSchema);
  for (const key of SUBSCHEMAS) closeSchema(schema[key]);
}

/** A deep copy of `document` whose component and inline media-type schemas are closed. */
export function strictDocument(document) {
  const copy = structuredClone(document);
  Object.values(copy.components?.schemas ?? {}).forEach(closeSchema);
  const closeContent = (content) => Object.values(content ?? {}).forEach((media) => closeSchema(media.schema));
  Object.values(copy.components?.requestBodies ?? {}).forEach((body) => closeContent(body.content));
  Object.values(copy.components?.responses ?? {}).forEach((response) => closeContent(response.content));
  for (const item of Object.values(copy.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (!operation || typeof operation !== 'object' || Array.isArray(operation)) continue;
      closeContent(operation.requestBody?.content);
      Object.values(operation.responses ?? {}).forEach((response) => closeContent(response.content));
    }
  }
  return copy;
}
