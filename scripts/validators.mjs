// Writes the precompiled validators: Ajv standalone code (CommonJS, since Ajv's ESM output still
// emits `require`), split per operation so that a process loads only the operations it sees, each
// the first time it sees it. Loading them compiles nothing.
//
//   generated/validators/index.cjs            the loader of each operation's module (plain `require`s
//                                             of siblings: Node and bundlers resolve them from here)
//   generated/validators/strict-sets.cjs      the loader of each operation's strict module: apart from
//                                             index.cjs, which requires it as "#strict-sets" on the
//                                             first strict validation (Node, and a bundle for Node,
//                                             which follows that require)
//   generated/validators/strict-sets.browser.cjs  what "#strict-sets" is in a browser bundle: no
//                                             loaders, so that a bundle of the client, which never
//                                             validates strictly, leaves the strict modules out; the
//                                             validator's entry for browsers imports strict-sets.cjs
//   generated/validators/package.json         the "#strict-sets" import and its two conditions
//   generated/validators/routes.json          the operation table, as much as the validator needs,
//                                             and the body property names declared outside credentials
//   generated/validators/<operationId>.cjs    what a valid exchange runs: its parameter validators
//                                             (coercing strings, with Ajv's errors) and its body and
//                                             response verdicts, which create no error objects
//   generated/validators/<operationId>.errors.cjs  the body and response validators with Ajv's
//                                             errors, loaded the first time a verdict is false
//   generated/validators/<operationId>.strict.cjs  strict mode: unknown properties and query
//                                             parameters reported
//   generated/validators/json-scan-wasm.cjs   src/validator/json-scan.wat assembled: the SIMD scan
//                                             that bounds the nesting of JSON text before parsing
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import standaloneCode from 'ajv/dist/standalone/index.js';
import wabt from 'wabt';
import { addDocument, createAjv, refTo } from './lib/ajv.mjs';
import { runAsCli } from './lib/cli.mjs';
import { buildOperationTable } from './lib/operation-table.mjs';
import { bannerLine, repoRoot } from './lib/project.mjs';
import { selfContainedSchema, withoutAnnotations } from './lib/self-contained-schema.mjs';
import { strictDocument } from './lib/strict-schemas.mjs';
import { bodyValidatorName, parameterValidatorName, responseValidatorName, validatorNamesOf } from './lib/validator-names.mjs';

const DIR = 'generated/validators';

/** Every file writeValidators writes, repo-relative; filled by it (the list follows the operation table). */
export const validatorsOutputs = [];

const CODE = { source: true, esm: false, optimize: true, lines: true };

/**
 * The body and response schemas of one operation, by validator name. A 2XX response shares its
 * documented status's schema: the name maps to the other name, and the module exports one function
 * under both.
 */
function messageSchemas(entry) {
  const schemas = {};
  if (entry.requestBody) schemas[bodyValidatorName(entry.operationId)] = entry.requestBody.schemaPointer;
  const named = new Map();
  for (const [status, response] of Object.entries(entry.responses)) {
    if (!response.schemaPointer) continue;
    const name = responseValidatorName(entry.operationId, status);
    schemas[name] = named.has(response.schemaPointer) ? { sameAs: named.get(response.schemaPointer) } : response.schemaPointer;
    if (!named.has(response.schemaPointer)) named.set(response.schemaPointer, name);
  }
  return schemas;
}

/**
 * One object schema per location of the operation's parameters. Strict mode only closes the query:
 * unknown headers are the norm on the wire, and a path has no room for unknown parameters.
 */
function parameterSchemas(entry, strict) {
  const schemas = {};
  for (const [location, parameters] of Object.entries(entry.parameters)) {
    if (parameters.length === 0 || (strict && location !== 'query')) continue;
    schemas[parameterValidatorName(entry.operationId, location)] = {
      type: 'object',
      properties: Object.fromEntries(parameters.map((p) => [p.name, refTo(p.schemaPointer)])),
      required: parameters.filter((p) => p.required).map((p) => p.name),
      ...(strict ? { additionalProperties: false } : {}),
    };
  }
  return schemas;
}

