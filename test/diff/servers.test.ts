// Servers are what every URL a client sends starts with: a base path moved breaks each operation it
// applies to, a server dropped is for review, one added is not breaking; a server listed on a path
// item or an operation wins over the document's, as OpenAPI says.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { compareContracts } from '../../src/diff/engine.js';
import type { JsonObject } from '../../src/diff/pointer.js';
import { strictReportSchema } from './report-schema.js';

const spec = (servers: JsonObject[] | undefined, extra: (doc: JsonObject) => void = () => undefined): JsonObject => {
  const doc: JsonObject = {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/items': { post: { operationId: 'createItem', responses: { '201': { description: 'ok' } } } },
      '/items/{id}': {
        get: {
          operationId: 'getItem',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'ok' } },
        },
      },
    },
    ...(servers === undefined ? {} : { servers }),
  };
  extra(doc);
  return doc;
};
const found = (before: JsonObject, after: JsonObject) =>
  compareContracts(before, after).changes.map(({ rule, level, operationId, location, document }) => ({ rule, level, operationId, location, document }));

describe('diff: servers', () => {
  it("reports a base path moved (breaking) and a server removed (review) for each operation: the reviewer's pair", () => {
    const report = compareContracts(spec([{ url: 'https://a/v1' }, { url: 'https://b/v1' }]), spec([{ url: 'https://a/v2' }]));
    expect(report.summary).toEqual({ breaking: 2, nonBreaking: 0, annotation: 0, review: 2 });
    expect(found(spec([{ url: 'https://a/v1' }, { url: 'https://b/v1' }]), spec([{ url: 'https://a/v2' }]))).toEqual([
      { rule: 'server-base-path-changed', level: 'breaking', operationId: 'createItem', location: '/servers/0/url', document: 'new' },
      { rule: 'server-base-path-changed', level: 'breaking', operationId: 'getItem', location: '/servers/0/url', document: 'new' },
      { rule: 'server-removed', level: 'review', operationId: 'createItem', location: '/servers/1', document: 'old' },
      { rule: 'server-removed', level: 'review', operationId: 'getItem', location: '/servers/1', document: 'old' },
    ]);
    // The report stays valid against its published schema: each change names the operation it applies to.
    const schema = strictReportSchema();
    expect(new Ajv2020({ strict: false }).validate(schema, JSON.parse(JSON.stringify(report)))).toBe(true);
  });

  it("reports the shipped spec's `{base_url}` given a path (`{base_url}/v9`) as a base path moved", () => {
    const variables = { base_url: { default: 'http://127.0.0.1:4010' } };
    const [first] = compareContracts(spec([{ url: '{base_url}', variables }]), spec([{ url: '{base_url}/v9', variables }])).changes;
    expect(first).toMatchObject({ rule: 'server-base-path-changed', level: 'breaking', message: expect.stringContaining('base path "/" → "/v9"') });
  });

  it('reports a server added as non-breaking, and the same address spelled otherwise as nothing', () => {
    expect(found(spec([{ url: 'https://a/v1' }]), spec([{ url: 'https://a/v1' }, { url: 'https://c/v1' }])).map((one) => [one.rule, one.level])).toEqual([
      ['server-added', 'non-breaking'],
      ['server-added', 'non-breaking'],
    ]);
    expect(found(spec([{ url: 'https://a/v1' }]), spec([{ url: 'HTTPS://A/v1/' }]))).toEqual([]);
    expect(found(spec(undefined), spec([{ url: '/' }]))).toEqual([]);
  });

  it("takes a path item's or an operation's servers over the document's", () => {
    const before = spec([{ url: 'https://a/v1' }]);
    const after = spec([{ url: 'https://a/v1' }], (doc) => {
      ((doc.paths as JsonObject)['/items'] as JsonObject).servers = [{ url: 'https://a/items-v2' }];
      (((doc.paths as JsonObject)['/items/{id}'] as JsonObject).get as JsonObject).servers = [{ url: 'https://a/v1' }, { url: 'https://a/v1/' }];
    });
    expect(found(before, after)).toEqual([
      { rule: 'server-base-path-changed', level: 'breaking', operationId: 'createItem', location: '/paths/~1items/servers/0/url', document: 'new' },
    ]);
  });

  it("reports a variable's default changed or its enum narrowed for review", () => {
    const at = (value: string, values: string[]) => spec([{ url: 'https://{region}.a/v1', variables: { region: { default: value, enum: values } } }]);
    expect(found(at('eu', ['eu', 'us']), at('us', ['us'])).filter((one) => one.operationId === 'getItem')).toEqual([
      { rule: 'server-variable-default-changed', level: 'review', operationId: 'getItem', location: '/servers/0/variables/region/default', document: 'new' },
      { rule: 'server-variable-enum-narrowed', level: 'review', operationId: 'getItem', location: '/servers/0/variables/region/enum', document: 'new' },
    ]);
  });
});
