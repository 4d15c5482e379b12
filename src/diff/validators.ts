// Validators compiled at run time from a version of the contract, as Ajv2020 in strict mode: each
// witness is checked by both versions' own validators before it is reported. The traffic weighing's
// worker threads are handed the ones they need as Ajv's standalone code, compiled once on the main
// thread: a thread then compiles none of them.
import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneModule from 'ajv/dist/standalone/index.js';
import formatsModule from 'ajv-formats';
import { setOwn } from '../http/own-property.js';
import { SUBSCHEMA_LISTS, SUBSCHEMA_MAPS, SUBSCHEMAS } from './normalize.js';
import { asRead30, from30, isOpenApi30 } from './openapi-version.js';
import { at, escapeToken, isObject, refPointer, tokensOf } from './pointer.js';
import { flaggedProperties, type MessageSide, requiredOnSide, sideOf, unsentOn } from './read-write-only.js';
import { structureProblem } from './structure.js';

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

/** How a 3.0 schema is read on one side of an exchange (cleanSchema). */
export interface SideReading {
  flag: 'readOnly' | 'writeOnly';
  document: unknown;
}

/**
 * The documents Ajv is handed: the contract as written, and for 3.0 one per side, each read as that
 * side reads it (a `$ref` inside one resolves within it). Each is named by its `$id`.
 */
type Part = 'any' | MessageSide;
const PART_IDS: Record<Part, string> = { any: DOCUMENT_ID, request: 'contract-request.json', response: 'contract-response.json' };
/** Keywords OpenAPI allows in a Schema Object beside JSON Schema's. */
const OPENAPI_VOCABULARY = ['example', 'discriminator', 'xml', 'externalDocs'];

/**
 * A Schema Object as Ajv is handed it, walked through the keywords whose values are schemas only
 * (`properties` and its like hold names, each naming a schema; `enum`, `const`, `default`,
 * `examples`, `discriminator` and every other keyword hold data, left as they are):
 * - its extensions (`x-…` keywords of a schema, never names) are dropped: strict mode refuses them;
 * - a `format` Ajv does not know is dropped: OpenAPI's formats are open ("a tool that does not
 *   recognize a format may treat it as the type alone"), so `unix-time` or `decimal` is an annotation,
 *   always valid; a known one (ajv-formats') is still checked;
 * - `openapi30`: OpenAPI 3.0's spellings are made 2020-12's, each Schema Object's own (from30, which
 *   the normalizer reads them by too), and a schema with a `$ref` is the `$ref` alone (asRead30: 3.0
 *   ignores a Reference Object's other properties); otherwise (3.1, JSON Schema 2020-12) a keyword Ajv does not
 *   know is an annotation and is dropped, and so is `nullable`, which 3.1 does not have (Ajv would
 *   read it as 3.0's).
 * - `side` (3.0 only): the schema is read on one side of an exchange, where a required readOnly
 *   (request) or writeOnly (response) property is not required (read-write-only.ts); `inherited`: the
 *   names so marked by the `allOf` this schema is a branch of.
 * `found` gets the pointers the schema's `$ref`s name (Ajv compiles those too).
 */
export function cleanSchema(
  node: unknown,
  openapi30: boolean,
  rules: Ajv2020,
  found: string[],
  side?: SideReading,
  inherited: ReadonlySet<string> = new Set(),
): unknown {
  if (!isObject(node)) return node;
  const out: Record<string, unknown> = {};
  const read: Record<string, unknown> = openapi30 ? asRead30(node) : node;
  const unsent =
    side !== undefined && (Array.isArray(read.required) || Array.isArray(read.allOf))
      ? new Set([...inherited, ...flaggedProperties(side.document, read, side.flag)])
      : undefined;
  for (const [key, value] of Object.entries(read)) {
    if (key.startsWith('x-')) continue;
    if (!openapi30 && (key === 'nullable' || !rules.RULES.keywords[key])) continue;
    if (key === 'format' && typeof value === 'string' && !Object.hasOwn(rules.formats, value)) continue;
    if (SUBSCHEMA_MAPS.has(key) && isObject(value)) {
      const names: Record<string, unknown> = {};
      for (const [name, sub] of Object.entries(value)) setOwn(names, name, cleanSchema(sub, openapi30, rules, found, side));
      out[key] = names;
    } else if (SUBSCHEMA_LISTS.has(key) && Array.isArray(value))
      // An allOf's branch is the same object as its parent: a `required` there lifts the names the others mark.
      out[key] = value.map((sub) => cleanSchema(sub, openapi30, rules, found, side, key === 'allOf' ? unsent : undefined));
    else if (SUBSCHEMAS.has(key)) out[key] = cleanSchema(value, openapi30, rules, found, side);
    else setOwn(out, key, value);
  }
  const kept = unsent === undefined ? undefined : requiredOnSide(out.required, unsent);
  if (kept !== undefined) out.required = kept;
  if (typeof out.$ref === 'string') {
    const target = refPointer(out.$ref);
    if (target !== undefined) found.push(target);
  }
  if (openapi30) from30(out);
  return out;
}

