// The control API, /__mock/*: reset, state, requests, triggers, faults and settings. It answers the
// machine it runs on only, as the dev servers of the field do (webpack-dev-server's allowedHosts,
// Vite's host check): a Host that is no IP address, no localhost and not the bound name (DNS
// rebinding), a cross-origin Origin or Sec-Fetch-Site (a page the developer visits), and a write
// whose body is not JSON (a plain-text POST needs no preflight) are refused; an optional token on top.
// Its answers carry no CORS header, so no other origin can read them.
import { foreignPage } from '../http/foreign-page.js';
import { forwardedFor } from '../http/forwarded.js';
import { isLoopbackAddress } from '../http/loopback.js';
import { requestedHost } from '../http/request-host.js';
import { schemeAndCredential } from '../http/secret-headers.js';
import { splitTarget } from '../http/target.js';
import { jsonQuoted } from '../text/printable.js';
import { parseJsonWithinBounds } from '../validator/index.js';
import { type AnswerContext, internalError, jsonAnswer, jsonTextAnswer, type MockAnswer, type MockRequest, problemAnswer, single } from './answers.js';
import { checkFaultRule, type FaultList } from './faults.js';
import { FixtureError, STATE_TOO_DEEP } from './fixture.js';
import { STATE_MAX_DEPTH } from './fixture-depth.js';
import type { JournalEntry } from './journal.js';
import { CONTROL_PREFIX, type MockSettings, settingsError } from './options.js';
import type { MockProblemKind } from './problem.js';

/** What the control API reaches of the engine. */
export interface ControlTarget {
  reset(): void;
  load(state: unknown): void;
  /** The state as JSON text, or undefined when it is larger than `maxBytes`. */
  snapshotText(maxBytes: number): string | undefined;
  requests(): JournalEntry[];
  triggerLog(): unknown[];
  readonly faults: FaultList;
  settings(): MockSettings;
  changeSettings(settings: Partial<MockSettings>): MockSettings;
  readonly maxStateBytes: number;
  /** The most any other control request's body may hold (the API's own bound). */
  readonly maxBodyBytes: number;
  /** Host names the mock was bound to, besides IP addresses and localhost. */
  readonly boundHosts: ReadonlySet<string>;
  readonly controlToken: string | undefined;
}

/** The control API's answers carry no CORS header. */
export const NO_CORS: Readonly<Record<string, string>> = Object.freeze({});
const READS: ReadonlySet<string> = new Set(['GET', 'HEAD']);
const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
/** The mock serves no page of its own that calls /__mock/ cross-site; a typed address is `none`. */
const OWN_SITES: ReadonlySet<string> = new Set(['same-origin', 'none']);

/** What the control API decides on before it reads a body. */
type ControlHead = Pick<MockRequest, 'method' | 'target' | 'headers' | 'peer'>;

/** Why a control request is refused, or undefined when it may go on: its head alone decides. */
function refusal(request: ControlHead, target: ControlTarget): { kind: MockProblemKind; detail: string; headers?: Record<string, string> } | undefined {
  const { headers, method, peer } = request;
  // Bound to another address than loopback (a container, --host 0.0.0.0), the mock is reached from
  // other machines, which no Host or Origin check stops: only a token lets them in.
  if (peer !== undefined && target.controlToken === undefined && !isLoopbackAddress(peer)) {
    return {
      kind: 'control-forbidden',
      detail: 'a request from another machine: /__mock/ answers this machine only, unless the mock is started with a control token (--control-token)',
    };
  }
  // Behind a proxy (the validating proxy bound to 0.0.0.0) every client's peer is loopback: the
  // addresses it forwarded for decide. `unknown` or a hidden name is no address of this machine.
  if (peer !== undefined && target.controlToken === undefined) {
    const remote = forwardedFor(headers).find((address) => !isLoopbackAddress(address));
    if (remote !== undefined)
      return {
        kind: 'control-forbidden',
        detail: `a request forwarded for another machine (${jsonQuoted(remote.slice(0, 60))}, X-Forwarded-For or Forwarded): /__mock/ answers this machine only, unless the mock is started with a control token (--control-token)`,
      };
  }
  // Each of these decides alone: read as its first copy, a second one would go unseen (review 15 F6).
  const repeated = DECIDING_HEADERS.find((name) => Array.isArray(headers[name]) && (headers[name] as string[]).length > 1);
  if (repeated !== undefined) return { kind: 'request-violation', detail: `the request sends ${repeated} more than once: /__mock/ reads one` };
  // Without a Host the request came in-process (fetch): no network, no page, nothing to refuse.
  const host = requestedHost(request.target, single(headers.host));
  const foreign = foreignPage({ host, origin: single(headers.origin), secFetchSite: single(headers['sec-fetch-site']) }, target.boundHosts, OWN_SITES);
  const tokenGiven = target.controlToken !== undefined && carriesToken(single(headers.authorization), target.controlToken);
  // The Host check stops a page whose name was rebound to this machine; such a page has no token. A
  // mock started with one is reached by names the check cannot know (a container's service name).
  if (foreign?.by === 'host' && !tokenGiven)
    return {
      kind: 'control-forbidden',
      detail: `the Host ${jsonQuoted(foreign.value.slice(0, 100))} is not this machine: /__mock/ answers localhost, IP addresses and the host the mock was started on`,
    };
  if (foreign?.by === 'origin')
    return {
      kind: 'control-forbidden',
      detail: `the Origin ${jsonQuoted(foreign.value.slice(0, 100))} is another site: /__mock/ answers no web page but its own`,
    };
  if (foreign?.by === 'sec-fetch-site')
    return { kind: 'control-forbidden', detail: `a ${foreign.value} request (Sec-Fetch-Site): /__mock/ answers no web page but its own` };
  if (target.controlToken !== undefined && !tokenGiven)
    return { kind: 'control-unauthorized', detail: 'send the control token as `Authorization: Bearer <token>`', headers: { 'www-authenticate': 'Bearer' } };
  const type = single(headers['content-type']);
  if (!READS.has(method) && type !== undefined && !JSON_MEDIA_TYPE.test(type))
    return { kind: 'control-media-type', detail: `the Content-Type ${jsonQuoted(type.slice(0, 100))} is not JSON: send application/json` };
  // A body without a Content-Type is what a page's no-cors fetch of a Blob, or sendBeacon, sends
  // without a preflight: refused as a text/plain one is. An empty write (POST /__mock/reset) needs none.
  if (!READS.has(method) && type === undefined && carriesBody(headers))
    return { kind: 'control-media-type', detail: 'a body without a Content-Type: send application/json' };
  return undefined;
}

