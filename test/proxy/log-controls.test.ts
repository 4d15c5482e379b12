// The violation log is JSON Lines that people read in terminals too (tail -f): a C1 CSI, a bidi
// override or a line separator a peer put in a body went in raw, since pino escapes only what JSON
// requires (review 22, F11, for the CLI's JSON reports). Each line is the same JSON, escaped.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openRecordLog } from '../../src/proxy/log.js';
import type { ViolationRecord } from '../../src/proxy/record.js';

const dir = mkdtempSync(join(tmpdir(), 'nac-log-controls-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('writes a record whose strings hold controls as escapes, and it reads back the same', async () => {
  const file = join(dir, 'violations.jsonl');
  const log = openRecordLog(file, { maxSize: undefined, keep: 0, bufferBytes: 1 << 20 });
  const shown = 'name \u009b2J\u0085\u202egnp.exe\u2066\u2028\u2029 \u00e9';
  const record = { correlationId: 'c-1', method: 'POST', path: '/v2/topics', request: { body: { name: shown } } } as unknown as ViolationRecord;
  log.write(record);
  await log.close();
  const text = readFileSync(file, 'utf8');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: it finds the control characters that must not be written
  expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/);
  const lines = text.split('\n').filter((line) => line !== '');
  expect(lines).toHaveLength(1);
  expect((JSON.parse(lines[0]!) as { request: { body: { name: string } } }).request.body.name).toBe(shown);
});
