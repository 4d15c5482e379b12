// Writes docs/index.html: Redoc with its scripts and the bundle inlined, so the page needs no CDN.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAsCli } from './lib/cli.mjs';
import { buildCodeSamples } from './lib/code-samples.mjs';
import { withPolicyMeta } from './lib/docs-policy.mjs';
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
 * Redoc's search index probes whether it may build a worker from a string (`Function(...)`, in a
 * try) and falls back to indexing on the page. The docs' policy (src/cli/docs-policy.ts) allows no
 * eval and no blob: worker, so the probe can only fail, and a browser reports the failure as a
 * policy violation: the probe answers "no" at once, as it would have. Search is the same, for 23
 * operations.
 */
const workerProbe = /try\{return [\w$]+\._factory\?\?=Function\([\w$]+\),!0\}catch\{return!1\}/g;

/**
 * The files published beside index.html (`notification-api-contract docs --out DIR` writes them,
 * the mock's docs server serves them): the introduction links them, relative to the page.
 */
const downloads =
  '**Downloads**: the contract as [openapi.json](openapi.json) and [openapi.yaml](openapi.yaml), and ' +
  '[the gap list](gaps.html): every place where the API description says "not shown".';

/** How the page introduces a gap of the API description, in the description of the place it is about. */
export const GAP_LEAD = '**Not shown by the API description:**';

/**
 * Redoc shows an extension's value as raw text, so the gaps' Markdown (`code`, quotes) read as
 * written (review 27c F7). In the docs' copy each `x-unspecified` note ends the description of its
 * place instead, which Redoc renders; the published openapi.json and openapi.yaml keep the marker.
 */
function gapsInDescriptions(node) {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) {
    for (const item of node) gapsInDescriptions(item);
    return;
  }
  const note = node['x-unspecified'];
  if (typeof note === 'string') {
    const gap = `${GAP_LEAD} ${note}`;
    node.description = typeof node.description === 'string' && node.description.trim() !== '' ? `${node.description.trimEnd()}\n\n${gap}` : gap;
    delete node['x-unspecified'];
  }
  for (const value of Object.values(node)) gapsInDescriptions(value);
}

/**
 * Redoc shows a server's URL as written, `{base_url}`, its address behind a "Show 1 variable" button
 * (reviews 27c F3 and 28b). The page's copy spells each variable out as its default, the address the
 * samples call; the published openapi.json and openapi.yaml keep the variable.
 */
function spelledOutServers(document) {
  for (const server of document.servers ?? []) {
    if (server.variables === undefined) continue;
    const names = Object.keys(server.variables);
    for (const [name, variable] of Object.entries(server.variables)) server.url = server.url.replaceAll(`{${name}}`, variable.default);
    delete server.variables;
    server.description = `The service's base address: the one these docs' samples call (the spec's ${names.join(', ')} variable, as it defaults).`;
  }
}

/**
 * The docs' copy of the bundle. The validators, the client's errors and the proxy's log all name
 * operations by operationId, but Redoc neither shows nor indexes it: each description states it.
 * Each operation gets its code samples (curl and TypeScript), which Redoc shows beside it.
 */
export function docsCopy(document) {
  const copy = structuredClone(document);
  gapsInDescriptions(copy);
  spelledOutServers(copy);
  const samples = buildCodeSamples(document);
  copy.info.description = `${copy.info.description.trimEnd()}\n\n${downloads}\n`;
  for (const { operation } of listOperations(copy)) {
    const line = `Operation ID: \`${operation.operationId}\``;
    operation.description = operation.description ? `${operation.description}\n\n${line}` : line;
    operation['x-codeSamples'] = samples.get(operation.operationId);
  }
  return copy;
}

/**
 * Redoc lets its title break anywhere (overflow-wrap: anywhere, and min-width: 0 in a flex row), so
 * on a phone "Notification" splits in two. The title wraps between words only, at a size where its
 * longest word fits a 320 px screen.
 */