/** Ajv's standalone code for `schemas` (name → schema, or { sameAs } for a second name of one). */
function compile(ajv, schemas) {
  const own = Object.keys(schemas).filter((name) => !schemas[name].sameAs);
  for (const name of own) ajv.addSchema({ ...schemas[name], $id: name });
  const code = standaloneCode(ajv, Object.fromEntries(own.map((name) => [name, name])));
  const aliases = Object.keys(schemas)
    .filter((name) => schemas[name].sameAs)
    .map((name) => `exports.${name} = exports.${schemas[name].sameAs};\n`);
  return withRuntimeInlined(withoutUnusedConstants(code.replace(/^"use strict";\n?/, ''))) + (aliases.length > 0 ? `\n${aliases.join('')}` : '');
}

/**
 * Ajv's standalone code requires its runtime helpers from the ajv package. The one this spec needs,
 * the length of a string in code points (for minLength and maxLength), is copied in instead: a
 * module then loads without resolving a package, in Node as in a bundle, which is most of the time
 * its first use takes.
 */
const UCS2_LENGTH = `function (text) {
  // Code points, as JSON Schema counts a string's length: a surrogate pair is one.
  let length = 0;
  for (let i = 0; i < text.length; i += 1) {
    length += 1;
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i += 1;
  }
  return length;
}`;
function withRuntimeInlined(code) {
  const inlined = code
    .replace(/require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g, UCS2_LENGTH)
    // A string of n UTF-16 units has between ceil(n / 2) and n code points: most lengths are
    // decided without counting them.
    .replace(/\b(func\d+)\((data[\w.]*)\) > (\d+)/g, '($2.length > $3 && $1($2) > $3)')
    .replace(/\b(func\d+)\((data[\w.]*)\) < (\d+)/g, '(($2.length + 1) >> 1 < $3 && $1($2) < $3)');
  // With allErrors, Ajv adds a referenced validator's errors with concat, a copy of all those before
  // them: over an array of n items that each fail a reference (strict mode on many recipients), n²
  // copies, 46 s for 40,000 recipients. They are appended in place instead: the same errors, in order.
  const appended = inlined.replace(
    /vErrors = vErrors === null \? ((?:validate|wrapper)\d+(?:\.validate)?)\.errors : vErrors\.concat\(\1\.errors\);/g,
    'if (vErrors === null) vErrors = $1.errors; else for (const error of $1.errors) vErrors.push(error);',
  );
  // Ajv coerces a string to a number when `text == +text`: '0x10' (16), ' ' (0), 'Infinity' and
  // '1e400' (Infinity, which then skips `maximum`: limit=Infinity passed the contract's max of 100).
  // A parameter's number is decimal text, finite; `.5` and `5.` are decimal text as JavaScript and
  // most servers read it. No two quantifiers of the pattern can take the same digit: `\d+\.?\d*`
  // tried every split of a long run of digits before refusing it (16,000 digits and an `x`: 130 ms).
  const decimal = appended.replace(
    /\(dataType(\d+) == "string" && (data\d*) && \2 == \+\2\)/g,
    '(dataType$1 == "string" && /^-?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d+)?$/.test($2) && isFinite(+$2))',
  );
  if (decimal.includes('== +data')) throw new Error('Ajv coerces numbers in a new form: revisit the decimal rule in scripts/validators.mjs');
  const left = decimal.match(/require\("ajv[^"]*"\)/);
  if (left) throw new Error(`the generated validators need ${left[0]}: copy that helper in as well (scripts/validators.mjs)`);
  const concat = decimal.indexOf('vErrors.concat(');
  if (concat !== -1)
    throw new Error(
      `Ajv adds errors with concat in a new form (${decimal.slice(concat - 80, concat + 60)}): revisit the in-place append in scripts/validators.mjs`,
    );
  return decimal;
}

/**
 * Under `not`, Ajv still keeps an array of (empty) error objects in step with its `errors` count:
 * each failure allocates one and pushes it, each passing branch truncates the array, each failed
 * recursive call copies the callee's errors in. A verdict is decided by the count alone (every test
 * compares it with a snapshot, and the result is `errors === 0`), so the array is dead weight:
 * allocations on every failed branch of an `anyOf` on the way to a valid one, and about a third of
 * the code V8 compiles. Only the count is kept; `vErrors` stays null.
 */
function withoutVerdictBookkeeping(code) {
  const lean = code
    .replace(/const (err\d+) = \{\};\nif\(vErrors === null\)\{\nvErrors = \[\1\];\n\}\nelse \{\nvErrors\.push\(\1\);\n\}\nerrors\+\+;/g, 'errors++;')
    .replace(
      /if \(vErrors === null\) vErrors = ((?:validate|wrapper)\d+(?:\.validate)?)\.errors; else for \(const error of \1\.errors\) vErrors\.push\(error\);\nerrors = vErrors\.length;/g,
      'errors++;',
    )
    .replace(/if\(vErrors !== null\)\{\nif\((_errs\d+)\)\{\nvErrors\.length = \1;\n\}\nelse \{\nvErrors = null;\n\}\n\}\n/g, '');
  const left = lean.match(/vErrors(?:\.push|\.length| = \[| = vErrors| = [\w.]+\.errors;)/);
  if (left)
    throw new Error(
      `Ajv emits verdict bookkeeping in a new form (${lean.slice(left.index - 80, left.index + 60)}): revisit the verdict rewrite in scripts/validators.mjs`,
    );
  return lean;
}

/**
 * Ajv's standalone code keeps each root schema as a constant beside its function, used or not; the
 * ones no code refers to are dropped (the self-contained schemas would otherwise be written twice).
 */
function withoutUnusedConstants(code) {
  return code.replace(/^const (schema\d+) = .*;\n/gm, (line, name) => (new RegExp(`\\b${name}\\b`).test(code.replace(line, '')) ? line : ''));
}

/**
 * The verdict-only body and response validators. Each schema is made self-contained, so that Ajv
 * compiles it into one function (with a call only where a schema contains itself), and is wrapped
 * in `not: { not: … }`: Ajv compiles what sits under `not` without building error objects, since
 * `not` throws its subschema's errors away. A valid exchange then allocates next to nothing, where
 * the error-reporting code builds an error object (paths and messages included) for every failed
 * branch of an `anyOf` on the way to a valid one.
 */
function verdictSchemas(document, entry) {
  const notNot = (schema) => ({ not: { not: schema } });
  const schemas = {};
  for (const [name, pointer] of Object.entries(messageSchemas(entry))) {
    if (typeof pointer !== 'string') {
      schemas[name] = pointer;
      continue;
    }
    const { schema, defs } = selfContainedSchema(document, pointer, notNot);
    schemas[name] = Object.keys(defs).length > 0 ? { ...schema, $defs: defs } : schema;
  }
  return schemas;
}

const refsTo = (schemas) =>
  Object.fromEntries(Object.entries(schemas).map(([name, pointer]) => [name, typeof pointer === 'string' ? refTo(pointer) : pointer]));

/** An Ajv over `document`, set up as every module of one kind needs it. */
function ajvFor(document, { coerce = false, allErrors = false, inlineRefs = false } = {}) {
  const ajv = createAjv({
    code: CODE,
    // Error-reporting code: shared schemas become shared functions instead of being copied into each use.
    inlineRefs,
    // Raw parameters are strings; 'array' also wraps a single value where the schema wants a list.
    ...(coerce ? { coerceTypes: 'array' } : {}),
    // The strict set runs only on input the lenient set already accepted, so its shape is bounded;
    // allErrors lets it report every unknown property rather than the first.
    ...(allErrors ? { allErrors: true } : {}),
  });
  return addDocument(ajv, document);
}

/** Code that runs `chunks` (standalone code writing to `exports`) each in its own scope, into `target`. */
const scoped = (target, chunks) => chunks.map((chunk) => `(function (exports) {\n${chunk}})(${target});\n`).join('');

function operationModules(document, strict, entry) {
  const id = entry.operationId;
  const banner = `// ${bannerLine()}\n"use strict";\n`;
  const verdicts = withoutVerdictBookkeeping(compile(ajvFor(document, { inlineRefs: true }), verdictSchemas(document, entry)));
  const parameters = compile(ajvFor(document, { coerce: true }), parameterSchemas(entry, false));
  const main =
    `${banner}// ${id}: parameter validators (coercing, with errors), and body and response verdicts (no errors).\n` +
    `const validators = (exports.validators = {});\n` +
    scoped('validators', [verdicts, parameters]) +
    `/** The body and response validators with Ajv's errors: run when a verdict is false. */\n` +
    `exports.errors = () => require("./${id}.errors.cjs");\n`;
  const errors = `${banner}// ${id}: body and response validators with Ajv's errors.\n${scoped('exports', [compile(ajvFor(document), refsTo(messageSchemas(entry)))])}`;
  const strictChunks = [compile(ajvFor(strict, { allErrors: true }), refsTo(messageSchemas(entry)))];
  const strictQuery = parameterSchemas(entry, true);
  if (Object.keys(strictQuery).length > 0) strictChunks.push(compile(ajvFor(strict, { coerce: true, allErrors: true }), strictQuery));
  const strictModule = `${banner}// ${id}: strict validators, unknown properties reported.\n${scoped('exports', strictChunks)}`;
  return { [`${id}.cjs`]: main, [`${id}.errors.cjs`]: errors, [`${id}.strict.cjs`]: strictModule };
}

/**
 * What the validator needs of the operation table, and no more (no schema pointers): routes,
 * parameter names, media types, credentials and validator names, as JSON (routes.json), which
 * engines parse much faster than the same object literal; it saves the validator loading the
 * whole table at start. It is required from index.cjs rather than held in it: Node scans a
 * CommonJS module that an ES module imports for its exports, in JavaScript on Node 20.
 */
function routeTable(table) {
  return table.map((entry) => ({
    operationId: entry.operationId,
    method: entry.method,
    path: entry.path,
    pathParams: entry.pathParams,
    matcher: entry.matcher,
    literalSegments: entry.literalSegments,
    query: entry.parameters.query.map((p) => p.name),
    queryRequired: entry.parameters.query.some((p) => p.required),
    headers: entry.parameters.header.map((p) => p.name.toLowerCase()),
    headerRequired: entry.parameters.header.some((p) => p.required),
    requestBody: entry.requestBody ? { mediaType: entry.requestBody.mediaType, required: entry.requestBody.required } : null,
    successStatus: entry.successStatus,
    responses: Object.fromEntries(Object.entries(entry.responses).map(([status, response]) => [status, response.mediaType])),
    auth: entry.auth.map(({ header, prefix }) => ({ header, prefix })),
    validators: validatorNamesOf(entry),
  }));
}

/**
 * Every property name the contract's message schemas declare outside a `credentials` object, sorted:
 * the body redaction (src/http/credentials-body.ts) shows their values whatever the secret-name rule
 * says (a topic's `key`, an error's `code`, a digest's `digestKey` are data), and masks an undeclared
 * secret name (a trigger payload's `password`). Walked from the operations, each $ref followed once
 * per context, so that a schema met only under `credentials` (IntegrationCredentials) adds nothing.
 */
function declaredBodyNames(bundle) {
  const names = new Set();
  const seen = new Set();
  const resolve = (ref) =>
    ref
      .slice(2)
      .split('/')
      .reduce((node, token) => node?.[token.replace(/~1/g, '/').replace(/~0/g, '~')], bundle);
  const walk = (node, inCredentials) => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, inCredentials);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/') && !seen.has(`${inCredentials} ${node.$ref}`)) {
      seen.add(`${inCredentials} ${node.$ref}`);
      walk(resolve(node.$ref), inCredentials);
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
        for (const [name, schema] of Object.entries(value)) {
          const credentials = inCredentials || name.toLowerCase() === 'credentials';
          if (!inCredentials) names.add(name);
          walk(schema, credentials);
        }
      } else if (key !== '$ref' && key !== 'examples' && key !== 'example') walk(value, inCredentials);
    }
  };
  walk(bundle.paths, false);
  return [...names].sort();
}

