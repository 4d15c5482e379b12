// Validators compiled at run time from a version of the contract, as Ajv2020 in strict mode: each
// witness is checked by both versions' own validators before it is reported. The traffic weighing's
// worker threads are handed the ones they need as Ajv's standalone code, compiled once on the main
// thread: a thread then compiles none of them.
import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneModule from 'ajv/dist/standalone/index.js';
import formatsModule from 'ajv-formats';
import { SUBSCHEMA_MAPS } from './normalize.js';
import { isObject } from './pointer.js';

type FormatsPlugin = (ajv: Ajv2020) => Ajv2020;
const addFormats = ((formatsModule as unknown as { default?: FormatsPlugin }).default ?? formatsModule) as unknown as FormatsPlugin;
// CommonJS, read through ESM's default import in dist/ and through TypeScript's interop in dist-cjs/.
type StandaloneCode = (ajv: Ajv2020, refs: Record<string, string>) => string;
const standaloneCode = ((standaloneModule as unknown as { default?: StandaloneCode }).default ?? standaloneModule) as unknown as StandaloneCode;

/** Validators as Ajv's standalone code: `code` exports the one of `pointers[i]` as `v${i}`. */
export interface StandaloneValidators {
  code: string;
  pointers: string[];
  /** A file of this package: the code's `require`s (Ajv's runtime helpers, the formats) resolve from it. */
  requireFrom: string;
}

const DOCUMENT_ID = 'contract.json';
/** Keywords OpenAPI allows in a Schema Object beside JSON Schema's. */
const OPENAPI_VOCABULARY = ['example', 'discriminator', 'xml', 'externalDocs'];

/** Values that are data, not schemas: their keys are left alone. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'example', 'examples', 'default', 'value']);

/**
 * OpenAPI 3.0's spellings of a schema as JSON Schema 2020-12 spells them, as the normalizer reads
 * them: a boolean `exclusiveMaximum` (`exclusiveMinimum`) makes `maximum` (`minimum`) exclusive, and
 * a `nullable` with no `type` beside it takes no effect. Ajv refuses both as they are.
 */
function from30(schema: Record<string, unknown>): void {
  for (const [exclusive, bound] of [
    ['exclusiveMaximum', 'maximum'],
    ['exclusiveMinimum', 'minimum'],
  ] as const) {
    if (typeof schema[exclusive] !== 'boolean') continue;
    if (schema[exclusive] === true && typeof schema[bound] === 'number') {
      schema[exclusive] = schema[bound];
      delete schema[bound];
    } else delete schema[exclusive];
  }
  if (schema.nullable !== undefined && schema.type === undefined) delete schema.nullable;
}

/**
 * The document without its extensions (`x-…`), which strict mode would refuse as unknown keywords;
 * the names of properties (which may start with `x-`) and data values are kept. `openapi30`: OpenAPI
 * 3.0's spellings are made 2020-12's.
 */
function withoutExtensions(node: unknown, openapi30: boolean, names = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutExtensions(item, openapi30));
  if (!isObject(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!names && key.startsWith('x-')) continue;
    if (!names && DATA_KEYWORDS.has(key)) out[key] = value;
    else out[key] = withoutExtensions(value, openapi30, !names && SUBSCHEMA_MAPS.has(key));
  }
  if (openapi30 && !names) from30(out);
  return out;
}

/** Whether a document is OpenAPI 3.0 (`openapi: 3.0.x`). */
const isOpenApi30 = (document: unknown): boolean => isObject(document) && typeof document.openapi === 'string' && /^3\.0(\.|$)/.test(document.openapi);

export class ContractValidators {
  private ajvOf: Ajv2020 | undefined;
  private readonly cache = new Map<string, ValidateFunction>();

  /** `precompiled`: validators made elsewhere (standaloneValidators) from this very document, by pointer. */
  constructor(
    private readonly document: unknown,
    private readonly precompiled?: ReadonlyMap<string, ValidateFunction>,
  ) {}

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
      // Each function's code is kept: standalone() hands it to the weighing's worker threads.
      code: { source: true },
    });
    // No unevaluated* in the contract: the bookkeeping they need is not paid for.
    ajv.opts.unevaluated = false;
    addFormats(ajv);
    ajv.addVocabulary(OPENAPI_VOCABULARY);
    // A document, not a schema: only what a $ref reaches is ever compiled.
    ajv.addKeyword('paths');
    ajv.addKeyword('components');
    const clean = withoutExtensions(this.document, isOpenApi30(this.document)) as Record<string, unknown>;
    ajv.addSchema({ $id: DOCUMENT_ID, paths: clean.paths ?? {}, components: clean.components ?? {} }, undefined, undefined, false);
    this.ajvOf = ajv;
    return ajv;
  }

  /** The validator of the schema at `pointer` of the document. */
  validator(pointer: string): ValidateFunction {
    const known = this.cache.get(pointer);
    if (known) return known;
    const validate = this.precompiled?.get(pointer) ?? this.ajv.getSchema(schemaRef(pointer));
    if (!validate) throw new Error(`no schema at ${pointer}`);
    this.cache.set(pointer, validate);
    return validate;
  }

  accepts(pointer: string, value: unknown): boolean {
    return this.validator(pointer)(value) === true;
  }

  /**
   * Whether the schema at `pointer` accepts a parameter's or header's text, which is read as itself,
   * as a number, or as a boolean: any one will do (every query, path, header and cookie value is text).
   */
  acceptsText(pointer: string, text: string): boolean {
    // A numeric text is tried as a number first: mostly it is one, and a refusal costs Ajv its errors.
    const number = text === '' ? Number.NaN : Number(text);
    if (!Number.isNaN(number) && this.accepts(pointer, number)) return true;
    if (this.accepts(pointer, text)) return true;
    return (text === 'true' || text === 'false') && this.accepts(pointer, text === 'true');
  }

  /**
   * The validators of `pointers` (compiled here if they are not yet) as Ajv's standalone code, for
   * standaloneValidators; `requireFrom`: a file of this package, where its `require`s resolve from.
   */
  standalone(pointers: readonly string[], requireFrom: string): StandaloneValidators {
    const unique = [...new Set(pointers)];
    for (const pointer of unique) this.validator(pointer);
    const code = standaloneCode(this.ajv, Object.fromEntries(unique.map((pointer, index) => [`v${index}`, schemaRef(pointer)])));
    return { code, pointers: unique, requireFrom };
  }
}

/** Ajv's name of the schema at `pointer` of the document: the fragment is a URI's, '{' of a path template and its like percent-encoded. */
const schemaRef = (pointer: string): string => `${DOCUMENT_ID}#${pointer.split('/').map(encodeURIComponent).join('/')}`;

/** The functions of standalone code (ContractValidators.standalone), by pointer: running it compiles no schema. */
export function standaloneValidators({ code, pointers, requireFrom }: StandaloneValidators): Map<string, ValidateFunction> {
  const exports: Record<string, ValidateFunction> = {};
  // Ajv's own output, made by this package from the contract on the main thread: its helpers and
  // formats are required from this package's dependencies.
  new Function('exports', 'require', code)(exports, createRequire(requireFrom));
  return new Map(pointers.map((pointer, index) => [pointer, exports[`v${index}`]!]));
}
