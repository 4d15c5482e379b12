// What a run keeps of the values an answer gave, across requests, is bounded in size whatever their
// length (review 22b): a server whose listTopics pages held two `_id`s of 490 KB each, each page with a
// next cursor, grew a run to 899 MB (and to 705 MB with 100 ids of 9.9 KB), where short ids took 105 MB.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../src/mock/index.js';
import { ALL_CHECKS } from '../../src/verify/check-registry.js';
import { noteCreated } from '../../src/verify/created.js';
import { Sender } from '../../src/verify/http.js';
import { MAX_NAME_LENGTH } from '../../src/verify/owned-names.js';
import { Ownership } from '../../src/verify/ownership.js';
import { redactor } from '../../src/verify/redact.js';
import { pagination } from '../../src/verify/sequences/pagination.js';
import { MAX_CURSOR_LENGTH, request, walk } from '../../src/verify/sequences/support.js';
import { type Finding, Session } from '../../src/verify/session.js';
import { UndoStack } from '../../src/verify/undo.js';

const PREFIX = 'verify-0000abcd-';
const page = (data: unknown[], next: string | null) =>
  new Response(JSON.stringify({ data, next, previous: null }), { status: 200, headers: { 'content-type': 'application/json' } });

/** A server of endless listTopics pages of `items` items each, with ids `pad` characters long, each page's own. */
function longIds(items: number, pad: number) {
  let sent = 0;
  const fetch = async () => {
    sent += 1;
    const data = Array.from({ length: items }, (_, index) => ({ _id: `${sent}-${index}-${'z'.repeat(pad)}`, key: `k${sent}-${index}`, name: 'n' }));
    return page(data, `c${sent}`);
  };
  return { fetch, sent: () => sent };
}

const session = (fetch: (request: Request) => Promise<Response>, writes = false) =>
  new Session(new Sender({ baseUrl: 'http://pages.test', apiKey: DEMO_API_KEY, rps: 0, fetch, timeoutMs: 5000, maxResponseBytes: 8 << 20 }), {
    baseUrl: 'http://pages.test',
    prefix: PREFIX,
    writes,
    workflow: undefined,
    checks: new Set(ALL_CHECKS),
    maxResponseBytes: 8 << 20,
    redact: redactor(DEMO_API_KEY),
  });

it('keeps of each item a walk passes a bounded key and excerpt, whatever the length of its id', async () => {
  const server = longIds(2, 200_000);
  const walked = await walk(session(server.fetch), [], { limit: '5' }, 20);
  expect(server.sent()).toBe(20);
  expect(walked.ids).toHaveLength(40);
  // 40 ids of 200 KB: 8 MB as they came.
  expect(JSON.stringify(walked.ids).length).toBeLessThan(40 * 400);
});

it('follows no cursor longer than a request line a server reads: each step keeps its request, cursor and all', async () => {
  let sent = 0;
  const fetch = async () => {
    sent += 1;
    return page([{ _id: `id-${sent}` }], `c${sent}-${'y'.repeat(MAX_CURSOR_LENGTH)}`);
  };
  const walked = await walk(session(fetch), [], { limit: '1' }, 200);
  expect(walked).toEqual({ ids: [{ key: '"id-1"', shown: '"id-1"' }], complete: false });
  expect(sent).toBe(1);
});

