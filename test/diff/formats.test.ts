// The printed formats of a report, held to what their readers take: Markdown whose spec text stays
// text, JUnit XML that strict consumers accept, GitHub annotations at the line that changed.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { junitReport } from '../../src/diff/format/junit.js';
import { markdownReport } from '../../src/diff/format/markdown.js';
import type { Change, DiffReport } from '../../src/diff/report.js';
import { attributeProblems, hasXmllint, junitProblems, xsdProblems } from '../helpers/junit.js';
import { contract } from './corpus.js';
import { runDiff, specFolder } from './workspace.js';

type Doc = ReturnType<typeof contract>;

const { dir, write } = specFolder('diff-formats-');
const run = runDiff;

/** Spec text as a hostile spec may carry it: line breaks, a heading, HTML, controls, markup. */
const HOSTILE = 'q\n# Injected heading\r\n<div>raw html</div>\u001b[2J\u0000\u0001 ~~struck~~ &lt;b&gt;';

const report = (changes: Change[]): DiffReport => ({
  old: { title: 't', version: '1.0.0' },
  new: { title: 't', version: '2.0.0' },
  summary: { breaking: changes.length, nonBreaking: 0, annotation: 0, review: 0 },
  changes,
});

const change = (witness: Change['witness']): Change => ({
  rule: 'request-parameter-became-required',
  level: 'breaking',
  operationId: 'listTopics',
  method: 'get',
  path: '/v2/topics',
  side: 'request',
  location: '/paths/~1v2~1topics/get/parameters/0/required',
  document: 'new',
  message: `header parameter ${HOSTILE} became required`,
  witness,
});

// biome-ignore lint/suspicious/noControlCharactersInRegex: what must not be printed raw.
const RAW_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

describe('diff --format markdown', () => {
  it('prints the witness as one inert code span: its name escaped, no line break, no control character', () => {
    const markdown = markdownReport(report([change({ in: 'header', status: null, name: HOSTILE, value: 'a`b``c' })]));
    const lines = markdown.split('\n');
    // Headings are the report's own; each change is one list item on one line.
    expect(lines.filter((line) => line.startsWith('#'))).toEqual(['## 2.0.0', '### GET /v2/topics (listTopics)']);
    const items = lines.filter((line) => line.startsWith('- '));
    expect(items).toHaveLength(1);
    expect(markdown).not.toMatch(RAW_CONTROLS);
    expect(markdown).not.toContain('\r');
    const [message, witness] = items[0]!.split(' Witness: ');
    // The message: every markup character escaped, controls written as escapes.
    expect(message).toContain('q \\# Injected heading \\<div\\>raw html\\</div\\>\\\\u001b\\[2J\\\\u0000\\\\u0001 \\~\\~struck\\~\\~ \\&lt;b\\&gt;');
    // The witness: a code span fenced by more backticks than any run inside, so nothing ends it early.
    expect(witness).toBe('```header q\\n# Injected heading\\r\\n<div>raw html</div>\\u001b[2J\\u0000\\u0001 ~~struck~~ &lt;b&gt;: "a`b``c"```');
  });

  it('prints the reviewer’s header parameter with a line break in its name as one line', async () => {
    const name = 'q\n# Injected heading\n<div>raw html</div>';
    const add = (required: boolean) => {
      const doc = contract();
      doc.paths['/v2/topics'].get.parameters.push({ name, in: 'header', required, schema: { type: 'string' } });
      return write(`header-${required}.json`, JSON.stringify(doc));
    };
    const result = await run([add(false), add(true), '--format', 'markdown']);
    expect(result.code).toBe(1);
    const item = result.stdout.split('\n').find((line) => line.includes('request-parameter-became-required'));
    expect(item).toBe(
      '- **breaking** `request-parameter-became-required`: header parameter q \\# Injected heading \\<div\\>raw html\\</div\\> became required. Witness: `header q\\n# Injected heading\\n<div>raw html</div>: null`',
    );
    expect(result.stdout.split('\n').filter((line) => line.startsWith('#'))).toEqual(['## 0.1.0', '### GET /v2/topics (listTopics)']);
  });
});

