// A problem as sent: RFC 9457's members, and beside them those of the service's own error answers,
// which its official SDK reads (its ErrorDto; for a 400, PayloadValidationExceptionDto's `errors`
// list; for a 422, ValidationErrorDto's `errors` record). test/sdk/ checks the SDK takes them.
import { describe, expect, it } from 'vitest';
import { buildProblem, problemWireBody } from '../../src/http/problem.js';

const problemOf = (status: number, issues?: Parameters<typeof buildProblem>[0]['issues']) =>
  buildProblem({ source: 'mock', kind: 'k', status, title: 'T', detail: 'what went wrong', target: '/v2/topics?secret=x', correlationId: 'c', issues });

describe('problemWireBody', () => {
  it('repeats status, instance and detail under the service names, with the time given', () => {
    const body = JSON.parse(problemWireBody(problemOf(404), '2027-01-01T00:00:00.000Z')) as Record<string, unknown>;
    expect(body).toEqual({
      type: 'tag:notification-api-contract,2026:mock/k',
      title: 'T',
      status: 404,
      detail: 'what went wrong',
      instance: '/v2/topics',
      correlationId: 'c',
      statusCode: 404,
      timestamp: '2027-01-01T00:00:00.000Z',
      path: '/v2/topics',
      message: 'what went wrong',
    });
  });

  it('lists the error issues of a 400 as { field, message }, and leaves warnings out', () => {
    const body = JSON.parse(
      problemWireBody(
        problemOf(400, [
          { location: 'body', pointer: '/key', message: 'must match pattern', severity: 'error' },
          { location: 'query', pointer: '/extra', message: 'is not a parameter of listTopics', severity: 'warning' },
          { location: 'header', pointer: '', message: 'content-type must be JSON', severity: 'error' },
        ]),
        't',
      ),
    ) as { errors: unknown };
    expect(body.errors).toEqual([
      { field: 'body/key', message: 'must match pattern' },
      { field: 'header', message: 'content-type must be JSON' },
    ]);
    expect((JSON.parse(problemWireBody(problemOf(400), 't')) as { errors: unknown }).errors).toEqual([]);
  });

  it('gives a 422 an empty errors record, and other statuses none', () => {
    expect((JSON.parse(problemWireBody(problemOf(422), 't')) as { errors: unknown }).errors).toEqual({});
    for (const status of [401, 404, 405, 409, 413, 500, 502]) expect(JSON.parse(problemWireBody(problemOf(status), 't'))).not.toHaveProperty('errors');
  });
});
