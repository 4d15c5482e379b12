// `npm run generate`: every generated file, from openapi/, in dependency order.
// `--out DIR` writes into DIR (mirroring the repo layout) instead of the repo; the drift check uses it.

import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { bundleOutputs, writeBundle } from './bundle.mjs';
import { docsOutputs, writeDocs } from './docs.mjs';
import { faviconOutputs, writeFavicon } from './favicon.mjs';
import { gapsOutputs, writeGaps } from './gaps.mjs';
import { runAsCli } from './lib/cli.mjs';
import { repoRoot } from './lib/project.mjs';
import { mockFixtureOutputs, writeMockFixture } from './mock-fixture.mjs';
import { operationsOutputs, writeOperations } from './operations.mjs';
import { typesOutputs, writeTypes } from './types.mjs';
import { validatorsOutputs, writeValidators } from './validators.mjs';

/** Each step reads only the spec and what earlier steps wrote under the same root. */
export const generators = [
  { name: 'bundle', outputs: bundleOutputs, run: writeBundle },
  { name: 'gaps', outputs: gapsOutputs, run: writeGaps },
  { name: 'types', outputs: typesOutputs, run: writeTypes },
  { name: 'operations', outputs: operationsOutputs, run: writeOperations },
  { name: 'validators', outputs: validatorsOutputs, run: writeValidators },
  { name: 'mock-fixture', outputs: mockFixtureOutputs, run: writeMockFixture },
  { name: 'docs', outputs: docsOutputs, run: writeDocs },
  { name: 'favicon', outputs: faviconOutputs, run: writeFavicon },
];

export async function generateAll(outRoot = repoRoot) {
  for (const generator of generators) await generator.run(outRoot);
  return generators.flatMap((generator) => generator.outputs);
}

runAsCli(import.meta.url, async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const written = await generateAll(values.out ? resolve(values.out) : repoRoot);
  console.log(`generated ${written.length} files:\n  ${written.join('\n  ')}`);
});