describe('diff --format junit', () => {
  it('writes suites that junit-10.xsd validates (errors included), with failing and passing cases and hostile names', async () => {
    const narrowed = contract();
    narrowed.components.parameters.LimitQuery.schema.maximum = 50;
    narrowed.paths['/v2/topics'].post.summary = HOSTILE;
    const result = await run([write('junit-old.json', JSON.stringify(contract())), write('junit-new.json', JSON.stringify(narrowed)), '--format', 'junit']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('<failure ');
    expect(result.stdout).toContain('<system-out>');
    expect(attributeProblems(result.stdout)).toEqual([]);
    expect(junitProblems(result.stdout)).toEqual([]);
    // The report of no change: one empty suite.
    const same = await run([write('junit-same.json', JSON.stringify(contract())), write('junit-same2.json', JSON.stringify(contract())), '--format', 'junit']);
    expect(junitProblems(same.stdout)).toEqual([]);
  });

  it('has one test case per operation, passing where nothing of it breaks: a clean diff is not an empty report', async () => {
    const count = (doc: Doc) =>
      Object.values(doc.paths).reduce((sum: number, item) => sum + Object.keys(item as object).filter((key) => key !== 'parameters').length, 0);
    const operations = count(contract());
    expect(operations).toBe(23);
    const clean = await run([write('junit-clean.json', JSON.stringify(contract())), 'package', '--format', 'junit']);
    expect(clean.code).toBe(0);
    expect(clean.stdout).toContain(`<testsuites name="diff" tests="${operations}" failures="0" errors="0">`);
    // The suite and the class of its cases name the API and the versions: a merger of several diffs' files keeps them apart (review 27d).
    const { title, version } = contract().info;
    const suite = `${title} ${version} → ${version}`;
    expect(clean.stdout).toContain(`<testsuite name="${suite}" tests="${operations}"`);
    expect(clean.stdout.match(/<testcase classname="[^"]+" name="[^"]+"\/>/g)).toHaveLength(operations);
    expect(clean.stdout).toContain(`<testcase classname="${suite}" name="GET /v2/topics (listTopics)"/>`);
    expect(junitProblems(clean.stdout)).toEqual([]);
    // An operation removed is a case of its own, failing; a change that names OLD's path (`{topicKey}`,
    // NEW's `{key}`) is in the case of its operation, named by NEW.
    const now = contract();
    delete now.paths['/v1/notifications/{notificationId}'];
    const item = now.paths['/v2/topics/{topicKey}'];
    delete now.paths['/v2/topics/{topicKey}'];
    item.parameters[0] = { ...now.components.parameters.TopicKeyPath, name: 'key' };
    delete item.get.responses.default;
    now.paths['/v2/topics/{key}'] = item;
    const changed = await run([
      write('junit-changed-old.json', JSON.stringify(contract())),
      write('junit-changed-new.json', JSON.stringify(now)),
      '--format',
      'junit',
    ]);
    expect(changed.code).toBe(1);
    expect(changed.stdout).toContain(`<testsuites name="diff" tests="${operations}" failures="1" errors="0">`);
    const names = [...changed.stdout.matchAll(/<testcase classname="[^"]+" name="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toHaveLength(operations);
    expect(names.filter((name) => name!.includes('{topicKey}') && !name!.includes('/subscri'))).toEqual([]);
    expect(changed.stdout).toMatch(/<testcase classname="[^"]+" name="GET \/v1\/notifications\/\{notificationId\} \(getNotification\)">\n {6}<failure /);
    // Another API of the same versions is another suite.
    const other = contract();
    other.info.title = 'Another API';
    const elsewhere = await run([
      write('junit-other-old.json', JSON.stringify(other)),
      write('junit-other-new.json', JSON.stringify(other)),
      '--format',
      'junit',
    ]);
    expect(elsewhere.stdout).toContain(`<testsuite name="Another API ${version} → ${version}"`);
    expect(changed.stdout).toMatch(
      /name="GET \/v2\/topics\/\{key\} \(getTopic\)">\n {6}<system-out>non-breaking response-status-removed[^<]*request-parameter-renamed/,
    );
    expect(junitProblems(changed.stdout)).toEqual([]);
  });

  it('escapes control and bidi characters as the text report does, never deleting or passing them (review 11b, F7)', () => {
    const hostile = { ...change(null), message: `header parameter a\u202eb\u0007c\u001b[2J\rd became required` };
    const xml = junitReport(report([hostile]), [{ method: 'get', path: '/v2/topics', operationId: 'listTopics' }]);
    expect(xml).not.toMatch(RAW_CONTROLS);
    expect(xml).not.toContain('\u202e');
    for (const escaped of ['\\u202e', '\\u0007', '\\u001b[2J', '\\r']) expect(xml).toContain(escaped);
    expect(junitProblems(xml)).toEqual([]);
  });

  it('is checked by rules that refuse a suite without errors, with or without xmllint', () => {
    const old =
      '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="diff" tests="0" failures="0">\n  <testsuite name="1 → 2" tests="0" failures="0">\n  </testsuite>\n</testsuites>\n';
    expect(attributeProblems(old)).toEqual(['<testsuite> lacks errors, which the XSD requires']);
    if (hasXmllint()) expect(xsdProblems(old).join('\n')).toMatch(/The attribute 'errors' is required but missing/);
  });
});

describe('diff --format github', () => {
  it('puts each annotation in the document its change is located in: NEW multi-file, OLD the bundle', async () => {
    // The documented workflow: the released bundle as OLD, the working tree's multi-file spec as NEW.
    const next = join(dir, 'next');
    cpSync('openapi', next, { recursive: true });
    const request = join(next, 'components/schemas/MarkAllMessagesRequest.yaml');
    writeFileSync(request, readFileSync(request, 'utf8').replace('      - unseen\n', ''));
    const topic = join(next, 'components/schemas/Topic.yaml');
    writeFileSync(topic, readFileSync(topic, 'utf8').replace('  name:\n    type: string\n', ''));
    const result = await run(['generated/openapi.json', join(next, 'openapi.yaml'), '--format', 'github']);
    expect(result.code).toBe(1);
    const at = (rule: string) => {
      const line = result.stdout.split('\n').find((entry) => entry.startsWith('::error ') && entry.includes(`title=${rule} `));
      const match = /file=([^,]+),line=(\d+)/.exec(line ?? '');
      expect(match, `${rule} in ${result.stdout}`).not.toBeNull();
      return { file: match![1]!, text: readFileSync(match![1]!, 'utf8').split('\n')[Number(match![2]) - 1] };
    };
    // The enum NEW narrowed is in NEW's file; it was looked up in OLD and landed on `components:`.
    expect(at('request-property-enum-value-removed')).toEqual({ file: request, text: '    enum:' });
    // The property NEW removed is in OLD; it was looked up in NEW.
    const removed = at('response-property-removed');
    expect(removed.file).toBe('generated/openapi.json');
    expect(removed.text).toMatch(/^\s+"name": \{$/);
  });
});
