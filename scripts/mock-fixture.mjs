// Writes the stateful mock's fixture format: the JSON Schema the package ships, and its validator
// precompiled as Ajv standalone code (CommonJS, as the contract's validators), so that loading a
// fixture compiles nothing and works where `new Function` is not allowed.
//
//   generated/mock/fixture.schema.json     src/mock/fixture.schema.yaml with the contract schemas
//                                          it names copied into $defs: self-contained
//   generated/mock/fixture-validator.cjs   validateFixture, validateProviderId, validateSubscriberDefinition,
//                                          validateIntegrationCredentials
//   generated/mock/fixture-validator.d.cts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { parse } from 'yaml';
import { createAjv } from './lib/ajv.mjs';
import { runAsCli } from './lib/cli.mjs';
import { bannerLine, repoRoot } from './lib/project.mjs';

export const mockFixtureOutputs = ['generated/mock/fixture.schema.json', 'generated/mock/fixture-validator.cjs', 'generated/mock/fixture-validator.d.cts'];

const CONTRACT_PREFIX = 'openapi.json#/components/schemas/';
const BUNDLE_PREFIX = '#/components/schemas/';
/** OpenAPI's own keywords, meaningless (and unknown to strict validators) outside an OpenAPI document. */
const OPENAPI_ONLY = new Set(['x-unspecified', 'example', 'discriminator', 'xml', 'externalDocs']);

/** `node` with every ref to a contract schema pointed into $defs; each name reached is added to `wanted`. */
function rewrite(node, wanted) {
  if (Array.isArray(node)) return node.map((item) => rewrite(item, wanted));
  if (node === null || typeof node !== 'object') return node;
  const copy = {};
  for (const [key, value] of Object.entries(node)) {
    if (OPENAPI_ONLY.has(key)) continue;
    if (key === '$ref' && typeof value === 'string') {
      const prefix = [CONTRACT_PREFIX, BUNDLE_PREFIX].find((candidate) => value.startsWith(candidate));
      if (prefix !== undefined) {
        const name = value.slice(prefix.length);
        if (name.includes('/')) throw new Error(`fixture schema: refs must name a whole contract schema, got ${value}`);
        wanted.add(name);
        copy.$ref = `#/$defs/${name}`;
        continue;
      }
    }
    copy[key] = rewrite(value, wanted);
  }
  return copy;
}

/** The fixture schema with every contract schema it reaches, transitively, in its $defs. */
/**
 * Contract schemas the mock checks values against besides fixtures, exported from the same module:
 * the job providers (description 2.16), from which a job's providerId is picked; the subscriber
 * definition (2.13), which a recipient object must match to create or update a subscriber; and an
 * integration's credentials (2.10), which the `credentials` object of op 5 must match to be stored.
 */
const EXTRA_VALIDATORS = {
  validateProviderId: 'ProviderId',
  validateSubscriberDefinition: 'SubscriberDefinition',
  validateIntegrationCredentials: 'IntegrationCredentials',
};

export function fixtureSchema(bundle) {
  const source = parse(readFileSync(join(repoRoot, 'src', 'mock', 'fixture.schema.yaml'), 'utf8'));
  const wanted = new Set(Object.values(EXTRA_VALIDATORS));
  const schema = rewrite(source, wanted);
  const contract = {};
  const done = new Set();
  for (let pending = [...wanted]; pending.length > 0; pending = [...wanted].filter((name) => !done.has(name))) {
    for (const name of pending) {
      const component = bundle.components.schemas[name];
      if (component === undefined) throw new Error(`fixture schema: the contract has no schema ${name}`);
      if (schema.$defs[name] !== undefined) throw new Error(`fixture schema: ${name} is both a fixture and a contract schema`);
      contract[name] = rewrite(component, wanted);
      done.add(name);
    }
  }
  const sorted = Object.fromEntries(
    Object.keys(contract)
      .sort()
      .map((name) => [name, contract[name]]),
  );
  return { $comment: bannerLine(), ...schema, $defs: { ...schema.$defs, ...sorted } };
}

const declarations = () => `// ${bannerLine()}
// The stateful mock's fixture validator (generated/mock/fixture.schema.json), precompiled.
import type { ErrorObject } from 'ajv';

/** An Ajv standalone validation function: true when valid; otherwise \`errors\` says why. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export declare const validateFixture: CompiledValidator;
/** One of the job and execution-detail provider ids (description 2.16). */
export declare const validateProviderId: CompiledValidator;
/** A recipient object that is a subscriber definition (description 2.13). */
export declare const validateSubscriberDefinition: CompiledValidator;
/** An integration's credentials (description 2.10). */
export declare const validateIntegrationCredentials: CompiledValidator;
`;

export function writeMockFixture(outRoot = repoRoot) {
  const bundle = JSON.parse(readFileSync(join(outRoot, 'generated', 'openapi.json'), 'utf8'));
  const schema = fixtureSchema(bundle);
  // No allErrors: a fixture is user input, and the first error, with its pointer, is what to fix.
  const ajv = createAjv({ code: { source: true, esm: false, optimize: true, lines: true }, inlineRefs: false });
  ajv.addSchema(schema, 'fixture');
  const extra = Object.entries(EXTRA_VALIDATORS).map(([name, schemaName]) => [name, `${schema.$id}#/$defs/${schemaName}`]);
  const code = standaloneCode(ajv, { validateFixture: 'fixture', ...Object.fromEntries(extra) });
  const dir = join(outRoot, 'generated', 'mock');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'fixture.schema.json'), `${JSON.stringify(schema, null, 2)}\n`);
  writeFileSync(join(dir, 'fixture-validator.cjs'), `// ${bannerLine()}\n${code}\n`);
  writeFileSync(join(dir, 'fixture-validator.d.cts'), declarations());
}

runAsCli(import.meta.url, () => {
  writeMockFixture();
  console.log(`wrote ${mockFixtureOutputs.join(', ')}`);
});
