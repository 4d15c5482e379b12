// The one Ajv setup of the project: Ajv2020 for OpenAPI 3.1, ajv-formats, strict mode on, OpenAPI's
// extra keywords registered as a vocabulary, and no allErrors unless a caller asks for it.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** Keywords OpenAPI allows beside JSON Schema ones in a Schema Object, plus our own extension. */
export const openApiVocabulary = ['example', 'discriminator', 'xml', 'externalDocs', 'x-unspecified'];

/** The id under which the bundle is registered: refs are `openapi.json#/json/pointer`. */
export const documentId = 'openapi.json';

/** Keywords that need Ajv's evaluated-property tracking, which createAjv turns off. */
const TRACKING_KEYWORDS = ['unevaluatedProperties', 'unevaluatedItems', '$dynamicRef', '$dynamicAnchor'];

export function createAjv(options = {}) {
  const ajv = new Ajv2020({ strict: true, allErrors: false, ...options });
  // Ajv2020 forces the tracking of evaluated properties on, which costs every validation call a
  // little bookkeeping; the spec uses none of the keywords that need it (addDocument checks).
  ajv.opts.unevaluated = false;
  ajv.opts.dynamicRef = false;
  addFormats(ajv);
  ajv.addVocabulary(openApiVocabulary);
  return ajv;
}

/**
 * Registers an OpenAPI document so that its schemas can be referenced by pointer. The wrapper is a
 * document, not a schema: `paths` and `components` are declared as inert keywords, and only the
 * schemas that refs reach are ever compiled.
 */
export function addDocument(ajv, document) {
  const text = JSON.stringify(document);
  const used = TRACKING_KEYWORDS.filter((keyword) => text.includes(`"${keyword}"`));
  if (used.length > 0) throw new Error(`the spec uses ${used.join(', ')}: remove the tracking switch-off in scripts/lib/ajv.mjs`);
  ajv.addKeyword('paths');
  ajv.addKeyword('components');
  ajv.addSchema({ $id: documentId, paths: document.paths, components: document.components }, undefined, undefined, false);
  return ajv;
}

export const refTo = (pointer) => ({ $ref: `${documentId}#${pointer}` });
