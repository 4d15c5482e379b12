// The offline checker's library on the fixtures: HAR (browser and proxy exports) and JSON Lines.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTraffic, detectFormat, exitCodeOf, findJsonSyntaxError, lineAndColumn, readHar, type TrafficReport } from '../../src/traffic/index.js';

const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);
const summary = (report: TrafficReport, operationId: string) => report.operations.find((row) => row.operationId === operationId);
const tmp = mkdtempSync(join(tmpdir(), 'nac-traffic-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('a HAR export with valid and invalid exchanges', () => {
  it('is summed up per operation, with the exchanges that match no operation apart', async () => {
    const report = await checkTraffic([fixture('session.har')]);
    // The CORS preflight (index 5) announces a POST of /v2/topics: accepted by the preflight rule, and no exchange of an operation.
    expect(report).toMatchObject({ exchanges: 9, valid: 5, violations: 3, unmatched: 1, preflights: 1, inputErrorCount: 0 });
    expect(summary(report, 'getTopic')).toEqual({ operationId: 'getTopic', exchanges: 5, valid: 4, violations: 1 });
    expect(summary(report, 'upsertTopic')).toEqual({ operationId: 'upsertTopic', exchanges: 1, valid: 0, violations: 1 });
    expect(summary(report, 'deleteMessagesByTransaction')).toEqual({ operationId: 'deleteMessagesByTransaction', exchanges: 1, valid: 0, violations: 1 });
    // Blocked by the browser: the request alone, valid.
    expect(summary(report, 'updateTopic')).toEqual({ operationId: 'updateTopic', exchanges: 1, valid: 1, violations: 0 });
    expect(report.unmatchedExchanges).toEqual([{ file: fixture('session.har'), index: 4, method: 'GET', path: 'https://cdn.example.com/app.js' }]);
    expect(exitCodeOf(report)).toBe(1);
  });

  it('lists each violation with its entry index and issues, base64 bodies decoded', async () => {
    const report = await checkTraffic([fixture('session.har')]);
    expect(report.violationList.map((v) => [v.index, v.operationId, v.status])).toEqual([
      [1, 'upsertTopic', 422],
      [3, 'getTopic', 200],
      [6, 'deleteMessagesByTransaction', 200],
    ]);
    const [request, base64, noBody] = report.violationList;
    expect(request!.requestIssues).toEqual([expect.objectContaining({ location: 'body', pointer: '/key', severity: 'error' })]);
    expect(request!.responseIssues).toEqual([]);
    // Decoded from base64, the body is JSON that lacks its _id (not "invalid JSON").
    expect(base64!.responseIssues).toEqual([expect.objectContaining({ location: 'body', pointer: '/_id', keyword: 'required' })]);
    expect(noBody!.responseIssues).toEqual([expect.objectContaining({ location: 'body', keyword: 'noBody' })]);
  });

  it('in strict mode, counts the exchanges that match no operation as violations', async () => {
    const report = await checkTraffic([fixture('session.har')], { strict: true });
    expect(report.violationList.map((v) => v.index)).toEqual(expect.arrayContaining([1, 3, 4, 6]));
    // A preflight for an operation of the contract is no violation, strict or not.
    expect(report.violationList.map((v) => v.index)).not.toContain(5);
    expect(report.violations).toBeGreaterThanOrEqual(4);
  });

  it('conforms when every exchange does', async () => {
    const report = await checkTraffic([fixture('valid.har')]);
    expect(report).toMatchObject({ exchanges: 5, valid: 5, violations: 0, unmatched: 0 });
    expect(exitCodeOf(report)).toBe(0);
  });

  it('keeps the recorded URL as it was sent, percent-encoding included', async () => {
    const exchanges = [];
    for await (const item of readHar(fixture('session.har'))) exchanges.push(item);
    expect(exchanges[8]).toMatchObject({
      request: { method: 'GET', path: 'https://api.example.com/v2/topics/team%3Abilling', headers: { authorization: 'ApiKey test-key' } },
    });
    expect(Object.keys((exchanges[8] as { request: { headers: object } }).request.headers)).not.toContain(':authority');
  });
});

describe('JSON Lines', () => {
  it('are read line by line, blank lines skipped, each exchange placed by index and line', async () => {
    const report = await checkTraffic([fixture('exchanges.jsonl')]);
    expect(report).toMatchObject({ exchanges: 5, valid: 3, violations: 1, unmatched: 1, inputErrorCount: 0 });
    expect(report.violationList).toEqual([
      expect.objectContaining({
        index: 2,
        line: 4,
        operationId: 'listTopics',
        path: '/v2/topics',
        requestIssues: [expect.objectContaining({ location: 'query', pointer: '/limit' })],
      }),
    ]);
    expect(report.unmatchedExchanges).toEqual([{ file: fixture('exchanges.jsonl'), index: 4, line: 6, method: 'GET', path: '/health' }]);
  });

  it('name the line of each one that cannot be read, and the rest is still checked', async () => {
    const report = await checkTraffic([fixture('broken.jsonl')]);
    expect(report.inputErrors).toEqual([
      { file: fixture('broken.jsonl'), line: 3, column: 86, message: "not valid JSON: expected a double-quoted property name, found '}'" },
      { file: fixture('broken.jsonl'), line: 5, message: 'expected an object with a "request" object (and an optional "response")' },
    ]);
    expect(report.exchanges).toBe(3);
    expect(exitCodeOf(report)).toBe(2);
  });
});

