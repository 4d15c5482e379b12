// Where things are, and the text every generated file opens with.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The spec's own version, read from the source index so that banners name it. */
export function specVersion() {
  const index = parse(readFileSync(join(repoRoot, 'openapi', 'openapi.yaml'), 'utf8'));
  return String(index.info.version);
}

/** One line, without comment markers: each writer wraps it in its own syntax. */
export function bannerLine() {
  return `generated from openapi/ (API version ${specVersion()}) by \`npm run generate\`, do not edit`;
}
