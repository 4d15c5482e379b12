// The corpus of the differential test: requests as they travel on the wire (method, raw target,
// header lines in order, body as text or bytes). Valid ones generated from the contract with verify's
// own arbitraries, one per broken rule (verify's mutations), and the edge cases of issue 17's table.
import fc from 'fast-check';
import { fillPath } from '../../src/http/index.js';
import { mutations } from '../../src/verify/negative.js';
import { queryText, validRequest, wireBody } from '../../src/verify/requests.js';
import { allOperations, type OperationEntry } from '../../src/verify/spec.js';
import type { GenerationContext, VerifyRequest } from '../../src/verify/verify-request.js';

export const API_KEY = 'diff-key';
export const AUTH = `ApiKey ${API_KEY}`;

export interface Item {
  readonly id: string;
  readonly origin: 'valid' | 'negative' | 'edge';
  /** What the item is about, for people. */
  readonly note: string;
  readonly method: string;
  /** The request target as sent: percent-encoded, maybe with a query. */
  readonly target: string;
  /** Header lines in order; a name may repeat. */
  readonly headers: readonly (readonly [string, string])[];
  readonly body?: string | Uint8Array;
  /** Where verify generated it: its checks apply to the answer. */
  readonly verify?: { readonly entry: OperationEntry; readonly request: VerifyRequest };
}

const context: GenerationContext = { prefix: 'diff-', writes: false };

/** The target verify would send, its path filled by the one serializer; undefined when it cannot be. */
function targetOf(entry: OperationEntry, request: VerifyRequest): string | undefined {
  const filled = fillPath(entry.path, request.pathParams);
  if (!filled.ok) return undefined;
  const query = new URLSearchParams(Object.entries(request.query).map(([name, value]) => [name, queryText(value)])).toString();
  return query === '' ? filled.path : `${filled.path}?${query}`;
}

function fromVerify(entry: OperationEntry, request: VerifyRequest, origin: 'valid' | 'negative', id: string): Item | undefined {
  const target = targetOf(entry, request);
  if (target === undefined) return undefined;
  const headers: [string, string][] = [];
  if (request.auth === 'valid') headers.push(['authorization', AUTH]);
  for (const [name, value] of Object.entries(request.headers)) headers.push([name, value]);
  if (request.rawBody) headers.push(['content-type', request.rawBody.contentType]);
  else if (request.body !== undefined) headers.push(['content-type', 'application/json']);
  const body = wireBody(request);
  return {
    id,
    origin,
    note: origin === 'valid' ? `valid ${entry.operationId}` : `${entry.operationId} breaks ${request.violation}`,
    method: entry.method,
    target,
    headers,
    ...(body === undefined ? {} : { body }),
    verify: { entry, request },
  };
}

const sample = <T>(arbitrary: fc.Arbitrary<T>, count: number, seed: number): T[] => fc.sample(arbitrary, { numRuns: count, seed });

/** A valid request of each kind, built by hand, for the edge cases to vary. */
const topicBody = '{"key":"news","name":"News"}';
const json = ['content-type', 'application/json'] as const;
const auth = ['authorization', AUTH] as const;

