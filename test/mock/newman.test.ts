// A suite generated from the spec, run by the real tools: openapi-to-postmanv2 turns
// generated/openapi.json into a Postman collection, and newman runs it against the CLI's mock on a
// free port. Such a collection sends one constant idempotency-key on every request: with
// `--idempotency off`, or with `{{$guid}}` as the key, no answer may fail for the mock's sake. Every
// failure left must be the collection's own (docs/generated-suites.md lists each with its cause).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';
import { startStatefulMock, type TestStatefulMock } from '../helpers/stateful-mock.js';

const require = createRequire(import.meta.url);

interface PostmanItem {
  name: string;
  item?: PostmanItem[];
  request?: { method: string; header?: { key: string; value: string }[]; body?: { raw?: string } };
}

interface Execution {
  item: { name: string };
  request: { method: string; url: { toString(): string }; body?: { raw?: string } };
  response?: { code: number; stream: Uint8Array };
  requestError?: Error;
}

interface Outcome {
  name: string;
  method: string;
  url: string;
  status: number;
  kind: string;
  detail: string;
  placeholder: boolean;
}

/**
 * The collection as docs/generated-suites.md makes it: the converter's own command, with the doc's
 * options. Its library API, called with the same `folderStrategy`, fills enums and booleans otherwise
 * than its command does, and the doc's figures were those of the library's collection (review 20).
 */
function convert(): { item: PostmanItem[] } {
  const dir = mkdtempSync(join(tmpdir(), 'nac-newman-'));
  try {
    const out = join(dir, 'collection.json');
    const command = join(repoRoot, 'node_modules', '.bin', 'openapi2postmanv2');
    execFileSync(command, ['-s', join(repoRoot, 'generated', 'openapi.json'), '-o', out, '-O', 'folderStrategy=Tags'], { stdio: 'pipe', timeout: 60_000 });
    return JSON.parse(readFileSync(out, 'utf8')) as { item: PostmanItem[] };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function requests(items: PostmanItem[]): PostmanItem[] {
  return items.flatMap((item) => (item.item !== undefined ? requests(item.item) : [item]));
}

/** The collection with `{{$guid}}`, a fresh UUID per request, as every idempotency-key. */
function withGuidKeys(collection: { item: PostmanItem[] }): { item: PostmanItem[] } {
  const copy = structuredClone(collection);
  for (const item of requests(copy.item))
    for (const header of item.request?.header ?? []) if (header.key.toLowerCase() === 'idempotency-key') header.value = '{{$guid}}';
  return copy;
}

async function run(collection: { item: PostmanItem[] }, baseUrl: string): Promise<Outcome[]> {
  const newman = require('newman') as {
    run(options: Record<string, unknown>, callback: (error: Error | null, summary: { run: { executions: Execution[] } }) => void): void;
  };
  const summary = await new Promise<{ run: { executions: Execution[] } }>((resolve, reject) =>
    newman.run(
      {
        collection,
        envVar: [
          { key: 'baseUrl', value: baseUrl },
          // The collection sends {{apiKey}} as the whole Authorization header.
          { key: 'apiKey', value: 'ApiKey test-key' },
        ],
        reporters: [],
        timeoutRequest: 10_000,
      },
      (error, result) => (error === null ? resolve(result) : reject(error)),
    ),
  );
  return summary.run.executions.map((execution) => {
    const text = execution.response === undefined ? '' : Buffer.from(execution.response.stream).toString('utf8');
    let problem: { type?: string; detail?: string } = {};
    try {
      problem = JSON.parse(text) as typeof problem;
    } catch {
      problem = {};
    }
    const url = execution.request.url.toString();
    return {
      name: execution.item.name,
      method: execution.request.method,
      url: url.replace(baseUrl, ''),
      status: execution.response?.code ?? 0,
      kind: problem.type?.replace(/^.*\//, '') ?? execution.requestError?.message ?? '',
      detail: problem.detail ?? '',
      // openapi-to-postmanv2 fills values the spec gives no example for with `<string>`, `<boolean>`, …
      placeholder: /%3C[a-z]+%3E|<[a-z]+>/i.test(url) || /"<[a-z]+>"/i.test(execution.request.body?.raw ?? ''),
    };
  });
}

/** A failure is the collection's own when the request carries a placeholder the mock then refused as such. */
const collectionsFault = (outcome: Outcome) => outcome.placeholder && ['request-violation', 'not-found'].includes(outcome.kind);

function report(title: string, outcomes: Outcome[]): void {
  const passed = outcomes.filter((outcome) => outcome.status >= 200 && outcome.status < 300).length;
  const lines = outcomes
    .filter((outcome) => outcome.status < 200 || outcome.status >= 300)
    .map((outcome) => `  ${outcome.status} ${outcome.kind} ${outcome.method} ${outcome.url.slice(0, 80)}: ${outcome.detail.slice(0, 120)}`);
  console.log(`${title}: ${passed}/${outcomes.length} passed\n${lines.join('\n')}`);
}

describe('a Postman collection generated from the spec, run by newman', () => {
  let collection: { item: PostmanItem[] };
  let off: TestStatefulMock;
  let on: TestStatefulMock;
  beforeAll(async () => {
    collection = convert();
    [off, on] = await Promise.all([startStatefulMock(['--idempotency', 'off']), startStatefulMock()]);
  });
  afterAll(async () => {
    await Promise.all([off?.stop(), on?.stop()]);
  });

  it('covers every operation of the contract', () => {
    expect(requests(collection.item)).toHaveLength(23);
    expect(requests(collection.item).every((item) => item.request?.header?.some((header) => header.key === 'idempotency-key'))).toBe(true);
  });

  it('with the constant key against `mock --idempotency off`: every failure is the collection own', async () => {
    const outcomes = await run(collection, off.url);
    report('--idempotency off', outcomes);
    expect(outcomes).toHaveLength(23);
    expect(outcomes.filter((outcome) => outcome.status >= 300 && !collectionsFault(outcome))).toEqual([]);
    // What docs/generated-suites.md says gets through, so that the doc cannot drift from the run.
    const passing = outcomes
      .filter((outcome) => outcome.status >= 200 && outcome.status < 300)
      .map((outcome) => `${outcome.method} ${outcome.url.replace(/\?.*/, '')}`);
    expect(passing.sort()).toEqual(['GET /v1/integrations/active', 'POST /v1/events/trigger', 'POST /v1/events/trigger/bulk', 'POST /v2/topics']);
    const doc = readFileSync(join(repoRoot, 'docs', 'generated-suites.md'), 'utf8');
    expect(doc).toContain(`| constant key, \`mock --idempotency off\` | ${passing.length} / 23 | 0 |`);
    for (const request of passing) expect(doc, request).toContain(`\`${request}\``);
  });

  it('with {{$guid}} as the key against the default mock: every failure is the collection own', async () => {
    const outcomes = await run(withGuidKeys(collection), on.url);
    report('{{$guid}}', outcomes);
    expect(outcomes).toHaveLength(23);
    expect(outcomes.filter((outcome) => outcome.status >= 300 && !collectionsFault(outcome))).toEqual([]);
  });

  it('with the constant key against the default mock, the reuse is refused as the draft says (422 naming the first operation)', async () => {
    const outcomes = await run(collection, on.url);
    report('constant key, default mock', outcomes);
    const reused = outcomes.filter((outcome) => outcome.kind === 'idempotency-key-reused');
    expect(reused.length).toBeGreaterThan(0);
    for (const outcome of reused) expect(['POST', 'PATCH']).toContain(outcome.method);
  });
});