/**
 * `value` put at `tokens` of `root`, copying on the way each object or array `owned` does not hold
 * (and adding the copy to it); nothing is put where the way is missing.
 */
function place(root: Record<string, unknown>, tokens: readonly string[], value: unknown, owned: WeakSet<object>): void {
  let parent: Record<string, unknown> = root;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (!Object.hasOwn(parent, token)) return;
    if (index === tokens.length - 1) {
      setOwn(parent, token, value);
      return;
    }
    let child = parent[token];
    if (!Array.isArray(child) && !isObject(child)) return;
    if (!owned.has(child)) {
      child = Array.isArray(child) ? [...child] : { ...child };
      owned.add(child as object);
      setOwn(parent, token, child);
    }
    parent = child as Record<string, unknown>;
  }
}

/**
 * How the validators compile a `pattern` (and `patternProperties`' names): with Ajv's `u` flag when
 * the pattern is a regular expression with it, else without it. JSON Schema's patterns are ECMAScript's,
 * and specs carry identity escapes that ECMAScript allows only without `u` (`^[a-z\:]+$`,
 * `^\#[0-9a-f]{6}$`, `\@`): they run as written in any validator that compiles them without the
 * flag, and refusing them refused whole specs that compared before. Not `unicodeRegExp: false` for all:
 * a pattern valid with `u` keeps its meaning with it (`\p{L}` a letter, not the text "p{L}"; an
 * astral character one character to `.` and `{n}`), as the witnesses' sampler draws it (sample.ts).
 * `code`: the same function as source, for Ajv's standalone code (the weighing's worker threads).
 */
export const patternRegExp = Object.assign(
  (pattern: string, flags: string): RegExp => {
    try {
      return new RegExp(pattern, flags);
    } catch (error) {
      if (!flags.includes('u')) throw error;
      return new RegExp(pattern, flags.replace('u', ''));
    }
  },
  { code: '' },
);
patternRegExp.code = `(${patternRegExp.toString()})`;

/** Ajv as the validators use it, with nothing added yet. */
function configuredAjv(code: { source?: boolean } = {}, allErrors = false): Ajv2020 {
  // To explain a refusal, each error names the schema object holding its keyword (`parentSchema`):
  // its `schemaPath` is relative to the last `$ref` followed, which says nothing of where it is written.
  const ajv = new Ajv2020({
    strict: true,
    // A spec under review may be loose in style (a union type, a required name with no
    // property): that is no reason to refuse comparing it. Unknown keywords and formats still throw.
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    allowUnionTypes: true,
    allErrors,
    verbose: allErrors,
    validateFormats: true,
    // unevaluatedProperties and unevaluatedItems as 2020-12 says (Ajv2020's default): without it
    // Ajv counts no property as evaluated, and `unevaluatedProperties: false` refuses every one.
    unevaluated: true,
    code: { ...code, regExp: patternRegExp },
  });
  addFormats(ajv);
  ajv.addVocabulary(OPENAPI_VOCABULARY);
  // 2020-12's; Ajv resolves it (compile/resolve.ts) but its strict mode does not list it.
  ajv.addKeyword('$anchor');
  // A document, not a schema: only what a $ref reaches is ever compiled.
  ajv.addKeyword('paths');
  ajv.addKeyword('components');
  return ajv;
}

