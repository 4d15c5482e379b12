// Writes docs/gaps.md: every `x-unspecified` in the bundled spec, i.e. every place where the
// API description says "not shown" and the contract therefore stays open.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bannerLine, repoRoot } from './lib/project.mjs';
import { runAsCli } from './lib/cli.mjs';
import { pathFileName } from './lib/layout.mjs';
import { listOperations, reachableRefs, walk } from './lib/spec-walk.mjs';

export const gapsOutputs = ['docs/gaps.md'];

/** Each gap with its pointer in the bundle, the source file it is written in, and what it affects. */
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
        source: sourceFileOf(pointer),
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

function sourceFileOf(pointer) {
  const [, section, kind, name] = pointer.split('/');
  if (section === 'components') return `openapi/components/${kind}/${name}.yaml`;
  if (section === 'paths') {
    const path = kind.replaceAll('~1', '/').replaceAll('~0', '~');
    return `openapi/paths/${pathFileName(path)}`;
  }
  return 'openapi/openapi.yaml';
}

export function renderGaps(gaps, operationCount) {
  const cell = (text) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
  const rows = gaps.map(
    (gap) =>
      `| ${cell(gap.missing)} | \`${gap.pointer}\` | \`${gap.source}\` | ${
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
    '| What is not shown | Where (in `generated/openapi.json`) | Source file | Operations affected |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/** Reads the bundle under `outRoot` (written first by the bundle step) and writes docs/gaps.md there. */
export function writeGaps(outRoot = repoRoot) {
  const document = JSON.parse(readFileSync(join(outRoot, 'generated', 'openapi.json'), 'utf8'));
  mkdirSync(join(outRoot, 'docs'), { recursive: true });
  const operationCount = listOperations(document).length;
  writeFileSync(join(outRoot, 'docs', 'gaps.md'), renderGaps(collectGaps(document), operationCount));
}

runAsCli(import.meta.url, () => {
  writeGaps();
  console.log(`wrote ${gapsOutputs.join(', ')}`);
});