/** The request announces a body: a Content-Length other than 0, or a Transfer-Encoding. */
function carriesBody(headers: ControlHead['headers']): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = single(headers['content-length']);
  return length !== undefined && length.trim() !== '0';
}

/**
 * `Authorization: Bearer <token>`, the scheme in any case (RFC 9110 §11.1), blanks after it; the token
 * compared without stopping at the first difference.
 */
function carriesToken(authorization: string | undefined, token: string): boolean {
  const parts = authorization === undefined ? undefined : schemeAndCredential(authorization);
  return parts !== undefined && parts.scheme.toLowerCase() === 'bearer' && sameText(parts.credential, token);
}

/** The headers the control API's verdict rests on, besides Host (checked by the rule every part shares). */
const DECIDING_HEADERS = ['authorization', 'origin', 'sec-fetch-site'] as const;

/** Compares without stopping at the first difference, so that the time taken says nothing of the token. */
function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i += 1) difference |= (a.charCodeAt(i) || 0) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * The JSON of a control request's body, read by the validator's bounded parser. A fault or a setting
 * is bounded in depth as an API body is: what the mock keeps of it is written back with
 * JSON.stringify, which recurses. A state nests the API's bodies a few levels down (`state`:
 * STATE_MAX_DEPTH).
 */
function bodyOf(context: AnswerContext, limit: number, state = false): { value: unknown } | MockAnswer {
  // A transfer coding that cannot be undone was refused from the head (head-refusal.ts).
  const { body, tooLarge, bodyIssue } = context.request;
  // Its Content-Encoding made it unreadable (coded-body.ts): the API's answer to such a body.
  if (bodyIssue !== undefined)
    return problemAnswer(context, tooLarge === true ? 'body-too-large' : 'request-violation', `the body ${bodyIssue.message}`, null, {
      cors: NO_CORS,
      issues: [bodyIssue],
    });
  if (tooLarge === true) return problemAnswer(context, 'body-too-large', `the body is larger than ${limit} bytes`, null, { cors: NO_CORS });
  if (typeof body !== 'string' || body === '') return problemAnswer(context, 'request-violation', 'the body must be JSON text', null, { cors: NO_CORS });
  const read = parseJsonWithinBounds(body, state ? { maxBodyBytes: limit, maxDepth: STATE_MAX_DEPTH } : { maxBodyBytes: limit });
  if ('value' in read) return read;
  const detail = state && read.refused === 'maxDepth' ? `the state ${STATE_TOO_DEEP}` : `the body ${read.message}`;
  return problemAnswer(context, 'request-violation', detail, null, {
    cors: NO_CORS,
    issues: [{ location: 'body', pointer: '', message: detail, severity: 'error' }],
  });
}

const violation = (context: AnswerContext, message: string, pointer = ''): MockAnswer =>
  problemAnswer(context, 'request-violation', message, null, { cors: NO_CORS, issues: [{ location: 'body', pointer, message, severity: 'error' }] });

const STATE_PATH = `${CONTROL_PREFIX}state`;

/**
 * How many body bytes the shells read for a control request before it is answered: none for one
 * its head refuses, so that a foreign page or machine is answered at once instead of being read up
 * to the state's bound; that bound for `PUT /__mock/state`; the API's own for the others.
 */
