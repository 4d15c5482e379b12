// validateResponse: statuses, bodyless and bare-number responses, the open default, strict mode.
import { describe, expect, it } from 'vitest';
import { validateResponse } from '../../src/validator/index.js';
import { loadBundle } from '../helpers/bundle.js';
import { collectExamples } from '../helpers/examples.js';
import { operations, responseOf } from './helpers/traffic.js';

const topic = { _id: 't1', key: 'news', name: 'News' };
const examples = collectExamples(loadBundle());
const successExample = (operationId: string) =>
  examples.find((example) => example.operationId === operationId && example.where === `response ${operations.find((entry) => entry.operationId === operationId)!.successStatus}`)?.value;

describe('statuses', () => {
  it('accept the one declared success status', () => {
    expect(validateResponse(responseOf('getTopic', { body: topic }))).toEqual({ valid: true, operationId: 'getTopic', issues: [] });
    expect(validateResponse(responseOf('triggerEvent', { status: 201, body: { acknowledged: true, status: 'processed' } })).valid).toBe(true);
  });

  it('accept every other 2xx with the described body, warning about it in strict mode', () => {
    // The API description shows no numeric success status: the spec's 2XX response covers the rest.
    for (const entry of operations) {
      const body = successExample(entry.operationId);
      for (const status of [200, 201, 202, 206, 299].filter((code) => String(code) !== entry.successStatus)) {
        const response = responseOf(entry.operationId, { status, body });
        expect(validateResponse(response).issues, `${entry.operationId} ${status}`).toEqual([]);
        const strict = validateResponse(response, { strict: true });
        expect(strict.valid).toBe(true);
        expect(strict.issues, `${entry.operationId} ${status}`).toEqual([
          expect.objectContaining({ location: 'status', severity: 'warning', message: expect.stringContaining(`not the documented ${entry.successStatus}`) }),
        ]);
      }
    }
  });

  it('refuse another 2xx whose body breaks the described one, or lacks it', () => {
    for (const entry of operations) {
      const broken = validateResponse(responseOf(entry.operationId, { status: 299, body: 'true' }));
      expect(broken.issues, entry.operationId).toEqual([expect.objectContaining({ location: 'body', severity: 'error' })]);
      if (entry.operationId === 'deleteMessagesByTransaction') continue;
      expect(validateResponse(responseOf(entry.operationId, { status: 202, body: undefined })).issues, entry.operationId).toEqual([
        expect.objectContaining({ location: 'body', keyword: 'required' }),
      ]);
    }
  });

  it('accept a 204 (and 205) without a body for every operation, and refuse one with a body', () => {
    for (const entry of operations) {
      for (const status of [204, 205]) {
        expect(validateResponse(responseOf(entry.operationId, { status, body: undefined, headers: {} })).issues, `${entry.operationId} ${status}`).toEqual([]);
        expect(validateResponse(responseOf(entry.operationId, { status, body: '{}' })).issues, `${entry.operationId} ${status}`).toEqual([
          expect.objectContaining({ location: 'body', keyword: 'noBody', severity: 'error', message: `the ${status} response of ${entry.operationId} has no body` }),
        ]);
      }
    }
  });

  it('check other statuses against the open default, warning about them in strict mode', () => {
    for (const [status, body] of [[404, { message: 'not found' }], [500, '"oops"'], [429, undefined], [302, null], [400, [1, 2]]] as const) {
      expect(validateResponse(responseOf('getTopic', { status, body })), String(status)).toEqual({ valid: true, operationId: 'getTopic', issues: [] });
      const strict = validateResponse(responseOf('getTopic', { status, body }), { strict: true });
      expect(strict.valid).toBe(true);
      expect(strict.issues).toEqual([expect.objectContaining({ location: 'status', severity: 'warning' })]);
    }
  });

  it('must be HTTP status codes', () => {
    for (const status of [0, 99, 600, 200.5, Number.NaN, '200', null]) {
      const result = validateResponse(responseOf('getTopic', { status: status as number, body: topic }));
      expect(result.issues, String(status)).toEqual([expect.objectContaining({ location: 'status', keyword: 'type' })]);
    }
  });
});

