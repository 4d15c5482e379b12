// Verdicts an outside review found wrong (review 4b, findings 1-6): each pair is built from this
// contract, and its expected level is the one a client of OLD meets with NEW.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diffContracts } from '../../src/diff/index.js';
import type { Change } from '../../src/diff/report.js';
import { contract } from './corpus.js';
import { witnessHolds } from './witness-check.js';

const dir = mkdtempSync(join(tmpdir(), 'diff-verdicts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A JSON Lines file of recorded exchanges, in this test's directory. */
function traffic(name: string, exchanges: object[]): string {
  const file = join(dir, name);
  writeFileSync(file, `${exchanges.map((exchange) => JSON.stringify(exchange)).join('\n')}\n`);
  return file;
}

const page = { data: [], next: null, previous: null };
const listTopics = (query: string, authorization = 'ApiKey k') => ({
  request: { method: 'GET', path: `/v2/topics${query}`, headers: { authorization } },
  response: { status: 200, headers: { 'content-type': 'application/json' }, body: page },
});

type Doc = ReturnType<typeof contract>;

const levelsOf = (changes: Change[], rule: string) => new Set(changes.filter((change) => change.rule === rule).map((change) => change.level));

describe('diff verdicts', () => {
  describe('a type swapped (a narrowing and a widening of one keyword) keeps its breaking half', () => {
    const swaps: [string, unknown][] = [
      ['integer', { type: 'integer' }],
      ['number', { type: 'number' }],
      ['boolean', { type: 'boolean' }],
      ['object', { type: 'object' }],
      ['array', { type: 'array', items: { type: 'string' } }],
    ];
    for (const [name, schema] of swaps) {
      it(`a response property string → ${name} is breaking, with a witness NEW allows and OLD refuses`, async () => {
        const old = contract();
        const now = contract();
        now.components.schemas.Topic.properties._id = schema;
        const report = await diffContracts(old, now);
        // The property's own type (an array's items, which OLD did not have, are a change of their own).
        const changes = report.changes.filter(
          (change) => change.rule === 'response-property-type-changed' && change.location === '/components/schemas/Topic/properties/_id/type',
        );
        expect(changes.length).toBeGreaterThan(0);
        for (const change of changes) {
          expect(change.level, change.message).toBe('breaking');
          expect(change.witness).not.toBeNull();
          expect(witnessHolds(old, now, change), JSON.stringify(change.witness)).toBe(true);
        }
        // Still one change per operation, side, rule and place.
        const keys = report.changes.map((change) => `${change.rule}|${change.operationId}|${change.side}|${change.location}`);
        expect(new Set(keys).size).toBe(keys.length);
      });
    }

    it('the same swap on the request side is breaking too (NEW refuses what OLD clients send)', async () => {
      const old = contract();
      const now = contract();
      now.components.schemas.UpsertTopicRequest.properties.name = { type: 'integer' };
      const report = await diffContracts(old, now);
      const changes = report.changes.filter((change) => change.rule === 'request-property-type-changed');
      expect(changes.length).toBeGreaterThan(0);
      for (const change of changes) expect(witnessHolds(old, now, change)).toBe(true);
      expect(levelsOf(report.changes, 'request-property-type-changed')).toEqual(new Set(['breaking']));
    });
  });

  describe('an API key scheme replaced by HTTP Basic or Bearer', () => {
    for (const [scheme, prefix] of [
      ['bearer', 'Bearer '],
      ['basic', 'Basic '],
    ] as const) {
      it(`to ${scheme}: breaking on every operation, OLD's "ApiKey …" header the witness, NEW's prefix ${JSON.stringify(prefix)} in the message`, async () => {
        const now = contract();
        now.components.securitySchemes.ApiKeyAuth = { type: 'http', scheme };
        const report = await diffContracts(contract(), now, { traffic: [traffic(`auth-${scheme}.jsonl`, [listTopics('')])] });
        const changes = report.changes.filter((change) => change.side === 'security');
        expect(changes).toHaveLength(23);
        for (const change of changes) {
          expect(change).toMatchObject({
            rule: 'security-value-prefix-changed',
            level: 'breaking',
            location: '/components/securitySchemes/ApiKeyAuth/scheme',
            witness: { in: 'header', status: null, name: 'Authorization', value: 'ApiKey <API key>' },
          });
          expect(change.message).toContain(`from "ApiKey " to ${JSON.stringify(prefix)}`);
        }
        // NEW's own checks refuse a recorded `Authorization: ApiKey k`.
        expect(report.impact).toMatchObject({ validBefore: 1, brokenAfter: 1, byRule: { 'security-value-prefix-changed': { brokenAfter: 1 } } });
      });
    }

    it('a new BearerAuth scheme in place of ApiKeyAuth is breaking too', async () => {
      const now = contract();
      delete now.components.securitySchemes.ApiKeyAuth;
      now.components.securitySchemes.BearerAuth = { type: 'http', scheme: 'bearer' };
      now.security = [{ BearerAuth: [] }];
      const report = await diffContracts(contract(), now);
      const changes = report.changes.filter((change) => change.side === 'security');
      expect(changes).toHaveLength(23);
      for (const change of changes) expect(change).toMatchObject({ level: 'breaking', witness: { name: 'Authorization', value: 'ApiKey <API key>' } });
      expect(changes[0]!.message).toContain('to "Bearer "');
    });

    it('HTTP Bearer replaced by the API key: breaking, with a Bearer witness; Bearer spelled in capitals is no change', async () => {
      const bearer = (spelling: string) => {
        const doc = contract();
        doc.components.securitySchemes.ApiKeyAuth = { type: 'http', scheme: spelling };
        return doc;
      };
      const back = await diffContracts(bearer('bearer'), contract());
      const changes = back.changes.filter((change) => change.side === 'security');
      expect(changes).toHaveLength(23);
      for (const change of changes) expect(change).toMatchObject({ level: 'breaking', witness: { name: 'Authorization', value: 'Bearer <credentials>' } });
      const same = await diffContracts(bearer('bearer'), bearer('Bearer'));
      expect(same.changes.filter((change) => change.side === 'security')).toEqual([]);
    });
  });

  describe('an API key sent as `Bearer …` and HTTP Bearer: judged by what requests carry', () => {
    const apiKeyBearer = () => {
      const doc = contract();
      doc.components.securitySchemes.ApiKeyAuth['x-value-prefix'] = 'Bearer ';
      return doc;
    };
    const httpBearer = () => {
      const doc = contract();
      doc.components.securitySchemes.ApiKeyAuth = { type: 'http', scheme: 'bearer' };
      return doc;
    };

    it('the API key replaced by HTTP Bearer: every request OLD took still passes, so nothing breaks', async () => {
      const report = await diffContracts(apiKeyBearer(), httpBearer(), { traffic: [traffic('api-key-bearer.jsonl', [listTopics('', 'Bearer k')])] });
      const changes = report.changes.filter((change) => change.side === 'security');
      expect(changes.filter((change) => change.level === 'breaking')).toEqual([]);
      // NEW takes `bearer …` too: said, as a relaxation.
      expect(new Set(changes.map((change) => change.rule))).toEqual(new Set(['security-requirement-relaxed']));
      expect(report.impact).toMatchObject({ validBefore: 1, brokenAfter: 0 });
    });

    it('HTTP Bearer replaced by the API key: breaking, with the spelling OLD took and NEW refuses as the witness', async () => {
      const report = await diffContracts(httpBearer(), apiKeyBearer());
      const changes = report.changes.filter((change) => change.side === 'security');
      expect(changes).toHaveLength(23);
      for (const change of changes) {
        expect(change).toMatchObject({
          rule: 'security-value-prefix-changed',
          level: 'breaking',
          witness: { in: 'header', status: null, name: 'Authorization', value: 'bearer <credentials>' },
        });
        expect(change.message).toContain('(http bearer → apiKey)');
      }
    });
  });

  describe('a bound and its exclusive form judged as one bound', () => {
    const limit = (doc: Doc) => doc.components.parameters.LimitQuery.schema;
    const prio = (doc: Doc, schema: object) => {
      doc.components.schemas.UpsertTopicRequest.properties.prio = schema;
      return doc;
    };

    it('a query parameter maximum: 100 → exclusiveMaximum: 100 is one breaking change, witness 100', async () => {
      const now = contract();
      delete limit(now).maximum;
      limit(now).exclusiveMaximum = 100;
      const old = contract();
      const report = await diffContracts(old, now);
      const listTopics = report.changes.filter((change) => change.operationId === 'listTopics');
      expect(listTopics.map((change) => [change.rule, change.level])).toEqual([['request-parameter-exclusive-max-decreased', 'breaking']]);
      expect(listTopics[0]).toMatchObject({
        witness: { in: 'query', name: 'limit', value: 100 },
        location: '/components/parameters/LimitQuery/schema/exclusiveMaximum',
      });
      expect(listTopics[0]!.message).toContain('maximum 100 → exclusiveMaximum 100');
      expect(witnessHolds(old, now, listTopics[0]!)).toBe(true);
      expect(report.summary).toMatchObject({ breaking: 3, review: 0, nonBreaking: 0 });
    });

    it('a body property and a lower bound too: maximum → exclusiveMaximum, minimum → exclusiveMinimum', async () => {
      for (const [before, after, rule, value] of [
        [{ type: 'integer', maximum: 10 }, { type: 'integer', exclusiveMaximum: 10 }, 'request-property-exclusive-max-decreased', 10],
        [{ type: 'number', minimum: 1 }, { type: 'number', exclusiveMinimum: 1 }, 'request-property-exclusive-min-increased', 1],
      ] as const) {
        const old = prio(contract(), before);
        const now = prio(contract(), after);
        const report = await diffContracts(old, now);
        expect(report.changes.map((change) => [change.rule, change.level])).toEqual([[rule, 'breaking']]);
        const [change] = report.changes;
        expect((change!.witness!.value as { prio: number }).prio).toBe(value);
        expect(witnessHolds(old, now, change!)).toBe(true);
      }
    });

    it("OpenAPI 3.0's boolean exclusiveMaximum: maximum 100 made exclusive is breaking, witness 100", async () => {
      const old = contract();
      old.openapi = '3.0.3';
      const now = contract();
      now.openapi = '3.0.3';
      limit(now).exclusiveMaximum = true;
      const report = await diffContracts(old, now);
      const listTopics = report.changes.filter((change) => change.operationId === 'listTopics');
      expect(listTopics.map((change) => [change.rule, change.level])).toEqual([['request-parameter-exclusive-max-decreased', 'breaking']]);
      expect(listTopics[0]!.witness).toEqual({ in: 'query', status: null, name: 'limit', value: 100 });
    });

    it('exclusiveMaximum: 100 → maximum: 100 lets 100 through: non-breaking for a request, breaking for a response', async () => {
      const exclusive = contract();
      delete limit(exclusive).maximum;
      limit(exclusive).exclusiveMaximum = 100;
      const request = await diffContracts(exclusive, contract());
      expect(request.changes.filter((change) => change.operationId === 'listTopics').map((change) => [change.rule, change.level])).toEqual([
        ['request-parameter-max-increased', 'non-breaking'],
      ]);
      const old = contract();
      old.components.schemas.Topic.properties.rank = { type: 'number', exclusiveMaximum: 100 };
      const now = contract();
      now.components.schemas.Topic.properties.rank = { type: 'number', maximum: 100 };
      const response = await diffContracts(old, now);
      const changes = response.changes.filter((change) => change.side === 'response');
      expect(changes.length).toBeGreaterThan(0);
      for (const change of changes) {
        expect([change.rule, change.level]).toEqual(['response-property-max-increased', 'breaking']);
        expect(witnessHolds(old, now, change)).toBe(true);
      }
    });

    it('the same bound spelled the other way is no change: integer maximum 99 and exclusiveMaximum 100; a looser second bound beside a tighter one', async () => {
      for (const [before, after] of [
        [
          { type: 'integer', maximum: 99 },
          { type: 'integer', exclusiveMaximum: 100 },
        ],
        [
          { type: 'number', maximum: 10 },
          { type: 'number', maximum: 10, exclusiveMaximum: 20 },
        ],
        [
          { type: 'number', minimum: 5, exclusiveMinimum: 1 },
          { type: 'number', minimum: 5 },
        ],
      ] as [object, object][]) {
        const report = await diffContracts(prio(contract(), before), prio(contract(), after));
        expect(report.changes, JSON.stringify([before, after])).toEqual([]);
      }
    });
  });

  describe('path parameters are their place in the URL: a renamed one is the same parameter', () => {
    /** NEW with `/v2/topics/{topicKey}` moved to `/v2/topics/{key}`, its parameter renamed with it. */
    const renamed = (schema?: object) => {
      const doc = contract();
      const item = doc.paths['/v2/topics/{topicKey}'];
      delete doc.paths['/v2/topics/{topicKey}'];
      item.parameters = [{ ...doc.components.parameters.TopicKeyPath, name: 'key', ...(schema ? { schema } : {}) }, item.parameters[1]];
      doc.paths['/v2/topics/{key}'] = item;
      return doc;
    };

    it('/v2/topics/{topicKey} → /v2/topics/{key}: an annotation per operation, and a recorded request still valid', async () => {
      const exchange = {
        request: { method: 'GET', path: '/v2/topics/news', headers: { authorization: 'ApiKey k' } },
        response: { status: 200, headers: { 'content-type': 'application/json' }, body: { _id: 't1', key: 'news' } },
      };
      const report = await diffContracts(contract(), renamed(), { traffic: [traffic('renamed.jsonl', [exchange])] });
      expect(report.changes.filter((change) => change.level !== 'annotation')).toEqual([]);
      const renames = report.changes.filter((change) => change.rule === 'request-parameter-renamed');
      expect(renames.map((change) => change.operationId).sort()).toEqual(['deleteTopic', 'getTopic', 'updateTopic']);
      for (const change of renames) {
        expect(change).toMatchObject({ level: 'annotation', path: '/v2/topics/{key}', location: '/paths/~1v2~1topics~1{key}/parameters/0/name' });
        expect(change.message).toContain('topicKey renamed to key');
      }
      expect(report.impact).toMatchObject({ validBefore: 1, brokenAfter: 0 });
    });

    it('the second of two parameters renamed: only it is matched by place', async () => {
      const now = contract();
      const item = now.paths['/v1/topics/{topicKey}/subscribers/{externalSubscriberId}'];
      delete now.paths['/v1/topics/{topicKey}/subscribers/{externalSubscriberId}'];
      item.parameters[1] = { ...now.components.parameters.ExternalSubscriberIdPath, name: 'subscriberId' };
      now.paths['/v1/topics/{topicKey}/subscribers/{subscriberId}'] = item;
      const report = await diffContracts(contract(), now);
      expect(report.changes.filter((change) => change.level !== 'annotation')).toEqual([]);
      expect(report.changes.filter((change) => change.rule === 'request-parameter-renamed').map((change) => change.message)).toEqual([
        'path parameter externalSubscriberId renamed to subscriberId (the same place in the URL)',
      ]);
    });

    it('a renamed parameter whose schema narrows is still compared, schema to schema: breaking, with a witness', async () => {
      const old = contract();
      const now = renamed({ type: 'string', maxLength: 3 });
      const report = await diffContracts(old, now);
      const changes = report.changes.filter((change) => change.rule === 'request-parameter-max-length-decreased');
      expect(changes.map((change) => change.operationId).sort()).toEqual(['deleteTopic', 'getTopic', 'updateTopic']);
      for (const change of changes) {
        expect(change.level).toBe('breaking');
        expect(change.witness).toMatchObject({ in: 'path', name: 'key' });
        expect(witnessHolds(old, now, change)).toBe(true);
      }
      expect(report.changes.filter((change) => change.rule.includes('parameter-removed') || change.rule.includes('parameter-added'))).toEqual([]);
    });
  });

  describe('a parameter or header is text on the wire', () => {
    const retyped = (name: string, schema: object) => {
      const doc = contract();
      doc.components.parameters[name].schema = schema;
      return doc;
    };
    /** getTopic's 200 answer with an X-Rate-Limit header of this schema. */
    const withHeader = (schema: object) => {
      const doc = contract();
      doc.paths['/v2/topics/{topicKey}'].get.responses['200'].headers = { 'X-Rate-Limit': { schema } };
      return doc;
    };

    it('a query parameter number → string is non-breaking: NEW accepts ?limit=1.5 (and the recorded request)', async () => {
      const report = await diffContracts(contract(), retyped('LimitQuery', { type: 'string' }), {
        traffic: [traffic('limit-text.jsonl', [listTopics('?limit=1.5')])],
      });
      expect(report.summary).toMatchObject({ breaking: 0, review: 0 });
      expect(levelsOf(report.changes, 'request-parameter-type-changed')).toEqual(new Set(['non-breaking']));
      expect(report.impact).toMatchObject({ validBefore: 1, brokenAfter: 0 });
    });

    it('boolean → string, integer → string: non-breaking too', async () => {
      for (const now of [retyped('IncludeCursorQuery', { type: 'string' }), retyped('LimitQuery', { type: ['integer', 'string'] })]) {
        const report = await diffContracts(contract(), now);
        expect(report.summary).toMatchObject({ breaking: 0, review: 0 });
      }
    });

    it('string → number stays breaking, with a text NEW refuses; number → integer too, with 1.5', async () => {
      for (const [now, name, value] of [
        [retyped('TopicNameQuery', { type: 'number' }), 'name', 'x'],
        [retyped('LimitQuery', { type: 'integer', maximum: 100 }), 'limit', 1.5],
      ] as const) {
        const old = contract();
        const report = await diffContracts(old, now);
        const changes = report.changes.filter((change) => change.rule === 'request-parameter-type-changed');
        expect(changes.length).toBeGreaterThan(0);
        for (const change of changes) {
          expect(change).toMatchObject({ level: 'breaking', witness: { in: 'query', name, value } });
          expect(witnessHolds(old, now, change)).toBe(true);
        }
      }
    });

    it('a string query parameter given a number-only rule is breaking by text: OLD took "x"', async () => {
      const report = await diffContracts(contract(), retyped('TopicNameQuery', { type: 'string', pattern: '^[0-9]+$' }));
      const change = report.changes.find((one) => one.rule === 'request-parameter-pattern-added');
      expect(change).toMatchObject({ level: 'breaking', witness: { in: 'query', name: 'name' } });
    });

    it('a response header number → string is breaking (NEW may send "x"); string → number is not', async () => {
      const widened = await diffContracts(withHeader({ type: 'number' }), withHeader({ type: 'string' }));
      expect(widened.changes.map((change) => [change.rule, change.level])).toEqual([['response-header-type-changed', 'breaking']]);
      expect(widened.changes[0]!.witness).toMatchObject({ in: 'header', status: '200', name: 'X-Rate-Limit', value: 'x' });
      const narrowed = await diffContracts(withHeader({ type: 'string' }), withHeader({ type: 'number' }));
      expect(narrowed.changes.map((change) => [change.rule, change.level])).toEqual([['response-header-type-changed', 'non-breaking']]);
    });
  });

  describe("a parameter's serialization (style, explode) is part of what clients send", () => {
    /** listTopics with a `tags` query parameter of this schema and these serialization fields. */
    const tagged = (schema: object, fields: object = {}) => {
      const doc = contract();
      doc.paths['/v2/topics'].get.parameters.push({ name: 'tags', in: 'query', required: false, schema, ...fields });
      return doc;
    };
    const array = { type: 'array', items: { type: 'string' } };
    const serialization = (report: Awaited<ReturnType<typeof diffContracts>>) =>
      report.changes.filter((change) => change.rule === 'request-parameter-serialization-changed');

    it('an array query parameter: form+explode → explode false, or pipeDelimited, is breaking; the message shows both wire forms', async () => {
      for (const [fields, location, written] of [
        [{ explode: false }, '/explode', 'tags=a&tags=b is now written tags=a,b'],
        [{ style: 'pipeDelimited' }, '/style', 'tags=a&tags=b is now written tags=a|b'],
        [{ style: 'spaceDelimited', explode: false }, '/style', 'tags=a&tags=b is now written tags=a%20b'],
      ] as const) {
        const report = await diffContracts(tagged(array), tagged(array, fields));
        const changes = serialization(report);
        expect(changes).toHaveLength(1);
        expect(changes[0]).toMatchObject({ level: 'breaking', operationId: 'listTopics', location: `/paths/~1v2~1topics/get/parameters/8${location}` });
        expect(changes[0]!.message).toContain(written);
      }
    });

    it('an object query parameter made deepObject is breaking', async () => {
      const object = { type: 'object', properties: { x: { type: 'string' } } };
      const changes = serialization(await diffContracts(tagged(object), tagged(object, { style: 'deepObject' })));
      expect(changes.map((change) => change.level)).toEqual(['breaking']);
      expect(changes[0]!.message).toContain('x=1&y=2 is now written tags[x]=1&tags[y]=2');
    });

    it('a path parameter simple → label is breaking even for a string (/v2/topics/news becomes /v2/topics/.news)', async () => {
      const now = contract();
      now.components.parameters.TopicKeyPath.style = 'label';
      const changes = serialization(await diffContracts(contract(), now));
      expect(changes.length).toBeGreaterThan(0);
      for (const change of changes) expect(change).toMatchObject({ level: 'breaking', location: '/components/parameters/TopicKeyPath/style' });
    });

    it('a string query parameter given explode: false is written as before: non-breaking; the defaults spelled out are no change', async () => {
      const explode = serialization(await diffContracts(tagged({ type: 'string' }), tagged({ type: 'string' }, { explode: false })));
      expect(explode.map((change) => change.level)).toEqual(['non-breaking']);
      expect(explode[0]!.message).toContain('every value OLD accepts is written as before');
      const spelled = await diffContracts(tagged(array), tagged(array, { style: 'form', explode: true }));
      expect(spelled.changes).toEqual([]);
    });
  });
});
