// After a sequence failed: the steps before the failing one that it does not need, dropped. Each
// candidate (the steps less one) is replayed on fresh resources (every value of the run's prefix
// renamed, so that nothing the first run made is met again) and kept when its last step fails the
// same check the same way. Only where the verdict can be judged again from the last answer alone (a
// check of every answer, by its signature; a thing found lost, by its status), and never the first
// write (what the failure is about was made by it: without it a 404 would be no failure to show).
// Not for a sequence that triggers or creates integrations: their records and integrations stay.
import { type CheckName, RESPONSE_CHECKS } from './check-registry.js';
import { ForeignWriteError } from './ownership.js';
import type { SentStep, Session } from './session.js';
import type { VerifyRequest } from './verify-request.js';

/** Requests sent at most to make one sequence's failure shorter. */
export const SEQUENCE_REPLAY_BUDGET = 40;

/** What the run cannot take back, or takes back only in part: such a sequence is not replayed. */
const NOT_REPLAYED = new Set(['createIntegration', 'triggerEvent', 'triggerEventBulk']);

const renamed = (value: unknown, prefix: string, fresh: string): unknown => {
  if (typeof value === 'string') return value.startsWith(prefix) ? `${fresh}${value.slice(prefix.length)}` : value;
  if (Array.isArray(value)) return value.map((item) => renamed(item, prefix, fresh));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renamed(item, prefix, fresh)]));
  return value;
};

function renamedRequest(request: VerifyRequest, prefix: string, fresh: string): VerifyRequest {
  return {
    ...request,
    pathParams: renamed(request.pathParams, prefix, fresh) as Record<string, string>,
    query: renamed(request.query, prefix, fresh) as Record<string, string>,
    ...(request.body === undefined ? {} : { body: renamed(request.body, prefix, fresh) }),
  };
}

export interface SequenceFailure {
  readonly check: CheckName;
  readonly signature: string;
  readonly steps: readonly SentStep[];
}

/** Whether the last answer of a replay fails the check as the first run's did. */
function failsAgain(session: Session, failure: SequenceFailure, steps: readonly SentStep[]): boolean {
  const last = steps.at(-1);
  const first = failure.steps.at(-1);
  if (last === undefined || first === undefined) return false;
  if (failure.check === 'ensure_resource_availability') return last.response.status === first.response.status && [404, 410].includes(last.response.status);
  return session
    .responseFindings(last.entry, last.request, last.response)
    .some((finding) => finding.check === failure.check && finding.failure !== undefined && session.signatureOf(finding) === failure.signature);
}

/**
 * The shortest replay found that still fails the same way (its steps as sent, and the prefix its
 * values were renamed to), or undefined when none is shorter.
 */
export async function shortenSequence(
  session: Session,
  failure: SequenceFailure,
  budget = SEQUENCE_REPLAY_BUDGET,
): Promise<{ readonly steps: readonly SentStep[]; readonly renamedTo: string } | undefined> {
  const replayable = failure.check === 'ensure_resource_availability' || (RESPONSE_CHECKS as readonly string[]).includes(failure.check);
  if (!replayable || failure.steps.length < 3 || failure.steps.some((step) => NOT_REPLAYED.has(step.request.operationId))) return undefined;
  const creation = failure.steps.findIndex((step) => step.request.method !== 'GET');
  let best: { steps: readonly SentStep[]; renamedTo: string } | undefined;
  /** The steps of `best` as first sent, for renaming afresh (a replay's own are renamed already). */
  let requests = failure.steps.map((step) => step.request);
  let sent = 0;
  let round = 0;
  // From the step before the failing one back: a later step is likelier not to be needed.
  for (let index = requests.length - 2; index >= 0; index -= 1) {
    if (index === creation) continue;
    const candidate = requests.filter((_, position) => position !== index);
    if (sent + candidate.length > budget) break;
    round += 1;
    const fresh = `${session.prefix}r${round}-`;
    session.steps = [];
    let whole = true;
    try {
      for (const request of candidate) await session.send(renamedRequest(request, session.prefix, fresh));
    } catch (error) {
      // A write the session refused: this candidate did not run to its end, and shows nothing.
      if (!(error instanceof ForeignWriteError)) throw error;
      whole = false;
    }
    sent += candidate.length;
    const replayed = session.steps;
    if (whole && failsAgain(session, failure, replayed)) {
      best = { steps: replayed, renamedTo: fresh };
      requests = candidate;
    }
  }
  return best;
}
