// Every named example must satisfy the schema of the media type it illustrates (runtime Ajv2020).
import { describe, expect, it } from 'vitest';
import { createBundleAjv, loadBundle } from '../helpers/bundle.js';
import { collectExamples } from '../helpers/examples.js';

const bundle = loadBundle();
const ajv = createBundleAjv(bundle);

const examples = collectExamples(bundle);

describe('examples', () => {
  it('exist for every operation: a request example where there is a body, and a success example', () => {
    const operationIds = new Set(examples.map((example) => example.operationId));
    expect(operationIds.size).toBe(22); // deleteMessagesByTransaction answers with no body, and takes none
    expect(examples.length).toBe(33);
  });

  it.each(examples.map((e) => [`${e.operationId} ${e.where}: ${e.name}`, e] as const))('%s is valid', (_, example) => {
    const validate = ajv.compile({ $ref: `openapi.json#${example.schemaPointer}` });
    expect(validate(example.value), JSON.stringify(validate.errors)).toBe(true);
  });
});
