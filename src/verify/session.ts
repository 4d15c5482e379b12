// What one run holds: the sender, the tallies per operation and check, what was created (for
// cleanup), and the steps of the example being evaluated (for printing a failure).
import { type CheckName, type CheckResult, conformanceChecks, type ReceivedResponse } from './checks.js';
import type { Sender } from './http.js';
import type { Exchange } from './links.js';
import type { CheckTally, FailureStep, OperationReport } from './report.js';
import { curlLine, requestTarget, triggeredSubscriberIds, type VerifyRequest } from './requests.js';
import { type OperationEntry, operationById } from './spec.js';

/** One check's verdict on one step, tagged with the operation it is counted under. */
export interface Finding extends CheckResult {
  readonly operationId: string;
}

/** Things this run created, to delete at the end. */
export class CreatedThings {
  readonly topics = new Set<string>();
  readonly subscribers = new Set<string>();
  readonly transactions = new Set<string>();
  /** Transactions that ran a workflow of the server: their activity records stay (no operation deletes them). */
  readonly records = new Set<string>();
  readonly integrations = new Map<string, string>();
  /** environment:channel → the integration that was primary before the run touched it. */
  readonly primaries = new Map<string, string>();
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export class Session {
  readonly reports = new Map<string, OperationReport>();
  readonly created = new CreatedThings();
  /** Steps of the example under evaluation. */
  steps: FailureStep[] = [];
  /** While shrinking, answers are not counted again. */
  counting = true;

  constructor(
    readonly sender: Sender,
    readonly baseUrl: string,
    readonly prefix: string,
    /** Writes are allowed (--allow-writes). */
    readonly writes: boolean,
    /** A workflow of the server to trigger, for the sequences that need a subscriber (--workflow). */
    readonly workflow: string | undefined,
    private readonly scrub: (text: string) => string,
  ) {}

  report(operationId: string): OperationReport {
    let report = this.reports.get(operationId);
    if (!report) {
      const entry = operationById(operationId)!;
      report = { operationId, method: entry.method, path: entry.path, requests: 0, checks: {} };
      this.reports.set(operationId, report);
    }
    return report;
  }

  tally(findings: readonly Finding[]): void {
    if (!this.counting) return;
    for (const finding of findings) {
      const checks = this.report(finding.operationId).checks;
      const tally: CheckTally = checks[finding.check] ?? { passed: 0, failed: 0 };
      checks[finding.check] = tally;
      if (finding.failure === undefined) tally.passed += 1;
      else tally.failed += 1;
    }
  }

  /** A transition's verdict, observed on `operationId`'s answer. */
  expect(check: CheckName, operationId: string, holds: boolean, failure: string): Finding {
    return { check, operationId, ...(holds ? {} : { failure }) };
  }

  /** Sends one request, records it as a step, and notes what it created. */
  async send(request: VerifyRequest): Promise<{ response: ReceivedResponse; exchange: Exchange }> {
    const entry = operationById(request.operationId)!;
    const response = await this.sender.send(entry, request);
    if (this.counting) this.report(request.operationId).requests += 1;
    this.steps.push(this.step(entry, request, response));
    this.noteCreated(request, response);
    return {
      response,
      exchange: {
        request: { path: { ...request.pathParams }, query: { ...request.query }, headers: { ...request.headers }, body: request.body },
        response: { status: response.status, headers: response.headers, body: response.json },
      },
    };
  }

  /** Sends a request and runs the conformance checks on its answer. */
  async call(request: VerifyRequest, findings: Finding[]): Promise<{ response: ReceivedResponse; exchange: Exchange }> {
    const sent = await this.send(request);
    const entry = operationById(request.operationId)!;
    for (const result of conformanceChecks(entry, request, sent.response)) findings.push({ ...result, operationId: request.operationId });
    return sent;
  }

  step(entry: OperationEntry, request: VerifyRequest, response: ReceivedResponse): FailureStep {
    return {
      operationId: entry.operationId,
      method: request.method,
      target: this.scrub(requestTarget(entry, request)),
      ...(request.body === undefined ? {} : { body: JSON.parse(this.scrub(JSON.stringify(request.body))) as unknown }),
      status: response.status,
      response: this.scrub(response.text.slice(0, 500)),
      curl: this.scrub(curlLine(entry, request, this.baseUrl)),
    };
  }

  private noteCreated(request: VerifyRequest, response: ReceivedResponse): void {
    if (response.status < 200 || response.status > 299) return;
    const body = response.json;
    switch (request.operationId) {
      case 'upsertTopic': {
        const key = isObject(body) && typeof body.key === 'string' ? body.key : isObject(request.body) ? request.body.key : undefined;
        if (typeof key === 'string') this.created.topics.add(key);
        break;
      }
      case 'triggerEvent':
      case 'triggerEventBulk': {
        for (const id of triggeredSubscriberIds(request)) this.created.subscribers.add(id);
        const results = Array.isArray(body) ? body : [body];
        for (const result of results) {
          if (!isObject(result) || typeof result.transactionId !== 'string') continue;
          this.created.transactions.add(result.transactionId);
          if (result.status === 'processed') this.created.records.add(result.transactionId);
        }
        break;
      }
      case 'createIntegration':
        if (isObject(body) && typeof body._id === 'string') this.created.integrations.set(body._id, `${String(body.channel)} integration ${String(body.name)}`);
        break;
      case 'updateSubscriberCredentials':
        if (request.pathParams.subscriberId) this.created.subscribers.add(request.pathParams.subscriberId);
        break;
      default:
    }
  }
}
