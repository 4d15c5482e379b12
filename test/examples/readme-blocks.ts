// The examples of the README and of the docs/ pages: each is a fenced block right below a marker naming its file,
//   <!-- example: examples/client.mjs -->
// and holds that file byte for byte. `node test/examples/readme-blocks.ts --write` (Node 24, as
// `npm run readme:examples` does) copies every marked file into its block.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface FencedBlock {
  /** The file the marker above names, if there is one. */
  file: string | undefined;
  lang: string;
  content: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** Offsets of the content in the README, for rewriting it. */
  start: number;
  end: number;
}

const MARKER = /^<!-- example: (\S+) -->$/;

/** Every fenced block of a Markdown text, with the file its marker names. */
export function fencedBlocks(markdown: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const fence = /^(`{3,}|~{3,})([^\n`]*)\n/gm;
  for (let open = fence.exec(markdown); open; open = fence.exec(markdown)) {
    const start = open.index + open[0].length;
    const closing = new RegExp(`^${open[1]}[\`~]*[ \\t]*$`, 'm');
    closing.lastIndex = 0;
    const rest = markdown.slice(start);
    const close = closing.exec(rest);
    const end = close ? start + close.index : markdown.length;
    const before = markdown.slice(0, open.index).replace(/\n$/, '');
    const previousLine = before.slice(before.lastIndexOf('\n') + 1);
    blocks.push({
      file: MARKER.exec(previousLine)?.[1],
      lang: open[2]!.trim().split(/\s+/)[0] ?? '',
      content: markdown.slice(start, end),
      line: markdown.slice(0, open.index).split('\n').length,
      start,
      end,
    });
    fence.lastIndex = close ? end + close[0].length : markdown.length;
  }
  return blocks;
}

/** The README with every marked block replaced by its file's current text. */
export function withExamplesCopied(markdown: string, read: (file: string) => string): string {
  let result = markdown;
  for (const block of fencedBlocks(markdown).reverse()) {
    if (block.file !== undefined) result = result.slice(0, block.start) + read(block.file) + result.slice(block.end);
  }
  return result;
}

/** The Markdown files that show examples: the README and the docs/ pages. */
export function pagesWithExamples(root: string): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  for (const page of pagesWithExamples(root)) {
    const path = join(root, page);
    const text = readFileSync(path, 'utf8');
    const updated = withExamplesCopied(text, (file) => readFileSync(join(root, file), 'utf8'));
    if (process.argv.includes('--write')) {
      if (updated !== text) {
        writeFileSync(path, updated);
        console.log(`${page}: example blocks updated`);
      }
    } else if (updated !== text) {
      console.error(`${page}: some example blocks differ from their files; run npm run readme:examples`);
      process.exitCode = 1;
    }
  }
}