/** The rules of Ajv as the validators configure it (its keywords, its formats): what cleanSchema and the schema check ask. */
let rulesOf: Ajv2020 | undefined;
export const rules = (): Ajv2020 => {
  rulesOf ??= configuredAjv();
  return rulesOf;
};

/** A schema of `document`, at `pointer`, that Ajv cannot compile. */
export class InvalidSchemaError extends Error {
  override readonly name = 'InvalidSchemaError';
  constructor(
    readonly document: unknown,
    readonly pointer: string,
    readonly reason: string,
  ) {
    super(`invalid schema at #${pointer}: ${reason}`);
  }
}

export class ContractValidators {
  private ajvOf: Ajv2020 | undefined;
  private readonly cache = new Map<string, ValidateFunction>();
  /** The documents as Ajv is handed them (cover), by part, and their objects made for them (the rest is the document's). */
  private readonly handed = new Map<Part, Record<string, unknown>>();
  private readonly owned = new WeakSet<object>();
  /** The pointers of the schemas made in each part's document. */
  private readonly covered = new Map<Part, Set<string>>();
  private readonly openapi30: boolean;

  /** The same schemas, compiled to report every keyword that refuses a value: made for the first refusal to explain. */
  private explaining: ContractValidators | undefined;

  /**
   * `precompiled`: validators made elsewhere (standaloneValidators) from this very document, by pointer.
   * `allErrors`: each validator reports every keyword that refuses a value, not the first one.
   */
  constructor(
    private readonly document: unknown,
    private readonly precompiled?: ReadonlyMap<string, ValidateFunction>,
    private readonly allErrors = false,
  ) {
    this.openapi30 = isOpenApi30(document);
  }

  /** Made on first use: a comparison with no witness to check, or a weighing that skips NEW, never pays for it. */
  private get ajv(): Ajv2020 {
    if (this.ajvOf) return this.ajvOf;
    // Each function's code is kept: standalone() hands it to the weighing's worker threads.
    const ajv = configuredAjv({ source: !this.allErrors }, this.allErrors);
    const document = isObject(this.document) ? this.document : {};
    const parts: Part[] = this.openapi30 ? ['any', 'request', 'response'] : ['any'];
    for (const part of parts) {
      const handed = { $id: PART_IDS[part], paths: document.paths ?? {}, components: document.components ?? {} };
      this.owned.add(handed);
      this.handed.set(part, handed);
      this.covered.set(part, new Set());
    }
    // Every Schema Object of the document, where OpenAPI puts one, and what their $refs name; a side's
    // document is made as its schemas are asked for.
    const schemas: string[] = [];
    structureProblem(this.document, schemas);
    this.cover(schemas, 'any');
    for (const part of parts) ajv.addSchema(this.handed.get(part)!, undefined, undefined, false);
    this.ajvOf = ajv;
    return ajv;
  }

  /** The document a schema at `pointer` is compiled in: its side's, for 3.0 (read-write-only.ts). */
  partOf(pointer: string): Part {
    return this.openapi30 ? (sideOf(pointer) ?? 'any') : 'any';
  }

  /**
   * The schemas at `pointers`, and those their `$ref`s name, made in `part`'s document as Ajv is to
   * compile them (cleanSchema); the rest of the document is handed to Ajv as it is (it compiles no part of it
   * that is not a schema, so an `x-` name of a header, response or component, or a response named
   * `default`, is only a name). Each document is copied on write: the contract is not changed.
   */
  private cover(pointers: readonly string[], part: Part): void {
    const covered = this.covered.get(part)!;
    const handed = this.handed.get(part)!;
    const side: SideReading | undefined = part === 'any' ? undefined : { flag: unsentOn(part), document: this.document };
    const queue = pointers.filter((pointer) => !covered.has(pointer));
    for (const pointer of queue) covered.add(pointer);
    for (let index = 0; index < queue.length; index += 1) {
      const pointer = queue[index]!;
      const schema = pointer.startsWith('/') ? at(this.document, pointer) : undefined;
      if (schema === undefined) continue;
      const found: string[] = [];
      place(handed, tokensOf(pointer), cleanSchema(schema, this.openapi30, rules(), found, side), this.owned);
      for (const target of found)
        if (!covered.has(target)) {
          covered.add(target);
          queue.push(target);
        }
    }
  }

