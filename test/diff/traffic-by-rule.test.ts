// `diff --traffic` counts a refused exchange under the rules whose keywords refuse it, not under every
// breaking rule of the refused part: a body whose name is too long is max-length's, not enum's too.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { Change } from '../../src/diff/report.js';
import { BY_PART, tiedRules } from '../../src/diff/weigh-exchange.js';
import { runInProcess } from '../helpers/cli.js';
import { exchanges, spec } from './by-rule-fixture.js';

const dir = mkdtempSync(join(tmpdir(), 'diff-by-rule-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('diff --traffic: by rule', () => {
  // OpenAPI 3.0 too: its request bodies are compiled in a document of their own (read-write-only.ts),
  // where the refusing keywords must be found as well.
  it.each(['3.1.0', '3.0.3'])("counts each refusal under the rules whose keywords refuse it (the reviewer's repro, OpenAPI %s)", async (openapi) => {
    const old = join(dir, `old-${openapi}.json`);
    const now = join(dir, `new-${openapi}.json`);
    writeFileSync(old, JSON.stringify(spec(50, ['a', 'b', 'c'], openapi)));
    writeFileSync(now, JSON.stringify(spec(40, ['a', 'b'], openapi)));
    const stdin = Readable.from([`${exchanges.map((one) => JSON.stringify(one)).join('\n')}\n`]);
    const { stdout } = await runInProcess(['diff', old, now, '--traffic', '-', '--format', 'json'], { stdin, env: {} });
    const { impact } = JSON.parse(stdout);
    expect([impact.exchanges, impact.validBefore, impact.brokenAfter]).toEqual([6, 5, 3]);
    expect(impact.byOperation).toEqual({ createItem: { validBefore: 4, brokenAfter: 3 }, getItem: { validBefore: 1, brokenAfter: 0 } });
    expect(impact.byRule).toEqual({
      'request-property-max-length-decreased': { brokenAfter: 2, examples: ['<stdin>:1 (line 1)', '<stdin>:5 (line 5)'] },
      'request-property-enum-value-removed': { brokenAfter: 2, examples: ['<stdin>:5 (line 5)', '<stdin>:6 (line 6)'] },
    });
  });

  it('names every rule of the part, marked as counted by part, when no refusing keyword is at a rule of it', () => {
    const change = (rule: string, location: string): Change => ({
      rule,
      level: 'breaking',
      operationId: 'createItem',
      method: 'post',
      path: '/items',
      side: 'request',
      location,
      document: 'new',
      message: '',
      witness: null,
    });
    const fits = [change('a-rule', '/components/schemas/X/properties/a/maxLength'), change('b-rule', '/components/schemas/X/properties/b')];
    expect(tiedRules(fits, ['/components/schemas/X/properties/b/type'])).toEqual(['b-rule']);
    expect(tiedRules(fits, ['/components/schemas/X/properties/a/maxLength', '/components/schemas/X/properties/b/enum'])).toEqual(['a-rule', 'b-rule']);
    expect(tiedRules(fits, ['/components/schemas/X/properties/c/type'])).toEqual([`a-rule${BY_PART}`, `b-rule${BY_PART}`]);
    expect(tiedRules([], [])).toEqual(['(no rule: refused by NEW)']);
    expect(tiedRules([fits[0]!], [])).toEqual(['a-rule']);
  });
});