it('judges long ids as before: one repeated is named by its start, two that differ only at the end are two', async () => {
  const long = (end: string) => `${'x'.repeat(100_000)}${end}`;
  const pages = [
    [{ _id: long('a') }, { _id: long('b') }],
    [{ _id: long('b') }, { _id: long('c') }],
  ];
  let sent = 0;
  const fetch = async (incoming: Request) => {
    const limit = new URL(incoming.url).searchParams.get('limit');
    sent += 1;
    if (limit === '100') return page([{ _id: long('a') }, { _id: long('b') }, { _id: long('c') }], null);
    const index = new URL(incoming.url).searchParams.get('after') === null ? 0 : 1;
    return page(pages[index]!, index === 0 ? 'c1' : null);
  };
  const findings: Finding[] = [];
  await pagination.run(session(fetch), { limit: 2, extra: 0 }, findings);
  const judged = findings.filter((finding) => finding.check === 'pagination_yields_each_item_once');
  expect(judged).toHaveLength(2);
  const [repeats, sameItems] = judged;
  expect(repeats?.failure).toMatch(/^walking listTopics with limit 2 yielded "x{199}… \(100003 characters\) more than once$/);
  // The walk of limit 2 gave a, b and c once each (b twice), as the page of limit 100: nothing missing, nothing extra.
  expect(sameItems?.failure).toBeUndefined();
  expect(sent).toBe(3);
});

/** The heap in use after a full collection. */
function collected(): number {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed;
}

it("keeps no page's whole text in the excerpt a step keeps of it", async () => {
  // Each page a string of its own: the excerpt of a step let go was a slice, which in V8 holds the
  // whole string it was cut from, so 40 steps of 1 MB pages held 40 MB.
  const server = longIds(2, 500_000);
  const run = session(server.fetch);
  const before = collected();
  for (let index = 0; index < 40; index += 1) await run.send(request('listTopics', { query: { limit: '5', after: `c${index}` } }));
  const held = collected() - before;
  expect(run.steps).toHaveLength(40);
  expect(held).toBeLessThan(8 << 20);
});

it('records no value an answer gives that is longer than any name the run sends, and owns none', () => {
  const owner = new Ownership(PREFIX);
  const long = (index: number) => `${PREFIX}${index}-${'y'.repeat(MAX_NAME_LENGTH)}`;
  for (let index = 0; index < 50; index += 1) {
    owner.note(
      { operationId: 'upsertTopic', method: 'POST', pathParams: {}, query: {}, headers: {}, auth: 'valid', body: { key: `${PREFIX}k` } },
      { status: 200, headers: {}, text: '', json: { key: long(index), _id: long(index) } },
    );
    owner.note(
      { operationId: 'createIntegration', method: 'POST', pathParams: {}, query: {}, headers: {}, auth: 'valid', body: { name: `${PREFIX}w` } },
      { status: 201, headers: {}, text: '', json: { _id: long(index) } },
    );
  }
  // The sets of answered, foreign and assigned values hold none of them.
  const names = owner.names as unknown as Record<'answered' | 'foreign' | 'sent', Set<string>>;
  const ids = owner as unknown as Record<'assigned' | 'disowned', Map<string, Set<string> | Map<string, string>>>;
  const kept = [...names.answered, ...names.foreign, ...[...ids.assigned.values(), ...ids.disowned.values()].flatMap((set) => [...set.keys()])];
  expect(kept.join('').length).toBe(0);
  // A long value the run sends (it sends none) is not its own either: an answer may have given it unrecorded.
  owner.names.noteSent([{ key: long(0) }]);
  expect(owner.owns('topicKey', long(0))).toBe(false);
  expect(owner.owns('integrationId', long(1))).toBe(false);
  expect(owner.why('integrationId', long(1))).toMatch(/longer \(\d+ characters\) than any name or id the run takes as its own/);
  expect(names.sent.size).toBe(0);
});

it('keeps on the undo stack only the start of a long key or id an answer gave, and touches neither', async () => {
  const owner = new Ownership(PREFIX);
  const undo = new UndoStack();
  const sender = undefined as unknown as Sender;
  const long = `${PREFIX}${'q'.repeat(200_000)}`;
  noteCreated(
    undo,
    sender,
    owner,
    { operationId: 'upsertTopic', method: 'POST', pathParams: {}, query: {}, headers: {}, auth: 'valid', body: { key: `${PREFIX}k` } },
    { status: 200, headers: {}, text: '', json: { key: long } },
  );
  noteCreated(
    undo,
    sender,
    owner,
    { operationId: 'createIntegration', method: 'POST', pathParams: {}, query: {}, headers: {}, auth: 'valid', body: { name: `${PREFIX}w` } },
    { status: 201, headers: {}, text: '', json: { _id: long, channel: 'email', name: long } },
  );
  const entries = (undo as unknown as { entries: { key: string; what: string }[] }).entries;
  expect(entries.map(({ key }) => key.replace(/sha256:[0-9a-f]{64}/, 'sha256:…'))).toEqual([
    'topic:verify-0000abcd-k',
    'topic:sha256:…',
    'integration:sha256:…',
  ]);
  expect(entries.every(({ key, what }) => key.length + what.length < 1000)).toBe(true);
  // The run's own topic is deleted (the sender is asked for it): only the two long ones are left to look at.
  entries.shift();
  const report = await undo.unwind([]);
  expect(report.leftBehind).toHaveLength(2);
  for (const line of report.leftBehind) expect(line).toMatch(/… \(\d+ characters\) \(not the run's: longer than any name or id it sends; not touched\)$/);
});
