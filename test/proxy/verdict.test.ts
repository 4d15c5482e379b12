// Issue 17, item 5: the proxy's verdicts and its reading of upstream failures are pure functions,
// tested here from tables, without a socket.
import { describe, expect, it } from 'vitest';
import { brokeOff, classifyUpstreamError, safeToRepeat } from '../../src/proxy/upstream-error.js';
import { malformedStatusLine, preflightResult, requestVerdict, responseVerdict, violates } from '../../src/proxy/verdict.js';
import { routeRequest, type ValidationIssue, type ValidationResult } from '../../src/validator/index.js';

const issue = (location: ValidationIssue['location'], severity: ValidationIssue['severity'] = 'error', keyword: string = location): ValidationIssue => ({
  location,
  pointer: '',
  message: `${location} issue`,
  keyword,
  severity,
});
const result = (...issues: ValidationIssue[]): ValidationResult => ({ valid: !issues.some((i) => i.severity === 'error'), issues });

const match = routeRequest({ method: 'GET', target: '/v2/topics/news' });
const wrongMethod = routeRequest({ method: 'PUT', target: '/v2/topics' });
const noPath = routeRequest({ method: 'GET', target: '/v2/topicz' });

describe('violates', () => {
  it.each([
    ['no issue', result(), false, undefined, false],
    ['an error', result(issue('body')), false, undefined, true],
    ['a warning, plain', result(issue('body', 'warning')), false, undefined, false],
    ['a warning, strict', result(issue('body', 'warning')), true, undefined, true],
    ['strict: a 404 checked against default', result(issue('status', 'warning')), true, 404, false],
    ['strict: a 201 not the documented 200', result(issue('status', 'warning')), true, 201, true],
    ['strict: a 404 with an unknown property', result(issue('status', 'warning'), issue('body', 'warning')), true, 404, true],
  ] as const)('%s', (_, given, strict, status, expected) => {
    expect(violates(given, strict, status)).toBe(expected);
  });
});

describe('requestVerdict', () => {
  it.each([
    ['valid', result(), match, true, false, { kind: 'pass', violated: false }],
    ['a body error, report mode', result(issue('body')), match, false, false, { kind: 'pass', violated: true }],
    ['a body error, enforce', result(issue('body')), match, true, false, { kind: 'reject', problem: 'request-violation', headers: {} }],
    [
      'an auth error beside a body error',
      result(issue('auth'), issue('body')),
      match,
      true,
      false,
      { kind: 'reject', problem: 'unauthorized', issues: [issue('auth')], headers: { 'www-authenticate': 'ApiKey' } },
    ],
    ['a strict warning, enforce', result(issue('query', 'warning')), match, true, true, { kind: 'reject', problem: 'request-violation' }],
    ['a strict warning, not strict', result(issue('query', 'warning')), match, true, false, { kind: 'pass', violated: false }],
    ['a path no operation has', result(issue('route')), noPath, true, false, { kind: 'reject', problem: 'no-such-operation', headers: {} }],
    ['a wrong method', result(issue('method')), wrongMethod, true, false, { kind: 'reject', problem: 'method-not-allowed', headers: { allow: 'GET, POST' } }],
    ['a wrong method, report mode', result(issue('method')), wrongMethod, false, false, { kind: 'pass', violated: true }],
  ] as const)('%s', (_, given, route, enforce, strict, expected) => {
    expect(requestVerdict(given, route, enforce, strict)).toMatchObject(expected);
  });
});

describe('responseVerdict', () => {
  it.each([
    ['valid', result(), true, false, 200, 'pass'],
    ['a body error, report', result(issue('body')), false, false, 200, 'pass'],
    ['a body error, enforce', result(issue('body')), true, false, 200, 'reject'],
    ['strict: a 404 judged by default', result(issue('status', 'warning')), true, true, 404, 'pass'],
    ['strict: an unknown property in a 200', result(issue('body', 'warning')), true, true, 200, 'reject'],
  ] as const)('%s', (_, given, enforce, strict, status, kind) => {
    expect(responseVerdict(given, enforce, strict, status).kind).toBe(kind);
  });
});

describe('preflightResult', () => {
  it('accepts a preflight whose announced request has an operation', () => {
    expect(preflightResult(routeRequest({ method: 'POST', target: '/v2/topics' }), 'POST')).toEqual({ valid: true, issues: [] });
  });
  it.each([
    [wrongMethod, 'PUT', 'method'],
    [noPath, 'GET', 'route'],
  ] as const)('refuses one for %j', (route, method, location) => {
    expect(preflightResult(route, method).issues).toEqual([expect.objectContaining({ location, keyword: 'preflight', severity: 'error' })]);
  });
});

describe('malformedStatusLine', () => {
  it.each([
    [200, 'OK', undefined],
    [599, '', undefined],
    [101, 'Switching Protocols', /not a final status code/],
    [99, 'Odd', /not a final status code/],
    [600, 'Beyond', /not a final status code/],
    [undefined, undefined, /not a final status code/],
    [200, 'O\x7fK', /control character/],
  ] as const)('%j %j', (status, reason, expected) => {
    const found = malformedStatusLine(status, reason);
    if (expected === undefined) expect(found).toBeUndefined();
    else expect(found).toMatch(expected);
  });
});

describe('classifyUpstreamError', () => {
  const error = (code: string) => Object.assign(new Error(`failed ${code}`), { code });
  const context = { reusedSocket: true, canResend: true, safeToRepeat: true, origin: 'http://10.0.0.9:8080' };
  it.each([
    ['a reset pooled connection, safe to resend', error('ECONNRESET'), context, 'retry'],
    ['a reset fresh connection', error('ECONNRESET'), { ...context, reusedSocket: false }, 'upstream-unavailable'],
    ['a reset, already sent twice or streamed', error('ECONNRESET'), { ...context, canResend: false }, 'upstream-unavailable'],
    ['a reset POST without idempotency key', error('ECONNRESET'), { ...context, safeToRepeat: false }, 'upstream-unavailable'],
    ['a refused connection', error('ECONNREFUSED'), context, 'upstream-unavailable'],
    ['an answer that is not HTTP', error('HPE_INVALID_CONSTANT'), context, 'upstream-malformed'],
  ] as const)('%s', (_, given, ctx, expected) => {
    const failure = classifyUpstreamError(given, ctx);
    expect(failure.kind === 'retry' ? 'retry' : failure.problem).toBe(expected);
  });

  it('names the address in the log text alone', () => {
    const failure = classifyUpstreamError(error('ECONNREFUSED'), { ...context, reusedSocket: false });
    expect(failure).toMatchObject({ detail: 'the upstream cannot be reached (ECONNREFUSED)', logText: expect.stringContaining('10.0.0.9') });
    expect(brokeOff(error('ECONNRESET'))).toMatchObject({ problem: 'upstream-malformed', detail: expect.stringContaining('ECONNRESET') });
  });

  it.each([
    ['GET', false, true],
    ['PUT', false, true],
    ['POST', false, false],
    ['POST', true, true],
    ['PATCH', false, false],
  ] as const)('%s with an idempotency key: %s → safe to repeat: %s', (method, key, expected) => {
    expect(safeToRepeat(method, key)).toBe(expected);
  });
});
