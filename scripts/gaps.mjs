// Writes docs/gaps.md: every `x-unspecified` in the bundled spec, i.e. every place where the
// API description says "not shown" and the contract therefore stays open.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAsCli } from './lib/cli.mjs';
import { withPolicyMeta } from './lib/docs-policy.mjs';
import { bannerLine, repoRoot } from './lib/project.mjs';
import { listOperations, reachableRefs, walk } from './lib/spec-walk.mjs';

export const gapsOutputs = ['docs/gaps.md', 'docs/gaps.html'];

/** Each gap with its pointer in the bundle, the component or operation it sits in, and what it affects. */
export function collectGaps(document) {
  const usedBy = new Map();
  for (const { operation, pathItem } of listOperations(document)) {
    const refs = reachableRefs(document, [operation, pathItem.parameters ?? []]);
    for (const ref of refs) {
      const list = usedBy.get(ref) ?? [];
      list.push(operation.operationId);
      usedBy.set(ref, list);
    }
  }
  const gaps = [];
  walk(document, (node, pointer) => {
    if (node && typeof node === 'object' && typeof node['x-unspecified'] === 'string') {
      gaps.push({
        pointer: `#${pointer}`,
        missing: node['x-unspecified'],
        place: placeOf(pointer),
        operations: operationsAt(document, pointer, usedBy),
      });
    }
  });
  return gaps;
}

/** The operations a gap affects: those that reach its component, or the one it sits in. */
function operationsAt(document, pointer, usedBy) {
  const componentRef = pointer.match(/^\/components\/[^/]+\/[^/]+/)?.[0];
  if (componentRef) return usedBy.get(`#${componentRef}`) ?? [];
  const [, section, path, method] = pointer.split('/');
  if (section !== 'paths' || method === undefined) return [];
  const operationId = document.paths[path.replaceAll('~1', '/').replaceAll('~0', '~')]?.[method]?.operationId;
  return typeof operationId === 'string' ? [operationId] : [];
}

const COMPONENT_KINDS = {
  schemas: 'schema',
  parameters: 'parameter',
  responses: 'response',
  requestBodies: 'request body',
  examples: 'example',
  headers: 'header',
  links: 'link',
  securitySchemes: 'security scheme',
};
const MEMBER_KINDS = { properties: 'property', responses: 'response', parameters: 'parameter', variables: 'variable' };

/**
 * Where a gap sits, named as a reader of the published spec and docs finds it: the component or the
 * operation (method and path), then the property or response inside it. The gap list is published
 * (in the package's docs/ and beside the API reference), where the source files under openapi/ are not.
 */
function placeOf(pointer) {
  const tokens = pointer
    .split('/')
    .slice(1)
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
  let head;
  let rest;
  if (tokens[0] === 'components' && tokens.length >= 3) {
    head = `${COMPONENT_KINDS[tokens[1]] ?? tokens[1]} \`${tokens[2]}\``;
    rest = tokens.slice(3);
  } else if (tokens[0] === 'paths' && tokens.length >= 3) {
    head = `\`${tokens[2].toUpperCase()} ${tokens[1]}\``;
    rest = tokens.slice(3);
  } else if (tokens.length === 1 && tokens[0] === 'info') {
    head = 'the introduction (`info`)';
    rest = [];
  } else {
    head = `\`${tokens.join('/')}\``;
    rest = [];
  }
  const members = [];
  while (rest.length >= 2 && MEMBER_KINDS[rest[0]] !== undefined) {
    members.push(`${MEMBER_KINDS[rest[0]]} \`${rest[1]}\``);
    rest = rest.slice(2);
  }
  if (rest.length > 0) members.push(`\`${rest.join('/')}\``);
  return [head, ...members].join(', ');
}

