// The requests `verify` sends: generated from the contract's schemas (fast-check arbitraries, so a
// failure shrinks), made safe for a real server, and printed back as a `curl` line.
import fc from 'fast-check';
import { isObject } from '../http/is-object.js';
import { serializePath } from '../http/path-template.js';
import { isSecretHeader, REDACTED } from '../http/secret-headers.js';
import { maskSecretTarget } from '../http/secret-query.js';
import { declaredQuery } from '../operations/declared-query.js';
import type { RequestRoute } from '../validator/index.js';
import { isPlainName } from './owned-names.js';
import { documentedExamples, readPathValue, valuesUnshown } from './path-values.js';
import { SchemaArbitraries } from './schema-arbitrary.js';
import { bundle, type OperationEntry } from './spec.js';
import type { GenerationContext, VerifyRequest } from './verify-request.js';

let arbitraries: SchemaArbitraries | undefined;
/** The schema arbitraries over the bundle, built once. */
export function schemaArbitraries(): SchemaArbitraries {
  // Well-formed Unicode: a request's strings travel in URLs too, where a lone surrogate cannot.
  arbitraries ??= new SchemaArbitraries(bundle(), 'grapheme');
  return arbitraries;
}

const isRead = (entry: OperationEntry) => entry.method === 'GET';

/** Lower-case letters and digits: the suffix of every prefixed value, safe in any key grammar. */
const suffix = fc.stringMatching(/^[a-z0-9]{1,8}$/);

/**
 * A path segment for a read: any non-empty string of the schema, except `.` and `..`, which a URL
 * parser resolves away instead of sending.
 */
const readSegment = (entry: OperationEntry, name: string): fc.Arbitrary<string> => {
  const parameter = entry.parameters.path.find((candidate) => candidate.name === name)!;
  return (schemaArbitraries().forPointer(parameter.schemaPointer) as fc.Arbitrary<string>).filter((value) => value !== '' && value !== '.' && value !== '..');
};

/** Serialises a query value the way a form does: numbers in JSON notation, booleans as words. */
export const queryText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** The pagination cursors (seed 4.1): each names an item of a page the server gave out. */
const CURSORS = ['after', 'before'];

function queryArbitrary(entry: OperationEntry): fc.Arbitrary<Record<string, string>> {
  const model: Record<string, fc.Arbitrary<string>> = {};
  const cursors: Record<string, fc.Arbitrary<string | undefined>> = {};
  for (const parameter of entry.parameters.query) {
    const value = schemaArbitraries().forPointer(parameter.schemaPointer).map(queryText);
    // A cursor verify makes up names no item, and a server may refuse the request for it: one in four
    // requests has one (a record's optional key is there in most), so that most pages are read.
    if (CURSORS.includes(parameter.name) && !parameter.required)
      cursors[parameter.name] = fc.oneof({ arbitrary: fc.constant(undefined), weight: 7 }, { arbitrary: value, weight: 1 });
    else model[parameter.name] = value;
  }
  const required = entry.parameters.query.filter((parameter) => parameter.required).map((parameter) => parameter.name);
  return fc.tuple(fc.record(model, { requiredKeys: required }), fc.record(cursors)).map(([query, drawn]) => {
    const found: Record<string, string> = { ...(query as Record<string, string>) };
    for (const [name, value] of Object.entries(drawn)) if (value !== undefined) found[name] = value;
    return found;
  });
}

function headerArbitrary(entry: OperationEntry, context: GenerationContext): fc.Arbitrary<Record<string, string>> {
  // The one header parameter is `idempotency-key`, a free string. A repeated key with another body is
  // an error by design, so each request gets a key of its own (a UUID after the prefix) or none.
  if (!entry.parameters.header.some((parameter) => parameter.name === 'idempotency-key')) return fc.constant({});
  return fc
    .option(
      fc.uuid().map((uuid) => `${context.prefix}${uuid}`),
      { nil: undefined },
    )
    .map((key): Record<string, string> => (key === undefined ? {} : { 'idempotency-key': key }));
}

