// The docs' Content-Security-Policy is stated once, in src/cli/docs-policy.ts, which the docs server and
// `docs --out` run from dist/. The generators run before any build (on a fresh clone too): they load
// that same file from src/, its types stripped by esbuild, instead of a copy of the policy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import { repoRoot } from './project.mjs';

const source = readFileSync(join(repoRoot, 'src', 'cli', 'docs-policy.ts'), 'utf8');
const { code } = transformSync(source, { loader: 'ts', format: 'esm', target: 'node20' });

/** @type {typeof import('../../src/cli/docs-policy.ts')} */
const policy = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);

export const { withPolicyMeta } = policy;
