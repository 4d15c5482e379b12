// Issue 9, item 10: the violation log under pressure. A slow target costs bounded memory (records
// past the buffer are dropped whole and counted), a failing target (EFBIG here, as ENOSPC would be)
// leaves no half-written line and logging resumes once it takes writes again, and the file rotates
// by size.
import { execFileSync, spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProxyStats, ViolationRecord } from '../../src/proxy/index.js';
import { stopProcess } from '../helpers/processes.js';
import { startProxyProcess } from './cli-process.js';
import { call, JSON_AUTH, json, startProxy, startUpstream, type TestUpstream, topic } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'nac-proxy-log-'));
let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startUpstream((_seen, res) => json(res, 200, topic('news')));
});
afterAll(async () => {
  await upstream.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A request that breaks the contract, with a body big enough that its record weighs about `size` bytes. */
const violating = (url: string, i: number, size = 1000) =>
  call(url, {
    method: 'POST',
    path: '/v2/topics',
    headers: { ...JSON_AUTH, 'x-correlation-id': `rec-${i}` },
    body: JSON.stringify({ key: 'has space', name: 'n'.repeat(size) }),
  });

/** Every line whole JSON: a half-written record would not parse. */
function wholeLines(text: string): ViolationRecord[] {
  expect(text === '' || text.endsWith('\n')).toBe(true);
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as ViolationRecord);
}

describe('a FIFO read slowly', () => {
  it('drops records whole past the buffer, counts them, and never blocks the proxy', async () => {
    const fifo = join(dir, 'slow.fifo');
    execFileSync('mkfifo', [fifo]);
    // The reader: 1 KB at a time, 50 times a second.
    let received = '';
    const reader = createReadStream(fifo, { highWaterMark: 1024, encoding: 'utf8' });
    reader.on('data', (chunk) => {
      received += chunk as string;
      reader.pause();
      setTimeout(() => reader.resume(), 20);
    });
    const ended = new Promise<void>((resolve) => reader.once('close', () => resolve()));
    // The reader's open runs in a thread: the proxy's (which waits for no reader) may come first.
    const proxy = await vi.waitFor(() => startProxy({ upstream: upstream.url, log: fifo, logBufferBytes: 32 * 1024 }), { timeout: 5000, interval: 20 });
    const sent = 200;
    // 200 records of 3 KB: 12 s of the reader's time, while the proxy answers at its own pace.
    for (let i = 0; i < sent; i += 1) expect((await violating(proxy.url, i, 2000)).status).toBe(200);
    await vi.waitFor(
      () => {
        const { written, dropped } = proxy.stats().log;
        expect(written + dropped).toBe(sent);
      },
      { timeout: 15_000 },
    );
    const { written, dropped } = proxy.stats().log;
    expect(dropped).toBeGreaterThan(0);
    expect(written).toBeGreaterThan(0);

    // Once the reader has caught up, records get through again.
    for (let i = 0; i < 5; i += 1) await violating(proxy.url, sent + i, 200);
    await vi.waitFor(() => expect(proxy.stats().log.written).toBe(written + 5), { timeout: 15_000 });
    await proxy.close();
    await ended;
    const records = wholeLines(received);
    expect(records).toHaveLength(written + 5);
    expect(records.slice(-5).map((r) => r.correlationId)).toEqual([0, 1, 2, 3, 4].map((i) => `rec-${sent + i}`));
  });
});

describe('a FIFO without a reader', () => {
  it('stops the proxy from starting, saying so, instead of holding it silent and not listening', async () => {
    const fifo = join(dir, 'unread.fifo');
    execFileSync('mkfifo', [fifo]);
    await expect(startProxy({ upstream: upstream.url, log: fifo })).rejects.toThrow(/is a FIFO with no reader: start its reader first/);
  });

  it('whose reader went away: records are dropped, and SIGTERM still ends the proxy (no open left waiting for a reader)', async () => {
    const fifo = join(dir, 'gone.fifo');
    execFileSync('mkfifo', [fifo]);
    const reader = spawn('cat', [fifo], { stdio: ['ignore', 'ignore', 'ignore'] });
    const proxy = await vi.waitFor(() => startProxyProcess(process.execPath, ['--upstream', upstream.url, '--log', fifo]), { timeout: 5000, interval: 50 });
    try {
      expect((await violating(proxy.url, 0)).status).toBe(200);
      reader.kill();
      await new Promise((resolve) => reader.once('exit', resolve));
      // The first write after the reader left fails (EPIPE); past the retry pause, one more tries to open it again.
      for (let i = 1; i < 4; i += 1) expect((await violating(proxy.url, i)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await violating(proxy.url, 4)).status).toBe(200);
      await vi.waitFor(() => expect(proxy.stderr()).toMatch(/cannot write the violation log .*gone\.fifo/));
      proxy.child.kill('SIGTERM');
      const code = await Promise.race([proxy.exited, new Promise((resolve) => setTimeout(() => resolve('still running 5 s after SIGTERM'), 5000))]);
      expect(code).toBe(0);
    } finally {
      reader.kill();
      await stopProcess(proxy.child);
    }
  });
});

describe('a log file that fails (EFBIG), then takes writes again', () => {
  it('cuts off the half-written record, counts the dropped ones, and resumes', async () => {
    const file = join(dir, 'limited.jsonl');
    const proxy = await startProxyProcess(process.execPath, ['--upstream', upstream.url, '--log', file]);
    const stats = async () => ((await (await fetch(`${proxy.url}/__contract/stats`)).json()) as ProxyStats).log;
    try {
      for (let i = 0; i < 3; i += 1) await violating(proxy.url, i);
      await vi.waitFor(async () => expect(await stats()).toEqual({ written: 3, dropped: 0 }));
      // The file may grow by half a record more: the next one is cut in the middle by the kernel.
      const limit = statSync(file).size + 700;
      execFileSync('prlimit', ['--pid', String(proxy.child.pid), `--fsize=${limit}:`]);
      for (let i = 3; i < 8; i += 1) expect((await violating(proxy.url, i)).status).toBe(200);
      await vi.waitFor(async () => expect(await stats()).toEqual({ written: 3, dropped: 5 }));
      const failedText = readFileSync(file, 'utf8');
      expect(wholeLines(failedText).map((r) => r.correlationId)).toEqual(['rec-0', 'rec-1', 'rec-2']);
      await vi.waitFor(() => expect(proxy.stderr()).toMatch(/cannot write the violation log .*limited\.jsonl: EFBIG/));

      execFileSync('prlimit', ['--pid', String(proxy.child.pid), '--fsize=unlimited:']);
      // Past the retry pause, the next records are written again.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      for (let i = 8; i < 11; i += 1) await violating(proxy.url, i);
      await vi.waitFor(async () => expect(await stats()).toEqual({ written: 6, dropped: 5 }));
      expect(wholeLines(readFileSync(file, 'utf8')).map((r) => r.correlationId)).toEqual(['rec-0', 'rec-1', 'rec-2', 'rec-8', 'rec-9', 'rec-10']);
      await vi.waitFor(() => expect(proxy.stderr()).toMatch(/takes writes again/));
    } finally {
      await stopProcess(proxy.child);
    }
  });
});

describe('rotation by size (--log-max-size, --log-keep)', () => {
  it('keeps the file and its newest rotations under the size, each of whole records', async () => {
    const file = join(dir, 'rotated.jsonl');
    const proxy = await startProxy({ upstream: upstream.url, log: file, logMaxSize: 4096, logKeep: 2 });
    for (let i = 0; i < 20; i += 1) await violating(proxy.url, i);
    await proxy.close();
    expect(proxy.stats().log).toEqual({ written: 20, dropped: 0 });
    expect(existsSync(`${file}.3`)).toBe(false);
    const kept = [`${file}.2`, `${file}.1`, file].map((path) => {
      expect(statSync(path).size).toBeLessThanOrEqual(4096);
      return wholeLines(readFileSync(path, 'utf8'));
    });
    const ids = kept.flat().map((r) => Number(r.correlationId.slice(4)));
    // The newest records, in order, none missing between the oldest kept and the last.
    expect(ids.at(-1)).toBe(19);
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => 20 - ids.length + i));
    for (const records of kept) expect(records.length).toBeGreaterThan(0);
  });
});
