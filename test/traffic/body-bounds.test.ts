// A body read from a JSON line is bounded like any other: nesting past MAX_BODY_DEPTH is refused with
// the validator's maxDepth rule, on the single-thread path as on worker threads' (both run
// batchChecker), and a body at the limit passes the bound. The line limit (--max-body) is also the
// body limit, so no body in a kept line can be too large; a longer line is an input error
// (long-lines.test.ts). This holds the rule for any shortcut that trusts the line's bounds.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { batchChecker } from '../../src/traffic/batch.js';
import { checkTraffic } from '../../src/traffic/index.js';
import { MAX_BODY_DEPTH, type ValidationIssue } from '../../src/validator/index.js';

const dir = mkdtempSync(join(tmpdir(), 'nac-traffic-bounds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const auth = { authorization: 'ApiKey 2f1c0d9e8b7a6f5e4d3c2b1a' };

/** An upsertTopic exchange whose request body nests `depth` levels (the body object is level 1). */
function upsertLine(depth: number): string {
  const nested = `${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}`;
  const body = `{"key":"deep","name":"Deep","extra":${nested}}`;
  const response = { status: 200, headers: { 'content-type': 'application/json' }, body: { _id: '6690a1b2c3d4e5f607182a01', key: 'deep', name: 'Deep' } };
  return `{"request":{"method":"POST","path":"/v2/topics","headers":${JSON.stringify({ ...auth, 'content-type': 'application/json' })},"body":${body}},"response":${JSON.stringify(response)}}`;
}

const depthIssues = (issues: readonly ValidationIssue[]) => issues.filter((issue) => issue.keyword === 'maxDepth');

describe('a body nested in a JSON line', () => {
  const lines = [upsertLine(MAX_BODY_DEPTH), upsertLine(MAX_BODY_DEPTH + 1), upsertLine(2)];

  it('deeper than MAX_BODY_DEPTH is refused with maxDepth; at the limit it passes the bound (checkTraffic)', async () => {
    const file = join(dir, 'deep.jsonl');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const report = await checkTraffic([file], { maxListed: 100 });
    expect(report.exchanges).toBe(3);
    expect(report.inputErrors).toEqual([]);
    expect(report.violationList.map(({ line, requestIssues }) => ({ line, depth: depthIssues(requestIssues) }))).toEqual([
      { line: 2, depth: [expect.objectContaining({ location: 'body', keyword: 'maxDepth', message: `is nested deeper than ${MAX_BODY_DEPTH} levels` })] },
    ]);
  });

  it('gets the same verdicts from the batch checker, whatever the line limit', () => {
    for (const maxLineBytes of [1024 * 1024, 16 * 1024 * 1024]) {
      const check = batchChecker({ strict: false, maxBodyBytes: maxLineBytes, hosts: [], maxLineBytes });
      const result = check(Buffer.from(`${lines.join('\n')}\n`));
      expect(result.exchanges).toBe(3);
      const events = result.events.map((event) => (event.kind === 'violation' ? { line: event.line, depth: depthIssues(event.requestIssues).length } : event));
      expect(events).toEqual([{ line: 1, depth: 1 }]);
    }
  });
});
