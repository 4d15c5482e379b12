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
      { file, entry: 0, message: expect.stringContaining(`response.content._file "../outside.json" is not a file in the HAR's folder`) },
      { file, entry: 1, message: expect.stringContaining('response.content._file "/etc/hostname"') },
    ]);
    expect(exitCodeOf(report)).toBe(2);
  });

  // Review 26c F7: Playwright's resourcesDir writes `_file: "res/<sha1>.json"`.
  it("is read from a folder inside the HAR's folder; a path with '..', '.', an empty or absolute part is refused", async () => {
    const file = harFile([
      getTopic({ size: 66, _file: 'res/good.json' }),
      getTopic({ size: 66, _file: 'res/../good.json' }),
      getTopic({ size: 66, _file: './good.json' }),
      getTopic({ size: 66, _file: 'res//good.json' }),
      getTopic({ size: 66, _file: 'res\\good.json' }),
      getTopic({ size: 66, _file: 'away/secret.json' }),
    ]);
    // A folder inside that is a link to one outside: its files are out of the HAR's folder.
    writeFileSync(join(dir, 'secret.json'), JSON.stringify(topic));
    symlinkSync(dir, join(dirname(file), 'away'));
    mkdirSync(join(dirname(file), 'res'));
    writeFileSync(join(dirname(file), 'res', 'good.json'), JSON.stringify(topic));
    writeFileSync(join(dirname(file), 'good.json'), JSON.stringify(topic));
    const report = await checkTraffic([file]);
    expect(report.exchanges).toBe(1);
    expect(report.violationList).toEqual([]);
    expect(report.inputErrors.map((error) => error.entry)).toEqual([1, 2, 3, 4, 5]);
    for (const error of report.inputErrors.slice(0, 4)) expect(error.message).toContain("is not a file in the HAR's folder: not read");
    expect(report.inputErrors[4]?.message).toContain('"away/secret.json" is a link that leads out of the HAR\'s folder');
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
  type Entry = { request: { headers: { name: string; value: string }[] } & Record<string, unknown> } & Record<string, unknown>;
  const withHeader = (entry: Entry, name: string, value: string) => ({
    ...entry,
    request: { ...entry.request, headers: [...entry.request.headers, { name, value }] },
  });
  const withoutPostData = (entry: ReturnType<typeof upsertTopic>) => {
    const { postData: _, ...request } = entry.request;
    return { ...entry, request };
  };

  it('is not held against the request: postData text "" beside a non-zero bodySize (content omit), or an unknown one and a body the headers announce', async () => {
    const file = harFile([
      upsertTopic({ text: '' }, 17),
      withHeader(upsertTopic({ text: '', params: [] }, -1), 'Content-Length', '17'),
      withHeader(upsertTopic({ text: '' }, -1), 'Transfer-Encoding', 'chunked'),
      upsertTopic({}, 17),
    ]);
    expect(await verdicts(file)).toEqual([]);
  });

  // Review 26c F6: Chrome leaves postData out of a body it did not keep (a blob, a stream, a large
  // upload), with bodySize 0 and the request's Content-Length still there.
  it('is not held against the request when postData is left out and the Content-Length says a body was sent', async () => {
    const file = harFile([withHeader(withoutPostData(upsertTopic({}, 0)), 'content-length', '30'), withoutPostData(upsertTopic({}, 30))]);
    expect(await verdicts(file)).toEqual([]);
  });

  it('is still required when the request had none: bodySize 0, or an unknown one and no body announced (Insomnia writes text "" and -1)', async () => {
    const file = harFile([
      upsertTopic({ text: '' }, 0),
      upsertTopic({ text: '' }, -1),
      withoutPostData(upsertTopic({}, 0)),
      withoutPostData(upsertTopic({}, -1)),
    ]);
    expect(await verdicts(file)).toEqual([
      { index: 0, request: ['body'], response: [] },
      { index: 1, request: ['body'], response: [] },
      { index: 2, request: ['body'], response: [] },
      { index: 3, request: ['body'], response: [] },
    ]);
  });

  // Review 26c F3: Insomnia's export keeps the query in queryString alone, the URL bare.
  it("takes the query from queryString when the URL has none, and the URL's own when it has one", async () => {
    const list = (url: string, queryString: unknown[]) => ({
      request: { method: 'GET', url, headers: auth, bodySize: 0, queryString },
      response: { status: 200, headers: json, content: { mimeType: 'application/json', text: JSON.stringify({ data: [], next: null, previous: null }) } },
    });
    const file = harFile([
      list('https://api.example.com/v2/topics', [{ name: 'limit', value: 'abc' }]),
      list('https://api.example.com/v2/topics?limit=5', [{ name: 'limit', value: 'abc' }]),
      list('https://api.example.com/v2/topics', [{ name: 'key', value: 'a b&c' }]),
    ]);
    expect(await verdicts(file)).toEqual([{ index: 0, request: ['query/limit'], response: [] }]);
  });

  it('is read from the file beside the HAR (content attach), and checked', async () => {
    const file = harFile([upsertTopic({ text: '', _file: 'ok.json' }, 15), upsertTopic({ text: '', _file: 'broken.json' }, 21)], {
      'ok.json': '{"key": "news"}',
      'broken.json': '{"key": "has space"}',
    });
    expect(await verdicts(file)).toEqual([{ index: 1, request: ['body/key'], response: [] }]);
  });
});

describe('a HAR response body cut short by its recorder', () => {
  // Review 26c F4: Firefox cuts content.text at devtools.netmonitor.responseBodyLimit (1 MiB) and keeps
  // the whole body's size.
  it('is not held against the response when content.size is larger than the text kept', async () => {
    const whole = JSON.stringify(topic);
    const cut = whole.slice(0, 30);
    const unicode = JSON.stringify({ ...topic, name: 'ニュース' });
    const file = harFile([
      getTopic({ size: whole.length, text: cut }),
      // The size counts UTF-8 bytes: a whole text of multi-byte characters is not taken for a cut one.
      getTopic({ size: Buffer.byteLength(unicode), text: unicode }),
      getTopic({ size: whole.length, text: '{"name": "no id"}' }),
    ]);
    expect(await verdicts(file)).toEqual([]);
  });

  it('is checked when the size says the text is whole', async () => {
    const text = '{"name": "no id"}';
    const file = harFile([getTopic({ size: text.length, text })]);
    expect(await verdicts(file)).toEqual([{ index: 0, request: [], response: ['body/_id'] }]);
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

  it('with an attachment over --max-body, is not checked, as the same body inline is not: said as an input problem, not a violation', async () => {
    const big = JSON.stringify({ ...topic, name: 'n'.repeat(2048) });
    // The third: over the limit too, and not JSON by its content-type, which is still checked.
    const file = harFile(
      [
        getTopic({ size: big.length, _file: 'big.json' }),
        getTopic({ size: big.length, text: big }),
        {
          ...getTopic({}),
          response: { status: 200, headers: [{ name: 'Content-Type', value: 'text/html' }], content: { mimeType: 'text/html', size: big.length, text: big } },
        },
      ],
      { 'big.json': big },
    );
    const report = await checkTraffic([file], { maxBodyBytes: 1024 });
    const said = 'the response body is larger than 1024 bytes (the --max-body limit): not checked; the rest of the exchange was';
    expect(report.inputErrors).toEqual([
      { file, entry: 0, message: said },
      { file, entry: 1, message: said },
    ]);
    expect(report.violationList.map((violation) => [violation.index, violation.responseIssues.map((issue) => issue.keyword)])).toEqual([[2, ['mediaType']]]);
    expect(exitCodeOf(report)).toBe(2);
  });
});
