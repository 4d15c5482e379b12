// The check registry: --checks and --exclude-checks select by the public names; an unknown name is a
// usage error; excluding a check skips the requests that only it judges.
import { describe, expect, it } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { ALL_CHECKS, RESPONSE_CHECKS, selectChecks, TRANSITION_CHECKS } from '../../src/verify/check-registry.js';
import { type VerifyOptions, VerifyUsageError } from '../../src/verify/options.js';
import { verify } from '../../src/verify/run.js';
import { plantedBugs } from './faults.js';

describe('selectChecks', () => {
  it('takes every check by default and with all, less the excluded ones', () => {
    expect([...selectChecks(undefined)]).toEqual(ALL_CHECKS);
    expect([...selectChecks(['all'], ['ignored_auth'])]).toEqual(ALL_CHECKS.filter((check) => check !== 'ignored_auth'));
    expect([...selectChecks(['use_after_free', 'not_a_server_error'])].sort()).toEqual(['not_a_server_error', 'use_after_free']);
    expect(ALL_CHECKS).toEqual([...RESPONSE_CHECKS, ...TRANSITION_CHECKS]);
  });

  it('refuses an unknown name, naming the known ones', () => {
    expect(() => selectChecks(['not_a_server_eror'])).toThrow(/--checks: no check "not_a_server_eror" \(one of well_formed_http, not_a_server_error, /);
    expect(() => selectChecks(undefined, ['bogus'])).toThrow(/--exclude-checks: no check "bogus"/);
  });
});

const run = (options: { checks?: string[]; excludeChecks?: string[]; bug?: string }) => {
  const mock = createStatefulMock();
  const sent: string[] = [];
  const bug = plantedBugs.find((planted) => planted.name === options.bug);
  const inner = (request: Request) => mock.fetch(request);
  const wrapped = bug ? bug.wrap(inner) : inner;
  return verify({
    baseUrl: 'http://mock.test',
    apiKey: DEMO_API_KEY,
    rps: 0,
    seed: 3,
    maxExamples: 4,
    // listActiveIntegrations answers 2xx, which ignored_auth sends again without the key.
    operations: ['listTopics', 'getNotification', 'listActiveIntegrations'],
    fetch: (request) => {
      sent.push(`${request.method} ${request.url} ${request.headers.get('authorization') ?? ''}`);
      return wrapped(request);
    },
    ...(options.checks ? { checks: options.checks } : {}),
    ...(options.excludeChecks ? { excludeChecks: options.excludeChecks } : {}),
  }).then((report) => ({ report, sent }));
};

describe('a run with a selection', () => {
  it('reports only the selected checks, and a fault only a deselected check sees is not a failure', async () => {
    const bug = 'a 500 on one operation (getNotification)';
    const all = await run({ bug });
    expect([...new Set(all.report.failures.map((failure) => failure.check))]).toEqual(['not_a_server_error']);
    const without = await run({ bug, excludeChecks: ['not_a_server_error'] });
    expect(without.report.failures).toEqual([]);
    expect(Object.keys(without.report.checks)).not.toContain('not_a_server_error');
    expect(without.report.settings.checks).not.toContain('not_a_server_error');
    const only = await run({ checks: ['status_code_conformance'] });
    expect(Object.keys(only.report.checks)).toEqual(['status_code_conformance']);
  });

  it('excluding negative_data_rejection and ignored_auth skips their requests', async () => {
    const all = await run({});
    const fewer = await run({ excludeChecks: ['negative_data_rejection', 'ignored_auth'] });
    expect(fewer.sent.length).toBeLessThan(all.sent.length);
    // No request without the key, or in another scheme, is sent (the first one is the reachability probe).
    expect(fewer.sent.slice(1).filter((line) => !line.endsWith(`ApiKey ${DEMO_API_KEY}`))).toEqual([]);
    expect(all.sent.slice(1).some((line) => !line.endsWith(`ApiKey ${DEMO_API_KEY}`))).toBe(true);
  });

  it('refuses an unknown check before sending anything', async () => {
    await expect(verify({ baseUrl: 'http://mock.test', apiKey: DEMO_API_KEY, checks: ['bogus'] })).rejects.toBeInstanceOf(VerifyUsageError);
  });
});

describe('a selection that can apply no check', () => {
  /** verify against the mock with `options`, and the requests it sent. */
  const attempt = async (options: Partial<VerifyOptions>) => {
    const mock = createStatefulMock();
    let requests = 0;
    const outcome = await verify({
      baseUrl: 'http://mock.test',
      apiKey: DEMO_API_KEY,
      rps: 0,
      seed: 3,
      maxExamples: 2,
      fetch: (request) => {
        requests += 1;
        return mock.fetch(request);
      },
      ...options,
    }).catch((error: unknown) => error);
    return { outcome, requests };
  };

  it.each([
    [
      'sequences that need --allow-writes',
      { stateful: true, checks: ['use_after_free'] },
      'use_after_free: its sequences do not run (topic lifecycle: it writes: needs --allow-writes; subscriber lifecycle: it writes: needs --allow-writes).',
    ],
    [
      'operations with no rule to break',
      { checks: ['negative_data_rejection'], operations: ['listActiveIntegrations'] },
      'negative_data_rejection: no operation that runs has a rule of the contract to break (listActiveIntegrations).',
    ],
    [
      'writes without --allow-writes',
      { checks: ['not_a_server_error', 'ignored_auth'], operations: ['upsertTopic'] },
      'not_a_server_error: no operation runs (upsertTopic: POST: writes need --allow-writes). ignored_auth: no operation runs (upsertTopic: POST: writes need --allow-writes).',
    ],
    [
      'a sequence that needs an operation not selected',
      { stateful: true, allowWrites: true, checks: ['credentials_appended'], operations: ['listTopics'] },
      'credentials_appended: its sequences do not run (subscriber lifecycle: no operation of the contract creates a subscriber, a trigger of an existing workflow does: name one with --workflow).',
    ],
  ] satisfies [string, Partial<VerifyOptions>, string][])('is a usage error, before any request: %s', async (_, options, why) => {
    const { outcome, requests } = await attempt(options);
    expect(outcome).toBeInstanceOf(VerifyUsageError);
    expect((outcome as Error).message).toBe(`the checks chosen apply to nothing in this run, which would pass whatever the server does. ${why}`);
    expect(requests).toBe(0);
  });

  it('runs when some of the checks apply, and notes the others', async () => {
    const { outcome } = await attempt({ stateful: true, checks: ['use_after_free', 'not_a_server_error'], operations: ['listTopics'] });
    const report = outcome as Awaited<ReturnType<typeof verify>>;
    expect(report.ok).toBe(true);
    expect(report.checks.not_a_server_error?.passed).toBeGreaterThan(0);
    expect(report.notes).toContain('topic lifecycle: not run (it writes: needs --allow-writes)');
  });
});

describe('a run in which no selected check judged anything', () => {
  // Known only once the server has answered: ignored_auth sends again, without the key, requests
  // that got a 2xx with it, and made-up activity-record ids get none. A green run would have tested nothing.
  it('is no pass: exit code 2, with a note that says so', async () => {
    const { exitCodeOf } = await import('../../src/verify/report.js');
    const { formatReport } = await import('../../src/verify/format.js');
    const mock = createStatefulMock();
    const report = await verify({
      baseUrl: 'http://mock.test',
      apiKey: DEMO_API_KEY,
      rps: 0,
      seed: 3,
      maxExamples: 4,
      operations: ['getNotification'],
      checks: ['ignored_auth'],
      // No activity record is found, not even the contract's example one (the mock holds it).
      fetch: (request) =>
        new URL(request.url).pathname.startsWith('/v1/notifications/') ? Promise.resolve(new Response(null, { status: 404 })) : mock.fetch(request),
    } as VerifyOptions);
    expect(report.failures).toEqual([]);
    expect(report.ok).toBe(false);
    expect(exitCodeOf(report)).toBe(2);
    expect(report.notes).toContain('no check judged anything: the selected checks found nothing in this run to apply to, so it tested nothing (exit code 2)');
    expect(formatReport(report)).toMatch(/\n\d+ requests, 0 checks, 0 failures in /);
  });
});