export function renderGaps(gaps, operationCount) {
  const cell = (text) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
  const rows = gaps.map(
    (gap) =>
      `| ${cell(gap.missing)} | \`${gap.pointer}\` | ${cell(gap.place)} | ${
        gap.operations.length === 0 || gap.operations.length === operationCount ? 'all' : gap.operations.join(', ')
      } |`,
  );
  return [
    `<!-- ${bannerLine()} -->`,
    '# Gaps in the API description',
    '',
    'Each row is a place where the API description says "not shown". The contract stays open',
    'there (it accepts what a real server may send) and marks the place with `x-unspecified`.',
    `There are ${gaps.length} of them.`,
    '',
    '| What is not shown | Where (in `generated/openapi.json` and `generated/openapi.yaml`) | Component or operation | Operations affected |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

const escapeHtml = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Escaped text, with the `code` spans of the descriptions as <code>. */
const inlineHtml = (text) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/** The same list as a page of the published docs (beside index.html, openapi.json and favicon.ico). */
export function renderGapsHtml(gaps, operationCount, title) {
  const rows = gaps.map((gap) => {
    const operations =
      gap.operations.length === 0 || gap.operations.length === operationCount ? 'all' : gap.operations.map((id) => `<code>${escapeHtml(id)}</code>`).join(', ');
    return `      <tr><td>${inlineHtml(gap.missing)}</td><td class="where"><code>${escapeHtml(gap.pointer)}</code></td><td>${inlineHtml(gap.place)}</td><td>${operations}</td></tr>`;
  });
  return [
    '<!DOCTYPE html>',
    `<!-- ${bannerLine()} -->`,
    '<html lang="en">',
    '<head>',
    '  <meta charset="utf-8">',
    '  <meta name="viewport" content="width=device-width, initial-scale=1">',
    `  <title>Gaps in the API description · ${escapeHtml(title)}</title>`,
    '  <link rel="icon" href="favicon.ico" sizes="32x32">',
    '  <style>',
    '    body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2933; }',
    '    main { max-width: 72rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }',
    '    h1 { font-size: clamp(1.5rem, 6vw, 2.25rem); line-height: 1.2; overflow-wrap: break-word; }',
    '    a { color: #32329f; }',
    '    .table { overflow-x: auto; }',
    '    table { border-collapse: collapse; width: 100%; }',
    '    th, td { border-bottom: 1px solid #d9dee5; padding: 0.5rem; text-align: left; vertical-align: top; }',
    '    th { background: #f4f6f8; }',
    '    td.where { word-break: break-all; font-size: 0.85em; min-width: 10rem; }',
    '    code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }',
    '  </style>',
    '</head>',
    '<body>',
    '<main>',
    '  <p><a href="index.html">API reference</a> · <a href="openapi.json">openapi.json</a> · <a href="openapi.yaml">openapi.yaml</a></p>',
    '  <h1>Gaps in the API description</h1>',
    '  <p>Each row is a place where the API description says &quot;not shown&quot;. The contract stays open there',
    `  (it accepts what a real server may send) and marks the place with <code>x-unspecified</code>. There are ${gaps.length} of them.</p>`,
    '  <div class="table">',
    '  <table>',
    '    <thead><tr><th>What is not shown</th><th>Where (in <a href="openapi.json">openapi.json</a> and <a href="openapi.yaml">openapi.yaml</a>)</th><th>Component or operation</th><th>Operations affected</th></tr></thead>',
    '    <tbody>',
    ...rows,
    '    </tbody>',
    '  </table>',
    '  </div>',
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Reads the bundle under `outRoot` (written first by the bundle step) and writes the gap list there. */
export function writeGaps(outRoot = repoRoot) {
  const document = JSON.parse(readFileSync(join(outRoot, 'generated', 'openapi.json'), 'utf8'));
  mkdirSync(join(outRoot, 'docs'), { recursive: true });
  const operationCount = listOperations(document).length;
  const gaps = collectGaps(document);
  writeFileSync(join(outRoot, 'docs', 'gaps.md'), renderGaps(gaps, operationCount));
  writeFileSync(join(outRoot, 'docs', 'gaps.html'), withPolicyMeta(renderGapsHtml(gaps, operationCount, document.info.title)));
}

runAsCli(import.meta.url, () => {
  writeGaps();
  console.log(`wrote ${gapsOutputs.join(', ')}`);
});
