// Bundles openapi/ into one document, written as generated/openapi.yaml and generated/openapi.json.
// Both carry the same content, led by an `x-generated` banner key (JSON has no comments).
// generated/openapi.cjs (+ .d.cts) hands the JSON to code that runs from both builds: a CommonJS
// module resolves './openapi.json' relative to itself, where an ES module would need import.meta.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { runAsCli } from './lib/cli.mjs';
import { bannerLine, repoRoot } from './lib/project.mjs';
import { redocly } from './lib/redocly.mjs';

export const bundleOutputs = ['generated/openapi.yaml', 'generated/openapi.json', 'generated/openapi.cjs', 'generated/openapi.d.cts'];

const loaderModule = () => `// ${bannerLine()}
'use strict';

let document;
/** generated/openapi.json, parsed on first use and shared after. */
exports.loadBundle = () => (document ??= require('./openapi.json'));
`;

const loaderDeclarations = () => `// ${bannerLine()}

/** The bundled contract (generated/openapi.json), parsed on first use and shared after: treat it as read-only. */
export declare function loadBundle(): Record<string, unknown>;
`;

/** Bundles the spec and writes the two files under `outRoot`; returns the document. */
export function writeBundle(outRoot = repoRoot) {
  const work = mkdtempSync(join(tmpdir(), 'nac-bundle-'));
  try {
    const target = join(work, 'openapi.yaml');
    redocly(['bundle', 'main', '--output', target]);
    const bundled = parse(readFileSync(target, 'utf8'));
    const document = { 'x-generated': bannerLine(), ...bundled };
    mkdirSync(join(outRoot, 'generated'), { recursive: true });
    // Written with the YAML 1.1 schema: each string a 1.1 reader takes for something else (on, off,
    // yes, no, y, n, 1:30, 0777, 2026-01-01...) is quoted, so PyYAML and Dredd read what a 1.2
    // reader reads; a quoted string is a string in both.
    const yamlText = stringify(document, { version: '1.1', lineWidth: 0, aliasDuplicateObjects: false });
    writeFileSync(join(outRoot, 'generated', 'openapi.yaml'), `# ${bannerLine()}\n${yamlText}`);
    writeFileSync(join(outRoot, 'generated', 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
    writeFileSync(join(outRoot, 'generated', 'openapi.cjs'), loaderModule());
    writeFileSync(join(outRoot, 'generated', 'openapi.d.cts'), loaderDeclarations());
    return document;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

runAsCli(import.meta.url, () => {
  writeBundle();
  console.log(`wrote ${bundleOutputs.join(', ')}`);
});
