// Review 26c F2: Chrome's "Export HAR (sanitized)", its default since Chrome 130, drops Authorization,
// and every authenticated exchange read as a client that never sent its key. The issue stays (a HAR
// does not say it was sanitized), said with what most often caused it; a JSON Lines exchange is ours.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTraffic } from '../../src/traffic/index.js';

const dir = mkdtempSync(join(tmpdir(), 'nac-traffic-sanitized-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const topic = JSON.stringify({ _id: '6690a1b2c3d4e5f607182a01', key: 'news', name: 'News' });
const HINT = "a HAR exported sanitized (Chrome's default export) drops Authorization: export it with sensitive data";

describe('a missing Authorization', () => {
  it('in a HAR entry, is said with the sanitized export that drops it', async () => {
    const file = join(dir, 'sanitized.har');
    const entry = (headers: { name: string; value: string }[]) => ({
      request: { method: 'GET', url: 'https://api.example.com/v2/topics/news', headers, bodySize: 0 },
      response: { status: 200, headers: [{ name: 'Content-Type', value: 'application/json' }], content: { mimeType: 'application/json', text: topic } },
    });
    writeFileSync(
      file,
      JSON.stringify({
        log: {
          version: '1.2',
          creator: { name: 'WebInspector', version: '537.36' },
          entries: [entry([]), entry([{ name: 'Authorization', value: 'Bearer x' }])],
        },
      }),
    );
    const report = await checkTraffic([file]);
    const messages = report.violationList.map((violation) => violation.requestIssues.map((issue) => issue.message));
    expect(messages[0]).toEqual([`missing authorization header (expected "ApiKey <key>"); ${HINT}`]);
    // A header that is there, in another scheme, is no export's doing.
    expect(messages[1]?.join()).not.toContain('sanitized');
  });

  it('in a JSON Lines exchange, is said as it is', async () => {
    const file = join(dir, 'traffic.jsonl');
    writeFileSync(
      file,
      `${JSON.stringify({ request: { method: 'GET', path: '/v2/topics/news', headers: {} }, response: { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.parse(topic) } })}\n`,
    );
    const report = await checkTraffic([file]);
    expect(report.violationList[0]?.requestIssues.map((issue) => issue.message)).toEqual(['missing authorization header (expected "ApiKey <key>")']);
  });
});
