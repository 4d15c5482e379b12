// The README and the docs/ pages show every file of examples/, each in a block marked with its name, and
// each block holds its file exactly: what a reader copies is what CI runs (test/examples/examples.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';
import { fencedBlocks, pagesWithExamples, withExamplesCopied } from './readme-blocks.js';

const blocks = pagesWithExamples(repoRoot).flatMap((page) => fencedBlocks(readFileSync(join(repoRoot, page), 'utf8')).map((block) => ({ ...block, page })));
const marked = blocks.filter((block) => block.file !== undefined);
const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');
/** The files a reader may copy: everything in examples/ but its tsconfig. */
const exampleFiles = readdirSync(join(repoRoot, 'examples'))
  .filter((name) => name !== 'tsconfig.json')
  .map((name) => `examples/${name}`)
  .sort();
const CODE_LANGUAGES = new Set(['js', 'javascript', 'mjs', 'cjs', 'jsx', 'ts', 'typescript', 'mts', 'cts', 'tsx']);
const LANGUAGE_OF: Record<string, string> = {
  '.mjs': 'js',
  '.cjs': 'js',
  '.js': 'js',
  '.mts': 'ts',
  '.ts': 'ts',
  '.jsonl': 'json',
  '.json': 'json',
  '.sh': 'sh',
};

describe('the README and the docs pages', () => {
  it('show every file of examples/, once', () => {
    expect(marked.map((block) => block.file).sort()).toEqual(exampleFiles);
  });

  it.each(marked.map((block) => [block.file!, block] as const))('show %s exactly as the file is', (file, block) => {
    expect(block.content, `${block.page} line ${block.line}: run npm run readme:examples`).toBe(read(file));
    expect(block.lang, `${block.page} line ${block.line}`).toBe(LANGUAGE_OF[extname(file)]);
  });

  it('have no JavaScript or TypeScript block in the README that is not an example file', () => {
    const loose = blocks.filter((block) => block.page === 'README.md' && block.file === undefined && CODE_LANGUAGES.has(block.lang.toLowerCase()));
    expect(loose.map((block) => `${block.page} line ${block.line}: ${block.content.split('\n')[0]}`)).toEqual([]);
  });

  it('keep the README to what a newcomer needs: under 500 lines, the reference in docs/', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThan(500);
    for (const page of ['docs/proxy.md', 'docs/validate-traffic.md', 'docs/verify.md', 'docs/mock.md', 'docs/contract.md']) {
      expect(readme, page).toContain(`](${page}`);
    }
  });
});

describe('the block finder', () => {
  const sample = [
    '# T',
    '',
    '<!-- example: examples/a.mjs -->',
    '```js',
    'one();',
    '```',
    '',
    '```sh',
    'npm test',
    '```',
    '',
    '<!-- example: examples/b.mts -->',
    '````ts',
    'two();',
    '```',
    '````',
    '',
  ].join('\n');

  it('finds each block, its language and the file its marker names', () => {
    expect(fencedBlocks(sample).map(({ file, lang, content, line }) => ({ file, lang, content, line }))).toEqual([
      { file: 'examples/a.mjs', lang: 'js', content: 'one();\n', line: 4 },
      { file: undefined, lang: 'sh', content: 'npm test\n', line: 8 },
      { file: 'examples/b.mts', lang: 'ts', content: 'two();\n```\n', line: 13 },
    ]);
  });

  it('sees a changed file, and copies it into its block', () => {
    const files: Record<string, string> = { 'examples/a.mjs': 'one(1);\n', 'examples/b.mts': 'two();\n```\n' };
    const updated = withExamplesCopied(sample, (file) => files[file]!);
    expect(updated).not.toBe(sample);
    expect(updated).toBe(sample.replace('one();', 'one(1);'));
    expect(fencedBlocks(updated).map((block) => block.content)).toEqual(['one(1);\n', 'npm test\n', 'two();\n```\n']);
  });
});