  /** The validator of the schema at `pointer` of the document. */
  validator(pointer: string): ValidateFunction {
    const known = this.cache.get(pointer);
    if (known) return known;
    let validate: ValidateFunction | undefined;
    try {
      validate = this.precompiled?.get(pointer);
      if (!validate) {
        const ajv = this.ajv;
        // A schema the document's structure does not list (none the comparison asks for): made now.
        const part = this.partOf(pointer);
        this.cover([pointer], part);
        validate = ajv.getSchema(schemaRef(part, pointer));
      }
    } catch (error) {
      // What schemaProblem() did not foresee: still said with the document and the place.
      throw new InvalidSchemaError(this.document, pointer, error instanceof Error ? error.message : String(error));
    }
    if (!validate) throw new Error(`no schema at ${pointer}`);
    this.cache.set(pointer, validate);
    return validate;
  }

  accepts(pointer: string, value: unknown): boolean {
    return this.validator(pointer)(value) === true;
  }

  /**
   * The places in the document (JSON pointers to keywords) of every keyword of the schema at `pointer`
   * that refuses `value`, each `$ref` followed to where the keyword is written; none when it accepts it.
   * `text`: the value is a parameter's text, refused only if refused as each reading acceptsText tries.
   */
  refusedAt(pointer: string, value: unknown, text = false): string[] {
    this.explaining ??= new ContractValidators(this.document, undefined, true);
    const validate = this.explaining.validator(pointer);
    const part = this.explaining.partOf(pointer);
    const readings = text && typeof value === 'string' ? textReadings(value) : [value];
    const places = new Set<string>();
    for (const reading of readings) {
      if (validate(reading) === true) return [];
      for (const error of validate.errors ?? []) {
        const holder = isObject(error.parentSchema) ? this.explaining.pointerOf(error.parentSchema, part) : undefined;
        if (holder !== undefined) places.add(`${holder}/${escapeToken(error.keyword)}`);
      }
    }
    return [...places];
  }

  private readonly pointers = new Map<Part, { map: WeakMap<object, string>; covered: number }>();

  /** Where a schema object Ajv was handed in `part`'s document sits (the same place as in the contract). */
  private pointerOf(schema: object, part: Part): string | undefined {
    const covered = this.covered.get(part)?.size ?? 0;
    let known = this.pointers.get(part);
    // Made again once more schemas are covered: the part's document has new objects.
    if (known === undefined || known.covered !== covered) {
      const map = new WeakMap<object, string>();
      const walk = (node: unknown, pointer: string): void => {
        if (typeof node !== 'object' || node === null || map.has(node)) return;
        map.set(node, pointer);
        for (const [key, child] of Object.entries(node)) walk(child, `${pointer}/${escapeToken(key)}`);
      };
      walk(this.handed.get(part), '');
      known = { map, covered };
      this.pointers.set(part, known);
    }
    return known.map.get(schema);
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
    const code = standaloneCode(this.ajv, Object.fromEntries(unique.map((pointer, index) => [`v${index}`, schemaRef(this.partOf(pointer), pointer)])));
    return { code, pointers: unique, requireFrom };
  }
}

/** Ajv's name of the schema at `pointer` in `part`'s document: the fragment is a URI's, '{' of a path template and its like percent-encoded. */
const schemaRef = (part: Part, pointer: string): string => `${PART_IDS[part]}#${pointer.split('/').map(encodeURIComponent).join('/')}`;

/** A parameter's text as acceptsText reads it: as a number, as itself, as a boolean. */
function textReadings(text: string): unknown[] {
  const number = text === '' ? Number.NaN : Number(text);
  return [...(Number.isNaN(number) ? [] : [number]), text, ...(text === 'true' || text === 'false' ? [text === 'true'] : [])];
}

/** The functions of standalone code (ContractValidators.standalone), by pointer: running it compiles no schema. */
export function standaloneValidators({ code, pointers, requireFrom }: StandaloneValidators): Map<string, ValidateFunction> {
  const exports: Record<string, ValidateFunction> = {};
  // Ajv's own output, made by this package from the contract on the main thread: its helpers and
  // formats are required from this package's dependencies.
  new Function('exports', 'require', code)(exports, createRequire(requireFrom));
  return new Map(pointers.map((pointer, index) => [pointer, exports[`v${index}`]!]));
}
