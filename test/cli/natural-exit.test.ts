// A command ends as a script does, once nothing holds its event loop, not through process.exit():
// that tears V8's worker threads down without disposing of the isolate, and a concurrent compile job
// waiting then for a collection on the main thread never returns (nodejs/node#54918). validate-traffic
// on a FIFO hung so after its 'exit' event, report written, about 1 run in 10 under the loaded suite
// (test/traffic/long-lines-fifo.test.ts). Each command here runs with a preload that reports a call
// of process.exit(), and with what keeps a loop busy: worker threads, a server's sockets, a pipe.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatefulMock, type RunningStatefulMock } from '../../src/mock/index.js';
import { repoRoot } from '../helpers/bundle.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const preload = join(import.meta.dirname, 'fixtures', 'report-exit-call.mjs');
const dir = mkdtempSync(join(tmpdir(), 'nac-natural-exit-'));
let mock: RunningStatefulMock;
beforeAll(async () => {
  mock = await createStatefulMock().listen({ port: 0 });
});
afterAll(async () => {
  await mock?.close();
  rmSync(dir, { recursive: true, force: true });
});

// Past one batch of 256 KiB, so that --jobs 2 starts its worker thread.
const traffic = join(dir, 'traffic.jsonl');
const line = JSON.stringify({
  request: { method: 'GET', path: '/v2/topics/news', headers: { authorization: 'ApiKey k' } },
  response: { status: 200, body: { _id: 't1', key: 'news' } },
});
writeFileSync(traffic, `${line}\n`.repeat(6000));

function run(args: readonly string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', preload, cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stdout.resume();
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('a command that is done ends without process.exit(), with its exit code', () => {
  it.each([
    ['validate-traffic with a worker thread', ['validate-traffic', '--jobs', '2', traffic], 0],
    ['validate-traffic, a violation', ['validate-traffic', '--json', join(repoRoot, 'test', 'traffic', 'fixtures', 'report-max-rss.mjs')], 2],
    ['diff', ['diff', join(repoRoot, 'generated', 'openapi.yaml'), join(repoRoot, 'generated', 'openapi.yaml')], 0],
    ['docs --out', ['docs', '--out', join(dir, 'site')], 0],
    ['--help', ['--help'], 0],
    ['a usage error', ['validate-traffic', '--jobs', 'many', traffic], 2],
  ] as const)('%s', async (_name, args, expected) => {
    const { code, stderr } = await run(args);
    expect(stderr).not.toContain('process.exit(');
    expect(code).toBe(expected);
  });

  it('verify, after its requests to a server over kept-alive sockets', async () => {
    const { code, stderr } = await run([
      'verify',
      '--base-url',
      mock.url,
      '--api-key',
      'test-key',
      '--max-examples',
      '2',
      '--operations',
      'getTopic,listTopics',
      '--rps',
      '0',
    ]);
    expect(stderr).not.toContain('process.exit(');
    expect(code).toBe(0);
  });
});
