// The published docs: one folder of static files, all linked relative to index.html. The `docs`
// command writes it (`--out DIR`), and the mock's docs server serves the same files under /docs/.
import { join } from 'node:path';
import { packageRoot } from './package-files.js';

export interface SiteFile {
  /** File name in the site folder (and under /docs/ on the docs server). */
  readonly name: string;
  /** Where the package keeps it. */
  readonly source: string;
  readonly contentType: string;
}

export const siteFiles: readonly SiteFile[] = [
  { name: 'index.html', source: join(packageRoot, 'docs', 'index.html'), contentType: 'text/html; charset=utf-8' },
  { name: 'openapi.json', source: join(packageRoot, 'generated', 'openapi.json'), contentType: 'application/json' },
  { name: 'openapi.yaml', source: join(packageRoot, 'generated', 'openapi.yaml'), contentType: 'application/yaml' },
  { name: 'gaps.html', source: join(packageRoot, 'docs', 'gaps.html'), contentType: 'text/html; charset=utf-8' },
  { name: 'gaps.md', source: join(packageRoot, 'docs', 'gaps.md'), contentType: 'text/markdown; charset=utf-8' },
  { name: 'favicon.ico', source: join(packageRoot, 'docs', 'favicon.ico'), contentType: 'image/x-icon' },
];
