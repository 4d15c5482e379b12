import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { diffContracts } from '../../src/diff/index.js';
import { checkTraffic } from '../../src/traffic/index.js';
import { runInProcess } from '../helpers/cli.js';
import { contract } from './corpus.js';

const dir = mkdtempSync(join(tmpdir(), 'diff-traffic-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const base = join(dir, 'old.json');
const next = join(dir, 'new.json');
writeFileSync(base, JSON.stringify(contract()));
const narrowed = contract();
narrowed.components.parameters.LimitQuery.schema.maximum = 50;
writeFileSync(next, JSON.stringify(narrowed));

const page = { data: [{ _id: 't1', key: 'k' }], next: null, previous: null };
const exchange = (limit: number, key: string) => ({
  request: { method: 'GET', path: `/v2/topics?limit=${limit}`, headers: { authorization: `ApiKey ${key}` } },
  response: { status: 200, headers: { 'content-type': 'application/json' }, body: page },
});

/** The diff command in-process (test/helpers/cli.ts), its exit status as `code`. */
async function run(argv: string[], stdin: Readable = Readable.from([])) {
  const { status, stdout, stderr } = await runInProcess(['diff', ...argv], { stdin: stdin, env: {} });
  return { code: status, stdout, stderr };
}

describe('diff --traffic', () => {
  it('counts the exchanges valid under OLD and refused by NEW, by operation, rule (with places) and key fingerprint', async () => {
    // The last exchange is of an operation NEW leaves as it was: valid before, not broken after.
    const topic = {
      request: { method: 'GET', path: '/v2/topics/news', headers: { authorization: 'ApiKey secret-three' } },
      response: { status: 200, headers: { 'content-type': 'application/json' }, body: { _id: 't1', key: 'news' } },
    };
    const lines = [
      exchange(80, 'secret-one'),
      exchange(10, 'secret-one'),
      exchange(99, 'secret-two'),
      exchange(120, 'secret-two'),
      exchange(70, 'secret-two'),
      topic,
    ];
    const file = join(dir, 'traffic.jsonl');
    writeFileSync(file, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
    const result = await run([base, next, '--traffic', file, '--format', 'json']);
    expect(result.stderr).toBe('');
    const { impact } = JSON.parse(result.stdout);
    // 120 is refused by OLD already: not counted as valid before.
    expect(impact).toMatchObject({
      exchanges: 6,
      validBefore: 5,
      brokenAfter: 3,
      byOperation: { listTopics: { validBefore: 4, brokenAfter: 3 }, getTopic: { validBefore: 1, brokenAfter: 0 } },
    });
    expect(impact.byRule['request-parameter-max-decreased']).toEqual({
      brokenAfter: 3,
      examples: [`${file}:1 (line 1)`, `${file}:3 (line 3)`, `${file}:5 (line 5)`],
    });
    const keys = Object.entries(impact.byKey) as [string, { validBefore: number; brokenAfter: number }][];
    expect(keys.map(([, counts]) => counts).sort((a, b) => a.brokenAfter - b.brokenAfter)).toEqual([
      { validBefore: 1, brokenAfter: 0 },
      { validBefore: 2, brokenAfter: 1 },
      { validBefore: 2, brokenAfter: 2 },
    ]);
    for (const [name] of keys) expect(name).toMatch(/^sha256:[0-9a-f]{16}$/);
    expect(result.stdout).not.toContain('secret-');
    // The library resolves with the same report, impact included.
    expect(await diffContracts(contract(), narrowed, { traffic: [file] })).toEqual(JSON.parse(result.stdout));
  });

  it('says each unreadable JSON line on stderr, weighs the rest and exits 2, as validate-traffic does', async () => {
    const file = join(dir, 'partly.jsonl');
    writeFileSync(file, `${JSON.stringify(exchange(80, 'a'))}\n{not json\n${JSON.stringify(exchange(90, 'a'))}\n`);
    const result = await run([base, next, '--traffic', file, '--format', 'json']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/partly\.jsonl:2/);
    expect(JSON.parse(result.stdout).impact).toMatchObject({ exchanges: 2, validBefore: 2, brokenAfter: 2 });
  });

  it('reads HAR as validate-traffic does, and its errors exit 2 with the file named', async () => {
    const har = {
      log: {
        version: '1.2',
        creator: { name: 't', version: '1' },
        entries: [
          {
            request: {
              method: 'GET',
              url: 'https://api.example.com/v2/topics?limit=60',
              headers: [{ name: 'Authorization', value: 'ApiKey k' }],
              queryString: [],
            },
            response: {
              status: 200,
              headers: [{ name: 'Content-Type', value: 'application/json' }],
              content: { mimeType: 'application/json', text: JSON.stringify(page) },
            },
          },
        ],
      },
    };
    const file = join(dir, 'traffic.har');
    writeFileSync(file, JSON.stringify(har));
    const { impact } = JSON.parse((await run([base, next, '--traffic', file, '--format', 'json'])).stdout);
    expect(impact).toMatchObject({ exchanges: 1, validBefore: 1, brokenAfter: 1 });
    const broken = join(dir, 'broken.har');
    writeFileSync(broken, '{"log": {"entries": [');
    const failed = await run([base, next, '--traffic', broken]);
    expect(failed.code).toBe(2);
    expect(failed.stderr).toContain('broken.har');
    expect(readFileSync(broken, 'utf8')).toContain('entries');
    // An entry of another site that --host leaves out is not read: its pruned attachment is no error.
    har.log.entries.push({
      request: { method: 'GET', url: 'https://cdn.example.net/app.js', headers: [], queryString: [] },
      response: { status: 200, headers: [], content: { mimeType: 'text/javascript', _file: 'deadbeef.js' } as never },
    });
    const withAsset = join(dir, 'with-asset.har');
    writeFileSync(withAsset, JSON.stringify(har));
    const filtered = await run([base, next, '--traffic', withAsset, '--host', 'api.example.com', '--format', 'json']);
    expect(filtered.code, filtered.stderr).toBe(1);
    expect(JSON.parse(filtered.stdout).impact).toMatchObject({ exchanges: 1, validBefore: 1, brokenAfter: 1 });
    expect((await run([base, next, '--traffic', withAsset])).code).toBe(2);
  });

  it('weighs the bodies of every JSON media type (application/<name>+json), as validate-traffic does', async () => {
    // The body of upsertTopic declared as a +json type; NEW shortens the name.
    const typed = (maxLength: number) => {
      const doc = contract();
      const body = doc.components.requestBodies.UpsertTopicBody;
      body.content = { 'application/vnd.topic+json': body.content['application/json'] };
      doc.components.schemas.UpsertTopicRequest.properties.name.maxLength = maxLength;
      return doc;
    };
    const upsert = {
      request: {
        method: 'POST',
        path: '/v2/topics',
        headers: { authorization: 'ApiKey k', 'content-type': 'application/vnd.topic+json; charset=utf-8' },
        body: { key: 'news', name: 'x'.repeat(60) },
      },
      response: { status: 200, headers: { 'content-type': 'application/json' }, body: { _id: 't1', key: 'news' } },
    };
    const file = join(dir, 'typed.jsonl');
    writeFileSync(file, `${JSON.stringify(upsert)}\n`);
    const report = await diffContracts(typed(100), typed(50), { traffic: [file] });
    expect(report.changes.some((change) => change.rule === 'request-property-max-length-decreased' && change.level === 'breaking')).toBe(true);
    expect(report.impact).toMatchObject({ exchanges: 1, validBefore: 1, brokenAfter: 1, byOperation: { upsertTopic: { validBefore: 1, brokenAfter: 1 } } });
  });

  it('takes --base-path and --host as validate-traffic does, with the same parsers and meaning', async () => {
    const at = (url: string, limit: number) => ({ ...exchange(limit, 'k'), request: { ...exchange(limit, 'k').request, path: url } });
    const lines = [
      at(`https://api.example.com/api/v2/topics?limit=80`, 80),
      at(`https://other.example.com/api/v2/topics?limit=80`, 80),
      at(`https://api.example.com/v2/topics?limit=80`, 80),
    ];
    const file = join(dir, 'mounted.jsonl');
    writeFileSync(file, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
    const result = await run([base, next, '--traffic', file, '--base-path', '/api/', '--host', 'API.example.com', '--format', 'json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    // The other host's exchange is left out; the one outside /api matches no operation.
    expect(JSON.parse(result.stdout).impact).toMatchObject({ exchanges: 2, validBefore: 1, brokenAfter: 1 });
    const bad = await run([base, next, '--traffic', file, '--base-path', 'api']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--base-path must be a path that starts with "/"');
    expect((await run([base, next, '--traffic', file, '--host', 'a b'])).stderr).toContain('--host');
    // Options of the weighing without traffic to weigh are a mistake, said as such.
    const alone = await run([base, next, '--base-path', '/api']);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain('--base-path applies to the traffic weighing: give --traffic <file>');
  });

  it("reads '--traffic -' from the command's standard input (io.stdin), not the process's", async () => {
    const text = `${JSON.stringify(exchange(80, 'k'))}\n${JSON.stringify(exchange(10, 'k'))}\n`;
    const result = await run([base, next, '--traffic', '-', '--format', 'json'], Readable.from([Buffer.from(text)]));
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout).impact).toMatchObject({ exchanges: 2, validBefore: 2, brokenAfter: 1 });
  }, 10_000);

  it('asks NEW about an operation NEW left as it was when NEW may route its requests elsewhere', async () => {
    // getTopic is the same in both; NEW adds GET /v2/topics/active, which now takes /v2/topics/active
    // and wants a query parameter the recorded request has not.
    const shadowing = contract();
    shadowing.paths['/v2/topics/active'] = {
      get: {
        operationId: 'listActiveTopics',
        parameters: [{ name: 'since', in: 'query', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    };
    const active = {
      request: { method: 'GET', path: '/v2/topics/active', headers: { authorization: 'ApiKey k' } },
      response: { status: 200, headers: { 'content-type': 'application/json' }, body: { _id: 't1', key: 'active' } },
    };
    const file = join(dir, 'shadowed.jsonl');
    writeFileSync(file, `${JSON.stringify(active)}\n`);
    const report = await diffContracts(contract(), shadowing, { traffic: [file] });
    expect(report.impact).toMatchObject({ exchanges: 1, validBefore: 1, brokenAfter: 1, byOperation: { getTopic: { validBefore: 1, brokenAfter: 1 } } });
  });

  it("counts a refusal by a parameter NEW adds or makes required under that change's own rule, not as unexplained", async () => {
    // NEW adds a required query parameter and a required header to listTopics.
    const demanding = contract();
    const list = demanding.paths['/v2/topics'].get;
    list.parameters.push({ name: 'tenant', in: 'query', required: true, schema: { type: 'string' } });
    list.parameters.push({ name: 'X-Region', in: 'header', required: true, schema: { type: 'string' } });
    const withTenant = { ...exchange(10, 'k'), request: { ...exchange(10, 'k').request, path: '/v2/topics?limit=10&tenant=t' } };
    const withHeader = { ...withTenant, request: { ...withTenant.request, headers: { ...withTenant.request.headers, 'x-region': 'eu' } } };
    const lines = [exchange(10, 'k'), withTenant, withHeader];
    const file = join(dir, 'required.jsonl');
    writeFileSync(file, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
    const report = await diffContracts(contract(), demanding, { traffic: [file] });
    const rules = report.changes.filter((change) => change.level === 'breaking').map((change) => change.rule);
    expect(rules).toContain('request-required-parameter-added');
    expect(report.impact).toMatchObject({ exchanges: 3, validBefore: 3, brokenAfter: 2 });
    // The first is refused for the missing tenant, the second for the missing header: both by added required parameters.
    expect(report.impact?.byRule).toEqual({
      'request-required-parameter-added': { brokenAfter: 2, examples: [`${file}:1 (line 1)`, `${file}:2 (line 2)`] },
    });
    // A parameter made required is counted under its rule too (its witness names it), in the CLI's JSON report.
    const limitRequired = contract();
    limitRequired.components.parameters.LimitQuery.required = true;
    const next = join(dir, 'limit-required.json');
    writeFileSync(next, JSON.stringify(limitRequired));
    const bare = { ...exchange(10, 'k'), request: { ...exchange(10, 'k').request, path: '/v2/topics' } };
    const bareFile = join(dir, 'bare.jsonl');
    writeFileSync(bareFile, `${JSON.stringify(bare)}\n`);
    const result = await run([base, next, '--traffic', bareFile, '--format', 'json']);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout).impact.byRule).toEqual({
      'request-parameter-became-required': { brokenAfter: 1, examples: [`${bareFile}:1 (line 1)`] },
    });
    // A cookie made required: its witness is a request without the Cookie header, its refusal names the cookie.
    const withCookie = (required: boolean) => {
      const doc = contract();
      doc.paths['/v2/topics'].get.parameters.push({ name: 'session', in: 'cookie', required, schema: { type: 'string' } });
      return doc;
    };
    const cookieFile = join(dir, 'cookie.jsonl');
    writeFileSync(cookieFile, `${JSON.stringify(exchange(10, 'k'))}\n`);
    const cookies = await diffContracts(withCookie(false), withCookie(true), { traffic: [cookieFile] });
    expect(cookies.impact?.byRule).toEqual({
      'request-parameter-became-required': { brokenAfter: 1, examples: [`${cookieFile}:1 (line 1)`] },
    });
  });

  it("with OLD 'package', judges OLD by the package's own validators: validBefore is validate-traffic's count of valid exchanges", async () => {
    const upsert = (contentType: string) => ({
      request: { method: 'POST', path: '/v2/topics', headers: { authorization: 'ApiKey k', 'content-type': contentType }, body: { key: 'news' } },
      response: { status: 200, headers: { 'content-type': 'application/json' }, body: { _id: 't1', key: 'news' } },
    });
    const lines = [
      exchange(80, 'k'),
      exchange(120, 'k'),
      upsert('application/json'),
      // A JSON body said to be text: validate-traffic refuses it, so it was never valid under OLD.
      upsert('text/plain'),
      { ...exchange(10, 'k'), response: { status: 200, headers: { 'content-type': 'application/json' }, body: { data: 'not a list' } } },
      { request: { method: 'GET', path: '/nowhere', headers: { authorization: 'ApiKey k' } }, response: { status: 404 } },
    ];
    const file = join(dir, 'package.jsonl');
    writeFileSync(file, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
    const validated = await checkTraffic([file], { jobs: 1 });
    const result = await run(['package', next, '--traffic', file, '--format', 'json', '--jobs', '1']);
    expect(result.stderr).toBe('');
    const { impact } = JSON.parse(result.stdout);
    expect(validated.valid).toBe(2);
    expect(impact).toMatchObject({ exchanges: 6, validBefore: validated.valid, brokenAfter: 1 });
  });
});