export function controlBodyLimit(request: ControlHead, target: ControlTarget): number {
  if (refusal(request, target) !== undefined) return 0;
  return request.method === 'PUT' && splitTarget(request.target).path === STATE_PATH
    ? Math.max(target.maxStateBytes, target.maxBodyBytes)
    : target.maxBodyBytes;
}

/**
 * A large answer (the state, the journal, the trigger log) waits while the own servers hold past
 * their bound of answers not taken yet (unsent-answers.ts): 503, as a server shedding load answers.
 */
function waitRefusal(context: AnswerContext): MockAnswer | undefined {
  const source = context.request.unsent;
  if (source === undefined) return undefined;
  const waiting = source.waitingBytes();
  if (waiting < source.maxUnsentBytes) return undefined;
  const mib = (bytes: number): string => `${Math.ceil(bytes / 1048576)} MiB`;
  const detail = `the mock holds ${mib(waiting)} of answers its clients have not taken, past its bound of ${mib(source.maxUnsentBytes)} (listen({ maxUnsentBytes })): ask again once they have taken them or been cut`;
  return problemAnswer(context, 'answers-waiting', detail, null, { cors: NO_CORS, headers: { 'retry-after': String(source.retryAfterSeconds) } });
}

export function controlAnswer(context: AnswerContext, target: ControlTarget): MockAnswer {
  const refused = refusal(context.request, target);
  if (refused !== undefined)
    return problemAnswer(context, refused.kind, refused.detail, null, { cors: NO_CORS, ...(refused.headers ? { headers: refused.headers } : {}) });
  const { request, path } = context;
  const json = (status: number, body: unknown) => jsonAnswer(status, body, {}, NO_CORS);
  const routes: Record<string, Record<string, () => MockAnswer>> = {
    reset: {
      POST: () => {
        target.reset();
        return json(204, undefined);
      },
    },
    state: {
      GET: () => {
        const waiting = waitRefusal(context);
        if (waiting !== undefined) return waiting;
        const text = target.snapshotText(target.maxStateBytes);
        if (text === undefined)
          return problemAnswer(
            context,
            'state-too-large',
            `the state is larger than ${target.maxStateBytes} bytes of JSON (maxStateBytes): take it in-process with snapshot(), or reset the mock`,
            null,
            { cors: NO_CORS },
          );
        return jsonTextAnswer(200, text, NO_CORS);
      },
      PUT: () => {
        const state = bodyOf(context, controlBodyLimit(request, target), true);
        if ('status' in state) return state;
        try {
          target.load(state.value);
        } catch (error) {
          if (!(error instanceof FixtureError)) throw error;
          return problemAnswer(context, 'invalid-fixture', error.message, null, {
            cors: NO_CORS,
            issues: [{ location: 'body', pointer: error.pointer, message: error.reason, severity: 'error' }],
          });
        }
        return json(204, undefined);
      },
    },
    requests: { GET: () => waitRefusal(context) ?? json(200, target.requests()) },
    triggers: { GET: () => waitRefusal(context) ?? json(200, target.triggerLog()) },
    faults: {
      GET: () => json(200, target.faults.list()),
      POST: () => {
        const rule = bodyOf(context, target.maxBodyBytes);
        if ('status' in rule) return rule;
        const checked = checkFaultRule(rule.value);
        if (typeof checked === 'string') return violation(context, checked);
        const refused = target.faults.add(checked);
        if (refused !== undefined) return problemAnswer(context, 'conflict', `${refused}: DELETE /__mock/faults clears them`, null, { cors: NO_CORS });
        return json(201, target.faults.list());
      },
      DELETE: () => {
        target.faults.clear();
        return json(204, undefined);
      },
    },
    settings: {
      GET: () => json(200, target.settings()),
      PATCH: () => {
        const settings = bodyOf(context, target.maxBodyBytes);
        if ('status' in settings) return settings;
        const wrong = settingsError(settings.value);
        if (wrong !== undefined) return violation(context, wrong);
        return json(200, target.changeSettings(settings.value as Partial<MockSettings>));
      },
    },
  };
  // Own names only: `/__mock/constructor` is no endpoint, whatever Object.prototype holds.
  const name = path.slice(CONTROL_PREFIX.length);
  const methods = Object.hasOwn(routes, name) ? routes[name] : undefined;
  if (methods === undefined) {
    const names = Object.keys(routes).map((name) => CONTROL_PREFIX + name);
    return problemAnswer(context, 'no-such-operation', `the control endpoints are ${names.join(', ')}`, null, { cors: NO_CORS });
  }
  const run = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined;
  if (run === undefined) {
    const allowed = Object.keys(methods).join(', ');
    return problemAnswer(context, 'method-not-allowed', `${path} takes ${allowed}`, null, { cors: NO_CORS, headers: { allow: allowed } });
  }
  try {
    return run();
  } catch (error) {
    return internalError(context, error, null, NO_CORS);
  }
}
