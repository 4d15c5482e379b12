// `npm run check:generated`: regenerates everything into a temporary folder and compares it,
// byte for byte, with what is committed. Exits 1 naming every stale or missing file.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateAll } from './generate.mjs';
import { runAsCli } from './lib/cli.mjs';
import { repoRoot } from './lib/project.mjs';

/** The generated files (repo-relative) whose committed bytes differ from a fresh generation. */
export async function findStaleFiles() {
  const fresh = mkdtempSync(join(tmpdir(), 'nac-generated-'));
  try {
    const outputs = await generateAll(fresh);
    const stale = outputs.filter((file) => {
      const committed = join(repoRoot, file);
      return !existsSync(committed) || !readFileSync(committed).equals(readFileSync(join(fresh, file)));
    });
    // A file left in generated/ that no generator writes any more is stale too.
    const orphans = readdirSync(join(repoRoot, 'generated'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(repoRoot.length + 1))
      .filter((file) => !outputs.includes(file));
    return [...stale, ...orphans.map((file) => `${file} (no generator writes it)`)];
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}

runAsCli(import.meta.url, async () => {
  const stale = await findStaleFiles();
  if (stale.length > 0) {
    console.error(`stale generated files (run \`npm run generate\` and commit):\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log('generated files are up to date');
});
