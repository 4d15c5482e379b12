// Review 23, R23-1: a parameter or response header declared with `content` (one media type, whose
// schema is the value's) is compared by that schema, its JSON value sent as JSON text; a change of form
// (`schema` ↔ `content`) is judged by the texts sent. R23-9: NEW does not refuse a request for a
// parameter it does not declare, so a removed one is never breaking.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { type Change, diffContracts } from '../../src/diff/index.js';

// biome-ignore lint/suspicious/noExplicitAny: the specs are edited anywhere, as a person edits the YAML
type Doc = Record<string, any>;

const dir = mkdtempSync(join(tmpdir(), 'diff-content-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A spec of one operation, POST /items, with these parameters and these headers on its 201. */
const spec = (parameters: Doc[], headers: Doc = {}): Doc => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {
    '/items': {
      post: {
        operationId: 'createItem',
        parameters,
        responses: { '201': { description: 'ok', headers } },
      },
    },
  },
});

const LIMIT = { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } };
const jsonContent = (schema: Doc) => ({ 'application/json': { schema } });
const FILTER_OLD = { type: 'object', properties: { a: { type: 'string' } } };
const FILTER_NEW = { type: 'object', required: ['a'], properties: { a: { type: 'integer' } }, additionalProperties: false };

const ajv = new Ajv2020({ strict: false });
const accepts = (schema: Doc, value: unknown) => ajv.validate(schema, value) === true;
/** What a `schema` parameter's text is read as, as the validators read it: a number, itself, or a boolean. */
const readsText = (schema: Doc, text: string) =>
  (text !== '' && !Number.isNaN(Number(text)) && accepts(schema, Number(text))) ||
  accepts(schema, text) ||
  ((text === 'true' || text === 'false') && accepts(schema, text === 'true'));

const only = (changes: Change[], rule: string): Change => {
  const found = changes.filter((change) => change.rule === rule);
  expect(found, `${rule} in ${JSON.stringify(changes.map((change) => `${change.level} ${change.rule}`))}`).toHaveLength(1);
  return found[0]!;
};