function indexModule(table) {
  const loaders = table.map((entry) => `  ${entry.operationId}: () => require("./${entry.operationId}.cjs"),\n`).join('');
  return `// ${bannerLine()}
"use strict";
// The validators of each operation, in a module of their own, loaded when first asked for.
exports.load = {
${loaders}};
// Read into names first: webpack takes \`exports.x = require("./routes.json").x\` for a re-export of
// the JSON's property, then refuses the validator's \`operations.map\` as a missing export of it.
const { operations, declaredBodyNames } = require("./routes.json");
/** The operation table, as much of it as the validator needs (JSON: parsed, not compiled). */
exports.operations = operations;
/** The property names the message schemas declare outside a \`credentials\` object: a body's redaction shows them. */
exports.declaredBodyNames = declaredBodyNames;
/** The WebAssembly scan of JSON text (json-scan-wasm.cjs), loaded when first asked for. */
exports.jsonScanWasm = () => require("./json-scan-wasm.cjs").wasm;
/**
 * The strict validators' loaders, loaded when strict mode is first asked for. "#strict-sets" is an
 * import of package.json beside this file: strict-sets.cjs on Node and in a bundle for Node, which
 * must follow this require for strict mode to work there; strict-sets.browser.cjs (undefined) in a
 * browser bundle, so that a bundle of the client leaves the strict modules out. The validator's
 * entry for browsers imports them itself and hands them over here (provideStrictSets): this module
 * is the one every part of a process or a bundle shares, so the validator exports no means for it.
 */
let providedStrictSets;
exports.provideStrictSets = (sets) => {
  providedStrictSets = sets;
};
exports.loadStrictSets = () => providedStrictSets ?? require("#strict-sets").loadStrict;
`;
}