const headAdditions = (description) => `  <meta name="description" content="${description}">
  <link rel="icon" href="favicon.ico" sizes="32x32">
  <style>
    h1[data-component-name="Typography/H1"] { overflow-wrap: break-word; word-break: normal; hyphens: manual; min-width: min-content; }
    @media (max-width: 600px) { h1[data-component-name="Typography/H1"] { font-size: clamp(1.5rem, 7vw, 2.25rem); line-height: 1.25; } }
  </style>
`;

const htmlText = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const NOSCRIPT =
  'This reference needs JavaScript to show the operations. The contract itself is <a href="openapi.json">openapi.json</a> and ' +
  '<a href="openapi.yaml">openapi.yaml</a>, and <a href="gaps.html">the gap list</a> says where the API description shows nothing.';

export function writeDocs(outRoot = repoRoot) {
  const work = mkdtempSync(join(tmpdir(), 'nac-docs-'));
  try {
    const target = join(work, 'index.html');
    const document = JSON.parse(readFileSync(join(outRoot, 'generated', 'openapi.json'), 'utf8'));
    const source = join(work, 'openapi.json');
    writeFileSync(source, JSON.stringify(docsCopy(document)));
    redocly(['build-docs', source, '--inlineBundle', '--title', document.info.title, '--output', target]);
    let html = readFileSync(target, 'utf8');
    for (const url of logoUrls) {
      if (!html.includes(url)) throw new Error(`Redoc no longer references ${url}: revisit the logo inlining in scripts/docs.mjs`);
      html = html.replaceAll(url, inlineLogo);
    }
    // Redoc renders its menu's tag groups as root-relative links ('/topics') that its router catches on
    // a click; opened in a new tab, or copied, they leave the page (a 404 on any other server, an error
    // from disk). The router reads the same place from the hash, so the links point there.
    const rooted = /(<a [^>]*?)href="\/([a-z0-9-]*)"(?=[^>]*data-discover="true")/g;
    html = html.replace(rooted, (_, start, path) => `${start}href="#/${path}"`);
    if (html.match(workerProbe)?.length !== 1)
      throw new Error("Redoc's search no longer probes for a worker as expected: revisit workerProbe in scripts/docs.mjs");
    html = html.replace(workerProbe, 'return!1');
    // Before Redoc's own styles, which the rules above outrank by specificity.
    const viewport = '<meta name="viewport" content="width=device-width, initial-scale=1">\n';
    if (html.split(viewport).length !== 2) throw new Error("Redoc's page head changed: revisit headAdditions in scripts/docs.mjs");
    const operations = listOperations(document).length;
    html = html.replace(
      viewport,
      `${viewport}${headAdditions(htmlText(`${document.info.title}: the reference of its ${operations} operations, with code samples, and the contract as openapi.json and openapi.yaml.`))}`,
    );
    // HTML names UTF-8 `utf-8` (Redoc writes `utf8`, which validators refuse: review 27c F6).
    if (html.split('<meta charset="utf8" />').length !== 2) throw new Error("Redoc's charset meta changed: revisit scripts/docs.mjs");
    html = html.replace('<meta charset="utf8" />', '<meta charset="utf-8" />');
    // Without JavaScript the page showed its introduction and no operation, with no word why (review 27c F5).
    // The page's own body, not one of the strings in Redoc's inlined script.
    const body = '\n</head>\n\n<body>\n';
    if (html.split(body).length !== 2) throw new Error("Redoc's page body changed: revisit the noscript note in scripts/docs.mjs");
    html = html.replace(body, `${body}  <noscript><p>${NOSCRIPT}</p></noscript>\n`);
    // After the doctype, so that no browser drops into quirks mode.
    const banner = `<!-- ${bannerLine()} -->`;
    const withBanner = html.startsWith('<!DOCTYPE html>') ? html.replace('<!DOCTYPE html>', `<!DOCTYPE html>\n${banner}`) : `${banner}\n${html}`;
    mkdirSync(join(outRoot, 'docs'), { recursive: true });
    // Last: the policy names the hash of each script as it is written.
    writeFileSync(join(outRoot, 'docs', 'index.html'), withPolicyMeta(withBanner));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

runAsCli(import.meta.url, () => {
  writeDocs();
  console.log(`wrote ${docsOutputs.join(', ')}`);
});
