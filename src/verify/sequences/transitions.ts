// The generic transitions, derived from the contract's links rather than written per resource: from
// the answer that created a thing, every link to a read (GET) must find it (create→read), and after
// the link to its deletion (DELETE) succeeded, every such read must find it gone (delete→read).
// Until its deletion, no request a link leads to from that answer may find it lost (404 or 410): each
// is ensure_resource_availability's. A transition judges what a 2xx says; another status of a request
// the contract accepts is not its fault to report (positive_data_acceptance, not_a_server_error).
import type { TransitionCheck } from '../check-registry.js';
import type { ReceivedResponse } from '../checks.js';
import { contractLinks, type Exchange, evaluateExpression, type Link, linkNamed } from '../links.js';
import type { Finding, Session } from '../session.js';
import { type OperationId, operationById } from '../spec.js';
import { field, is2xx, isObject, show } from '../values.js';
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

/** A 404 or a 410: the thing named is not there. */
export const isLost = (status: number): boolean => status === 404 || status === 410;

/** ensure_resource_availability on a request that names a thing the run created, before its deletion. */
export function expectAvailable(session: Session, findings: Finding[], created: Created, operationId: string, response: ReceivedResponse, how: string): void {
  findings.push(
    session.expect(
      'ensure_resource_availability',
      operationId,
      !isLost(response.status),
      () => `${created.what} was created by ${created.operationId}, then ${operationId} (${how}) answered ${response.status} ${session.excerpt(response, 120)}`,
    ),
  );
}

/** Follows a link from the creating answer to an operation that is not its deletion, and judges that it finds the thing. */
export async function reach(
  session: Session,
  findings: Finding[],
  created: Created,
  linkName: string,
  parts: Parameters<typeof follow>[4] = {},
): Promise<Awaited<ReturnType<Session['call']>>> {
  const sent = await session.call(follow(session, findings, linkName, created.exchange, parts), findings);
  expectAvailable(session, findings, created, linkNamed(linkName).operationId, sent.response, `link ${linkName}`);
  return sent;
}

/**
 * The fields of a read's answer that must carry what the link took from the creating answer: a link
 * parameter `$response.body#/key` names the field `key`, which the read answer, when it has one, must
 * hold with the same value (a read that answers another thing has not found this one).
 */
function mismatches(link: Link, created: Exchange, read: unknown): string[] {
  const found: string[] = [];
  for (const expression of Object.values(link.parameters)) {
    const name = /^\$response\.body#\/([^/]+)$/.exec(String(expression))?.[1];
    if (name === undefined || !isObject(read) || !Object.hasOwn(read, name)) continue;
    const expected = evaluateExpression(expression, created);
    if (read[name] !== expected) found.push(`${name} ${show(read[name])} instead of ${show(expected)}`);
  }
  return found;
}

/**
 * create→read: every read a link leads to from the creating answer finds the thing
 * (ensure_resource_availability): it answers no 404 (another wrong status is status_code_conformance's
 * or not_a_server_error's), and not another thing than the one the link names.
 */
export async function readsAfterCreate(session: Session, findings: Finding[], created: Created): Promise<Map<OperationId, ReceivedResponse>> {
  const answers = new Map<OperationId, ReceivedResponse>();
  for (const link of linksTo(created.operationId, 'GET')) {
    const { response } = await session.call(follow(session, findings, link.name, created.exchange), findings);
    answers.set(link.operationId as OperationId, response);
    const other = is2xx(response.status) ? mismatches(link, created.exchange, response.json) : [];
    findings.push(
      session.expect(
        'ensure_resource_availability',
        link.operationId,
        !isLost(response.status) && other.length === 0,
        () =>
          `${created.what} was created by ${created.operationId}, then ${link.operationId} (link ${link.name}) answered ${response.status}${other.length > 0 ? ` with ${other.join(', ')}` : ` ${session.excerpt(response, 120)}`}`,
      ),
    );
  }
  return answers;
}

/**
 * delete→read: the link to the deletion is followed; when it succeeds, no read a link leads to from
 * the creating answer shows the thing any more: none answers 2xx, unless with an empty list. The
 * check is use_after_free unless `checks` names another for a read. Resolves with the deletion's
 * status (a deletion that answers 404 or 410 found the thing lost: ensure_resource_availability's).
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
  // A deletion that finds the thing lost is ensure_resource_availability's; one refused otherwise, another check's.
  const removed = await reach(session, findings, created, deletion.name);
  if (!is2xx(removed.response.status)) return removed.response.status;
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
