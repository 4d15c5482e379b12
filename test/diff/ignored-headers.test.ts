// OpenAPI (3.0 and 3.1, Parameter Object `name`): "If in is "header" and the name field is "Accept",
// "Content-Type" or "Authorization", the parameter definition SHALL be ignored"; and a response
// header named Content-Type "SHALL be ignored" (Response Object `headers`). diff reported a required
// `Authorization` header parameter added as breaking (review 13a, F2).
import { describe, expect, it } from 'vitest';
import { Checker } from '../../src/diff/checker.js';
import { diffContracts } from '../../src/diff/index.js';
import type { JsonObject } from '../../src/diff/pointer.js';

/** `GET /r` with `parameters`, answering 200 with `headers`. */
function spec(parameters: object[] = [], headers: object = {}): JsonObject {
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: { '/r': { get: { operationId: 'getR', parameters, responses: { 200: { description: 'ok', headers } } } } },
  } as unknown as JsonObject;
}

const header = (name: string, schema: object = { type: 'string', enum: ['x'] }) => ({ name, in: 'header', required: true, schema });

describe('diff: the header parameters OpenAPI says to ignore', () => {
  for (const name of ['Authorization', 'authorization', 'Content-Type', 'CONTENT-TYPE', 'Accept', 'aCCept']) {
    it(`${name}: added, removed or changed is no change`, async () => {
      expect((await diffContracts(spec(), spec([header(name)]))).changes).toEqual([]);
      expect(await diffContracts(spec([header(name)]), spec())).toMatchObject({ changes: [] });
      expect((await diffContracts(spec([header(name)]), spec([header(name, { type: 'integer' })]))).changes).toEqual([]);
    });
  }

  it('other header parameters still count: X-Authorization, Accept-Language', async () => {
    for (const name of ['X-Authorization', 'Accept-Language']) {
      const { changes } = await diffContracts(spec(), spec([header(name)]));
      expect(changes.map((change) => `${change.level} ${change.rule}`)).toEqual(['breaking request-required-parameter-added']);
    }
  });

  it('a path-level Authorization parameter is ignored too, and a query parameter of that name is not', async () => {
    const pathLevel = spec();
    (pathLevel.paths as Record<string, Record<string, unknown>>)['/r']!.parameters = [header('Authorization')];
    expect((await diffContracts(spec(), pathLevel)).changes).toEqual([]);
    const { changes } = await diffContracts(spec(), spec([{ name: 'authorization', in: 'query', required: true, schema: { type: 'string' } }]));
    expect(changes.map((change) => change.rule)).toEqual(['request-required-parameter-added']);
  });

  it('a response header named Content-Type is ignored; another header is not', async () => {
    const required = { required: true, schema: { type: 'string' } };
    expect((await diffContracts(spec([], { 'Content-Type': required }), spec())).changes).toEqual([]);
    const { changes } = await diffContracts(spec([], { 'X-Request-Id': required }), spec());
    expect(changes.map((change) => change.rule)).toEqual(['response-required-header-removed']);
  });

  it('the checker of recorded traffic does not ask for an ignored header parameter either', () => {
    const checker = new Checker(spec([header('Authorization'), header('X-Tenant')]));
    expect(checker.acceptsPart('get /r', { in: 'header', name: 'Authorization' })).toBe(true);
    expect(checker.acceptsPart('get /r', { in: 'header', name: 'X-Tenant' })).toBe(false);
    expect([...checker.parameterDefinitions().get('get /r')!.keys()]).toEqual(['header X-Tenant']);
  });
});
