// The generic transitions, derived from the contract's links rather than written per resource: from
// the answer that created a thing, every link to a read (GET) must find it (create→read), and after
// the link to its deletion (DELETE) succeeded, every such read must find it gone (delete→read).
import type { TransitionCheck } from '../check-registry.js';
import type { ReceivedResponse } from '../checks.js';
import { contractLinks, type Exchange, type Link } from '../links.js';
import type { Finding, Session } from '../session.js';
import { type OperationId, operationById } from '../spec.js';
import { field, is2xx } from '../values.js';
import { follow, goneOrEmpty } from './support.js';

/** The links from an operation's documented success answer to operations of `method`, in document order. */
export function linksTo(from: OperationId, method: 'GET' | 'DELETE'): Link[] {
  const source = operationById(from)!;
  return contractLinks().filter((link) => link.from === from && link.status === source.successStatus && operationById(link.operationId)!.method === method);
}

export interface Created {
  readonly operationId: OperationId;
  readonly exchange: Exchange;
  /** What it is, for the messages (`the topic verify-…`). */
  readonly what: string;
}

/** create→read: no read a link leads to from the creating answer says the thing is not there (ensure_resource_availability). */
export async function readsAfterCreate(session: Session, findings: Finding[], created: Created): Promise<Map<OperationId, ReceivedResponse>> {
  const answers = new Map<OperationId, ReceivedResponse>();
  for (const link of linksTo(created.operationId, 'GET')) {
    const { response } = await session.call(follow(session, findings, link.name, created.exchange), findings);
    answers.set(link.operationId as OperationId, response);
    findings.push(
      session.expect(
        'ensure_resource_availability',
        link.operationId,
        // Another wrong status is status_code_conformance's or not_a_server_error's: this check owns "not found".
        response.status !== 404 && response.status !== 410,
        `${created.what} was created by ${created.operationId}, then ${link.operationId} (link ${link.name}) answered ${response.status} ${response.text.slice(0, 120)}`,
      ),
    );
  }
  return answers;
}

/**
 * delete→read: the link to the deletion is followed; when it succeeds, no read a link leads to from
 * the creating answer shows the thing any more: none answers 2xx, unless with an empty list. The
 * check is use_after_free unless `checks` names another for a read. Resolves with the deletion's status.
 */
export async function readsAfterDelete(
  session: Session,
  findings: Finding[],
  created: Created,
  checks: Partial<Record<OperationId, TransitionCheck>> = {},
): Promise<number> {
  // The deletion of the thing itself: its path ends with the parameter (not `/{key}/subscriptions`).
  const [deletion] = linksTo(created.operationId, 'DELETE').filter((link) => operationById(link.operationId)!.path.endsWith('}'));
  if (!deletion) throw new Error(`the contract has no link from ${created.operationId} to a deletion`);
  const removed = await session.call(follow(session, findings, deletion.name, created.exchange), findings);
  if (!is2xx(removed.response.status)) {
    findings.push(
      session.expect('use_after_free', deletion.operationId, false, `${deletion.operationId} answered ${removed.response.status} for ${created.what}`),
    );
    return removed.response.status;
  }
  for (const link of linksTo(created.operationId, 'GET')) {
    const { response } = await session.call(follow(session, findings, link.name, created.exchange), findings);
    const left = field(response.json, 'data');
    findings.push(
      session.expect(
        checks[link.operationId as OperationId] ?? 'use_after_free',
        link.operationId,
        // A 2xx that still shows the thing is this check's; any other status is another check's.
        !is2xx(response.status) || goneOrEmpty(response),
        `${created.what} was deleted, then ${link.operationId} (link ${link.name}) answered ${response.status}${Array.isArray(left) ? ` with ${left.length} items` : ''}`,
      ),
    );
  }
  return removed.response.status;
}
