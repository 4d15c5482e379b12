// Output in CI: without a terminal, verify prints a progress line to stderr at least every 5 s, with
// done/total and an estimate of the time left; on a terminal, one line rewritten in place.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { PROGRESS_INTERVAL_MS, progressLine, progressReporter } from '../../src/cli/verify-progress.js';
import type { VerifyProgress } from '../../src/verify/index.js';
import { repoRoot } from '../helpers/bundle.js';

afterEach(() => {
  vi.useRealTimers();
});

const at = (done: number, total = 200): VerifyProgress => ({ phase: 'operations', operationId: 'listTopics', requests: done + 1, failures: 0, done, total });

it('without a terminal, writes the latest progress every 5 s, with done/total and the time left', () => {
  vi.useFakeTimers();
  let clock = 0;
  const lines: string[] = [];
  const reporter = progressReporter({ isTTY: false, write: (text) => lines.push(text) }, () => clock);
  reporter.update(at(0));
  for (let second = 1; second <= 15; second += 1) {
    clock = second * 1000;
    reporter.update(at(second * 10));
    vi.advanceTimersByTime(1000);
  }
  reporter.end();
  expect(PROGRESS_INTERVAL_MS).toBe(5000);
  expect(lines).toEqual([
    'verify: 50/200 examples (25%), 51 requests, 0 failures, 5s elapsed, about 15s left  listTopics\n',
    'verify: 100/200 examples (50%), 101 requests, 0 failures, 10s elapsed, about 10s left  listTopics\n',
    'verify: 150/200 examples (75%), 151 requests, 0 failures, 15s elapsed, about 5s left  listTopics\n',
  ]);
  // Stopped: no line after the end.
  vi.advanceTimersByTime(20_000);
  expect(lines).toHaveLength(3);
});

it('on a terminal, rewrites one line in place, also while a request is long, and erases it at the end', () => {
  vi.useFakeTimers();
  let clock = 0;
  const written: string[] = [];
  const reporter = progressReporter({ isTTY: true, write: (text) => written.push(text) }, () => clock);
  clock = 1000;
  reporter.update(at(10));
  // No progress for 4 s (one slow request): the line is still refreshed, with the time.
  clock = 5000;
  vi.advanceTimersByTime(5000);
  reporter.end();
  expect(written).toEqual([`\r\x1b[K${progressLine(at(10), 1000)}`, `\r\x1b[K${progressLine(at(10), 5000)}`, '\r\x1b[K']);
});

it('says the time left is unknown before the first example, and escapes what it shows', () => {
  expect(progressLine({ phase: 'stateful', sequence: 'topic\u001b[2J', requests: 0, failures: 0, done: 0, total: 9 }, 0)).toBe(
    'verify: 0/9 examples (0%), 0 requests, 0 failures, 0s elapsed, time left unknown yet  sequence topic\\u001b[2J',
  );
  expect(progressLine(at(30, 100), 90_000)).toContain('1m 30s elapsed, about 3m 30s left');
});

it('the CLI, with stderr not a terminal, prints a progress line within 5 s of a run that is still going', async () => {
  // A slow server: each answer after 100 ms, so the run lasts well over 5 s; a 429, which no check fails
  // (a 404 of the collection would be a positive_data_acceptance failure).
  const server = createServer((_, response) => {
    setTimeout(() => {
      response.writeHead(429, { 'content-type': 'application/json' });
      response.end('{"message":"slow down"}');
    }, 100);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const stderr = await new Promise<string>((resolve) => {
      const child = spawn(
        process.execPath,
        [join(repoRoot, 'dist', 'cli', 'main.js'), 'verify', '--base-url', url, '--api-key', 'progress-key-1', '--operations', 'listTopics', '--rps', '0'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let err = '';
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      setTimeout(() => child.kill('SIGINT'), 6500);
      child.on('close', () => resolve(err));
    });
    expect(stderr).toMatch(
      /^verify: \d+\/\d+ examples \(\d+%\), \d+ requests, 0 failures, 5s elapsed, (about \d+(m \d\d)?s left|time left unknown yet) {2}listTopics$/m,
    );
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