describe('unreadable input', () => {
  it('names the line, column and position of a HAR syntax error', async () => {
    const report = await checkTraffic([fixture('broken.har')]);
    expect(report.inputErrors).toEqual([
      { file: fixture('broken.har'), line: 15, column: 11, position: 326, message: "not valid JSON: expected ',' or '}' after a property value, found '\"'" },
    ]);
    expect(report.exchanges).toBe(0);
    expect(exitCodeOf(report)).toBe(2);
  });

  it('says a file is missing, and goes on with the others', async () => {
    const report = await checkTraffic([join(tmp, 'nope.har'), fixture('valid.har')]);
    expect(report.inputErrors).toEqual([{ file: join(tmp, 'nope.har'), message: 'cannot be read: no such file (ENOENT)' }]);
    expect(report.exchanges).toBe(5);
    expect(exitCodeOf(report)).toBe(2);
  });

  it('says a JSON document is not a HAR file', async () => {
    const file = join(tmp, 'other.har');
    copyFileSync(join(import.meta.dirname, '..', '..', 'package.json'), file);
    const report = await checkTraffic([file]);
    expect(report.inputErrors).toEqual([{ file, message: 'not a HAR file: there is no log.entries array' }]);
  });
});

describe('the format of a file without a known extension', () => {
  it('is told by its first line', async () => {
    copyFileSync(fixture('exchanges.jsonl'), join(tmp, 'traffic.log'));
    copyFileSync(fixture('session.har'), join(tmp, 'capture.json'));
    expect(await detectFormat(join(tmp, 'traffic.log'))).toBe('jsonl');
    expect(await detectFormat(join(tmp, 'capture.json'))).toBe('har');
    expect((await checkTraffic([join(tmp, 'traffic.log')])).exchanges).toBe(5);
  });
});

describe('findJsonSyntaxError', () => {
  it.each([
    '{"a":1,}',
    '{"a":1',
    '{"a": x}',
    '{\n"a": 1\n"b": 2}',
    '',
    '[1,2]]',
    '{"a":"\\q"}',
    '[1,]',
    '{"a" 1}',
    '01',
    '-',
    '1.e5',
    '"\u0001"',
    'nul',
    '[[[[',
  ])('finds where JSON.parse gives up on %j', (text) => {
    expect(() => JSON.parse(text)).toThrow();
    const error = findJsonSyntaxError(text)!;
    const position = /at position (\d+)/.exec(
      (() => {
        try {
          JSON.parse(text);
        } catch (e) {
          return (e as Error).message;
        }
        return '';
      })(),
    )?.[1];
    // Where V8 says a position, it is the same one; where it says none, there still is one.
    if (position !== undefined) expect(error.position).toBe(Number(position));
    expect(error.position).toBeGreaterThanOrEqual(0);
    expect(error.position).toBeLessThanOrEqual(text.length);
  });

  it.each(['{"a":[1,{"b":2.5e-3}],"c":"\\u00e9\\n"}', ' true ', '{}', '[]', '[{}, [], null, false, -0]', '"x"'])('accepts %j', (text) => {
    expect(JSON.parse(text)).toBeDefined();
    expect(findJsonSyntaxError(text)).toBeUndefined();
  });

  it('puts a position on its line and column', () => {
    expect(lineAndColumn('ab\ncd\nef', 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn('abc', 0)).toEqual({ line: 1, column: 1 });
  });
});

describe('checkTraffic, given options out of bounds', () => {
  // The command's parsers hold its flags to these; the library is held to them too: a NaN or Infinity
  // turned the line bound off (a 600 MB line buffered whole), and jobs: NaN threw an internal error.
  it.each([
    [{ jobs: Number.NaN }, /jobs must be a whole number from 1 to 256/],
    [{ jobs: 0 }, /jobs must be/],
    [{ jobs: 1.5 }, /jobs must be/],
    [{ maxBodyBytes: Number.NaN }, /maxBodyBytes must be a whole number of bytes/],
    [{ maxBodyBytes: Number.POSITIVE_INFINITY }, /maxBodyBytes must be/],
    [{ maxBodyBytes: -1 }, /maxBodyBytes must be/],
    [{ maxBodyBytes: 2 ** 40 }, /maxBodyBytes must be/],
  ])('refuses %j with a TypeError, before reading anything', async (options, message) => {
    await expect(checkTraffic(['/nonexistent/traffic.jsonl'], options)).rejects.toThrow(message);
  });
});
