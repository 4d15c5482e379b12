// The committed bundle, loaded once per test file, and an Ajv2020 instance that knows it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export type OpenApiDocument = {
  info: { version: string } & Record<string, unknown>;
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
} & Record<string, unknown>;

export function loadBundle(): OpenApiDocument {
  return JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8')) as OpenApiDocument;
}

/** OpenAPI keywords that may sit next to JSON Schema ones; ajv's strict mode must know them. */
export const openApiKeywords = ['example', 'x-unspecified', 'discriminator', 'xml', 'externalDocs'];

/**
 * Runtime Ajv over the whole bundle, registered under the id `openapi.json`, so that any schema of the
 * document is reachable as `ajv.compile({ $ref: 'openapi.json#/json/pointer' })`. Strict mode stays on.
 */
export function createBundleAjv(document: OpenApiDocument = loadBundle()) {
  const ajv = new Ajv2020({ strict: true, allErrors: false });
  addFormats.default(ajv);
  ajv.addVocabulary(openApiKeywords);
  // The wrapper below is a document, not a schema: `paths` and `components` only hold the schemas
  // that `openapi.json#/...` refs point into, and they are compiled only when reached.
  ajv.addKeyword('paths');
  ajv.addKeyword('components');
  ajv.addSchema({ $id: 'openapi.json', paths: document.paths, components: document.components }, undefined, undefined, false);
  return ajv;
}
