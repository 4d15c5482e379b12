// Media type ranges in a content map (`application/*`, `*/*`): a range answers every type it covers,
// so a request type replaced by a range that covers it is no type removed, and a response range wider
// than OLD's type is a type OLD's clients may not handle. The schema is compared under the range.
import { describe, expect, it } from 'vitest';
import { schemaFor } from '../../src/diff/body-schema.js';
import { Checker } from '../../src/diff/checker.js';
import { diffContracts } from '../../src/diff/index.js';
import { pairMediaTypes } from '../../src/diff/media-ranges.js';
import type { JsonObject } from '../../src/diff/pointer.js';
import { readRequest } from '../../src/diff/read-request.js';
import type { Change } from '../../src/diff/report.js';

type Content = Record<string, { schema: Record<string, unknown> }>;

const body = (maxLength = 50) => ({ schema: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength } } } });

const contract = (request: Content, response: Content) => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {
    '/items': {
      post: {
        operationId: 'createItem',
        requestBody: { required: true, content: request },
        responses: { '201': { description: 'ok', content: response } },
      },
    },
  },
});

const rules = (changes: Change[]) => changes.map((change) => `${change.level} ${change.side} ${change.rule}`).sort();

describe('a request media type and a range', () => {
  it('application/json replaced by application/*, same schema: only a type added', async () => {
    const report = await diffContracts(
      contract({ 'application/json': body() }, { 'application/json': body() }),
      contract({ 'application/*': body() }, { 'application/json': body() }),
    );
    expect(rules(report.changes)).toEqual(['non-breaking request request-body-media-type-added']);
  });

  it('compares the schema under the covering range: a tighter one is still breaking, with a witness', async () => {
    const report = await diffContracts(
      contract({ 'application/json': body(50) }, { 'application/json': body() }),
      contract({ '*/*': body(10) }, { 'application/json': body() }),
    );
    const tightened = report.changes.find((change) => change.rule === 'request-property-max-length-decreased');
    expect(tightened?.level).toBe('breaking');
    expect(report.changes.some((change) => change.rule === 'request-body-media-type-removed')).toBe(false);
  });

  it('a range replaced by one type it covered is a type removed', async () => {
    const report = await diffContracts(
      contract({ 'application/*': body() }, { 'application/json': body() }),
      contract({ 'application/json': body() }, { 'application/json': body() }),
    );
    expect(rules(report.changes)).toEqual(['breaking request request-body-media-type-removed']);
  });
});

describe('a response media type and a range', () => {
  it('application/json replaced by */*: a type OLD clients may not handle, breaking', async () => {
    const report = await diffContracts(
      contract({ 'application/json': body() }, { 'application/json': body() }),
      contract({ 'application/json': body() }, { '*/*': body() }),
    );
    expect(rules(report.changes)).toEqual(['breaking response response-media-type-added']);
  });

  it('a range narrowed to one type it covered: nothing a client handled is new', async () => {
    const report = await diffContracts(
      contract({ 'application/json': body() }, { 'application/*': body() }),
      contract({ 'application/json': body() }, { 'application/json': body() }),
    );
    expect(rules(report.changes)).toEqual(['non-breaking response response-media-type-removed']);
  });

  it('compares the schema under the covering range', async () => {
    const report = await diffContracts(
      contract({ 'application/json': body() }, { 'application/json': body(10) }),
      contract({ 'application/json': body() }, { 'application/*': body(50) }),
    );
    expect(rules(report.changes)).toContain('breaking response response-property-max-length-increased');
  });
});

describe('the pairing and the traffic checks', () => {
  it('pairs each key with the most specific key of the other version that answers it', () => {
    expect(pairMediaTypes(['application/json', 'text/plain'], ['application/*', '*/*'])).toEqual({
      pairs: [
        ['application/json', 'application/*'],
        ['text/plain', '*/*'],
      ],
      removed: [],
      added: ['application/*', '*/*'],
    });
    expect(pairMediaTypes(['text/*'], ['text/plain', 'application/*'])).toEqual({
      pairs: [['text/*', 'text/plain']],
      removed: ['text/*'],
      added: ['application/*'],
    });
  });

  it('holds a recorded body to the range that covers its type', () => {
    const bodies = new Map([
      ['application/*', '/a'],
      ['text/plain', undefined],
    ]);
    expect(schemaFor(bodies, 'application/json')).toBe('/a');
    expect(schemaFor(bodies, 'application/xml; charset=utf-8')).toBe('/a');
    expect(schemaFor(bodies, 'image/png')).toBe(false);
  });

  it('holds a recorded JSON request to the schema of the range that covers it', () => {
    const checker = new Checker(contract({ 'application/*': body(5) }, { 'application/json': body() }) as unknown as JsonObject);
    const verdict = (name: string) => {
      const exchange = {
        source: { file: '', index: 0 },
        request: { method: 'POST', path: '/items', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name }) },
      };
      return checker.check(exchange, readRequest(exchange)).refusal?.part;
    };
    expect(verdict('abc')).toBeUndefined();
    expect(verdict('abcdefgh')).toBe('body');
  });
});
