// One rule for every public options object (src/http/option-names.ts): a name the function does not
// know is refused, named, with the known name it most likely meant (review 20 F3). Each row ran with
// the misspelt option dropped before the rule: `startValidatingProxy({ mod: 'enforce' })` in report mode.
import { readFileSync } from 'node:fs';
import { Server } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createNotificationClient } from '../../src/client/index.js';
import { diffContracts, readSpec, weighByTraffic } from '../../src/diff/index.js';
import { closestName, unknownOptionProblem } from '../../src/http/index.js';
import { knownOptions } from '../../src/http/option-names.js';
import { createStatefulMock } from '../../src/mock/index.js';
import { createValidatingProxy, startValidatingProxy } from '../../src/proxy/index.js';
import { checkTraffic, exitCodeOf, openTrafficInput, readHar, readJsonLines, TrafficChecker } from '../../src/traffic/index.js';
import { matchOperation, parseJsonWithinBounds, preloadValidators, validateRequest, validateResponse } from '../../src/validator/index.js';
import { verify } from '../../src/verify/index.js';

const root = join(import.meta.dirname, '..', '..');
const specPath = join(root, 'generated', 'openapi.json');
const spec: unknown = JSON.parse(readFileSync(specPath, 'utf8'));
const missing = join(root, 'no-such-traffic.jsonl');
const upstream = 'http://127.0.0.1:9';
// Casts: a misspelt option is what TypeScript users are warned of and JavaScript users are not.
const loose = <T>(options: Record<string, unknown>) => options as unknown as T;

type Call = () => unknown;

/** Function, call with a misspelt option, the message it must be refused with. */
const refusals: readonly [string, Call, RegExp][] = [
  [
    'verify',
    () => verify(loose({ baseUrl: 'https://api.example.com', apiKey: 'test-key', fetch: createStatefulMock({ seed: 1 }).fetch, maxExample: 1, rps: 0 })),
    /^verify: unknown option "maxExample" \(did you mean "maxExamples"\?\); the options are baseUrl, apiKey, /,
  ],
  ['checkTraffic', () => checkTraffic([missing], loose({ job: 2 })), /^checkTraffic: unknown option "job" \(did you mean "jobs"\?\)/],
  [
    'checkTraffic, by case',
    () => checkTraffic([missing], loose({ basepath: '/api' })),
    /^checkTraffic: unknown option "basepath" \(did you mean "basePath"\?\)/,
  ],
  ['new TrafficChecker', () => new TrafficChecker(loose({ stirct: true })), /^new TrafficChecker: unknown option "stirct" \(did you mean "strict"\?\)/],
  ['exitCodeOf', () => exitCodeOf(emptyReport(), loose({ allowempty: true })), /^exitCodeOf: unknown option "allowempty" \(did you mean "allowEmpty"\?\)/],
  ['openTrafficInput', () => openTrafficInput(missing, loose({ stdn: process.stdin })), /^openTrafficInput: unknown option "stdn" \(did you mean "stdin"\?\)/],
  [
    'readJsonLines',
    () => readJsonLines(missing, loose({ maxLineByte: 10 })).next(),
    /^readJsonLines: unknown option "maxLineByte" \(did you mean "maxLineBytes"\?\)/,
  ],
  ['readHar', () => readHar(missing, loose({ maxBodyBytes: 10, keep: () => true })).next(), /^readHar: unknown option "keep" \(did you mean "keeps"\?\)/],
  [
    'createValidatingProxy',
    () => createValidatingProxy(loose({ upstream, timeout: 5 })),
    /^createValidatingProxy: unknown option "timeout" \(did you mean "timeoutMs"\?\); the options are upstream, mode, /,
  ],
  [
    'startValidatingProxy, an option of its server',
    () => startValidatingProxy(loose({ upstream, port: 0, maxConection: 3 })),
    /^startValidatingProxy: unknown option "maxConection" \(did you mean "maxConnections"\?\)/,
  ],
  ['readSpec', () => readSpec(specPath, loose({ refroots: [root] })), /^readSpec: unknown option "refroots" \(did you mean "refRoots"\?\)/],
  ['diffContracts', () => diffContracts(spec, spec, loose({ trafic: [missing] })), /^diffContracts: unknown option "trafic" \(did you mean "traffic"\?\)/],
  [
    'weighByTraffic',
    () => weighByTraffic(loose({}), loose({}), loose({}), [missing], loose({ job: 2 })),
    /^weighByTraffic: unknown option "job" \(did you mean "jobs"\?\)/,
  ],
  [
    'preloadValidators',
    () => preloadValidators(loose({ operation: ['getTopic'] })),
    /^preloadValidators: unknown option "operation" \(did you mean "operations"\?\)/,
  ],
  ['createStatefulMock', () => createStatefulMock(loose({ basepath: '/api' })), /^createStatefulMock: unknown option "basepath" \(did you mean "basePath"\?\)/],
  ['mock.listen', () => createStatefulMock().listen(loose({ prot: 0 })), /^listen\(\): unknown option "prot" \(did you mean "port"\?\)/],
  [
    'createNotificationClient',
    () => createNotificationClient(loose({ baseUrl: 'https://api.example.com', apiKey: 'k', validateResponse: true })),
    /^createNotificationClient: unknown option "validateResponse" \(did you mean "validateResponses"\?\)/,
  ],
];

