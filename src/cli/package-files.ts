// Files the package ships, found from this module whether it runs from src/, dist/ or dist-cjs/.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** The package root: the nearest folder above that holds generated/openapi.json. */
export const packageRoot = (() => {
  for (let dir = here; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'generated', 'openapi.json'))) return dir;
  }
  throw new Error(`notification-api-contract: generated/openapi.json not found above ${here}`);
})();

export const bundledSpecPath = join(packageRoot, 'generated', 'openapi.yaml');
/** The same bundle as JSON: read many times faster than its YAML (a cold `diff package ...`). */
export const bundledJsonSpecPath = join(packageRoot, 'generated', 'openapi.json');