/** A valid request of the operation, generated from its schemas. */
export function validRequest(entry: OperationEntry, context: GenerationContext): fc.Arbitrary<VerifyRequest> {
  const path: Record<string, fc.Arbitrary<string>> = {};
  for (const name of entry.pathParams)
    path[name] =
      context.writes && !isRead(entry)
        ? suffix.map((value) => `${context.prefix}${value}`)
        : isRead(entry)
          ? readPathValue(entry, name, readSegment(entry, name), context.known)
          : readSegment(entry, name);
  const body = entry.requestBody ? schemaArbitraries().forPointer(entry.requestBody.schemaPointer) : fc.constant(undefined);
  const unshown = entry.pathParams.filter((name) => valuesUnshown(entry, name)).map((name) => ({ name, examples: documentedExamples(entry, name) }));
  return fc
    .record({ pathParams: fc.record(path), query: queryArbitrary(entry), headers: headerArbitrary(entry, context), body })
    .map(({ pathParams, query, headers, body: value }) => {
      const madeUp = CURSORS.filter((name) => Object.hasOwn(query, name));
      const madeUpPath = unshown
        .filter(({ name, examples }) => {
          const given = pathParams[name]!;
          return !examples.includes(given) && !(context.known?.of(name).includes(given) ?? false);
        })
        .map(({ name }) => name);
      return {
        operationId: entry.operationId,
        method: entry.method,
        pathParams,
        query,
        headers,
        ...(value === undefined ? {} : { body: context.writes ? makeSafe(entry.operationId, value, context.prefix) : value }),
        auth: 'valid' as const,
        ...(madeUp.length > 0 ? { madeUp } : {}),
        ...(madeUpPath.length > 0 ? { madeUpPath } : {}),
      };
    });
}

// ---------------------------------------------------------------------------------------------
// Safety: what a write may create or touch carries the run's prefix, so it never lands on what the
// server held before the run, and cleanup can find it.

const TOPIC_KEY_MAX = 100;

/**
 * A topic key of this run: the prefix, then the generated key if it still fits the key's grammar and
 * is a plain name (owned-names.ts: a `/`, `\` or `%` in it, which a front end may decode or resolve
 * into another path, would make it no longer the run's).
 */
export function prefixTopicKey(key: unknown, prefix: string): string {
  const candidate = `${prefix}${typeof key === 'string' ? key : ''}`;
  if (candidate.length <= TOPIC_KEY_MAX && isPlainName(candidate) && (/^[A-Za-z0-9_:-]+$/.test(candidate) || /^[^\s@]+@[^\s@]+$/.test(candidate)))
    return candidate;
  return `${prefix}k`;
}

/** A name of this run: the prefix, then the generated value if it is a plain name, else `fallback`. */
const ownedName = (prefix: string, value: unknown, fallback: string): string =>
  `${prefix}${typeof value === 'string' && isPlainName(`${prefix}${value}`) ? value : fallback}`;

const SUBSCRIBER_FIELDS = ['subscriberId', 'email', 'firstName', 'lastName', 'phone', 'avatar', 'locale', 'timezone', 'data', 'channels'];

function safeRecipient(recipient: unknown, prefix: string): unknown {
  if (typeof recipient === 'string') return ownedName(prefix, recipient, 's');
  if (!isObject(recipient)) return recipient;
  const copy = { ...recipient };
  // A subscriber definition creates or updates its subscriber: only ones of this run.
  if (SUBSCRIBER_FIELDS.some((field) => field in copy)) copy.subscriberId = ownedName(prefix, copy.subscriberId, 's');
  // A topic reference (its shape is not shown) reaches only topics of this run.
  for (const field of ['topicKey', 'key']) if (typeof copy[field] === 'string') copy[field] = prefixTopicKey(copy[field], prefix);
  return copy;
}

function safeTrigger(event: unknown, prefix: string): unknown {
  if (!isObject(event)) return event;
  const copy: Record<string, unknown> = { ...event };
  // No workflow of the server has this run's prefix: nothing is delivered to anyone.
  if (typeof copy.name === 'string') copy.name = ownedName(prefix, copy.name, 'w');
  if (typeof copy.transactionId === 'string') copy.transactionId = ownedName(prefix, copy.transactionId, 't');
  copy.to = Array.isArray(copy.to) ? copy.to.map((recipient) => safeRecipient(recipient, prefix)) : safeRecipient(copy.to, prefix);
  // An actor object for a new subscriber creates that subscriber; a tenant is updated with the details.
  if (typeof copy.actor === 'string') copy.actor = ownedName(prefix, copy.actor, 'actor');
  else if (isObject(copy.actor)) copy.actor = { ...copy.actor, subscriberId: ownedName(prefix, copy.actor.subscriberId, 'actor') };
  if (typeof copy.tenant === 'string') copy.tenant = ownedName(prefix, copy.tenant, 'tenant');
  else if (isObject(copy.tenant)) copy.tenant = { ...copy.tenant, identifier: ownedName(prefix, copy.tenant.identifier, 'tenant') };
  return copy;
}

