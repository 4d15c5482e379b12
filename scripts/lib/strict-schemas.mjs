// The strict variant of the document: every object schema that lists its properties closes them
// (`additionalProperties: false`), so that unknown properties become reportable. Free-form objects
// (no `properties`) and maps (an `additionalProperties` of their own) stay as they are.
//
// One free-form object gets a rule of its own: a recipient in `to` that is "any object" (the topic
// reference, whose shape the API description does not show) but carries a field of a subscriber
// definition is held to the subscriber definition (seed 2.13), so that `{"subscriberId": 123}`
// is reported in strict mode rather than passing as a topic reference.

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];

/** The recipient that may be any object, and the definition its subscriber fields are held to. */
export const OPEN_RECIPIENT = 'TopicRecipient';
export const SUBSCRIBER_DEFINITION = 'SubscriberDefinition';
/** The subscriber definition as the spec has it (not closed): the `then` of the open recipient. */
const SUBSCRIBER_DEFINITION_AS_GIVEN = 'SubscriberDefinition (as given)';

function closeSchema(schema) {
  if (!schema || typeof schema !== 'object' || schema.$ref) return;
  if (schema.properties && schema.additionalProperties === undefined && schema.unevaluatedProperties === undefined) {
    schema.additionalProperties = false;
  }
  for (const key of SUBSCHEMA_MAPS) for (const sub of Object.values(schema[key] ?? {})) closeSchema(sub);
  for (const key of SUBSCHEMA_LISTS) for (const sub of schema[key] ?? []) closeSchema(sub);
  for (const key of SUBSCHEMAS) closeSchema(schema[key]);
}

/**
 * `{ if: <has any subscriber-definition field>, then: <the subscriber definition> }` on the open
 * recipient. Strict validators run with allErrors: a failing `then` leaves an `if` error at the
 * recipient and the definition's own errors below it, which the validator turns into warnings.
 */
function holdOpenRecipient(schemas, definition) {
  const recipient = schemas[OPEN_RECIPIENT];
  if (!recipient || !definition?.properties) {
    throw new Error(
      `the strict recipient rule needs components.schemas.${OPEN_RECIPIENT} and ${SUBSCRIBER_DEFINITION} with its properties: update scripts/lib/strict-schemas.mjs`,
    );
  }
  schemas[SUBSCRIBER_DEFINITION_AS_GIVEN] = definition;
  // Ajv's strict mode wants a required property declared beside it.
  recipient.if = { type: 'object', anyOf: Object.keys(definition.properties).map((field) => ({ properties: { [field]: true }, required: [field] })) };
  // biome-ignore lint/suspicious/noThenProperty: `then` is the JSON Schema keyword here, in a schema object no code awaits.
  recipient.then = { $ref: `#/components/schemas/${encodeURIComponent(SUBSCRIBER_DEFINITION_AS_GIVEN)}` };
}

/** A deep copy of `document` whose component and inline media-type schemas are closed. */
export function strictDocument(document) {
  const copy = structuredClone(document);
  const schemas = copy.components?.schemas ?? {};
  // Taken before closing: the definition as the spec gives it, unknown fields allowed.
  const definition = structuredClone(schemas[SUBSCRIBER_DEFINITION]);
  for (const schema of Object.values(schemas)) closeSchema(schema);
  const closeContent = (content) => {
    for (const media of Object.values(content ?? {})) closeSchema(media.schema);
  };
  for (const body of Object.values(copy.components?.requestBodies ?? {})) closeContent(body.content);
  for (const response of Object.values(copy.components?.responses ?? {})) closeContent(response.content);
  for (const item of Object.values(copy.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (!operation || typeof operation !== 'object' || Array.isArray(operation)) continue;
      closeContent(operation.requestBody?.content);
      for (const response of Object.values(operation.responses ?? {})) closeContent(response.content);
    }
  }
  holdOpenRecipient(schemas, definition);
  return copy;
}