describe('bodies', () => {
  it('of deleteMessagesByTransaction 200 must be absent', () => {
    expect(validateResponse(responseOf('deleteMessagesByTransaction', { body: undefined })).valid).toBe(true);
    expect(validateResponse(responseOf('deleteMessagesByTransaction', { body: '' })).valid).toBe(true);
    for (const body of [{}, 'null', null, 0, new TextEncoder().encode('{}')]) {
      expect(validateResponse(responseOf('deleteMessagesByTransaction', { body })).issues).toEqual([
        expect.objectContaining({ location: 'body', keyword: 'noBody', severity: 'error' }),
      ]);
    }
  });

  it('of markAllSubscriberMessages 200 is a bare number', () => {
    for (const body of [3, 0, '42', new TextEncoder().encode('1.5')]) expect(validateResponse(responseOf('markAllSubscriberMessages', { body })).valid).toBe(true);
    for (const body of ['"3"', { count: 3 }, true, null, [3]]) {
      expect(validateResponse(responseOf('markAllSubscriberMessages', { body })).issues).toEqual([expect.objectContaining({ location: 'body', pointer: '', keyword: 'type' })]);
    }
  });

  it('of a success response must be there', () => {
    expect(validateResponse(responseOf('getTopic', { body: undefined })).issues).toEqual([expect.objectContaining({ location: 'body', keyword: 'required' })]);
  });

  it('need a JSON content-type when the response names one', () => {
    expect(validateResponse(responseOf('getTopic', { body: topic, headers: {} })).valid).toBe(true);
    expect(validateResponse(responseOf('getTopic', { body: JSON.stringify(topic), headers: { 'Content-Type': 'application/json; charset=utf-8' } })).valid).toBe(true);
    expect(validateResponse(responseOf('getTopic', { body: '<html>', headers: { 'content-type': 'text/html' } })).issues).toEqual([
      expect.objectContaining({ location: 'content-type', severity: 'error' }),
    ]);
  });

  it('take a +json media type (RFC 6839) where application/json is declared, as problem+json error answers use', () => {
    const problem = { type: 'about:blank', title: 'Not Found', status: 404 };
    expect(validateResponse(responseOf('getTopic', { status: 404, body: problem, headers: { 'content-type': 'application/problem+json' } })).valid).toBe(true);
    expect(validateResponse(responseOf('getTopic', { body: topic, headers: { 'Content-Type': 'Application/Vnd.Api+JSON; charset=utf-8' } })).valid).toBe(true);
    for (const contentType of ['text/problem+json', 'application/+json', 'application/a/b+json', 'application/problem+jsonx', 'application/json-seq']) {
      expect(validateResponse(responseOf('getTopic', { status: 404, body: problem, headers: { 'content-type': contentType } })).issues, contentType).toEqual([
        expect.objectContaining({ location: 'content-type', severity: 'error' }),
      ]);
    }
  });

  it('point at what fails, and warn about unknown properties in strict mode only', () => {
    const list = [{ ...topic }, { _id: 7, key: 'k' }];
    expect(validateResponse(responseOf('listTopics', { body: { data: list, next: null, previous: null } })).issues).toEqual([
      expect.objectContaining({ location: 'body', pointer: '/data/1/_id', keyword: 'type' }),
    ]);
    const extra = { ...topic, createdBy: 'x' };
    expect(validateResponse(responseOf('getTopic', { body: extra })).issues).toEqual([]);
    expect(validateResponse(responseOf('getTopic', { body: extra }), { strict: true }).issues).toEqual([
      expect.objectContaining({ location: 'body', pointer: '/createdBy', severity: 'warning', keyword: 'additionalProperties' }),
    ]);
  });
});

describe('routing of responses', () => {
  it('uses the method and path of the request', () => {
    expect(validateResponse({ method: 'GET', path: '/v1/integrations/active', status: 200, body: [] }).operationId).toBe('listActiveIntegrations');
    expect(validateResponse({ method: 'GET', path: '/nowhere', status: 200, body: [] }).issues).toEqual([expect.objectContaining({ location: 'route' })]);
    expect(validateResponse({ method: 'TRACE', path: '/v2/topics', status: 200, body: [] }).issues).toEqual([expect.objectContaining({ location: 'method' })]);
  });
});
