// The text of a part with its `$ref`s followed: equal content gives equal text however it is reached,
// any change gives another, and a graph of `$ref`s a hostile NEW builds cannot make it grow past memory
// (a text of 3^30 characters, or more paths than can be walked): such a part counts as changed.
import { describe, expect, it } from 'vitest';
import { Checker } from '../../src/diff/checker.js';
import { depthProblem } from '../../src/diff/depth.js';
import type { JsonObject } from '../../src/diff/pointer.js';
import { resolvedText } from '../../src/diff/resolved-text.js';
import { changedOperations } from '../../src/diff/weigh-exchange.js';
import { contract } from './corpus.js';

/** A document whose one operation answers and takes schema `root` of `schemas`. */
function documentOf(schemas: Record<string, unknown>, root = 'S0'): JsonObject {
  const ref = { $ref: `#/components/schemas/${root}` };
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/x': {
        get: { operationId: 'g', responses: { '200': { description: 'ok', content: { 'application/json': { schema: ref } } } } },
        post: { operationId: 'p', requestBody: { content: { 'application/json': { schema: ref } } }, responses: { '204': { description: 'ok' } } },
      },
    },
    components: { schemas },
  } as unknown as JsonObject;
}

/** Level i is an anyOf of level i+1 three times: its unfolding has 3^levels leaves. */
function ladder(levels: number, leaf: unknown = { type: 'string' }): JsonObject {
  const schemas: Record<string, unknown> = { [`S${levels}`]: leaf };
  for (let i = 0; i < levels; i += 1) {
    const next = { $ref: `#/components/schemas/S${i + 1}` };
    schemas[`S${i}`] = { anyOf: [next, { type: 'array', items: next }, { type: 'object', additionalProperties: next }] };
  }
  return documentOf(schemas);
}

/** Each schema's properties are every schema: its unfolding, cycles cut, has more paths than can be walked (11! from S0). */
function clique(count: number): JsonObject {
  const schemas: Record<string, unknown> = {};
  for (let i = 0; i < count; i += 1) {
    const properties: Record<string, unknown> = { id: { type: 'string' } };
    for (let j = 0; j < count; j += 1) properties[`p${j}`] = { anyOf: [{ type: 'string' }, { $ref: `#/components/schemas/S${j}` }] };
    schemas[`S${i}`] = { type: 'object', properties };
  }
  return documentOf(schemas);
}

const responsesOf = (document: JsonObject) => (document.paths as never as Record<string, { get: { responses: unknown } }>)['/x']!.get.responses;

describe('resolvedText', () => {
  it('gives equal content equal text, whether reached through a $ref or written in place', () => {
    const schema = { type: 'object', required: ['key'], properties: { key: { type: 'string', maxLength: 100 }, name: { type: 'string' } } };
    const referenced = documentOf({ S0: schema });
    const inline = documentOf({ S0: schema });
    const value = (document: JsonObject, useRef: boolean) =>
      resolvedText(document, { content: { 'application/json': { schema: useRef ? { $ref: '#/components/schemas/S0' } : schema } } }, []);
    expect(value(referenced, true)).toBe(value(inline, false));
    const changed = documentOf({ S0: { ...schema, properties: { ...schema.properties, key: { type: 'string', maxLength: 99 } } } });
    expect(value(changed, true)).not.toBe(value(referenced, true));
  });

  it('writes a ladder of 3^40 unfoldings as a short text, and still sees a change at its foot', () => {
    const text = resolvedText(ladder(40), responsesOf(ladder(40)), []);
    expect(text.length).toBeLessThan(200);
    expect(text.startsWith('!')).toBe(false);
    expect(resolvedText(ladder(40), responsesOf(ladder(40)), [])).toBe(text);
    const footChanged = ladder(40, { type: 'string', maxLength: 5 });
    expect(resolvedText(footChanged, responsesOf(footChanged), [])).not.toBe(text);
  });

  it('gives up on a graph with more paths than it may walk: the part then equals no other', () => {
    const document = clique(12);
    const first = resolvedText(document, responsesOf(document), []);
    const second = resolvedText(document, responsesOf(document), []);
    expect(first.startsWith('!unequal ')).toBe(true);
    expect(second).not.toBe(first);
    // So the weighing checks those parts in full: conservative, and bounded.
    expect(changedOperations(document, structuredClone(document)).touched).toEqual({ 'get /x': ['responses'], 'post /x': ['body'] });
  });

  it('stays within the bound on every part of the contract, where an unchanged copy changes nothing', () => {
    const document = contract() as unknown as JsonObject;
    const checker = new Checker(document);
    const texts = [...checker.definitions().values()].flatMap((parts) => Object.values(parts));
    for (const parameters of checker.parameterDefinitions().values()) texts.push(...parameters.values());
    expect(texts.length).toBeGreaterThan(23 * 4);
    expect(texts.filter((text) => text.startsWith('!'))).toEqual([]);
    expect(changedOperations(document, structuredClone(document)).touched).toEqual({});
  });
});

describe('what a part says beside and far below its $refs', () => {
  const touched = (before: JsonObject, after: JsonObject) => changedOperations(before, after).touched;

  it('writes the keywords beside a $ref, which 3.1 applies with it: a change to them changes the part', () => {
    const beside = (maxLength: number) => documentOf({ S0: { $ref: '#/components/schemas/S1', maxLength }, S1: { type: 'string' } });
    expect(touched(beside(10), beside(5))).toEqual({ 'get /x': ['responses'], 'post /x': ['body'] });
    expect(touched(beside(10), beside(10))).toEqual({});
    // The same as written with allOf, which was already seen.
    const allOf = (maxLength: number) => documentOf({ S0: { allOf: [{ $ref: '#/components/schemas/S1' }], maxLength }, S1: { type: 'string' } });
    expect(touched(allOf(10), allOf(5))).toEqual({ 'get /x': ['responses'], 'post /x': ['body'] });
  });

  it('sees a change at the end of a chain of 70 $refs, within the depth bound', () => {
    const chain = (maxLength: number) => {
      const schemas: Record<string, unknown> = { S70: { type: 'string', maxLength } };
      for (let i = 0; i < 70; i += 1) schemas[`S${i}`] = { type: 'array', items: { $ref: `#/components/schemas/S${i + 1}` } };
      return documentOf(schemas);
    };
    expect(depthProblem(chain(10))).toBeUndefined();
    expect(touched(chain(10), chain(5))).toEqual({ 'get /x': ['responses'], 'post /x': ['body'] });
    expect(touched(chain(10), chain(10))).toEqual({});
  });
});