function edgeCases(): Omit<Item, 'id'>[] {
  const cases: Omit<Item, 'id'>[] = [];
  const add = (note: string, method: string, target: string, headers: (readonly [string, string])[], body?: string | Uint8Array) =>
    cases.push({ origin: 'edge', note, method, target, headers, ...(body === undefined ? {} : { body }) });
  const bytes = (text: string, prefix: number[] = []) => new Uint8Array([...prefix, ...new TextEncoder().encode(text)]);

  // The BOM: as text, as bytes, twice, alone.
  add('BOM as text', 'POST', '/v2/topics', [auth, json], `\uFEFF${topicBody}`);
  add('BOM as bytes', 'POST', '/v2/topics', [auth, json], bytes(topicBody, [0xef, 0xbb, 0xbf]));
  add('two BOMs', 'POST', '/v2/topics', [auth, json], `\uFEFF\uFEFF${topicBody}`);
  add('a BOM alone', 'POST', '/v2/topics', [auth, json], '\uFEFF');
  add(
    'invalid UTF-8 body',
    'POST',
    '/v2/topics',
    [auth, json],
    bytes('{"key":"n\xff"}').map((byte) => (byte === 0xc3 ? 0xff : byte)),
  );
  // Blank and white-space bodies.
  add('empty body where one is required', 'POST', '/v2/topics', [auth, json], '');
  add('white-space body', 'POST', '/v2/topics', [auth, json], ' \n\t ');
  add('U+00A0 body', 'POST', '/v2/topics', [auth, json], '\u00a0');
  // Media types.
  for (const type of [
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    ' application/json ',
    'application/json;charset=UTF-8;x=1',
    'text/x+json',
    'application/problem+json',
    'application/vnd.api+json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/jsonx',
    'multipart/form-data; boundary=x',
  ])
    add(`content-type ${type}`, 'POST', '/v2/topics', [auth, ['content-type', type]], topicBody);
  add('no content-type with a body', 'POST', '/v2/topics', [auth], topicBody);
  // Encoded and dot path segments.
  for (const segment of ['news', 'a%2Fb', '%6Eews', '%E2%82%AC', 'a%20b', '%zz', '%E0%A4%A', '..', '.', '%2E%2E', '%2e', 'a..b', '...', 'x@y.z'])
    add(`topic key segment ${segment}`, 'GET', `/v2/topics/${segment}`, [auth]);
  add('a dot segment before the path', 'GET', '/v2/x/../topics', [auth]);
  add('an empty segment', 'GET', '/v2//topics', [auth]);
  add('a trailing slash', 'GET', '/v2/topics/', [auth]);
  add('an empty topic key', 'DELETE', '/v2/topics/', [auth]);
  add('an absolute-form target', 'GET', 'http://api.example.com/v2/topics', [auth]);
  // Correlation ids.
  for (const length of [1, 36, 128, 129, 150, 200, 201, 300])
    add(`x-correlation-id of ${length} characters`, 'GET', '/v2/topics', [auth, ['x-correlation-id', 'c'.repeat(length)]]);
  add('x-correlation-id with a space', 'GET', '/v2/topics', [auth, ['x-correlation-id', 'a b']]);
  add('x-correlation-id twice', 'GET', '/v2/topics', [auth, ['x-correlation-id', 'one'], ['x-correlation-id', 'two']]);
  // Preflights.
  for (const [method, target] of [
    ['GET', '/v2/topics'],
    ['POST', '/v2/topics'],
    ['PATCH', '/v2/topics/news'],
    ['PUT', '/v2/topics'],
    ['DELETE', '/v2/topics'],
    ['GET', '/v2/nope'],
    ['PUT', '/v1/integrations/active'],
    ['TRACE', '/v2/topics'],
  ] as const)
    add(`preflight for ${method} ${target}`, 'OPTIONS', target, [
      ['origin', 'https://app.example.com'],
      ['access-control-request-method', method],
      ['access-control-request-headers', 'authorization, content-type'],
    ]);
  add('OPTIONS without Access-Control-Request-Method', 'OPTIONS', '/v2/topics', [auth]);
  // Wrong methods and unknown paths, for every path of the contract.
  const paths = new Map<string, string[]>();
  for (const entry of allOperations) paths.set(entry.path, [...(paths.get(entry.path) ?? []), entry.method]);
  for (const [template, methods] of paths) {
    const names = [...template.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1]!);
    const target = fillPath(template, Object.fromEntries(names.map((name) => [name, 'sample'])));
    if (!target.ok) continue;
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])
      if (!methods.includes(method))
        add(`${method} is not a method of ${template}`, method, target.path, [auth, json], method === 'GET' || method === 'DELETE' ? undefined : '{}');
    add(`unknown path below ${template}`, 'GET', `${target.path}/nope`, [auth]);
  }
  for (const target of ['/', '/v2', '/v3/topics', '/v2/Topics', '/V2/topics', '/v2/topics.json', '/health', '/__proxy/nope'])
    add(`unknown path ${target}`, 'GET', target, [auth]);
  // Credentials.
  add('no authorization', 'GET', '/v2/topics', []);
  add('Bearer authorization', 'GET', '/v2/topics', [['authorization', `Bearer ${API_KEY}`]]);
  add('ApiKey without a key', 'GET', '/v2/topics', [['authorization', 'ApiKey ']]);
  add('authorization twice', 'GET', '/v2/topics', [auth, ['authorization', 'ApiKey other']]);
  add('no authorization and a bad body', 'POST', '/v2/topics', [json], '{"key": 5}');
  add('no authorization and a bad query', 'GET', '/v2/topics?limit=5000', []);
  // Duplicate headers.
  add('content-type twice', 'POST', '/v2/topics', [auth, json, json], topicBody);
  add('content-type twice, one not JSON', 'POST', '/v2/topics', [auth, json, ['content-type', 'text/plain']], topicBody);
  add('idempotency-key twice', 'POST', '/v2/topics', [auth, json, ['idempotency-key', 'diff-k1'], ['idempotency-key', 'diff-k2']], topicBody);
  // Bounds.
  add('a body over 1 MiB', 'POST', '/v2/topics', [auth, json], JSON.stringify({ key: 'big', name: 'x'.repeat(1024 * 1024) }));
  add('a body nested 200 deep', 'POST', '/v2/topics', [auth, json], `${'['.repeat(200)}${']'.repeat(200)}`);
  add('a query of 100 parameters', 'GET', `/v2/topics?${Array.from({ length: 100 }, (_, i) => `p${i}=1`).join('&')}`, [auth]);
  add('limit twice', 'GET', '/v2/topics?limit=1&limit=2', [auth]);
  return cases;
}

/** The whole corpus, the same on every run (fixed seeds). */
export function buildCorpus(validPerOperation = 60, perMutation = 3): Item[] {
  const items: Item[] = [];
  let next = 0;
  const push = (item: Omit<Item, 'id'> | undefined) => {
    if (item !== undefined) items.push({ ...item, id: `#${++next}` } as Item);
  };
  allOperations.forEach((entry, index) => {
    for (const request of sample(validRequest(entry, context), validPerOperation, 1000 + index)) push(fromVerify(entry, request, 'valid', ''));
    mutations(entry, context).forEach((mutation, rule) => {
      for (const request of sample(mutation.requests, perMutation, 5000 + index * 100 + rule)) push(fromVerify(entry, request, 'negative', ''));
    });
  });
  for (const edge of edgeCases()) push(edge);
  return items;
}