const strictSetsBrowserModule = () => `// ${bannerLine()}
"use strict";
// "#strict-sets" in a browser bundle: no strict validator, so that a bundle of the client, which never
// validates strictly, leaves them out (a third of its size). The validator's entry for browsers
// imports strict-sets.cjs and hands its loaders over through index.cjs (provideStrictSets).
exports.loadStrict = undefined;
`;

// The browser condition first: a bundler for browsers matches "default" too.
const packageJson = () =>
  `${JSON.stringify(
    {
      '//': bannerLine(),
      type: 'commonjs',
      imports: { '#strict-sets': { browser: './strict-sets.browser.cjs', default: './strict-sets.cjs' } },
    },
    null,
    2,
  )}\n`;

function strictSetsModule(table) {
  const loaders = table.map((entry) => `  ${entry.operationId}: () => require("./${entry.operationId}.strict.cjs"),\n`).join('');
  return `// ${bannerLine()}
"use strict";
// Each operation's strict validators (unknown properties and query parameters reported), loaded when first asked for.
exports.loadStrict = {
${loaders}};
`;
}

const strictSetsDeclarations = () => `// ${bannerLine()}
// Each operation's strict validators, in a module of its own, loaded when first asked for.
import type { OperationId } from '../operations.cjs';
import type { ValidatorSet } from './index.cjs';

/** Loads (once: \`require\` caches) an operation's strict validators: unknown properties and query parameters are errors. */
export declare const loadStrict: { readonly [K in OperationId]: () => ValidatorSet };
`;

