// The walks of diff that follow `$ref`s without bundling or normalizing read a `$ref` inside data as
// data too (data-keywords.ts): the depth bound with `$ref`s followed, and the text of each part of an
// operation by which `diff --traffic` decides what NEW is asked about. Where keys are names (the
// `default` response, a property named `example`), the references are still followed.
import { describe, expect, it } from 'vitest';
import { depthProblem, MAX_FOLLOWED_DEPTH, MAX_SPEC_DEPTH, tooDeep } from '../../src/diff/depth.js';
import { diffContracts } from '../../src/diff/index.js';
import type { JsonObject } from '../../src/diff/pointer.js';
import { resolvedText } from '../../src/diff/resolved-text.js';
import { changedOperations } from '../../src/diff/weigh-exchange.js';
import { runDiff, specFolder } from './workspace.js';

const { write } = specFolder('diff-data-ref-walks-');

const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A document whose POST /x takes schema C0, with `components` as given. */
const documentWith = (components: Record<string, unknown>): JsonObject =>
  ({
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/x': {
        post: {
          operationId: 'p',
          requestBody: { content: { 'application/json': { schema: schemaRef('C0') } } },
          responses: { '204': { description: 'ok' } },
        },
      },
    },
    components,
  }) as unknown as JsonObject;

/** 150 schemas, each naming the next through `link`: far past MAX_FOLLOWED_DEPTH if each link is followed. */
function chain(link: (next: { $ref: string }) => unknown): JsonObject {
  const schemas: Record<string, unknown> = { C150: { type: 'string' } };
  for (let index = 0; index < 150; index += 1) schemas[`C${index}`] = link(schemaRef(`C${index + 1}`));
  return documentWith({ schemas });
}

/** Where a schema holds data: a `$ref` there names nothing. */
const DATA_LINKS: Record<string, (ref: { $ref: string }) => unknown> = {
  example: (ref) => ({ type: 'object', example: ref }),
  default: (ref) => ({ type: 'object', default: ref }),
  examples: (ref) => ({ type: 'object', examples: [ref] }),
  enum: (ref) => ({ enum: [ref, 1] }),
  const: (ref) => ({ const: ref }),
  // Inside data, `properties` is data as well: nothing below it is a keyword.
  'properties inside an example': (ref) => ({ type: 'object', example: { properties: { next: ref } } }),
};

/** Where a schema's `$ref` is a reference: a property named like a data keyword is a name. */
const REFERENCE_LINKS: Record<string, (ref: { $ref: string }) => unknown> = {
  items: (ref) => ({ type: 'array', items: ref }),
  'a property named example': (ref) => ({ type: 'object', properties: { example: ref } }),
  'a property named default': (ref) => ({ type: 'object', properties: { default: ref } }),
};

