import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { runGate } from '../../scripts/release-gate.mjs';
import * as diff from '../../src/diff/index.js';
import { contract } from './corpus.js';

type Doc = ReturnType<typeof contract>;

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function repo(current: Doc, version: string, changelog: string): string {
  const root = mkdtempSync(join(tmpdir(), 'release-gate-'));
  roots.push(root);
  mkdirSync(join(root, 'releases', '0.1.0'), { recursive: true });
  mkdirSync(join(root, 'openapi'));
  writeFileSync(join(root, 'releases', '0.1.0', 'openapi.json'), JSON.stringify(contract()));
  writeFileSync(join(root, 'openapi', 'openapi.yaml'), stringify(current));
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'x', version }));
  writeFileSync(join(root, 'CHANGELOG.md'), changelog);
  return root;
}

const narrowed = () => {
  const doc = contract();
  doc.components.schemas.UpsertTopicRequest.required = ['key', 'name'];
  return doc;
};

async function gate(root: string) {
  let out = '';
  const code = await runGate({
    root,
    diff,
    out: {
      write: (text: string) => {
        out += text;
        return true;
      },
    },
  });
  return { code, out };
}

describe('scripts/release-gate.mjs', () => {
  it('passes a change that breaks nothing, whatever the version', async () => {
    const doc = contract();
    doc.components.parameters.LimitQuery.schema.maximum = 500;
    expect((await gate(repo(doc, '0.1.0', '# Changelog\n\n## [Unreleased]\n'))).code).toBe(0);
  });

  it('fails a breaking change the version does not allow, and one the CHANGELOG does not name, printing the section to paste', async () => {
    const result = await gate(repo(narrowed(), '0.1.1', '# Changelog\n\n## [Unreleased]\n\n### Added\n- something\n'));
    expect(result.code).toBe(1);
    expect(result.out).toContain('the next version is 0.1.1: it must be at least 0.2.0');
    expect(result.out).toContain('CHANGELOG.md does not list the breaking change(s) request-property-became-required');
    expect(result.out).toContain('- **breaking** `request-property-became-required`');
  });

  it('passes a breaking change with a 0.x minor raise (package.json, or the CHANGELOG’s "Becomes") and its rule in the CHANGELOG', async () => {
    const changelog = '# Changelog\n\n## [Unreleased]\n\n### Breaking\n- `request-property-became-required`: upsertTopic needs a name.\n';
    expect((await gate(repo(narrowed(), '0.2.0', changelog))).code).toBe(0);
    expect((await gate(repo(narrowed(), '0.1.0', changelog.replace('## [Unreleased]\n', '## [Unreleased]\n\nBecomes 0.2.0.\n')))).code).toBe(0);
    expect((await gate(repo(narrowed(), '0.1.0', changelog))).code).toBe(1);
  });

  it('semver: 0.x minors count as majors; from 1.0.0 only a major raise may break', () => {
    expect(diff.allowsBreaking('0.1.0', '0.2.0')).toBe(true);
    expect(diff.allowsBreaking('0.1.0', '0.1.5')).toBe(false);
    expect(diff.allowsBreaking('1.2.0', '1.3.0')).toBe(false);
    expect(diff.allowsBreaking('1.2.0', '2.0.0')).toBe(true);
    expect(diff.allowsBreaking('1.2.0', '0.9.0')).toBe(false);
  });

  it('passes on this repository: openapi/ against releases/0.1.0', async () => {
    const result = await gate(join(import.meta.dirname, '..', '..'));
    expect(result.out).toContain('against 0.1.0');
    expect(result.code).toBe(0);
  });
});