/** JSON Lines of POST /items requests with these queries. */
function traffic(name: string, queries: string[]): string {
  const file = join(dir, name);
  const lines = queries.map((query) =>
    JSON.stringify({ request: { method: 'POST', path: `/items?${query}`, headers: {} }, response: { status: 201, headers: {} } }),
  );
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

describe('a parameter declared with content', () => {
  it('is breaking, with a text OLD reads as a number and NEW as JSON it refuses, once it moves from schema to content (R23-1 repro 1)', async () => {
    const now = spec([{ name: 'limit', in: 'query', content: jsonContent({ type: 'object', required: ['a'] }) }]);
    const report = await diffContracts(spec([LIMIT]), now, { traffic: [traffic('limit.jsonl', ['limit=5'])] });
    const change = only(report.changes, 'request-parameter-content-changed');
    expect(change.level).toBe('breaking');
    expect(change.message).toBe('query parameter limit: schema → content application/json: a value sent as OLD says is refused by NEW');
    expect(change.location).toBe('/paths/~1items/post/parameters/0/content');
    expect(change.witness).toMatchObject({ in: 'query', name: 'limit' });
    const text = String(change.witness!.value);
    expect(readsText(LIMIT.schema, text)).toBe(true);
    expect(accepts({ type: 'object', required: ['a'] }, JSON.parse(text))).toBe(false);
    // Not the schema keywords, compared across two readings: no "maximum 100 → none" widening.
    expect(report.changes).toHaveLength(1);
    // The traffic weighing reads NEW's value as JSON: `?limit=5` is the number 5, no object.
    expect(report.impact).toMatchObject({ validBefore: 1, brokenAfter: 1 });
    expect(Object.keys(report.impact!.byRule)).toEqual(['request-parameter-content-changed']);
  });

  it('compares the schemas of its media type, each witness the JSON text of a value (R23-1 repro 2)', async () => {
    const before = spec([{ name: 'filter', in: 'query', content: jsonContent(FILTER_OLD) }]);
    const after = spec([{ name: 'filter', in: 'query', content: jsonContent(FILTER_NEW) }]);
    const report = await diffContracts(before, after, { traffic: [traffic('filter.jsonl', [`filter=${encodeURIComponent('{"a":"x"}')}`, 'filter=%7B%7D'])] });
    const rules = ['request-parameter-became-required', 'request-parameter-type-changed', 'request-parameter-additional-properties-closed'];
    expect(report.changes.map((change) => change.rule).sort()).toEqual([...rules].sort());
    for (const rule of rules) {
      const change = only(report.changes, rule);
      expect(change.level, rule).toBe('breaking');
      expect(change.witness).toMatchObject({ in: 'query', name: 'filter' });
      const value = JSON.parse(String(change.witness!.value));
      expect(accepts(FILTER_OLD, value), rule).toBe(true);
      expect(accepts(FILTER_NEW, value), rule).toBe(false);
    }
    expect(only(report.changes, 'request-parameter-became-required').witness!.value).toBe('{}');
    expect(report.impact).toMatchObject({ validBefore: 2, brokenAfter: 2 });
    // Widened to any object, nothing NEW refuses: non-breaking. (Back to OLD's is breaking: the JSON 1 is no string.)
    const back = await diffContracts(after, spec([{ name: 'filter', in: 'query', content: jsonContent({ type: 'object' }) }]));
    expect(back.summary).toMatchObject({ breaking: 0, review: 0 });
    expect(back.summary.nonBreaking).toBeGreaterThan(0);
  });

  it('judges a change of form by what is sent: the same schema as JSON refuses the text OLD took, and text takes any JSON', async () => {
    const text = { name: 'q', in: 'query', schema: { type: 'string' } };
    const json = { name: 'q', in: 'query', content: jsonContent({ type: 'string' }) };
    const toJson = only((await diffContracts(spec([text]), spec([json]))).changes, 'request-parameter-content-changed');
    expect(toJson.level).toBe('breaking');
    const sent = String(toJson.witness!.value);
    expect(() => JSON.parse(sent)).toThrow();
    const toText = only((await diffContracts(spec([json]), spec([text]))).changes, 'request-parameter-content-changed');
    expect(toText).toMatchObject({ level: 'non-breaking', witness: null, message: 'query parameter q: content application/json → schema: NEW takes any text' });
    // text/plain carries the text as it is: read as `schema`'s, no change of form.
    const plain = { name: 'q', in: 'query', content: { 'text/plain': { schema: { type: 'string' } } } };
    expect((await diffContracts(spec([text]), spec([plain]))).changes).toEqual([]);
  });

  it('judges a cookie parameter moved to JSON content by its Cookie header', async () => {
    const before = spec([{ name: 'sid', in: 'cookie', schema: { type: 'string' } }]);
    const after = spec([{ name: 'sid', in: 'cookie', content: jsonContent({ type: 'string' }) }]);
    const change = only((await diffContracts(before, after)).changes, 'request-parameter-content-changed');
    expect(change.level).toBe('breaking');
    expect(change.witness).toMatchObject({ in: 'header', name: 'Cookie' });
    expect(String(change.witness!.value)).toMatch(/^sid=/);
  });
});

describe('a response header declared with content', () => {
  it('is non-breaking from a string schema to JSON content (OLD’s clients take any text), breaking the other way round', async () => {
    const text = { 'X-Id': { required: true, schema: { type: 'string' } } };
    const json = { 'X-Id': { required: true, content: jsonContent({ type: 'object' }) } };
    const report = await diffContracts(spec([], text), spec([], json));
    expect(report.changes).toHaveLength(1);
    expect(only(report.changes, 'response-header-content-changed')).toMatchObject({ level: 'non-breaking', witness: null });
    const number = { 'X-Id': { required: true, schema: { type: 'integer' } } };
    const change = only((await diffContracts(spec([], json), spec([], number))).changes, 'response-header-content-changed');
    expect(change.level).toBe('breaking');
    expect(change.witness).toMatchObject({ in: 'header', status: '201', name: 'X-Id' });
    expect(readsText({ type: 'integer' }, String(change.witness!.value))).toBe(true);
  });

  it('compares the schemas of its media type, the witness JSON text NEW sends and OLD refuses', async () => {
    const header = (type: string) => ({ 'X-Page': { content: jsonContent({ type: 'object', properties: { next: { type } } }) } });
    const change = only((await diffContracts(spec([], header('string')), spec([], header('integer')))).changes, 'response-header-type-changed');
    expect(change.level).toBe('breaking');
    const value = JSON.parse(String(change.witness!.value));
    expect(typeof value.next).toBe('number');
  });
});

describe('a removed parameter (R23-9)', () => {
  const fields = { name: 'fields', in: 'query', schema: { type: 'string' } };

  it('is non-breaking when optional: NEW answers a request that still sends it', async () => {
    const report = await diffContracts(spec([LIMIT, fields]), spec([LIMIT]), { traffic: [traffic('fields.jsonl', ['fields=a'])] });
    expect(only(report.changes, 'request-parameter-removed')).toMatchObject({
      level: 'non-breaking',
      document: 'old',
      location: '/paths/~1items/post/parameters/1',
      message: 'query parameter fields removed: NEW allows parameters it does not declare and ignores it where a request still sends it',
      witness: null,
    });
    expect(report.impact).toMatchObject({ validBefore: 1, brokenAfter: 0 });
    const header = { name: 'X-Trace', in: 'header', schema: { type: 'string' } };
    expect(only((await diffContracts(spec([header]), spec([]))).changes, 'request-parameter-removed').level).toBe('non-breaking');
  });

  it('is review when required (every request of OLD carries it) or when NEW reads its name from another place', async () => {
    const required = await diffContracts(spec([{ ...fields, required: true }]), spec([]));
    expect(only(required.changes, 'request-parameter-removed')).toMatchObject({
      level: 'review',
      message: "query parameter fields removed: every request of OLD's clients carries it, and NEW allows parameters it does not declare and ignores it",
    });
    const moved = await diffContracts(spec([LIMIT]), spec([{ ...LIMIT, in: 'header' }]));
    expect(only(moved.changes, 'request-parameter-removed')).toMatchObject({
      level: 'review',
      message: "query parameter limit removed: NEW reads a header parameter limit, and ignores it where OLD's clients send it",
    });
    expect(only(moved.changes, 'request-optional-parameter-added').level).toBe('non-breaking');
    expect(moved.summary.breaking).toBe(0);
  });
});
