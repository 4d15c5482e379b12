// docs/ ships in the package; src/ and test/ do not, and the package names no repository to find them
// in. A page that says "see src/…" or "test/… checks it" sends a user to a file they cannot open, so
// each page states the rule itself, or what is checked and how, in words. (The relative links of the
// shipped pages are checked against the tarball in test/package/package.test.ts.)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';

/** Pages left out, each with why a path into src/ or test/ may stand there. */
const EXEMPT: Readonly<Record<string, string>> = {
  'benchmarks.md': 'written by bench/run.mjs at every `npm run bench`, so an edit by hand would not outlive the next run',
};

// A word boundary first, so that `../src/x` and `(test/x` count and `latest/x` or `contest/x` do not.
const UNSHIPPED_PATH = /\b(?:src|test)\/[\w./-]+/g;

/** Every `file:line:path` of a path into src/ or test/ in `text`, without the full stop of a sentence. */
function unshippedPaths(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => [...line.matchAll(UNSHIPPED_PATH)].map((match) => `${file}:${index + 1}:${match[0].replace(/\.+$/, '')}`));
}

const docsDir = join(repoRoot, 'docs');
const pages = readdirSync(docsDir)
  .filter((name) => name.endsWith('.md'))
  .sort();

describe('the shipped docs pages', () => {
  it('name no file under src/ or test/, which the package does not ship', () => {
    const checked = pages.filter((name) => !Object.hasOwn(EXEMPT, name));
    expect(checked.length).toBeGreaterThan(5);
    const found = checked.flatMap((name) => unshippedPaths(`docs/${name}`, readFileSync(join(docsDir, name), 'utf8')));
    expect(found, 'say in words what the file holds or what the test checks').toEqual([]);
  });

  it('exempt only pages that exist', () => {
    // An exemption for a page that is gone would pass unnoticed, and cover whatever page later takes its name.
    expect(Object.keys(EXEMPT).filter((name) => !pages.includes(name))).toEqual([]);
  });
});

describe('the path finder', () => {
  it('finds a path in code, in a link, after ../ and at the end of a sentence, with its line', () => {
    const text = ['One rule (`src/http/base-path.ts`).', '', 'See [it](../test/mock/newman.test.ts) and src/proxy/.', 'Under test/x.'].join('\n');
    expect(unshippedPaths('p.md', text)).toEqual(['p.md:1:src/http/base-path.ts', 'p.md:3:test/mock/newman.test.ts', 'p.md:3:src/proxy/', 'p.md:4:test/x']);
  });

  it('leaves alone what the package ships and words that only end in src or test', () => {
    const text = 'dist/proxy/index.js, generated/openapi.json, docs/mock.md, deploy/haproxy.cfg, latest/x, contest/y, a test / b, src alone';
    expect(unshippedPaths('p.md', text)).toEqual([]);
  });
});
