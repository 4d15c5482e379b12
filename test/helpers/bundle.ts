// The committed bundle, and a runtime Ajv over it built by the project's one Ajv setup.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { addDocument, createAjv } from '../../scripts/lib/ajv.mjs';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export type OpenApiDocument = {
  info: { version: string } & Record<string, unknown>;
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
} & Record<string, unknown>;

export function loadBundle(): OpenApiDocument {
  return JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8')) as OpenApiDocument;
}

/**
 * Runtime Ajv (strict, no allErrors) with the bundle registered as `openapi.json`, so that any schema
 * of the document compiles as `ajv.compile({ $ref: 'openapi.json#/json/pointer' })`.
 */
export function createBundleAjv(document: OpenApiDocument = loadBundle()) {
  return addDocument(createAjv(), document);
}
