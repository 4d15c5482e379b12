// Writes generated/operations.cjs (+ .d.cts): the operation table as a runtime module.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAsCli } from './lib/cli.mjs';
import { buildOperationTable } from './lib/operation-table.mjs';
import { bannerLine, repoRoot } from './lib/project.mjs';
import { validatorNamesOf } from './lib/validator-names.mjs';

export const operationsOutputs = ['generated/operations.cjs', 'generated/operations.d.cts'];

const declarations = (operationIds) => `// ${bannerLine()}

/** Every operationId of the contract. */
export type OperationId =
${operationIds.map((id) => `  | '${id}'`).join('\n')};

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';
export type ParameterLocation = 'path' | 'query' | 'header';

/** The JSON Schema type a raw (string) parameter value is coerced to before validation. */
export type ParameterType =
  | { type: 'string' | 'number' | 'integer' | 'boolean' | 'object' }
  | { type: 'array'; items: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' };

export interface OperationParameter {
  /** Wire name; lower-cased for headers. */
  readonly name: string;
  readonly required: boolean;
  readonly schema: ParameterType;
  /** JSON pointer of the parameter's schema in generated/openapi.json. */
  readonly schemaPointer: string;
}

export interface OperationResponse {
  /** null when the response has no body. */
  readonly mediaType: string | null;
  readonly schemaPointer: string | null;
}

export interface OperationValidatorNames {
  readonly path: string | null;
  readonly query: string | null;
  readonly header: string | null;
  readonly body: string | null;
  /** Export names in generated/validators/*.cjs, by response status ('200', 'default', ...). */
  readonly responses: Readonly<Record<string, string | null>>;
}

export interface OperationEntry {
  readonly operationId: OperationId;
  readonly method: HttpMethod;
  /** The path template, e.g. /v2/topics/{topicKey}. */
  readonly path: string;
  /** Path parameter names, in the order of the matcher's capture groups. */
  readonly pathParams: readonly string[];
  /** RegExp source matching a raw (still percent-encoded) path; one group per path parameter. */
  readonly matcher: string;
  /** How many literal segments the template has: more literal segments win a tie. */
  readonly literalSegments: number;
  readonly parameters: Readonly<Record<ParameterLocation, readonly OperationParameter[]>>;
  readonly requestBody: { readonly mediaType: string; readonly required: boolean; readonly schemaPointer: string } | null;
  /** The one declared 2xx status. */
  readonly successStatus: string;
  readonly responses: Readonly<Record<string, OperationResponse>>;
  /** Credentials the operation needs: each a header whose value must start with \`prefix\`. */
  readonly auth: readonly { readonly scheme: string; readonly header: string; readonly prefix: string }[];
  readonly validators: OperationValidatorNames;
}

export declare const operations: readonly OperationEntry[];
`;

export function writeOperations(outRoot = repoRoot) {
  const document = JSON.parse(readFileSync(join(outRoot, 'generated', 'openapi.json'), 'utf8'));
  const table = buildOperationTable(document).map((entry) => ({ ...entry, validators: validatorNamesOf(entry) }));
  mkdirSync(join(outRoot, 'generated'), { recursive: true });
  writeFileSync(join(outRoot, 'generated', 'operations.cjs'), `// ${bannerLine()}\n'use strict';\n\nexports.operations = ${JSON.stringify(table, null, 2)};\n`);
  writeFileSync(join(outRoot, 'generated', 'operations.d.cts'), declarations(table.map((entry) => entry.operationId)));
  return table;
}

runAsCli(import.meta.url, () => {
  writeOperations();
  console.log(`wrote ${operationsOutputs.join(', ')}`);
});
