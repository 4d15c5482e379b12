// A HAR `text` marked base64 is checked to be base64 before it is decoded (review 12b F1): in time
// linear in its length, with the set of texts taken unchanged since the check was quadratic.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { BASE64_TEXT } from '../../src/traffic/har.js';
import { checkTraffic } from '../../src/traffic/index.js';

/** The check before review 12b: `\s` in the class and again after the padding. */
const QUADRATIC = /^[\sA-Za-z0-9+/_-]*={0,2}\s*$/;

const dir = mkdtempSync(join(tmpdir(), 'nac-traffic-har-base64-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The check run on `text` in a thread of its own: a regular expression cannot be interrupted on the
 * thread that runs it, so only there can the test's timeout end a check that does not end.
 */
function testInThread(pattern: RegExp, text: string): Promise<boolean> {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     parentPort.postMessage(new RegExp(workerData.source, workerData.flags).test(workerData.text));`,
    { eval: true, workerData: { source: pattern.source, flags: pattern.flags, text } },
  );
  return new Promise<boolean>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).finally(() => worker.terminate());
}

describe('the base64 check of a HAR text', () => {
  it('takes exactly the texts the quadratic check took', () => {
    const characters = [' ', '\t', '\n', '\r', '\v', '\f', '\u00a0', '\u2028', '\ufeff', 'A', 'z', '0', '+', '/', '_', '-', '=', '!', '.', '%', 'é'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...characters), { maxLength: 24 }), (parts) => {
        const text = parts.join('');
        expect(BASE64_TEXT.test(text), JSON.stringify(text)).toBe(QUADRATIC.test(text));
      }),
      { numRuns: 20_000 },
    );
    for (const taken of ['', 'e30=', 'e30=\n', ' e3\n0= \t', 'YQ==', 'YQ==  ', 'YWI', 'a-b_', '   ', '=', '==', '= \n'])
      expect(BASE64_TEXT.test(taken), JSON.stringify(taken)).toBe(true);
    for (const refused of ['%%%%', 'YQ===', 'YQ= =', 'Y=Q', '=a', 'YQ==!', '    !', 'e30=.', 'YQ==\n='])
      expect(BASE64_TEXT.test(refused), JSON.stringify(refused)).toBe(false);
  });

  it('refuses a megabyte of blanks then "!" at once (the quadratic check took minutes)', async () => {
    // 200 KB took the quadratic check 20 s, so this size about 8 minutes: past the test's timeout.
    const text = `${' '.repeat(1024 * 1024)}!`;
    expect(await testInThread(BASE64_TEXT, text)).toBe(false);
    expect(await testInThread(BASE64_TEXT, `${' '.repeat(1024 * 1024)}YQ==${' '.repeat(1024 * 1024)}`)).toBe(true);
  });

  it('makes such an entry an input error of its own, and the entries after it are still checked', async () => {
    const file = join(dir, 'blanks.har');
    const entry = (content: Record<string, unknown>) => ({
      request: { method: 'GET', url: 'https://api.example.com/v2/topics/news', headers: [{ name: 'Authorization', value: 'ApiKey k' }], bodySize: 0 },
      response: { status: 200, headers: [], content: { mimeType: 'application/json', ...content } },
    });
    const topic = JSON.stringify({ _id: '6690a1b2c3d4e5f607182a01', key: 'news' });
    const entries = [
      entry({ encoding: 'base64', text: `${'\n '.repeat(64 * 1024)}!` }),
      entry({ encoding: 'base64', text: Buffer.from(topic).toString('base64') }),
    ];
    writeFileSync(file, JSON.stringify({ log: { version: '1.2', creator: { name: 'test', version: '1' }, entries } }));
    const report = await checkTraffic([file]);
    expect(report.inputErrors).toEqual([
      expect.objectContaining({ message: expect.stringContaining('response.content.text is marked base64 and is not base64') }),
    ]);
    expect(report.violationList).toEqual([]);
    expect(report.operations.find((operation) => operation.operationId === 'getTopic')).toMatchObject({ exchanges: 1, valid: 1 });
  });
});
