// A command whose output cannot be written (a full disk: /dev/full answers every write with ENOSPC)
// says so in one line on stderr and exits 2, whatever its verdict was: the report is lost, and a CI
// step that wrote it to a full disk passed with exit 0 and said nothing (review 25, F5). A reader that
// went away (EPIPE, `| head -1`) is no such failure: the command ends with its own exit code.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';
import { isolatedTmp } from '../helpers/processes.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const dir = mkdtempSync(join(isolatedTmp(), 'nac-output-failure-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const exchange = (body: unknown) =>
  JSON.stringify({ request: { method: 'GET', path: '/v2/topics/news', headers: { authorization: 'ApiKey k' } }, response: { status: 200, body } });
const conforming = join(dir, 'conforming.jsonl');
writeFileSync(conforming, `${exchange({ _id: 't1', key: 'news' })}\n`);
const violating = join(dir, 'violating.jsonl');
writeFileSync(violating, `${exchange({ _id: 't1' })}\n`);
const spec = join(repoRoot, 'generated', 'openapi.yaml');

function run(args: readonly string[], stdout: 'full' | 'gone' | 'both full' | 'stderr full'): Promise<{ code: number | null; stderr: string }> {
  const full = stdout === 'gone' ? undefined : openSync('/dev/full', 'w');
  return new Promise((resolve, reject) => {
    const out = stdout === 'stderr full' ? 'pipe' : (full ?? 'pipe');
    const err = stdout === 'both full' || stdout === 'stderr full' ? full! : 'pipe';
    const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', out, err] });
    if (full !== undefined) closeSync(full);
    // As `| head -c 0`: the reader is gone before anything is written.
    child.stdout?.destroy();
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

const lost = 'notification-api-contract: could not write to standard output (ENOSPC: no space left on device, write): what the command wrote there is lost\n';

describe('an output that cannot be written', () => {
  it.each([
    ['validate-traffic, conforming traffic', ['validate-traffic', conforming], 0],
    ['validate-traffic, a violation', ['validate-traffic', violating], 1],
    ['validate-traffic --json', ['validate-traffic', '--json', conforming], 0],
    ['diff', ['diff', spec, spec], 0],
    ['verify --help', ['verify', '--help'], 0],
  ] as const)('%s: exit code 2 and one line on stderr (its own exit code with the reader gone)', async (_name, args, own) => {
    expect(await run(args, 'full')).toEqual({ code: 2, stderr: lost });
    const gone = await run(args, 'gone');
    expect(gone.code).toBe(own);
    expect(gone.stderr).toBe('');
  });

  it('keeps its own exit code when stderr, which it writes nothing to, is full (review 29a F3)', async () => {
    expect((await run(['diff', spec, spec], 'stderr full')).code).toBe(0);
    expect((await run(['validate-traffic', violating], 'stderr full')).code).toBe(1);
    // A command that took stderr (validate-traffic's progress line over a large file, verify's) and
    // wrote nothing there: the wait for it wrote zero bytes, which /dev/full fails, and the run exited 2.
    const io = pathToFileURL(join(repoRoot, 'dist', 'cli', 'io.js')).href;
    const script = [
      `import { exitWhenWritten, processIo, usedOutputs } from ${JSON.stringify(io)};`,
      'const io = processIo();',
      'io.stderr;',
      "io.stdout.write('report\\n');",
      'await exitWhenWritten(1, usedOutputs);',
    ].join('\n');
    const full = openSync('/dev/full', 'w');
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'ignore', full] });
      closeSync(full);
      child.on('error', reject);
      child.on('close', resolve);
    });
    expect(code).toBe(1);
  });

  it('exits 2 when stderr cannot be written either, without a crash of its own', async () => {
    // The line that says so fails too: an unlistened 'error' of stderr ended the process with exit code 1.
    expect(await run(['diff', spec, spec], 'both full')).toEqual({ code: 2, stderr: '' });
    expect(await run(['validate-traffic', violating], 'both full')).toEqual({ code: 2, stderr: '' });
  });
});
