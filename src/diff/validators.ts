// Validators compiled at run time from a version of the contract, as Ajv2020 in strict mode: each
// witness is checked by both versions' own validators before it is reported.
import type { ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import { SUBSCHEMA_MAPS } from './normalize.js';
import { isObject } from './pointer.js';

type FormatsPlugin = (ajv: Ajv2020) => Ajv2020;
const addFormats = ((formatsModule as unknown as { default?: FormatsPlugin }).default ?? formatsModule) as unknown as FormatsPlugin;

const DOCUMENT_ID = 'contract.json';
/** Keywords OpenAPI allows in a Schema Object beside JSON Schema's. */
const OPENAPI_VOCABULARY = ['example', 'discriminator', 'xml', 'externalDocs'];

/** Values that are data, not schemas: their keys are left alone. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'example', 'examples', 'default', 'value']);

/**
 * The document without its extensions (`x-…`), which strict mode would refuse as unknown keywords;
 * the names of properties (which may start with `x-`) and data values are kept.
 */
function withoutExtensions(node: unknown, names = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutExtensions(item));
  if (!isObject(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!names && key.startsWith('x-')) continue;
    if (!names && DATA_KEYWORDS.has(key)) out[key] = value;
    else out[key] = withoutExtensions(value, !names && SUBSCHEMA_MAPS.has(key));
  }
  return out;
}

export class ContractValidators {
  private ajvOf: Ajv2020 | undefined;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(private readonly document: unknown) {}

  /** Made on first use: a comparison with no witness to check, or a weighing that skips NEW, never pays for it. */
  private get ajv(): Ajv2020 {
    if (this.ajvOf) return this.ajvOf;
    const ajv = new Ajv2020({
      strict: true,
      // A spec under review may be loose in style (a union type, a required name with no
      // property): that is no reason to refuse comparing it. Unknown keywords and formats still throw.
      strictTypes: false,
      strictTuples: false,
      strictRequired: false,
      allowUnionTypes: true,
      allErrors: false,
      validateFormats: true,
    });
    // No unevaluated* in the contract: the bookkeeping they need is not paid for.
    ajv.opts.unevaluated = false;
    addFormats(ajv);
    ajv.addVocabulary(OPENAPI_VOCABULARY);
    // A document, not a schema: only what a $ref reaches is ever compiled.
    ajv.addKeyword('paths');
    ajv.addKeyword('components');
    const clean = withoutExtensions(this.document) as Record<string, unknown>;
    ajv.addSchema({ $id: DOCUMENT_ID, paths: clean.paths ?? {}, components: clean.components ?? {} }, undefined, undefined, false);
    this.ajvOf = ajv;
    return ajv;
  }

  /** The validator of the schema at `pointer` of the document. */
  validator(pointer: string): ValidateFunction {
    const known = this.cache.get(pointer);
    if (known) return known;
    // The fragment is a URI's: '{' of a path template and its like are percent-encoded.
    const validate = this.ajv.getSchema(`${DOCUMENT_ID}#${pointer.split('/').map(encodeURIComponent).join('/')}`);
    if (!validate) throw new Error(`no schema at ${pointer}`);
    this.cache.set(pointer, validate);
    return validate;
  }

  accepts(pointer: string, value: unknown): boolean {
    return this.validator(pointer)(value) === true;
  }
}