/** A valid body made safe for a real server: what it creates or names carries the prefix. */
export function makeSafe(operationId: string, body: unknown, prefix: string): unknown {
  if (!isObject(body)) return body;
  switch (operationId) {
    case 'upsertTopic':
      return { ...body, key: prefixTopicKey(body.key, prefix) };
    case 'createIntegration':
      return {
        ...body,
        name: ownedName(prefix, body.name, 'integration'),
        identifier: ownedName(prefix, body.identifier, 'i'),
      };
    case 'triggerEvent':
      return safeTrigger(body, prefix);
    case 'triggerEventBulk':
      return Array.isArray(body.events) ? { ...body, events: body.events.map((event) => safeTrigger(event, prefix)) } : body;
    default:
      return body;
  }
}

/** Subscriber ids a trigger request names (recipients and actor), so cleanup can delete them. */
export function triggeredSubscriberIds(request: VerifyRequest): string[] {
  const events =
    request.operationId === 'triggerEventBulk' && isObject(request.body) && Array.isArray(request.body.events) ? request.body.events : [request.body];
  const ids: string[] = [];
  for (const event of events) {
    if (!isObject(event)) continue;
    for (const recipient of Array.isArray(event.to) ? event.to : [event.to]) {
      if (typeof recipient === 'string') ids.push(recipient);
      else if (isObject(recipient) && typeof recipient.subscriberId === 'string') ids.push(recipient.subscriberId);
    }
    if (typeof event.actor === 'string') ids.push(event.actor);
    else if (isObject(event.actor) && typeof event.actor.subscriberId === 'string') ids.push(event.actor.subscriberId);
  }
  return ids;
}

// ---------------------------------------------------------------------------------------------
// On the wire

/** A request's path and query as they go on the wire, worked out once per request (see wireParts). */
interface WireParts {
  /** The template they were filled from: a request is only ever sent as its own operation. */
  readonly template: string;
  readonly path: string;
  /** The query string without its `?`; '' for none. */
  readonly query: string;
}

// A request is sent, routed for the validator and printed (step, curl): its path, query and body text
// are the same each time (a VerifyRequest is never changed once built), so they are worked out once.
const wireOf = new WeakMap<object, WireParts>();
const bodyTextOf = new WeakMap<object, string | undefined>();

function wireParts(entry: OperationEntry, request: Pick<VerifyRequest, 'pathParams' | 'query'>): WireParts {
  let parts = wireOf.get(request);
  if (parts === undefined || parts.template !== entry.path) {
    parts = {
      template: entry.path,
      path: serializePath(entry.path, request.pathParams),
      query: new URLSearchParams(Object.entries(request.query)).toString(),
    };
    wireOf.set(request, parts);
  }
  return parts;
}

/**
 * The request target: the template filled by the client's serializer (each parameter one encoded
 * segment; a missing or empty value, `.` and `..` refused, as they would reach another endpoint), then the query.
 */
export function requestTarget(entry: OperationEntry, request: Pick<VerifyRequest, 'pathParams' | 'query'>): string {
  const { path, query } = wireParts(entry, request);
  return query === '' ? path : `${path}?${query}`;
}

/**
 * The route of a request verify built: verify knows its operation and parameters already, so the
 * validator is handed the route instead of a target string to split and route again.
 */
export function routeOf(entry: OperationEntry, request: Pick<VerifyRequest, 'pathParams' | 'query'>): Extract<RequestRoute, { kind: 'match' }> {
  const { path, query } = wireParts(entry, request);
  return {
    kind: 'match',
    operationId: entry.operationId,
    method: entry.method,
    template: entry.path,
    path,
    pathParams: { ...request.pathParams },
    undecodable: [],
    query: query === '' ? undefined : query,
  };
}

/**
 * A request target (or URL) as a report prints it, by the rule of the proxy's log and the mock's
 * journal: the parameters the operation declares shown, any other whose name says it is a secret
 * masked. Verify sends only declared ones, so this masks nothing today; it keeps a secret out of the
 * report if a check ever sends another.
 */
export const printedTarget = (entry: OperationEntry, target: string): string => maskSecretTarget(target, { declared: declaredQuery(entry.operationId) });