const declarations = () => `// ${bannerLine()}
// The precompiled validators, one module per operation, loaded when first asked for.
import type { ErrorObject } from 'ajv';
import type { OperationId, OperationValidatorNames } from '../operations.cjs';

/** An Ajv standalone validation function: true when valid; otherwise \`errors\` says why. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Validators by the names of the operation table (\`OperationEntry.validators\`). */
export type ValidatorSet = { readonly [name: string]: CompiledValidator | undefined };

export interface OperationModule {
  /**
   * Parameter validators (coercing strings in place, with Ajv's errors) and body and response
   * verdicts: a body or response verdict's \`errors\` say nothing; ask \`errors()\` for them.
   */
  readonly validators: ValidatorSet;
  /** Body and response validators with Ajv's errors (a module of its own, loaded on this call). */
  errors(): ValidatorSet;
}

/** Loads (once: \`require\` caches) the module of an operation's validators. */
export declare const load: { readonly [K in OperationId]: () => OperationModule };

/** One operation, as the validator needs it (the whole entry is in ../operations.cjs). */
export interface RouteEntry {
  readonly operationId: OperationId;
  readonly method: string;
  /** The path template, e.g. /v2/topics/{topicKey}. */
  readonly path: string;
  readonly pathParams: readonly string[];
  /** RegExp source matching a raw (still percent-encoded) path; one group per path parameter. */
  readonly matcher: string;
  readonly literalSegments: number;
  /** Declared query parameters, as the description spells them. */
  readonly query: readonly string[];
  readonly queryRequired: boolean;
  /** Declared header parameters, lower-cased. */
  readonly headers: readonly string[];
  readonly headerRequired: boolean;
  readonly requestBody: { readonly mediaType: string; readonly required: boolean } | null;
  readonly successStatus: string;
  /** Media type by response status ('200', '2XX', 'default'), null for none. */
  readonly responses: Readonly<Record<string, string | null>>;
  readonly auth: readonly { readonly header: string; readonly prefix: string }[];
  readonly validators: OperationValidatorNames;
}

/** The operation table, as much of it as the validator needs. */
export declare const operations: readonly RouteEntry[];

/** The property names the message schemas declare outside a \`credentials\` object, sorted: a body's redaction shows their values. */
export declare const declaredBodyNames: readonly string[];

/** The bytes of the WebAssembly scan (json-scan-wasm.cjs), loaded on this call. */
export declare function jsonScanWasm(): Uint8Array;

/** The loaders of the strict validators (strict-sets.cjs); undefined in a browser bundle, which leaves them out, unless they were provided. */
export declare function loadStrictSets(): { readonly [K in OperationId]: () => ValidatorSet } | undefined;

/** Hands the strict validators' loaders over where "#strict-sets" has none: the validator's entry for browsers. */
export declare function provideStrictSets(sets: { readonly [K in OperationId]: () => ValidatorSet }): void;
`;

