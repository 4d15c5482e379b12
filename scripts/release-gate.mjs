// `npm run release-gate`: openapi/ against the last released bundle (releases/<version>/openapi.json).
// Fails when a breaking change is not allowed by package.json's version (semver; 0.x minors count as
// majors) or CHANGELOG.md does not name its rule; prints the CHANGELOG section to paste.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runAsCli } from './lib/cli.mjs';
import { repoRoot } from './lib/project.mjs';

/** The newest released bundle under `root`/releases. */
export function lastRelease(root) {
  const dir = join(root, 'releases');
  const versions = (existsSync(dir) ? readdirSync(dir) : [])
    .filter((name) => /^\d+\.\d+\.\d+$/.test(name) && existsSync(join(dir, name, 'openapi.json')))
    .sort((a, b) => {
      const [x, y] = [a, b].map((v) => v.split('.').map(Number));
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
  const version = versions.at(-1);
  if (!version) throw new Error(`no released bundle in ${dir} (releases/<version>/openapi.json)`);
  return { version, document: JSON.parse(readFileSync(join(dir, version, 'openapi.json'), 'utf8')) };
}

/**
 * Runs the gate on a repository layout; `diff` is the built `notification-api-contract/diff` (or its
 * source, in tests).
 * @param {{ root?: string, diff: typeof import('../src/diff/index.js'), out?: { write(text: string): unknown } }} options
 * @returns {Promise<number>} the exit code
 */
export async function runGate({ root = repoRoot, diff, out = process.stdout }) {
  const released = lastRelease(root);
  const current = await diff.readSpec(join(root, 'openapi', 'openapi.yaml'));
  const packageVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
  const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
  const result = diff.releaseGate({ released, current: current.document, packageVersion, changelog });
  const { summary } = result.report;
  out.write(
    `release gate: openapi/ against ${released.version} (next: ${result.target}): ${summary.breaking} breaking, ${summary.nonBreaking} non-breaking, ${summary.review} to review\n`,
  );
  for (const problem of result.problems) out.write(`release gate: ${problem}\n`);
  if (!result.ok)
    out.write(
      `\nThe CHANGELOG section for these changes (npx notification-api-contract diff releases/${released.version}/openapi.json openapi/openapi.yaml --format markdown):\n\n${result.section}\n`,
    );
  return result.ok ? 0 : 1;
}

runAsCli(import.meta.url, async () => {
  const entry = join(repoRoot, 'dist', 'diff', 'index.js');
  if (!existsSync(entry)) await (await import('./build.mjs')).build();
  process.exitCode = await runGate({ diff: await import(pathToFileURL(entry).href) });
});