/** The base URL with its path prefix kept, joined to a request target. */
export function joinUrl(baseUrl: string, target: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${target}`;
}

/** The package's version, in verify's user-agent (test/verify/wire-headers.test.ts holds it to package.json). */
export const VERIFY_VERSION = '0.1.0';

/**
 * Set on every request rather than left to fetch: Node's fetch adds its own to a request without
 * them (accept `*\/*`, accept-language `*`, user-agent `node`, accept-encoding `gzip, deflate`, and
 * `br` too over https), which the curl line did not carry, so that a failure that hung on one (a
 * compression layer that fails) did not come back from the pasted line. Node's fetch sends
 * sec-fetch-mode `cors` whatever is set: it is set too, only so that the curl line carries it.
 */
const SENT_ALWAYS: Readonly<Record<string, string>> = {
  'user-agent': `notification-api-contract-verify/${VERIFY_VERSION}`,
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate',
  'accept-language': '*',
  'sec-fetch-mode': 'cors',
};

/**
 * The credential of ignored_auth's second probe, in another scheme: not the key. Sent as
 * `Bearer <the key>`, a server that authenticates the key and is lenient about the scheme was
 * reported as ignoring auth, on every operation (review 26d); and the key went out in a form the
 * server's logs may not mask.
 */
export const NOT_THE_KEY = 'not-the-api-key';

/** The headers sent, with the API key in place (never printed: see curlLine). */
export function wireHeaders(request: VerifyRequest, apiKey: string): Record<string, string> {
  const headers: Record<string, string> = { ...SENT_ALWAYS, ...request.headers };
  if (request.auth === 'valid') headers.authorization = `ApiKey ${apiKey}`;
  else if (request.auth === 'other-scheme') headers.authorization = `Bearer ${NOT_THE_KEY}`;
  if (request.rawBody) headers['content-type'] = request.rawBody.contentType;
  else if (request.body !== undefined) headers['content-type'] = 'application/json';
  return headers;
}

/** The JSON body as text (undefined for none), stringified once per request. */
export function jsonBodyText(request: Pick<VerifyRequest, 'body'>): string | undefined {
  if (request.body === undefined) return undefined;
  if (bodyTextOf.has(request)) return bodyTextOf.get(request);
  const text = JSON.stringify(request.body);
  bodyTextOf.set(request, text);
  return text;
}

export const wireBody = (request: VerifyRequest): string | undefined => request.rawBody?.text ?? jsonBodyText(request);

/** The environment variable a printed `curl` line reads the key from. */
export const API_KEY_VARIABLE = 'NOTIFICATION_API_KEY';

export const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * An option and its value as a shell line gives them to the CLI: `--seed=-5` for a value that starts
 * with '-', which node:util's parseArgs refuses after a space (it reads it as an option).
 */
export const optionWord = (name: string, value: string | number): string => {
  const text = String(value);
  const quoted = /^[\w.,:+-]+$/.test(text) ? text : shellQuote(text);
  return text.startsWith('-') ? `${name}=${quoted}` : `${name} ${quoted}`;
};

/**
 * The request as a `curl` command to paste in a shell; the key is read from $NOTIFICATION_API_KEY.
 * `-g` (--globoff): curl reads `[…]` and `{…}` in a URL as ranges and sets to expand, and a base URL's
 * path prefix may hold brackets, which WHATWG URL parsing leaves as they are.
 */
export function curlLine(entry: OperationEntry, request: VerifyRequest, baseUrl: string): string {
  // --compressed: curl then decodes the body it asked for in its accept-encoding, which the -H below
  // sets to verify's own (curl sends one header of a name, the one given).
  const parts = ['curl', '-g', '-X', request.method, shellQuote(printedTarget(entry, joinUrl(baseUrl, requestTarget(entry, request)))), '--compressed'];
  const headers = wireHeaders(request, '');
  // Every header verify set, which is every header it sent but host, connection and content-length:
  // a server that negotiates (an error's media type, a compression) answers the pasted line as it
  // answered verify.
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'authorization')
      parts.push('-H', request.auth === 'other-scheme' ? shellQuote(`${name}: ${value}`) : `"${name}: ${value.split(' ')[0]} $${API_KEY_VARIABLE}"`);
    // The contract declares no such header today; a secret one is never printed, as in the proxy's log.
    else if (isSecretHeader(name)) parts.push('-H', shellQuote(`${name}: ${REDACTED}`));
    else parts.push('-H', shellQuote(`${name}: ${value}`));
  }
  const body = wireBody(request);
  if (body !== undefined) parts.push('--data-raw', shellQuote(body));
  return parts.join(' ');
}
