// What one run holds: the sender, the checks it applies, the tallies per operation and check, the
// undo stack (for cleanup), and the steps of the example being evaluated (for printing a failure).
import { clipped, head } from './bounded-key.js';
import type { CheckName } from './check-registry.js';
import { type CheckResult, conformanceChecks, type ReceivedResponse, writeAuthCheck } from './checks.js';
import { noteCreated, noteUnanswered } from './created.js';
import { failureKey } from './failure-key.js';
import type { Sender } from './http.js';
import type { Exchange } from './links.js';
import { ForeignWriteError, Ownership } from './ownership.js';
import type { KnownValues } from './path-values.js';
import type { CheckTally, FailureStep, OperationReport } from './report.js';
import { curlLine, jsonBodyText, printedTarget, requestTarget } from './requests.js';
import { shownBody } from './shown-body.js';
import { type OperationEntry, operationById } from './spec.js';
import { UndoStack } from './undo.js';
import type { VerifyRequest } from './verify-request.js';

/** Characters past an excerpt's end that are searched for secrets before it is cut. */
const EXCERPT_SEARCHED = 16_384;

/** One check's verdict on one step, tagged with the operation it is counted under. */
export interface Finding extends CheckResult {
  readonly operationId: string;
  /** How many steps of the example there were when it was judged: the last is the step it is about. */
  readonly step?: number;
}

export interface SessionSettings {
  readonly baseUrl: string;
  /** `verify-<run id>-`: what the run creates is named with it. */
  readonly prefix: string;
  /** Writes are allowed (--allow-writes). */
  readonly writes: boolean;
  /** A workflow of the server to trigger, for the sequences that need a subscriber (--workflow). */
  readonly workflow: string | undefined;
  /** The checks the run applies (--checks, --exclude-checks). */
  readonly checks: ReadonlySet<CheckName>;
  readonly maxResponseBytes: number;
  /** Takes every form of the API key out of a text. */
  readonly redact: (text: string) => string;
  /** Collects the values the server gives out, for the paths of later reads (path-values.ts). */
  readonly known?: KnownValues;
}

/** One request of an example and its answer (neither is changed once sent). */
export interface SentStep {
  readonly entry: OperationEntry;
  readonly request: VerifyRequest;
  readonly response: ReceivedResponse;
  /** The answer as the report shows it, when its body was let go (see KEPT_BODY_CHARS); the response then has no body. */
  readonly shown?: string;
}

/**
 * Characters of an answer's body that a step keeps past the step after it: a larger body is let go
 * (its text and its parsed value) once the next request is sent, and only what the report shows of
 * it is kept. Every check of an answer judges it when it comes, and a sequence keeps what it needs of
 * it: a walk of 200 pages of about 1 MB each, twice, kept every page and its parsed value, and a
 * run died out of memory with no report (review 22, F1). A page of 100 topics is well under it. With
 * MAX_WALK_ITEMS, a walk's steps hold a few tens of MB at most. The last step stays whole: a replay judges it.
 */
export const KEPT_BODY_CHARS = 16 * 1024;

/** Characters of a refused write's note: its method, target and why. */
const REFUSAL_SHOWN = 2000;

