// The validator bundled into a Node program by esbuild (`--bundle --platform=node`), as a service or a
// Lambda ships it, through the package's own exports (dist/ for import, dist-cjs/ for require): strict
// mode works in the bundle, which carries the strict validators. They were required by a path
// computed to hide it from bundlers, so that every strict validation of a bundle was invalid ("strict
// mode needs the strict validators") and a strict preload threw.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';
import { isolatedTmp, machineNode } from '../helpers/processes.js';

/** The program: a strict preload, then strict verdicts on a valid request with an unknown property and on an invalid one. */
const program = (load: string) => `
  ${load}
  const headers = { authorization: 'ApiKey k', 'content-type': 'application/json' };
  const verdict = (body) => {
    const { valid, issues } = v.validateRequest({ method: 'POST', path: '/v2/topics', headers, body }, { strict: true });
    return { valid, issues: issues.map((issue) => [issue.severity, issue.pointer]) };
  };
  let preload = 'done';
  try {
    v.preloadValidators({ strict: true });
  } catch (error) {
    preload = String(error);
  }
  console.log(JSON.stringify({ preload, valid: verdict('{"key":"news","colour":1}'), invalid: verdict({ key: 'not a key!' }) }));`;

const programs = [
  { name: 'CommonJS (require: dist-cjs/)', file: 'program.cjs', format: 'cjs', text: program("const v = require('notification-api-contract/validator');") },
  { name: 'ESM (import: dist/)', file: 'program.mjs', format: 'esm', text: program("import * as v from 'notification-api-contract/validator';") },
] as const;

let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(isolatedTmp(), 'nac-node-bundle-'));
  mkdirSync(join(root, 'node_modules'));
  symlinkSync(repoRoot, join(root, 'node_modules', 'notification-api-contract'));
  for (const { file, format, text } of programs) {
    writeFileSync(join(root, file), text);
    await build({
      entryPoints: [join(root, file)],
      outfile: join(root, 'out', file),
      bundle: true,
      platform: 'node',
      format,
      target: 'node20',
      logLevel: 'error',
    });
  }
  // The bundles run without the package: whatever they need, they carry.
  rmSync(join(root, 'node_modules'), { recursive: true });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.each([
  ['Node 24', process.execPath],
  ['the machine Node', machineNode()],
])('the validator bundled by esbuild for Node, run on %s', (_, node) => {
  it.each(programs)('validates strictly from $name', ({ file }) => {
    const result = spawnSync(node, [join(root, 'out', file)], { cwd: root, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({
      preload: 'done',
      valid: { valid: true, issues: [['warning', '/colour']] },
      invalid: { valid: false, issues: [['error', '/key']] },
    });
  });
});
