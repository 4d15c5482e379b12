// `npm pack` and `npm publish` ship package.json as it is on disk. Its `prepare` script builds dist/
// when a git install needs it (node scripts/build.mjs), but scripts/ is not shipped, so a published
// package must not carry it. `prepack` strips it (`strip`), `postpack` puts the file back (`restore`),
// byte for byte, as pinst does for postinstall. A pack that fails after prepack (a missing
// --pack-destination) runs no postpack: `node scripts/pack-manifest.mjs restore` puts the file back.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runAsCli } from './lib/cli.mjs';
import { repoRoot } from './lib/project.mjs';

const manifestPath = join(repoRoot, 'package.json');
const savedPath = join(repoRoot, 'node_modules', '.cache', 'notification-api-contract', 'package.json.before-pack');
/** The scripts that need files the package does not ship. */
const UNSHIPPED = ['prepare'];

export function strip() {
  const text = readFileSync(manifestPath, 'utf8');
  mkdirSync(dirname(savedPath), { recursive: true });
  // A pack that died before its postpack left the stripped file: keep the first copy, the real one.
  if (!existsSync(savedPath)) writeFileSync(savedPath, text);
  const manifest = JSON.parse(text);
  for (const name of UNSHIPPED) delete manifest.scripts?.[name];
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
}

export function restore() {
  if (!existsSync(savedPath)) return;
  copyFileSync(savedPath, manifestPath);
  rmSync(savedPath);
}

runAsCli(import.meta.url, () => {
  const step = process.argv[2];
  if (step === 'strip') strip();
  else if (step === 'restore') restore();
  else throw new Error('usage: node scripts/pack-manifest.mjs strip|restore');
});
