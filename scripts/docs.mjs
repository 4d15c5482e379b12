// Writes docs/index.html: Redoc with its scripts and the bundle inlined, so the page needs no CDN.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAsCli } from './lib/cli.mjs';
import { bannerLine, repoRoot } from './lib/project.mjs';
import { redocly } from './lib/redocly.mjs';
import { listOperations } from './lib/spec-walk.mjs';

export const docsOutputs = ['docs/index.html'];

// Redoc's attribution badge loads its logo from a CDN, which a page published offline (and the docs
// test's closed network) cannot reach: keep the attribution, but draw it from an inline SVG.
const logoUrls = ['https://cdn.redoc.ly/redoc/logo-mini-full.svg', 'https://cdn.redoc.ly/redoc/logo-mini.svg'];
const inlineLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="56" height="14"><text x="0" y="11" font-family="sans-serif" font-size="11" fill="#666">Redocly</text></svg>',
)}`;

/**
 * The validators, the client's errors and the proxy's log all name operations by operationId, but
 * Redoc neither shows nor indexes it: the docs' copy of the bundle states it in each description.
 */
function withOperationIds(document) {
  const copy = structuredClone(document);
  for (const { operation } of listOperations(copy)) {
    const line = `Operation ID: \`${operation.operationId}\``;
    operation.description = operation.description ? `${operation.description}\n\n${line}` : line;
  }
  return copy;
}

export function writeDocs(outRoot = repoRoot) {
  const work = mkdtempSync(join(tmpdir(), 'nac-docs-'));
  try {
    const target = join(work, 'index.html');
    const document = JSON.parse(readFileSync(join(outRoot, 'generated', 'openapi.json'), 'utf8'));
    const source = join(work, 'openapi.json');
    writeFileSync(source, JSON.stringify(withOperationIds(document)));
    redocly([
      'build-docs',
      source,
      '--inlineBundle',
      '--title',
      document.info.title,
      '--output',
      target,
    ]);
    let html = readFileSync(target, 'utf8');
    for (const url of logoUrls) {
      if (!html.includes(url)) throw new Error(`Redoc no longer references ${url}: revisit the logo inlining in scripts/docs.mjs`);
      html = html.replaceAll(url, inlineLogo);
    }
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
