// The machine reports follow the exit code (review 27d): what --fail-on makes fail the run is a JUnit
// failure and a GitHub error; nothing else is. A step that went red with every test case passing, or
// green under red annotations, told CI two things. And a spec read through a pipe's descriptor
// (`<(git show …)`) is in no file an annotation could point at; a JUnit failure keeps a name from the
// spec on one line.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';
import { contract, oneQueryParameter } from './corpus.js';
import { runDiff, specFolder } from './workspace.js';

const { write } = specFolder('diff-fail-on-');

const base = write('base.json', JSON.stringify(contract()));
/** A change that breaks nothing: `limit` takes more. */
const widened = (() => {
  const doc = contract();
  doc.components.parameters.LimitQuery.schema.maximum = 500;
  return write('widened.json', JSON.stringify(doc));
})();
/** A break: `limit` takes less. */
const narrowed = (() => {
  const doc = contract();
  doc.components.parameters.LimitQuery.schema.maximum = 50;
  return write('narrowed.json', JSON.stringify(doc));
})();

const failures = (junit: string) => Number(/<testsuites [^>]*failures="(\d+)"/.exec(junit)?.[1]);
const annotations = (github: string, kind: string) => github.split('\n').filter((line) => line.startsWith(`::${kind} `));

describe('diff --format junit and github, with --fail-on', () => {
  it('fail where the exit code fails, and nowhere else', async () => {
    for (const [newer, failOn, code, failing, errors, warnings] of [
      [widened, 'breaking', 0, 0, 0, 0],
      [widened, 'any', 1, 3, 1, 0],
      [narrowed, 'breaking', 1, 3, 1, 0],
      [narrowed, 'none', 0, 0, 0, 1],
    ] as const) {
      const what = `${newer === widened ? 'widened' : 'narrowed'} --fail-on ${failOn}`;
      const junit = await runDiff([base, newer, '--format', 'junit', '--fail-on', failOn]);
      const github = await runDiff([base, newer, '--format', 'github', '--fail-on', failOn]);
      expect([junit.code, github.code], what).toEqual([code, code]);
      expect(failures(junit.stdout), what).toBe(failing);
      // One annotation for the 3 operations that share `limit`.
      expect([annotations(github.stdout, 'error').length, annotations(github.stdout, 'warning').length], what).toEqual([errors, warnings]);
    }
  });

  it('says with --fail-on any which changes failed, not that they break', async () => {
    const junit = (await runDiff([base, widened, '--format', 'junit', '--fail-on', 'any'])).stdout;
    expect(junit).toContain('<failure message="1 change(s), with --fail-on any" type="change">non-breaking request-parameter-max-increased');
  });
});

describe('diff --format github, a spec read through a pipe', () => {
  it('names no file for /dev/fd/N, as for standard input', () => {
    const run = spawnSync(
      'bash',
      ['-c', `node ${JSON.stringify(join(repoRoot, 'dist/cli/main.js'))} diff <(cat ${JSON.stringify(base)}) ${JSON.stringify(narrowed)} --format github`],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('/dev/fd/');
    // The change is NEW's, whose file is one: it keeps its place.
    expect(annotations(run.stdout, 'error')[0]).toContain(`file=${narrowed.replaceAll(':', '%3A').replaceAll(',', '%2C')},line=`);
  });
});

describe('diff --format junit, a name holding a line break', () => {
  it('keeps each change on one line: the break is written out', async () => {
    const doc = (maxLength: number) => oneQueryParameter('op', 'q\r\n::error file=evil.yaml,line=1::INJECTED', maxLength);
    const junit = (await runDiff([write('nl-old.json', JSON.stringify(doc(10))), write('nl-new.json', JSON.stringify(doc(5))), '--format', 'junit'])).stdout;
    const failure = /<failure [^>]*>([\s\S]*?)<\/failure>/.exec(junit)?.[1] ?? '';
    expect(failure.split('\n')).toHaveLength(1);
    expect(failure).toContain('q\\r\\n::error file=evil.yaml');
  });
});
