// #9 item 14: HAR entries whose body the recorder did not keep are not held against the exchange.
// In the shapes Playwright's recordHar writes them (content 'omit', mode 'minimal', content 'attach');
// test/traffic/har-recording.test.ts records them for real, in Chromium.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTraffic, exitCodeOf } from '../../src/traffic/index.js';

const dir = mkdtempSync(join(tmpdir(), 'nac-traffic-har-bodies-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const topic = { _id: '6690a1b2c3d4e5f607182a01', key: 'news', name: 'News' };
const auth = [{ name: 'Authorization', value: 'ApiKey test-key' }];
const json = [{ name: 'Content-Type', value: 'application/json' }];

type Content = Record<string, unknown>;
const getTopic = (content: Content) => ({
  request: { method: 'GET', url: 'https://api.example.com/v2/topics/news', headers: auth, bodySize: 0 },
  response: { status: 200, headers: json, content: { mimeType: 'application/json', ...content } },
});
const upsertTopic = (postData: Content, bodySize: number) => ({
  request: {
    method: 'POST',
    url: 'https://api.example.com/v2/topics',
    headers: [...auth, ...json],
    postData: { mimeType: 'application/json', ...postData },
    bodySize,
  },
  response: { status: 200, headers: json, content: { mimeType: 'application/json', size: 66, text: JSON.stringify(topic) } },
});

let harCount = 0;
function harFile(entries: unknown[], attachments: Record<string, string> = {}): string {
  harCount += 1;
  const folder = join(dir, `har-${harCount}`);
  mkdirSync(folder);
  for (const [name, text] of Object.entries(attachments)) writeFileSync(join(folder, name), text);
  const file = join(folder, 'recording.har');
  writeFileSync(file, JSON.stringify({ log: { version: '1.2', creator: { name: 'test', version: '1' }, entries } }));
  return file;
}

async function verdicts(file: string) {
  const report = await checkTraffic([file]);
  expect(report.inputErrors).toEqual([]);
  // Where each issue is; the validators stop at a body's first error, so which keyword fails first is theirs to say.
  const where = (issues: { location: string; pointer: string }[]) => issues.map((issue) => `${issue.location}${issue.pointer}`);
  return report.violationList.map((violation) => ({
    index: violation.index,
    request: where(violation.requestIssues),
    response: where(violation.responseIssues),
  }));
}

describe('a HAR response body the recorder did not keep', () => {
  it('is not held against the response: size -1 (mode minimal), a size without text, a size with empty text', async () => {
    const file = harFile([getTopic({ size: -1 }), getTopic({ size: 66 }), getTopic({ size: 66, text: '' }), getTopic({})]);
    expect(await verdicts(file)).toEqual([]);
  });

  it('is still required when the recording says the body was empty (size 0)', async () => {
    const file = harFile([getTopic({ size: 0, text: '' }), getTopic({ size: 0 })]);
    expect(await verdicts(file)).toEqual([
      { index: 0, request: [], response: ['body'] },
      { index: 1, request: [], response: ['body'] },
    ]);
  });

  it('is read from the file beside the HAR that content "attach" writes, and checked', async () => {
    const file = harFile([getTopic({ size: 66, _file: 'good.json' }), getTopic({ size: 20, _file: 'bad.json' })], {
      'good.json': JSON.stringify(topic),
      'bad.json': '{"name": "no id"}',
    });
    expect(await verdicts(file)).toEqual([{ index: 1, request: [], response: ['body/_id'] }]);
  });

  it("is never read from elsewhere than the HAR's folder: a path in _file is an input error of its entry (#19)", async () => {
    writeFileSync(join(dir, 'outside.json'), '{"not": "a topic"}');
    const file = harFile([getTopic({ size: 18, _file: '../outside.json' }), getTopic({ size: 18, _file: '/etc/hostname' })]);
    const report = await checkTraffic([file]);
    expect(report.exchanges).toBe(0);
    expect(report.inputErrors).toEqual([
      { file, entry: 0, message: expect.stringContaining(`response.content._file "../outside.json" is not a file name in the HAR's folder`) },
      { file, entry: 1, message: expect.stringContaining('response.content._file "/etc/hostname"') },
    ]);
    expect(exitCodeOf(report)).toBe(2);
  });

  it("never follows a symbolic link out of the HAR's folder; one that stays inside is read (#19)", async () => {
    writeFileSync(join(dir, 'secret.json'), JSON.stringify(topic));
    const file = harFile(
      [getTopic({ size: 66, _file: 'leak.json' }), getTopic({ size: 66, _file: 'inner.json' }), upsertTopic({ text: '', _file: 'up.json' }, 15)],
      {
        'real.json': JSON.stringify({ name: 'no id' }),
      },
    );
    symlinkSync(join(dir, 'secret.json'), join(dirname(file), 'leak.json'));
    symlinkSync(join(dirname(file), 'real.json'), join(dirname(file), 'inner.json'));
    symlinkSync(join(dir, 'secret.json'), join(dirname(file), 'up.json'));
    const report = await checkTraffic([file]);
    expect(report.inputErrors).toEqual([
      { file, entry: 0, message: expect.stringContaining('response.content._file "leak.json" is a link that leads out of the HAR\'s folder') },
      { file, entry: 2, message: expect.stringContaining('request.postData._file "up.json" is a link that leads out') },
    ]);
    // The link that stays inside is followed, and its body checked.
    expect(report.exchanges).toBe(1);
    expect(report.violationList).toEqual([expect.objectContaining({ index: 1, responseIssues: [expect.objectContaining({ pointer: '/_id' })] })]);
    expect(exitCodeOf(report)).toBe(2);
  });
});

describe('a HAR request body the recorder did not keep', () => {
  it('is not held against the request: postData text "" beside a non-zero or unknown bodySize (content omit)', async () => {
    const file = harFile([upsertTopic({ text: '' }, 17), upsertTopic({ text: '', params: [] }, -1), upsertTopic({}, 17)]);
    expect(await verdicts(file)).toEqual([]);
  });

  it('is still required when the request had none (bodySize 0)', async () => {
    const file = harFile([upsertTopic({ text: '' }, 0)]);
    expect(await verdicts(file)).toEqual([{ index: 0, request: ['body'], response: [] }]);
  });

  it('is read from the file beside the HAR (content attach), and checked', async () => {
    const file = harFile([upsertTopic({ text: '', _file: 'ok.json' }, 15), upsertTopic({ text: '', _file: 'broken.json' }, 21)], {
      'ok.json': '{"key": "news"}',
      'broken.json': '{"key": "has space"}',
    });
    expect(await verdicts(file)).toEqual([{ index: 1, request: ['body/key'], response: [] }]);
  });
});

describe('a HAR entry the recording broke', () => {
  it('is an input error of its entry, never a body "not captured": an attachment missing or no file, base64 that is not, a status that is no number', async () => {
    const file = harFile(
      [
        getTopic({ size: 66, _file: 'missing.json' }),
        getTopic({ size: 66, _file: 'folder' }),
        getTopic({ size: 30, encoding: 'base64', text: '%%%%' }),
        {
          ...getTopic({ size: 66, text: JSON.stringify(topic) }),
          response: { status: '200', headers: json, content: { mimeType: 'application/json', text: '{}' } },
        },
        { ...getTopic({}), response: { headers: json, content: { mimeType: 'application/json', text: '{}' } } },
      ],
      {},
    );
    mkdirSync(join(dirname(file), 'folder'));
    const report = await checkTraffic([file]);
    expect(report.inputErrors.map((error) => [error.entry, error.message])).toEqual([
      [0, expect.stringContaining('response.content._file "missing.json" cannot be read (ENOENT)')],
      [1, expect.stringContaining('response.content._file "folder" is not a regular file')],
      [2, expect.stringContaining('response.content.text is marked base64 and is not base64')],
      [3, expect.stringContaining('response.status must be an integer')],
      [4, expect.stringContaining('response.status must be an integer')],
    ]);
    expect(exitCodeOf(report)).toBe(2);
  });

  it("is no error of a run whose --host leaves it out: another site's entry is not read past its URL", async () => {
    // A CDN asset whose attachment was pruned, and two more entries broken as above, of another host.
    const cdn = (response: unknown) => ({ request: { method: 'GET', url: 'https://cdn.example.net/app.js', headers: [], bodySize: 0 }, response });
    const file = harFile([
      getTopic({ size: 66, text: JSON.stringify(topic) }),
      cdn({ status: 200, headers: [], content: { mimeType: 'text/javascript', size: 5000, _file: 'deadbeef.js' } }),
      cdn({ status: 200, headers: [], content: { mimeType: 'text/javascript', encoding: 'base64', text: '%%%%' } }),
      cdn({ status: '200', headers: [], content: {} }),
    ]);
    const report = await checkTraffic([file], { hosts: ['api.example.com'] });
    expect(report.inputErrors).toEqual([]);
    expect(report).toMatchObject({ exchanges: 1, valid: 1, otherHosts: 3 });
    expect(exitCodeOf(report)).toBe(0);
    // Without --host, the same entries are the input errors they are.
    expect((await checkTraffic([file])).inputErrors.map((error) => error.entry)).toEqual([1, 2, 3]);
  });

  it('with an attachment over --max-body, is refused for its size, as the same body inline is', async () => {
    const big = JSON.stringify({ ...topic, name: 'n'.repeat(2048) });
    const file = harFile([getTopic({ size: big.length, _file: 'big.json' }), getTopic({ size: big.length, text: big })], { 'big.json': big });
    const report = await checkTraffic([file], { maxBodyBytes: 1024 });
    expect(report.inputErrors).toEqual([]);
    expect(report.violationList.map((violation) => [violation.index, violation.responseIssues.map((issue) => issue.keyword)])).toEqual([
      [0, ['maxBodyBytes']],
      [1, ['maxBodyBytes']],
    ]);
  });
});
