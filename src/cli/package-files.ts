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
export const docsFiles = {
  '/docs': { file: join(packageRoot, 'docs', 'index.html'), type: 'text/html; charset=utf-8' },
  '/docs/openapi.json': { file: join(packageRoot, 'generated', 'openapi.json'), type: 'application/json' },
  '/docs/openapi.yaml': { file: join(packageRoot, 'generated', 'openapi.yaml'), type: 'application/yaml' },
  '/docs/gaps.md': { file: join(packageRoot, 'docs', 'gaps.md'), type: 'text/markdown; charset=utf-8' },
} as const;
