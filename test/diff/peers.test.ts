// The corpus through api-smart-diff (pinned devDependency) beside diff: the table of docs/diff.md is
// what this run finds (DIFF_WRITE_DOCS=1 rewrites it; otherwise a drift fails the test).
// api-smart-diff takes about 0.4 s of CPU a pair: what it answers is kept, keyed by a hash of its version
// and of both documents, so that it runs again only for a pair or a version it has not seen.
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

/** The change types that api-smart-diff reports from OLD to NEW. */
function peerTypes(old: object, now: object): string[] {
  const key = createHash('sha256')
    .update(JSON.stringify([old, now]))
    .digest('hex');
  const file = join(cacheDir, `${key}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as string[];
  const types = apiDiff(old, now).map((change: { type: string }) => change.type);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, JSON.stringify(types));
  return types;
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
      const peer = verdictOf(peerTypes(old, now).map((type) => (type === 'breaking' ? 'breaking' : type === 'annotation' ? 'annotation' : 'non-breaking')));
      if (mine === pair.verdict) ours += 1;
      if (peer === pair.verdict) theirs += 1;
      const rule = pair.rules[0]?.rule ?? '(same meaning)';
      rows.push(`| ${pair.name} | \`${rule}\` | ${pair.verdict} | ${mark(mine, pair.verdict)} | ${mark(peer, pair.verdict)} |`);
    }
    const realPeer = peerTypes(firstBundle(), contract()).filter((type) => type === 'breaking').length;
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
    if (process.env.DIFF_WRITE_DOCS === '1') writeFileSync(DOC, updated);
    expect(ours).toBe(pairs.length);
    expect(text).toBe(updated);
  });
});
