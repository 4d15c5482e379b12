// The corpus through api-smart-diff (pinned devDependency) beside diff: the table of docs/diff.md is
// what this run finds (DIFF_WRITE_DOCS=1 rewrites it; otherwise a drift fails the test).
import { readFileSync, writeFileSync } from 'node:fs';
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
        apiDiff(old, now).map((change: { type: string }) =>
          change.type === 'breaking' ? 'breaking' : change.type === 'annotation' ? 'annotation' : 'non-breaking',
        ),
      );
      if (mine === pair.verdict) ours += 1;
      if (peer === pair.verdict) theirs += 1;
      const rule = pair.rules[0]?.rule ?? '(same meaning)';
      rows.push(`| ${pair.name} | \`${rule}\` | ${pair.verdict} | ${mark(mine, pair.verdict)} | ${mark(peer, pair.verdict)} |`);
    }
    const realPeer = apiDiff(firstBundle(), contract()).filter((change: { type: string }) => change.type === 'breaking').length;
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
