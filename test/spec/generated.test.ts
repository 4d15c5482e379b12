// Generated files are committed: they must match a fresh generation byte for byte, be the same
// on every run, and say that they are generated.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findStaleFiles } from '../../scripts/check-generated.mjs';
import { faviconOutputs } from '../../scripts/favicon.mjs';
import { generateAll } from '../../scripts/generate.mjs';
import { loadBundle, repoRoot } from '../helpers/bundle.js';

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

async function generateInto(): Promise<{ root: string; files: string[] }> {
  const root = mkdtempSync(join(tmpdir(), 'nac-gen-test-'));
  scratch.push(root);
  return { root, files: await generateAll(root) };
}

// The drift check generates once, into a folder of its own, and compares with the committed files; the
// determinism test generates once more and compares with the same committed files. Once the drift check has
// shown the committed bytes to be its generation's, equal to them means equal to the first generation:
// two generations, not three. Both start together (much of their time is spent waiting on the Redocly and
// ajv child processes); the tests await them.
let drift: Promise<string[]> | undefined;
const driftCheck = () => (drift ??= findStaleFiles());
let generation: Promise<{ root: string; files: string[] }> | undefined;
const secondGeneration = () => (generation ??= generateInto());

describe('generated files', () => {
  beforeAll(() => {
    // A failure is reported by the test that awaits it, not as an unhandled rejection meanwhile.
    driftCheck().catch(() => undefined);
    secondGeneration().catch(() => undefined);
  });

  it('are up to date with openapi/ (the drift check)', async () => {
    expect(await driftCheck()).toEqual([]);
  });

  it('are deterministic: two generations give identical bytes', async () => {
    // The first generation is the drift check's (above): the committed bytes are its bytes.
    expect(await driftCheck()).toEqual([]);
    const second = await secondGeneration();
    for (const file of second.files) {
      expect(readFileSync(join(second.root, file)).equals(readFileSync(join(repoRoot, file))), file).toBe(true);
    }
  });

  it('open with a "generated, do not edit" banner naming the spec version', async () => {
    const { files } = await secondGeneration();
    const version = loadBundle().info.version;
    // An icon has no room for text: the drift check above is what guards it.
    const binary = new Set<string>(faviconOutputs);
    expect(files.filter((file) => binary.has(file))).toEqual(['docs/favicon.ico']);
    for (const file of files.filter((name) => !binary.has(name))) {
      const head = readFileSync(join(repoRoot, file), 'utf8').split('\n').slice(0, 3).join('\n');
      expect(head, file).toMatch(/generated from openapi\/.*do not edit/);
      expect(head, file).toContain(`API version ${version}`);
    }
  });

  it('give the same document as YAML and as JSON', async () => {
    const { parse } = await import('yaml');
    const fromYaml = parse(readFileSync(join(repoRoot, 'generated', 'openapi.yaml'), 'utf8'));
    expect(fromYaml).toEqual(loadBundle());
  });

  it('give the same document as YAML 1.1 (PyYAML, Dredd): no bare on, off, yes, no, y or n', async () => {
    const { parse } = await import('yaml');
    const text = readFileSync(join(repoRoot, 'generated', 'openapi.yaml'), 'utf8');
    // YAML 1.1 reads a bare `on:` as the key true: FieldFilterPart.required became [..., true].
    expect(parse(text, { version: '1.1' })).toEqual(loadBundle());
    expect(text).not.toMatch(/^\s*(?:- )?(?:on|off|yes|no|y|n)(?::|$)/im);
    expect(text).not.toMatch(/: (?:on|off|yes|no|y|n)$/im);
  });
});
