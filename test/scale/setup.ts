// Once per `npm run test:scale`: build the package, whose CLI the test runs as a user would.
import { spawnSync } from 'node:child_process';
import { repoRoot } from '../helpers/bundle.js';

export default function setup() {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: repoRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`);
}
