// The client bundled for the browser, as an application bundles it (review finding F7): the strict
// validators, which the client never runs, were a third of it (353 KB of 886 KB minified), reachable
// through every operation's module. Only the validator's entry for browsers imports them now.
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';

/** A minified browser bundle of `imports` from `module` (a path under src/), and the modules it took in. */
async function bundle(imports: string, module: string): Promise<{ text: string; inputs: string[] }> {
  const result = await build({
    stdin: { contents: `export { ${imports} } from ${JSON.stringify(join(repoRoot, module))};`, resolveDir: repoRoot, loader: 'ts' },
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'error',
  });
  return { text: result.outputFiles[0]!.text, inputs: Object.keys(result.metafile.inputs) };
}

// What only the strict modules hold, minified or not: Ajv's schema path of a closed object (the
// contract's own schemas are open; strict mode closes them).
const STRICT_CODE = '#/additionalProperties';
const strictModules = (inputs: string[]) => inputs.filter((input) => /(?:\.strict|strict-sets)\.cjs$/.test(input));

describe('a browser bundle of the client', () => {
  it('holds no strict validator', async () => {
    const { text, inputs } = await bundle('createNotificationClient', 'src/client.ts');
    // It does hold the validator, which validateResponses loads.
    expect(inputs.some((input) => input.endsWith('generated/validators/upsertTopic.cjs'))).toBe(true);
    expect(strictModules(inputs)).toEqual([]);
    expect(text).not.toContain(STRICT_CODE);
  });

  it("(control) a bundle of the validator's entry for browsers holds them: the checks above can see them", async () => {
    const { text, inputs } = await bundle('validateRequest', 'src/validator/index.browser.ts');
    expect(strictModules(inputs)).toContain('generated/validators/strict-sets.cjs');
    expect(strictModules(inputs)).toContain('generated/validators/upsertTopic.strict.cjs');
    expect(text).toContain(STRICT_CODE);
  });
});
