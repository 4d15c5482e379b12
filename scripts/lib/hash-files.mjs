// One SHA-256 over files' paths and bytes, for the stamps that say "nothing changed since": npm start's
// check of the generated files (scripts/start.mjs) and the build's (scripts/lib/build-stamp.mjs).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './project.mjs';

/** One SHA-256 over every file's path and bytes, in a fixed order; a folder stands for every file in it, a missing path for its absence. */
export function hashOfFiles(paths) {
  const hash = createHash('sha256');
  const files = paths.flatMap((path) => {
    const full = join(repoRoot, path);
    if (!existsSync(full)) return [`${path} (missing)`];
    if (!statSync(full).isDirectory()) return [path];
    return readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(repoRoot.length + 1));
  });
  for (const file of files.sort()) {
    hash.update(`${file}\0`);
    if (!file.endsWith('(missing)')) hash.update(readFileSync(join(repoRoot, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}