function emptyReport(): Parameters<typeof exitCodeOf>[0] {
  return loose({ inputErrorCount: 0, violations: 0, matched: 1 });
}

describe('an unknown option is refused with a TypeError naming it and what it likely meant', () => {
  it.each(refusals)('%s', async (_name, call, message) => {
    let thrown: unknown;
    try {
      await call();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TypeError);
    expect((thrown as Error).message).toMatch(message);
  });

  it('startValidatingProxy({ mod: "enforce" }) is refused before any socket listens, not run in report mode', async () => {
    const listen = vi.spyOn(Server.prototype, 'listen');
    try {
      await expect(startValidatingProxy(loose({ upstream, port: 0, mod: 'enforce' }))).rejects.toThrow(
        /^startValidatingProxy: unknown option "mod" \(did you mean "mode"\?\)/,
      );
      expect(listen).not.toHaveBeenCalled();
    } finally {
      listen.mockRestore();
    }
  });
});

describe('the functions that never throw say it their own way', () => {
  const request = { method: 'GET', path: '/api/v2/topics', headers: { authorization: 'ApiKey k' } };
  const response = { method: 'GET', path: '/api/v2/topics', status: 200, headers: { 'content-type': 'application/json' }, body: { data: [] } };

  it('validateRequest and validateResponse: an error issue of the route, keyword "options"', () => {
    for (const [result, caller] of [
      [validateRequest(request, loose({ basepath: '/api' })), 'validateRequest'],
      [validateResponse(response, loose({ basepath: '/api' })), 'validateResponse'],
    ] as const) {
      expect(result.valid).toBe(false);
      expect(result.issues).toEqual([
        {
          location: 'route',
          pointer: '',
          keyword: 'options',
          severity: 'error',
          message: `${caller}: unknown option "basepath" (did you mean "basePath"?); the options are strict, maxIssues, maxBodyBytes, basePath`,
        },
      ]);
    }
  });

  it('validateRequest: the same object given again is refused again, a fresh correct one taken', () => {
    const wrong = loose<{ basePath: string }>({ basePath: '/api', strcit: true });
    const right = { basePath: '/api' };
    for (const options of [right, wrong, wrong, right, { basePath: '/api' }, wrong]) {
      const result = validateRequest(request, options);
      expect(result.issues.some((issue) => issue.keyword === 'options')).toBe(options === wrong);
    }
  });

  it('matchOperation: no match, as for an invalid basePath', () => {
    expect(matchOperation('GET', '/v2/topics', {})?.operationId).toBe('listTopics');
    expect(matchOperation('GET', '/v2/topics', loose({ basepath: '/api' }))).toBeNull();
  });

  it('parseJsonWithinBounds: refused as "options", with the message', () => {
    expect(parseJsonWithinBounds('[[1]]', loose({ maxdepth: 1 }))).toEqual({
      refused: 'options',
      message: 'parseJsonWithinBounds: unknown option "maxdepth" (did you mean "maxDepth"?); the options are maxBodyBytes, maxDepth',
    });
  });
});

describe('the rule', () => {
  const known = knownOptions<{ mode?: string; basePath?: string; timeoutMs?: number }>('f')(['mode', 'basePath', 'timeoutMs']);

  it('names every unknown name (five at most), escaped, each with its suggestion if one is close', () => {
    expect(unknownOptionProblem({ mode: 'x', mod: 1, zzzzzz: 2 }, known)).toBe(
      'f: unknown options "mod" (did you mean "mode"?), "zzzzzz"; the options are mode, basePath, timeoutMs',
    );
    expect(unknownOptionProblem({ '\u001b[2J': 1 }, known)).toBe('f: unknown option "\\u001b[2J"; the options are mode, basePath, timeoutMs');
    expect(unknownOptionProblem(Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((k) => [k, 1])), known)).toMatch(/"e"(?: \([^)]*\))? and 2 more;/);
  });

  it('counts a name whose value is undefined, but not an inherited or a symbol key', () => {
    expect(unknownOptionProblem({ mod: undefined }, known)).toMatch(/"mod"/);
    expect(unknownOptionProblem(Object.create({ mod: 1 }), known)).toBeUndefined();
    expect(unknownOptionProblem({ [Symbol('x')]: 1, mode: 'report' }, known)).toBeUndefined();
    expect(unknownOptionProblem(undefined, known)).toBeUndefined();
  });

  it('suggests by case, by prefix either way, or within 1 edit (2 for a name of 6 characters or more)', () => {
    expect(closestName('BASEPATH', known.names)).toBe('basePath');
    expect(closestName('timeout', known.names)).toBe('timeoutMs');
    expect(closestName('tiemoutMs', known.names)).toBe('timeoutMs');
    expect(closestName('bsaePth', known.names)).toBe('basePath');
    expect(closestName('mod', known.names)).toBe('mode');
    // A known name the typed one starts with (review 28b: `docs --output` for `--out`).
    expect(closestName('modes', known.names)).toBe('mode');
    expect(closestName('output', ['out', 'server-url', 'help'])).toBe('out');
    expect(closestName('timeoutMsLimit', known.names)).toBe('timeoutMs');
    expect(closestName('mx', known.names)).toBeUndefined();
    expect(closestName('abcdef', ['ab'])).toBeUndefined();
    expect(closestName('host', known.names)).toBeUndefined();
    expect(closestName('x'.repeat(100_000), known.names)).toBeUndefined();
  });
});
