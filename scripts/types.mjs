// Writes generated/schema.d.ts with openapi-typescript, configured by `x-openapi-ts` in redocly.yaml.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';
import { runAsCli } from './lib/cli.mjs';
import { bannerLine, repoRoot } from './lib/project.mjs';

function codegenOptions() {
  const config = parse(readFileSync(join(repoRoot, 'redocly.yaml'), 'utf8'));
  const { output, ...options } = config.apis.bundle['x-openapi-ts'];
  return { output, options };
}

// The package is "type": "module", which would make schema.d.ts an ES module declaration that
// require() consumers (node16 CJS) may not import. Declared CommonJS, it serves both: ES modules
// can import CommonJS. Everything else in generated/ is .cjs or JSON, which this does not affect.
const formatMarker = 'generated/package.json';

export const typesOutputs = [codegenOptions().output, formatMarker];

export async function writeTypes(outRoot = repoRoot) {
  const { output, options } = codegenOptions();
  const document = JSON.parse(readFileSync(join(outRoot, 'generated', 'openapi.json'), 'utf8'));
  // The banner key is ours, not the API's: keep it out of the generated types.
  delete document['x-generated'];
  const ast = await openapiTS(document, { ...options, silent: true });
  const target = join(outRoot, output);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, `// ${bannerLine()}\n\n${astToString(ast)}`);
  writeFileSync(join(outRoot, formatMarker), `${JSON.stringify({ '//': bannerLine(), type: 'commonjs' }, null, 2)}\n`);
}

runAsCli(import.meta.url, async () => {
  await writeTypes();
  console.log(`wrote ${typesOutputs.join(', ')}`);
});