describe('the depth bound with $refs followed, and a $ref inside data', () => {
  it.each(Object.keys(DATA_LINKS))('follows no $ref in %s: a chain of them is no nesting', (name) => {
    const document = chain(DATA_LINKS[name]!);
    expect(depthProblem(document)).toBeUndefined();
  });

  it('follows no $ref in an Example Object’s value', () => {
    const examples: Record<string, unknown> = { E150: { value: 1 } };
    for (let index = 0; index < 150; index += 1) examples[`E${index}`] = { value: { $ref: `#/components/examples/E${index + 1}` } };
    expect(depthProblem(documentWith({ schemas: { C0: { type: 'object' } }, examples }))).toBeUndefined();
  });

  it.each(Object.keys(REFERENCE_LINKS))('still follows the $refs of %s, and finds the chain too deep', (name) => {
    const problem = depthProblem(chain(REFERENCE_LINKS[name]!));
    expect(problem).toMatchObject({ followed: true, bound: MAX_FOLLOWED_DEPTH });
    expect(problem?.pointer.startsWith('/components/schemas/C')).toBe(true);
  });

  it('still counts the levels of data as written: data nests on the wire and in the parser', () => {
    let data: unknown = { $ref: '#/components/schemas/C1' };
    for (let index = 0; index < MAX_SPEC_DEPTH; index += 1) data = { a: data };
    const document = documentWith({ schemas: { C0: { type: 'object', example: data }, C1: { type: 'string' } } });
    expect(tooDeep(document, MAX_SPEC_DEPTH)).toMatch(/^\/components\/schemas\/C0\/example\/a\/a\//);
    expect(depthProblem(document)).toMatchObject({ followed: false, bound: MAX_SPEC_DEPTH });
  });

  it('compares a document whose examples chain schemas by $ref, where it refused it as nested too deep', async () => {
    const version = (maxLength: number) => {
      const document = chain(DATA_LINKS.example!);
      ((document.components as JsonObject).schemas as JsonObject).C0 = { type: 'string', maxLength, example: schemaRef('C1') };
      return write(`chain-${maxLength}.json`, JSON.stringify(document));
    };
    const result = await runDiff([version(10), version(5), '--format', 'json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).changes.map((change: { rule: string }) => change.rule)).toContain('request-body-max-length-decreased');
  });
});

/**
 * A document whose POST /before and POST /y take X by a reference, and POST /x takes `body` (X in its
 * data); the routes are tried, and their texts written, in that order (the longest literal first).
 */
function weighed(x: unknown, body: unknown, media: Record<string, unknown> = {}): JsonObject {
  const taking = (schema: unknown, operationId: string) => ({
    post: {
      operationId,
      requestBody: { content: { 'application/json': { schema, ...media } } },
      responses: { '204': { description: 'ok' } },
    },
  });
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: { '/before': taking(schemaRef('X'), 'before'), '/x': taking(body, 'x'), '/y': taking(schemaRef('X'), 'y') },
    components: { schemas: { X: x } },
  } as unknown as JsonObject;
}

const X_OLD = { type: 'string' };
const X_NEW = { type: 'string', maxLength: 5 };

describe('the weighing’s text of a part, and a $ref inside data', () => {
  it.each(Object.keys(DATA_LINKS))('writes a $ref in %s as data: a change of what it names changes no part', (name) => {
    const body = DATA_LINKS[name]!(schemaRef('X'));
    const before = weighed(X_OLD, body);
    const after = weighed(X_NEW, body);
    const text = (document: JsonObject) => resolvedText(document, (document.paths as never as Record<string, { post: unknown }>)['/x']!.post, []);
    expect(text(after)).toBe(text(before));
    // The texts of POST /before fill the cache with X, before POST /x is written: a data $ref is not given it.
    expect(changedOperations(before, after).touched).toEqual({ 'post /before': ['body'], 'post /y': ['body'] });
  });

  it('writes the $ref of an Example Object’s value, or of a parameter’s example, as data', () => {
    const media = { examples: { one: { value: schemaRef('X') } } };
    const version = (x: unknown) => {
      const document = weighed(x, { type: 'object' }, media);
      const post = (document.paths as never as Record<string, { post: JsonObject }>)['/x']!.post;
      post.parameters = [{ name: 'q', in: 'query', schema: { type: 'string' }, example: schemaRef('X') }] as never;
      return document;
    };
    expect(changedOperations(version(X_OLD), version(X_NEW)).touched).toEqual({ 'post /before': ['body'], 'post /y': ['body'] });
  });

  it.each(Object.keys(REFERENCE_LINKS))('still follows the $ref of %s: a change of what it names changes the part', (name) => {
    const body = REFERENCE_LINKS[name]!(schemaRef('X'));
    expect(changedOperations(weighed(X_OLD, body), weighed(X_NEW, body)).touched).toEqual({
      'post /before': ['body'],
      'post /x': ['body'],
      'post /y': ['body'],
    });
  });

  /** The document of `weighed` whose POST /x has a default response, Oops, of a string of at most `maxLength`. */
  const withDefaultResponse = (maxLength: number) => {
    const document = weighed(X_OLD, { type: 'object' });
    const post = (document.paths as never as Record<string, { post: JsonObject }>)['/x']!.post;
    post.responses = { '204': { description: 'ok' }, default: { $ref: '#/components/responses/Oops' } };
    (document.components as JsonObject).responses = {
      Oops: { description: 'oops', content: { 'application/json': { schema: { type: 'string', maxLength } } } },
    };
    return document;
  };
  const responsesOf = (document: JsonObject) => (document.paths as never as Record<string, { post: JsonObject }>)['/x']!.post.responses;

  it('still follows the default response: the keys of a responses map are names', () => {
    expect(changedOperations(withDefaultResponse(10), withDefaultResponse(20)).touched).toEqual({ 'post /x': ['responses'] });
  });

  it("reads a value's keys as names only when told: among keywords, `default` is data", () => {
    const [before, after] = [withDefaultResponse(10), withDefaultResponse(20)];
    const text = (document: JsonObject, names: boolean) => resolvedText(document, responsesOf(document), [], undefined, names);
    expect(text(after, true)).not.toBe(text(before, true));
    expect(text(after, false)).toBe(text(before, false));
  });

  it('still follows a security scheme named default, in the part of the security requirements', () => {
    const version = (header: string) => {
      const document = weighed(X_OLD, { type: 'object' });
      document.security = [{ default: [] }];
      (document.components as JsonObject).securitySchemes = { default: { $ref: '#/components/x-schemes/Key' } };
      (document.components as JsonObject)['x-schemes'] = { Key: { type: 'apiKey', in: 'header', name: header } };
      return document;
    };
    expect(changedOperations(version('X-Key'), version('X-Other')).touched).toEqual({
      'post /before': ['security'],
      'post /x': ['security'],
      'post /y': ['security'],
    });
  });
});

describe('annotations compared with their $refs followed, and a $ref inside data', () => {
  /** GET /a with a query parameter and a JSON response, each showing `shown`; components as given. */
  const documentShowing = (shown: Record<string, unknown>, schemas: Record<string, unknown>) =>
    ({
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/a': {
          get: {
            operationId: 'a',
            parameters: [{ name: 'q', in: 'query', schema: { type: 'string' }, ...shown }],
            responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' }, ...shown } } } },
          },
        },
      },
      components: { schemas, examples: { E: { value: { x: schemaRef('X') } } } },
    }) as unknown as JsonObject;
  const rules = async (shown: Record<string, unknown>, before: unknown, after: unknown) =>
    (await diffContracts(documentShowing(shown, { X: before }), documentShowing(shown, { X: after }))).changes.map((change) => change.rule).sort();

  it.each([
    ['an example', { example: { x: schemaRef('X') } }],
    ["an Example Object's value", { examples: { one: { value: { x: schemaRef('X') } } } }],
  ])('reads a $ref in %s as data: what it names changing changes no example', async (_, shown) => {
    expect(await rules(shown, { type: 'string' }, { type: 'string', maxLength: 3 })).toEqual([]);
  });

  it('still follows a $ref to an Example Object, and compares what it holds', async () => {
    const shown = { examples: { one: { $ref: '#/components/examples/E' } } };
    const before = documentShowing(shown, { X: { type: 'string' } });
    const after = documentShowing(shown, { X: { type: 'string' } });
    (after.components as { examples: { E: { value: unknown } } }).examples.E.value = { x: 2 };
    expect((await diffContracts(before, after)).changes.map((change) => change.rule).sort()).toEqual([
      'request-parameter-example-changed',
      'response-example-changed',
    ]);
  });
});