/** The WebAssembly scan, assembled from its text format: bytes in a CommonJS module, no file to locate at run time. */
async function jsonScanModule() {
  const source = readFileSync(join(repoRoot, 'src', 'validator', 'json-scan.wat'), 'utf8');
  const assembled = (await wabt()).parseWat('json-scan.wat', source, { simd: true });
  try {
    assembled.validate();
    const bytes = [...assembled.toBinary({}).buffer];
    const rows = [];
    for (let i = 0; i < bytes.length; i += 32) rows.push(`  ${bytes.slice(i, i + 32).join(',')},`);
    return `// ${bannerLine()}
"use strict";
// src/validator/json-scan.wat assembled (WebAssembly with SIMD): the scan that bounds the nesting of JSON text.
exports.wasm = new Uint8Array([
${rows.join('\n')}
]);
`;
  } finally {
    assembled.destroy();
  }
}

const jsonScanDeclarations = () => `// ${bannerLine()}
/** src/validator/json-scan.wat assembled: a WebAssembly module (SIMD) exporting memory, scan and reset. */
export declare const wasm: Uint8Array;
`;

export async function writeValidators(outRoot = repoRoot) {
  const bundle = JSON.parse(readFileSync(join(outRoot, 'generated', 'openapi.json'), 'utf8'));
  const table = buildOperationTable(bundle);
  const document = withoutAnnotations(bundle);
  const strict = strictDocument(document);
  const dir = join(outRoot, DIR);
  mkdirSync(dir, { recursive: true });
  const files = {
    'index.cjs': indexModule(table),
    'index.d.cts': declarations(),
    'strict-sets.cjs': strictSetsModule(table),
    'strict-sets.d.cts': strictSetsDeclarations(),
    'strict-sets.browser.cjs': strictSetsBrowserModule(),
    'package.json': packageJson(),
    // JSON has no comments: the banner is a "//" member, as in generated/package.json.
    'routes.json': `{\n  "//": ${JSON.stringify(bannerLine())},\n  "operations": ${JSON.stringify(routeTable(table))},\n  "declaredBodyNames": ${JSON.stringify(declaredBodyNames(bundle))}\n}\n`,
    'json-scan-wasm.cjs': await jsonScanModule(),
    'json-scan-wasm.d.cts': jsonScanDeclarations(),
  };
  for (const entry of table) Object.assign(files, operationModules(document, strict, entry));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  // Modules of operations that no longer exist must not linger (removed after the writes, so that
  // a process running meanwhile never finds the folder empty).
  for (const file of readdirSync(dir)) if (!Object.hasOwn(files, file)) rmSync(join(dir, file), { recursive: true, force: true });
  validatorsOutputs.length = 0;
  validatorsOutputs.push(...Object.keys(files).map((file) => `${DIR}/${file}`));
  return validatorsOutputs;
}

/** The generated validator modules and their sizes in bytes, as committed (for the benchmark's table). */
export function validatorModuleSizes(root = repoRoot) {
  return readdirSync(join(root, DIR))
    .filter((file) => file.endsWith('.cjs'))
    .sort()
    .map((file) => ({ file, bytes: readFileSync(join(root, DIR, file)).byteLength }));
}

runAsCli(import.meta.url, async () => {
  await writeValidators();
  console.log(`wrote ${validatorsOutputs.length} files in ${DIR}/`);
});
