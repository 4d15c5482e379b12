// The corpus through api-smart-diff (pinned devDependency) beside diff: the table of docs/diff.md is
// what this run finds (`npm run docs:diff` rewrites it; otherwise a drift fails the test).
// api-smart-diff takes about 0.4 s of CPU a pair, 20 s for the corpus: what it answers is kept, keyed
// by a hash of both documents, in test/diff/peers-answers.json (committed, so that a clean clone does
// not spend those 20 s; `npm run docs:diff` rewrites it too, and a pair it lacks fails the test) and in
// a cache under node_modules, so that it runs again only for a pair it has not seen.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiDiff } from 'api-smart-diff';
import { describe, expect, it } from 'vitest';
import { diffContracts } from '../../src/diff/index.js';
import { buildPair, contract, firstBundle, pairs, type Verdict } from './corpus.js';

const DOC = new URL('../../docs/diff.md', import.meta.url);
const START = '<!-- peers:start -->';
const END = '<!-- peers:end -->';

function verdictOf(levels: string[]): Verdict {
  if (levels.includes('breaking')) return 'breaking';
  return levels.some((level) => level !== 'annotation') ? 'non-breaking' : 'same';
}

// Its manifest is not among its exports: read from where it is installed.
const peerVersion = (JSON.parse(readFileSync(new URL('../../node_modules/api-smart-diff/package.json', import.meta.url), 'utf8')) as { version: string })
  .version;
const cacheDir = fileURLToPath(new URL(`../../node_modules/.cache/notification-api-contract/api-smart-diff-${peerVersion}/`, import.meta.url));
const ANSWERS = new URL('./peers-answers.json', import.meta.url);
const WRITE = process.env.DIFF_WRITE_DOCS === '1';

/** What api-smart-diff reports from OLD to NEW, as far as the table needs it. */
interface PeerAnswer {
  /** Its change types, each once, sorted. */
  types: string[];
  /** How many of its changes are breaking. */
  breaking: number;
}

interface AnswersFile {
  $comment: string;
  peer: string;
  answers: Record<string, PeerAnswer>;
}

const recorded: AnswersFile = existsSync(ANSWERS) ? (JSON.parse(readFileSync(ANSWERS, 'utf8')) as AnswersFile) : { $comment: '', peer: '', answers: {} };
const committed = recorded.peer === peerVersion ? recorded.answers : {};
/** The answers this run used, by key. */
const used = new Map<string, PeerAnswer>();

function peerAnswer(old: object, now: object): PeerAnswer {
  const key = createHash('sha256')
    .update(JSON.stringify([old, now]))
    .digest('hex');
  let answer = committed[key];
  if (answer === undefined) {
    const file = join(cacheDir, `${key}.json`);
    let types: string[];
    if (existsSync(file)) types = JSON.parse(readFileSync(file, 'utf8')) as string[];
    else {
      types = apiDiff(old, now).map((change: { type: string }) => change.type);
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(file, JSON.stringify(types));
    }
    answer = { types: [...new Set(types)].sort(), breaking: types.filter((type) => type === 'breaking').length };
  }
  used.set(key, answer);
  return answer;
}

const mark = (found: Verdict, expected: Verdict) => (found === expected ? 'yes' : `**no** (${found})`);

describe('diff beside api-smart-diff on the corpus', () => {
  it('docs/diff.md holds this run’s table', async () => {
    const rows: string[] = [];
    let ours = 0;
    let theirs = 0;
    for (const pair of pairs) {
      const [old, now] = buildPair(pair);
      const mine = verdictOf((await diffContracts(old, now)).changes.map((change) => change.level));
      const peer = verdictOf(
        peerAnswer(old, now).types.map((type) => (type === 'breaking' ? 'breaking' : type === 'annotation' ? 'annotation' : 'non-breaking')),
      );
      if (mine === pair.verdict) ours += 1;
      if (peer === pair.verdict) theirs += 1;
      const rule = pair.rules[0]?.rule ?? '(same meaning)';
      rows.push(`| ${pair.name} | \`${rule}\` | ${pair.verdict} | ${mark(mine, pair.verdict)} | ${mark(peer, pair.verdict)} |`);
    }
    const realPeer = peerAnswer(firstBundle(), contract()).breaking;
    const realOurs = (await diffContracts(firstBundle(), contract())).summary.breaking;
    const table = [
      START,
      `Right verdicts on the ${pairs.length} pairs: diff ${ours}, api-smart-diff ${theirs}. On the real history (first bundle against today's): diff reports ${realOurs} breaking change(s), api-smart-diff ${realPeer}.`,
      '',
      '| Pair | Rule | Expected | diff | api-smart-diff 1.0.6 |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
      END,
    ].join('\n');
    const text = readFileSync(DOC, 'utf8');
    const updated = text.replace(new RegExp(`${START}[\\s\\S]*${END}`), table);
    if (WRITE) {
      writeFileSync(DOC, updated);
      const answers = Object.fromEntries([...used].sort(([a], [b]) => (a < b ? -1 : 1)));
      const file: AnswersFile = {
        $comment:
          'generated by `npm run docs:diff` (test/diff/peers.test.ts): what api-smart-diff answers for each pair of the corpus, keyed by a hash of both documents; do not edit',
        peer: peerVersion,
        answers,
      };
      writeFileSync(ANSWERS, `${JSON.stringify(file, null, 2)}\n`);
    }
    expect(ours).toBe(pairs.length);
    expect(text, 'docs/diff.md is not this run’s table: npm run docs:diff').toBe(updated);
    // What the committed file lacks, and what it holds that no pair asked for: both mean it is stale.
    const missing = [...used.keys()].filter((key) => !Object.hasOwn(committed, key));
    const unused = Object.keys(committed).filter((key) => !used.has(key));
    expect(WRITE ? [] : missing, 'test/diff/peers-answers.json lacks these pairs (the spec or the corpus changed): npm run docs:diff').toEqual([]);
    expect(WRITE ? [] : unused, 'test/diff/peers-answers.json holds answers no pair asks for: npm run docs:diff').toEqual([]);
  });
});
