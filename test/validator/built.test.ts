// The validator as the package ships it: bundled into dist/validator/index.js (ESM) and
// dist-cjs/validator/index.js (CommonJS), each with its entry for browsers beside it, by the build's own step, loading each operation's modules
// beside it, with code generation from strings disallowed, on the machine's Node 20 and on Node 24.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleValidator } from '../../scripts/bundle-validator.mjs';
import { repoRoot } from '../helpers/bundle.js';
import { machineNode } from '../helpers/processes.js';

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'nac-built-validator-'));
  for (const dir of ['src', 'generated', 'node_modules']) symlinkSync(join(repoRoot, dir), join(root, dir));
  writeFileSync(join(root, 'package.json'), '{ "type": "module" }\n');
  for (const dir of ['dist', 'dist-cjs']) mkdirSync(join(root, dir, 'validator'), { recursive: true });
  writeFileSync(join(root, 'dist-cjs', 'package.json'), '{ "type": "commonjs" }\n');
  bundleValidator(root);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Validates what each path of the loader needs, and prints the verdicts as JSON. */
const exercise = `
  const headers = { authorization: 'ApiKey k', 'content-type': 'application/json' };
  const out = {};
  out.valid = v.validateRequest({ method: 'POST', path: '/v2/topics', headers, body: { key: 'news' } }).valid;
  out.invalid = v.validateRequest({ method: 'POST', path: '/v2/topics', headers, body: { key: 'not a key!' } }).issues.map((i) => i.pointer);
  out.strict = v.validateRequest({ method: 'POST', path: '/v2/topics', headers, body: { key: 'news', extra: 1 } }, { strict: true }).issues.map((i) => i.pointer);
  out.deep = v.validateRequest({ method: 'POST', path: '/v1/events/trigger', headers, body: '{"name":"n","to":"s","payload":' + '['.repeat(1000) + ']'.repeat(1000) + '}' }).issues.map((i) => i.keyword);
  out.response = v.validateResponse({ method: 'GET', path: '/api/v2/topics/news', status: 200, body: JSON.stringify({ _id: 't', key: 'news', name: 'x'.repeat(600) }) }, { basePath: '/api' }).valid;
  v.preloadValidators({ strict: true });
  console.log(JSON.stringify(out));`;

const expected = { valid: true, invalid: ['/key'], strict: ['/extra'], deep: ['maxDepth'], response: true };

/**
 * The entry for browsers, run on Node, is the same validator as index.js, the public entry and what
 * the client loads: one state, the same functions; strict mode works through either.
 */
const shared = (load: (file: string) => string) => `
  const headers = { authorization: 'ApiKey k', 'content-type': 'application/json' };
  const request = { method: 'POST', path: '/v2/topics', headers, body: { key: 'news', extra: 1 } };
  const browser = ${load('index.browser.js')};
  const strict = browser.validateRequest(request, { strict: true }).issues.map((i) => i.pointer);
  const v = ${load('index.js')};
  console.log(JSON.stringify({ strict, same: v.validateRequest === browser.validateRequest && v.preloadValidators === browser.preloadValidators }));`;

describe.each([
  ['Node 24', process.execPath],
  ['the machine Node', machineNode()],
])('the built validator on %s, code generation from strings disallowed', (_, node) => {
  const run = (args: string[]) => spawnSync(node, ['--disallow-code-generation-from-strings', ...args], { cwd: root, encoding: 'utf8' });

  it('loads and validates from dist/ (ESM)', () => {
    const result = run(['--input-type=module', '-e', `const v = await import('./dist/validator/index.js');${exercise}`]);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual(expected);
  });

  it('loads and validates from dist-cjs/ (CommonJS)', () => {
    const result = run(['-e', `const v = require('./dist-cjs/validator/index.js');${exercise}`]);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual(expected);
  });

  it.each([
    ['dist/ (ESM)', ['--input-type=module', '-e', shared((file) => `await import('./dist/validator/${file}')`)]],
    ['dist-cjs/ (CommonJS)', ['-e', shared((file) => `require('./dist-cjs/validator/${file}')`)]],
  ])('validates strictly through the entry for browsers, which index.js is, in %s', (_, args) => {
    const result = run(args);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({ strict: ['/extra'], same: true });
  });
});