/** A JSON value with the key taken out; as text if the redaction left no JSON (it cut an escape). */
function redactedJson(json: string, redact: (text: string) => string): unknown {
  const text = redact(json);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export class Session {
  readonly reports = new Map<string, OperationReport>();
  readonly undo = new UndoStack();
  /**
   * Steps of the example under evaluation, as sent and received: printed (redacted, with their curl
   * lines) by printedSteps only for the examples that fail, not for every request.
   */
  steps: SentStep[] = [];
  /** While shrinking, answers are not counted again. */
  counting = true;
  /** Failing examples per failure (failure-key.ts), counted as the tallies are. */
  readonly occurrences = new Map<string, number>();
  /** What each key of `occurrences` is: the check, operation and (redacted) signature. */
  readonly kinds = new Map<string, { readonly check: CheckName; readonly operationId: string; readonly signature: string }>();
  /**
   * Checks a sequence met nothing to judge with in this run, and why: the report's notes say so of
   * each that nothing else judged, so that it shows as not run for a reason, never as passed.
   */
  readonly notJudged = new Map<CheckName, string>();
  /** Valid generated requests per operation that answered 404 or 410, not judged by positive_data_acceptance. */
  readonly missed = new Map<string, number>();
  /** Operations whose write a sequence has sent without credentials first (probesWrite). */
  private readonly authProbed = new Set<string>();
  /** What the run may write to (ownership.ts). */
  readonly ownership: Ownership;
  /** The writes not sent, as `METHOD target: why`, and how often each was refused: the report's notes. */
  readonly refused = new Map<string, number>();
  /**
   * The requests sent to make a failure smaller (shrinking, simplification, sequence replays) are extra: `extra` is set while they are sent, and they are counted
   * against the run's budget of them (run.ts), which bounds what a server that fails on every answer
   * can make the run send. `exhausted` once something was cut short for it (a note of the report).
   */
  extra = false;
  extraBudget = Number.POSITIVE_INFINITY;
  extraSpent = 0;
  exhausted = false;

  constructor(
    readonly sender: Sender,
    readonly settings: SessionSettings,
  ) {
    this.ownership = new Ownership(settings.prefix);
  }

  get prefix(): string {
    return this.settings.prefix;
  }

  get writes(): boolean {
    return this.settings.writes;
  }

  get workflow(): string | undefined {
    return this.settings.workflow;
  }

  /** Extra requests the run may still send. */
  get extraLeft(): number {
    return Math.max(0, this.extraBudget - this.extraSpent);
  }

  /** Whether the run applies this check. */
  applies(check: CheckName): boolean {
    return this.settings.checks.has(check);
  }

  report(operationId: string): OperationReport {
    let report = this.reports.get(operationId);
    if (!report) {
      const entry = operationById(operationId)!;
      report = { operationId, method: entry.method, path: entry.path, requests: 0, checks: {} };
      this.reports.set(operationId, report);
    }
    return report;
  }

  /** Counts the findings of the checks the run applies; the others are dropped. */
  tally(findings: readonly Finding[]): Finding[] {
    const kept = findings.filter((finding) => this.applies(finding.check));
    if (!this.counting) return kept;
    for (const finding of kept) {
      const checks = this.report(finding.operationId).checks;
      const tally: CheckTally = checks[finding.check] ?? { passed: 0, failed: 0 };
      checks[finding.check] = tally;
      if (finding.failure === undefined) tally.passed += 1;
      else {
        tally.failed += 1;
        // Keyed as the report's failures are: their signatures are redacted (a malformed answer's reason quotes the server).
        const signature = this.settings.redact(this.signatureOf(finding));
        const key = failureKey(finding.check, finding.operationId, signature);
        this.occurrences.set(key, (this.occurrences.get(key) ?? 0) + 1);
        if (!this.kinds.has(key)) this.kinds.set(key, { check: finding.check, operationId: finding.operationId, signature });
      }
    }
    return kept;
  }

  /** A failing finding's signature: its check's, or the status of the answer it was judged on. */
  signatureOf(finding: Finding): string {
    return finding.signature ?? String(this.steps[(finding.step ?? this.steps.length) - 1]?.response.status ?? '');
  }

  /**
   * A transition's verdict, observed on `operationId`'s answer. A message that quotes the answer is
   * given as a function: redacting and cutting the body is only worth doing when the check fails.
   */
  expect(check: CheckName, operationId: string, holds: boolean, failure: string | (() => string)): Finding {
    const step = this.steps.length;
    return holds ? { check, operationId, step } : { check, operationId, step, failure: typeof failure === 'string' ? failure : failure() };
  }

  /** The checks of every answer, on one answer. */
  responseFindings(entry: OperationEntry, request: VerifyRequest, response: ReceivedResponse): Finding[] {
    const step = this.steps.length;
    return conformanceChecks(entry, request, response, this.settings.maxResponseBytes).map((result) => ({ ...result, operationId: entry.operationId, step }));
  }

  /**
   * Why `request` may not be sent (a write whose path names what the run does not own), counted for
   * the report's notes; undefined when it may. Every request of the run passes here (send), so that
   * none of the ways a write's path is filled (a link, a replay, a simplification) escapes the rule.
   */
  refusal(request: VerifyRequest): string | undefined {
    const why = this.ownership.refusal(request);
    if (why === undefined) return undefined;
    const entry = operationById(request.operationId)!;
    // Cut after redaction (a secret cut short is no longer recognised): a note per refused write of a
    // path of any length the server gave out would grow with what it sends (review 22b).
    const key = clipped(this.settings.redact(`${request.method} ${printedTarget(entry, requestTarget(entry, request))}: ${why}`), REFUSAL_SHOWN);
    this.refused.set(key, (this.refused.get(key) ?? 0) + 1);
    return why;
  }

  /** Sends one request, records it as a step, and pushes the undo of what it created. */
  async send(request: VerifyRequest): Promise<{ response: ReceivedResponse; exchange: Exchange }> {
    const refused = this.refusal(request);
    if (refused !== undefined) throw new ForeignWriteError(refused);
    if (this.extra) this.extraSpent += 1;
    const entry = operationById(request.operationId)!;
    const before = this.sender.sent;
    let response: ReceivedResponse;
    try {
      response = await this.sender.send(entry, request);
    } catch (error) {
      // Sent, and no answer came: what it would have made may exist all the same.
      if (this.sender.sent > before) noteUnanswered(this.undo, this.sender, this.ownership, request);
      throw error;
    }
    if (response.malformed !== undefined) noteUnanswered(this.undo, this.sender, this.ownership, request);
    if (this.counting) this.report(request.operationId).requests += 1;
    const last = this.steps.length - 1;
    const previous = this.steps[last];
    if (previous !== undefined && previous.shown === undefined && previous.response.text.length > KEPT_BODY_CHARS) this.steps[last] = this.lighter(previous);
    this.steps.push({ entry, request, response });
    this.settings.known?.note(request, response);
    this.ownership.note(request, response);
    noteCreated(this.undo, this.sender, this.ownership, request, response);
    return {
      response,
      exchange: {
        request: { path: { ...request.pathParams }, query: { ...request.query }, headers: { ...request.headers }, body: request.body },
        response: { status: response.status, headers: response.headers, body: response.json },
      },
    };
  }

  /** Sends a request and runs the checks of every answer on it. */
  async call(request: VerifyRequest, findings: Finding[]): Promise<{ response: ReceivedResponse; exchange: Exchange }> {
    if (this.probesWrite(request)) {
      const taken = await this.probeWrite(request, findings);
      if (taken !== undefined) return taken;
    }
    const sent = await this.send(request);
    findings.push(...this.responseFindings(operationById(request.operationId)!, request, sent.response));
    return sent;
  }

  /**
   * Whether a sequence's write goes out first without credentials (ignored_auth, writeAuthCheck): the
   * first write of each operation in the run, not while a failure is made smaller or replayed.
   */
  private probesWrite(request: VerifyRequest): boolean {
    return (
      request.auth === 'valid' &&
      request.method !== 'GET' &&
      this.counting &&
      !this.extra &&
      this.applies('ignored_auth') &&
      !this.authProbed.has(request.operationId)
    );
  }

  /**
   * The write sent without credentials, judged; its answer when the server took it (a 2xx), which then
   * stands for the write's own: sent again with the key, a second upsert or delete would make the
   * sequence's transitions fail for the first, beside ignored_auth.
   */
  private async probeWrite(request: VerifyRequest, findings: Finding[]): Promise<{ response: ReceivedResponse; exchange: Exchange } | undefined> {
    this.authProbed.add(request.operationId);
    const probe: VerifyRequest = { ...request, auth: 'missing' };
    const sent = await this.send(probe);
    const entry = operationById(request.operationId)!;
    const result = writeAuthCheck(entry, sent.response);
    if (result !== undefined) findings.push({ ...result, operationId: request.operationId, step: this.steps.length });
    if (sent.response.status < 200 || sent.response.status > 299) return undefined;
    findings.push(...this.responseFindings(entry, probe, sent.response));
    return sent;
  }

  /** The steps of a failing example as the report shows them. */
  printedSteps(steps: readonly SentStep[]): FailureStep[] {
    return steps.map(({ entry, request, response, shown }) => this.step(entry, request, response, shown));
  }

  /** A step with its answer's body let go, and what the report shows of it kept. */
  private lighter({ entry, request, response, shown }: SentStep): SentStep {
    const { status, headers, malformed, exceeded } = response;
    const kept: ReceivedResponse = {
      status,
      headers,
      text: '',
      ...(malformed === undefined ? {} : { malformed }),
      ...(exceeded === undefined ? {} : { exceeded }),
    };
    return { entry, request, response: kept, shown: shown ?? this.answer(response) };
  }

  /** An answer as a failure's step shows it. */
  private answer(response: ReceivedResponse): string {
    return response.malformed !== undefined
      ? `[no answer a client can read: ${response.malformed}]`
      : response.exceeded
        ? `[body not read past ${response.exceeded.bytes} bytes: ${response.exceeded.limit === 'size' ? 'over the size bound' : 'past the deadline'}]`
        : this.excerpt(response, 500);
  }

  /**
   * The first `max` characters of what a server sent, for a message or a report: the secrets of a
   * JSON body (shownBody) and the key are hidden before the text is cut, since a cut inside one would
   * leave a part that no rule matches; in the first EXCERPT_SEARCHED characters past `max` only,
   * far more than any form of a key spans: hiding costs what the text searched does, and a body of
   * 5 MiB of near misses (`&#&#…`) made each of its excerpts cost the whole of it (review 22b).
   */
  excerpt(response: Pick<ReceivedResponse, 'text' | 'json'>, max: number): string {
    // head() copies the excerpt out: a slice would keep the whole body alive (review 22b, F3).
    return head(this.settings.redact(shownBody(response).slice(0, max + EXCERPT_SEARCHED)), max);
  }

  step(entry: OperationEntry, request: VerifyRequest, response: ReceivedResponse, shown?: string): FailureStep {
    const { redact } = this.settings;
    const answer = shown ?? this.answer(response);
    return {
      operationId: entry.operationId,
      method: request.method,
      target: redact(printedTarget(entry, requestTarget(entry, request))),
      ...(request.body === undefined ? {} : { body: redactedJson(jsonBodyText(request) ?? '', redact) }),
      status: response.status,
      response: answer,
      curl: redact(curlLine(entry, request, this.settings.baseUrl)),
    };
  }
}
