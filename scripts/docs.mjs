// Writes docs/index.html: Redoc with its scripts and the bundle inlined, so the page needs no CDN.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAsCli } from './lib/cli.mjs';
import { bannerLine, repoRoot } from './lib/project.mjs';
import { redocly } from './lib/redocly.mjs';

export const docsOutputs = ['docs/index.html'];

export function writeDocs(outRoot = repoRoot) {
  const work = mkdtempSync(join(tmpdir(), 'nac-docs-'));
  try {
    const target = join(work, 'index.html');
    const document = JSON.parse(readFileSync(join(outRoot, 'generated', 'openapi.json'), 'utf8'));
    redocly([
      'build-docs',
      join(outRoot, 'generated', 'openapi.yaml'),
      '--inlineBundle',
      '--title',
      document.info.title,
      '--output',
      target,
    ]);
    const html = readFileSync(target, 'utf8');
    // After the doctype, so that no browser drops into quirks mode.
    const banner = `<!-- ${bannerLine()} -->`;
    const withBanner = html.startsWith('<!DOCTYPE html>')
      ? html.replace('<!DOCTYPE html>', `<!DOCTYPE html>\n${banner}`)
      : `${banner}\n${html}`;
    mkdirSync(join(outRoot, 'docs'), { recursive: true });
    writeFileSync(join(outRoot, 'docs', 'index.html'), withBanner);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

runAsCli(import.meta.url, () => {
  writeDocs();
  console.log(`wrote ${docsOutputs.join(', ')}`);
});
