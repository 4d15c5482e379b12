// The spec as tools nobody here wrote see it: the official OAS 3.1 JSON Schema, through
// @seriousme/openapi-schema-validator (on every source file and on the bundle), and Spectral's
// `spectral:oas` ruleset on the bundle. Spectral may only warn where docs/contract.md says why.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { walk } from '../../scripts/lib/spec-walk.mjs';
import { repoRoot } from '../helpers/bundle.js';

const require = createRequire(import.meta.url);
const addFormats = require('ajv-formats') as typeof import('ajv-formats').default;
const specRoot = join(repoRoot, 'openapi');
const sourceFiles = readdirSync(specRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => join(specRoot, file));

/** The kind of OAS object each source file holds, named as the official schema's `$defs` name them. */
const kindOf: Record<string, string> = {
  paths: 'path-item',
  schemas: 'schema',
  parameters: 'parameter',
  responses: 'response',
  requestBodies: 'request-body',
  examples: 'example',
  securitySchemes: 'security-scheme',
  links: 'link',
};

// The OAS 3.1 schema that the validator ships, compiled as the validator compiles it, once.
const officialSchema = require('@seriousme/openapi-schema-validator/schemas/v3.1/schema.json') as { $id: string };
const officialAjv = new Ajv2020({ strict: false, allErrors: true });
addFormats(officialAjv);
officialAjv.addFormat('media-range', true);
officialAjv.addSchema(officialSchema);

function officialSchemaFor(file: string) {
  const folders = relative(specRoot, dirname(file)).split(sep);
  const kind = folders[0] === '' ? undefined : kindOf[folders.at(-1)!];
  return officialAjv.getSchema(kind ? `${officialSchema.$id}#/$defs/${kind}` : officialSchema.$id)!;
}

describe('@seriousme/openapi-schema-validator', () => {
  it('finds every source file valid against the official OAS 3.1 schema for its kind, $ref formats included', () => {
    expect(sourceFiles.length).toBeGreaterThan(100);
    const failures = sourceFiles.flatMap((file) => {
      const validate = officialSchemaFor(file);
      return validate(parse(readFileSync(file, 'utf8'))) ? [] : [`${relative(specRoot, file)}: ${JSON.stringify(validate.errors)}`];
    });
    expect(failures).toEqual([]);
  });

  it('validates the sources as one document, every $ref resolved', async () => {
    // The validator matches a $ref against the $id of a sub-document as written, without resolving
    // it against the file it sits in: give each file its file URL, and each $ref the URL it stands for.
    const documents = sourceFiles.map((file) => {
      const url = pathToFileURL(file).href;
      const document = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      walk(document, (node: unknown) => {
        const holder = node as { $ref?: unknown };
        if (holder && typeof holder === 'object' && typeof holder.$ref === 'string') holder.$ref = new URL(holder.$ref, url).href;
      });
      return file.endsWith(`openapi${sep}openapi.yaml`) ? document : { $id: url, ...document };
    });
    const validator = new Validator();
    const result = await validator.validateBundle(documents);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it.each(['generated/openapi.json', 'generated/openapi.yaml'])('validates the bundle %s', async (file) => {
    const validator = new Validator();
    const result = await validator.validate(join(repoRoot, file));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });
});

/** The rules whose warnings docs/contract.md explains, from its table under "Spectral warnings". */
function explainedSpectralWarnings(): string[] {
  const readme = readFileSync(join(repoRoot, 'docs', 'contract.md'), 'utf8');
  const section = readme.slice(readme.indexOf('Spectral warnings'));
  const table = section.slice(0, section.search(/\n\n(?!\|)/) + 1 || undefined);
  return [...table.matchAll(/^\| `([a-z0-9-]+)` \| .+ \|$/gm)].map((match) => match[1]!);
}

describe("Spectral's spectral:oas ruleset", () => {
  it('finds no error in the bundle, and warns only where docs/contract.md explains why', () => {
    const cli = join(dirname(require.resolve('@stoplight/spectral-cli/package.json')), 'dist', 'index.js');
    const run = spawnSync(process.execPath, [cli, 'lint', 'generated/openapi.yaml', '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    const results = JSON.parse(run.stdout) as { code: string; severity: number; message: string; path: string[] }[];
    const line = (result: (typeof results)[number]) => `${result.code} at ${result.path.join('.')}: ${result.message}`;
    expect(results.filter((result) => result.severity === 0).map(line)).toEqual([]);
    const explained = explainedSpectralWarnings();
    expect(explained.length).toBeGreaterThan(0);
    expect(results.filter((result) => !explained.includes(result.code)).map(line)).toEqual([]);
    expect(run.status).toBe(0);
  });
});
