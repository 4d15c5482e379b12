// Writes the precompiled validators: Ajv standalone code (CommonJS, since Ajv's ESM output still
// emits `require`) with a typed .d.cts each. Loading them compiles nothing.
//
//   generated/validators/messages.cjs          request bodies and responses
//   generated/validators/parameters.cjs        path, query and header parameters, coerced from strings
//   generated/validators/messages.strict.cjs   the same with unknown properties reported
//   generated/validators/parameters.strict.cjs query parameters with unknown names reported
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { addDocument, createAjv, refTo } from './lib/ajv.mjs';
import { runAsCli } from './lib/cli.mjs';
import { buildOperationTable } from './lib/operation-table.mjs';
import { bannerLine, repoRoot } from './lib/project.mjs';
import { strictDocument } from './lib/strict-schemas.mjs';
import { bodyValidatorName, parameterValidatorName, responseValidatorName } from './lib/validator-names.mjs';

const modules = [
  { file: 'messages', kind: 'messages', strict: false },
  { file: 'parameters', kind: 'parameters', strict: false },
  { file: 'messages.strict', kind: 'messages', strict: true },
  { file: 'parameters.strict', kind: 'parameters', strict: true },
];

export const validatorsOutputs = modules.flatMap(({ file }) => [
  `generated/validators/${file}.cjs`,
  `generated/validators/${file}.d.cts`,
]);

/** Body and response schemas: validated as they are, no coercion. */
function messageSchemas(table) {
  const schemas = {};
  for (const entry of table) {
    if (entry.requestBody) schemas[bodyValidatorName(entry.operationId)] = refTo(entry.requestBody.schemaPointer);
    const named = new Map();
    for (const [status, response] of Object.entries(entry.responses)) {
      if (!response.schemaPointer) continue;
      const name = responseValidatorName(entry.operationId, status);
      // A 2XX response shares its documented status's schema: export the one function under both names.
      schemas[name] = named.get(response.schemaPointer) ?? refTo(response.schemaPointer);
      if (!named.has(response.schemaPointer)) named.set(response.schemaPointer, name);
    }
  }
  return schemas;
}

/**
 * One object schema per operation and location. Strict mode only closes the query: unknown headers
 * are the norm on the wire, and a path has no room for unknown parameters.
 */
function parameterSchemas(table, strict) {
  const schemas = {};
  for (const entry of table) {
    for (const [location, parameters] of Object.entries(entry.parameters)) {
      if (parameters.length === 0 || (strict && location !== 'query')) continue;
      schemas[parameterValidatorName(entry.operationId, location)] = {
        type: 'object',
        properties: Object.fromEntries(parameters.map((p) => [p.name, refTo(p.schemaPointer)])),
        required: parameters.filter((p) => p.required).map((p) => p.name),
        ...(strict ? { additionalProperties: false } : {}),
      };
    }
  }
  return schemas;
}

function compileModule(document, table, { kind, strict }) {
  const ajv = createAjv({
    code: { source: true, esm: false, optimize: true, lines: true },
    // Shared schemas become shared functions instead of being copied into every operation.
    inlineRefs: false,
    // Raw parameters are strings; 'array' also wraps a single value where the schema wants a list.
    ...(kind === 'parameters' ? { coerceTypes: 'array' } : {}),
    // The strict set runs only on input the lenient set already accepted, so its shape is bounded;
    // allErrors lets it report every unknown property rather than the first.
    ...(strict ? { allErrors: true } : {}),
  });
  addDocument(ajv, strict ? strictDocument(document) : document);
  const schemas = kind === 'parameters' ? parameterSchemas(table, strict) : messageSchemas(table);
  // A string stands for the name of the schema whose function it shares.
  const own = Object.keys(schemas).filter((name) => typeof schemas[name] !== 'string');
  for (const name of own) ajv.addSchema({ $id: name, ...schemas[name] });
  const names = Object.keys(schemas);
  const shared = names.filter((name) => typeof schemas[name] === 'string').map((name) => `exports.${name} = exports.${schemas[name]};\n`);
  const code = standaloneCode(ajv, Object.fromEntries(own.map((name) => [name, name]))) + (shared.length > 0 ? `\n${shared.join('')}` : '');
  return { code, names };
}

const declarationsFor = (names, description) => `// ${bannerLine()}
// ${description}
import type { ErrorObject } from 'ajv';

/** An Ajv standalone validation function: true when valid; otherwise \`errors\` says why. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

${names.map((name) => `export declare const ${name}: CompiledValidator;`).join('\n')}
`;

export function writeValidators(outRoot = repoRoot) {
  const document = JSON.parse(readFileSync(join(outRoot, 'generated', 'openapi.json'), 'utf8'));
  const table = buildOperationTable(document);
  mkdirSync(join(outRoot, 'generated', 'validators'), { recursive: true });
  for (const module of modules) {
    const { code, names } = compileModule(document, table, module);
    const description = `${module.kind === 'parameters' ? 'Parameter' : 'Body and response'} validators${module.strict ? ', strict: unknown properties are errors' : ''}.`;
    writeFileSync(join(outRoot, 'generated', 'validators', `${module.file}.cjs`), `// ${bannerLine()}\n${code}\n`);
    writeFileSync(join(outRoot, 'generated', 'validators', `${module.file}.d.cts`), declarationsFor(names, description));
  }
}

runAsCli(import.meta.url, () => {
  writeValidators();
  console.log(`wrote ${validatorsOutputs.join(', ')}`);
});
