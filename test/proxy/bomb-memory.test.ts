// A gzip bomb (1 GiB of zeros in about 1 MB) through the built proxy, both ways: the proxy process's
// own peak memory grows by the limit, not by what the body decodes to. Measured in a process of its
// own (VmHWM, scripts/lib/peak-rss.mjs): in a test worker, RSS is the whole pool's, and the other
// files' threads moved it past the bound once (compression.test.ts keeps the per-isolate figure).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import * as zlib from 'node:zlib';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';
import { freePort, stopProcess } from '../helpers/processes.js';
import { AUTH, call, startUpstream, type TestUpstream, topic } from './helpers.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const reporter = join(import.meta.dirname, '..', 'traffic', 'fixtures', 'report-max-rss.mjs');

const valid = zlib.gzipSync(Buffer.from(JSON.stringify(topic('news'))));
const member = zlib.gzipSync(Buffer.alloc(16 * 1024 * 1024), { level: 9 });
const bomb = Buffer.concat(Array.from({ length: 64 }, () => member));

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startUpstream((seen, res) => {
    const body = seen.url === '/v2/topics/bomb' ? bomb : valid;
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': body.length });
    res.end(body);
  });
});
afterAll(() => upstream.close());

/** The built proxy (enforce, --max-body 1mb) sent a gzip request and fetching a gzip answer; its peak RSS in KiB. */
async function peakOfProxy(bodies: Buffer, answerPath: string): Promise<{ statuses: number[]; peakKiB: number }> {
  const port = await freePort();
  const proc = spawn(
    process.execPath,
    ['--import', reporter, cli, 'proxy', '--upstream', upstream.url, '--port', String(port), '--mode', 'enforce', '--max-body', '1mb'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  proc.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  proc.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  // 'exit' can come before the last of stderr: the peak is printed on exit, so wait for the pipes.
  const closed = new Promise((resolve) => proc.on('close', resolve));
  const statuses: number[] = [];
  try {
    await vi.waitFor(() => expect(stdout).toMatch(/^proxy\s+http:/m), { timeout: 20_000 });
    const url = `http://127.0.0.1:${port}`;
    const headers = { ...AUTH, 'content-type': 'application/json', 'content-encoding': 'gzip' };
    statuses.push((await call(url, { method: 'POST', path: '/v2/topics', headers, body: bodies })).status);
    statuses.push((await call(url, { path: answerPath, headers: AUTH })).status);
  } finally {
    await stopProcess(proc);
  }
  await closed;
  const peak = /^maxRSS=(\d+)$/m.exec(stderr)?.[1];
  if (peak === undefined) throw new Error(`no maxRSS line:\n${stderr}`);
  return { statuses, peakKiB: Number(peak) };
}

it('decodes a 1 GiB gzip bomb, sent or answered, no further than the limit: the proxy process grows by megabytes', { timeout: 90_000 }, async () => {
  const baseline = await peakOfProxy(zlib.gzipSync(Buffer.from('{"key":"news","name":"News"}')), '/v2/topics/news');
  expect(baseline.statuses).toEqual([200, 200]);
  const bombed = await peakOfProxy(bomb, '/v2/topics/bomb');
  // 413 for the request that decodes past --max-body; 502 for the answer that does (enforce).
  expect(bombed.statuses).toEqual([413, 502]);
  // Decoding the whole gigabyte would take at least 1024 MiB; the limit is 1 MiB, and zlib and the
  // runtime's buffers take some of their own.
  expect((bombed.peakKiB - baseline.peakKiB) / 1024).toBeLessThan(64);
});
