// One line of the violation log: what happened to one exchange, redacted.
import type { IncomingHttpHeaders } from 'node:http';
import { unparsedBodyNote } from '../http/credentials-body.js';
import { printable } from '../text/printable.js';
import type { ValidationIssue } from '../validator/index.js';
import type { ProxyMode } from './options.js';
import { type Redactor, redactBody, Secrets, scrub } from './redact.js';

export type Direction = 'request' | 'response';

export type LoggedIssue = ValidationIssue & { direction: Direction };

export interface LoggedMessage {
  headers: Record<string, string | string[]>;
  /** The parsed JSON body, credentials and properties with secret names masked (src/http/credentials-body.ts). */
  body?: unknown;
  /** Why the body is not there: not JSON, too large to log, streamed. */
  bodyNote?: string;
}

export interface ViolationRecord {
  time: string;
  correlationId: string;
  /** null: the request matched no operation. */
  operationId: string | null;
  method: string;
  /** The request target, query string included. */
  path: string;
  /** The status the client got; null when it got none (it went away, or the answer broke mid-body). */
  status: number | null;
  /** The upstream's status, when it answered and the client got another one (enforce mode, failures). */
  upstreamStatus?: number;
  /** Which side broke the contract; 'upstream' for a failure to get a usable answer, 'client' for a client that did not take it. */
  direction: Direction | 'both' | 'upstream' | 'client';
  mode: ProxyMode;
  /**
   * forwarded: passed on as it was; rejected: answered by the proxy (enforce mode, 413); failed: the
   * upstream failed; client-timeout: the client did not take its answer in time, and was cut off.
   */
  outcome: 'forwarded' | 'rejected' | 'failed' | 'client-timeout';
  durationMs: number;
  issues: LoggedIssue[];
  /** What went wrong, for outcome 'failed' (with the upstream) or 'client-timeout' (with the client). */
  error?: string;
  request: LoggedMessage;
  response?: LoggedMessage;
}

/** Bodies larger than this are noted, not copied into the log. */
const LOG_BODY_LIMIT = 64 * 1024;

export interface CapturedMessage {
  headers: IncomingHttpHeaders;
  /** The body as read (JSON, decoded when it came compressed), or a note why it was not. */
  body: Buffer | undefined;
  bodyNote?: string | undefined;
}

function logged(message: CapturedMessage, redactor: Redactor, secrets: Secrets): LoggedMessage {
  const out: LoggedMessage = { headers: redactor.redactHeaders(message.headers, secrets) };
  const { body } = message;
  if (message.bodyNote !== undefined) out.bodyNote = message.bodyNote;
  else if (body === undefined || body.length === 0) return out;
  else if (body.length > LOG_BODY_LIMIT) out.bodyNote = `${body.length} bytes, not logged`;
  else {
    try {
      out.body = redactBody(JSON.parse(body.toString('utf8')) as unknown, secrets);
    } catch {
      // Unparseable text cannot be searched for credentials reliably: it stays out of the log.
      out.bodyNote = unparsedBodyNote(body.length);
    }
  }
  return out;
}

export interface ExchangeFacts {
  redactor: Redactor;
  correlationId: string;
  operationId: string | undefined;
  method: string;
  path: string;
  status: number | null;
  upstreamStatus: number | undefined;
  mode: ProxyMode;
  outcome: ViolationRecord['outcome'];
  durationMs: number;
  requestIssues: readonly ValidationIssue[];
  responseIssues: readonly ValidationIssue[];
  error: string | undefined;
  request: CapturedMessage;
  response: CapturedMessage | undefined;
}

function directionOf(facts: ExchangeFacts): ViolationRecord['direction'] {
  const request = facts.requestIssues.length > 0;
  const response = facts.responseIssues.length > 0;
  if (request && response) return 'both';
  if (request) return 'request';
  if (response) return 'response';
  return facts.outcome === 'client-timeout' ? 'client' : 'upstream';
}

/** The redacted record of an exchange. */
export function buildRecord(facts: ExchangeFacts): ViolationRecord {
  const { redactor } = facts;
  const secrets = new Secrets();
  const record: ViolationRecord = {
    time: new Date().toISOString(),
    correlationId: facts.correlationId,
    operationId: facts.operationId ?? null,
    method: facts.method,
    path: redactor.redactTarget(facts.path, secrets, facts.operationId),
    status: facts.status,
    direction: directionOf(facts),
    mode: facts.mode,
    outcome: facts.outcome,
    durationMs: Math.round(facts.durationMs * 100) / 100,
    issues: [
      ...facts.requestIssues.map((issue) => ({ ...issue, direction: 'request' as const })),
      ...facts.responseIssues.map((issue) => ({ ...issue, direction: 'response' as const })),
    ],
    // Redacting the messages first collects the secrets that the scrub then looks for everywhere.
    request: logged(facts.request, redactor, secrets),
  };
  if (facts.upstreamStatus !== undefined && facts.upstreamStatus !== facts.status) record.upstreamStatus = facts.upstreamStatus;
  if (facts.error !== undefined) record.error = facts.error;
  if (facts.response !== undefined) record.response = logged(facts.response, redactor, secrets);
  return scrub(record, secrets);
}

/**
 * One line for a terminal: who, what, and the first issues. Everything that came from the network
 * has its control characters escaped and is cut when very long, so that a request cannot forge a
 * line or send escape sequences to the terminal.
 */
export function describeRecord(record: ViolationRecord): string {
  // A client cut off had its answer under way: it got part of one, which 'no answer' would deny.
  const cut = record.outcome === 'client-timeout';
  const got = record.status ?? (cut ? `${record.upstreamStatus ?? 'answer'} cut off` : 'no answer');
  const head = `${printable(record.correlationId)}  ${printable(record.operationId ?? '(no operation)')}  ${printable(record.method, 32)} ${printable(record.path)} → ${got}`;
  if (record.error !== undefined && record.issues.length === 0) return `${head}: ${printable(record.error)}`;
  const issues = record.issues.slice(0, 3).map((issue) => `${issue.direction} ${issue.location}${printable(issue.pointer, 120)} ${printable(issue.message)}`);
  const more = record.issues.length > 3 ? `; and ${record.issues.length - 3} more` : '';
  // Which side ended the exchange matters more than the issues: a client's timeout is said first.
  const error = cut && record.error !== undefined ? `${printable(record.error)}; ` : '';
  return `${head}: ${error}${issues.join('; ')}${more}`;
}
