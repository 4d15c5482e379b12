// What the sequences share: building a request, following a link (and judging the values it takes
// from an answer), and reading the lists of answers.
import { fillPath } from '../../http/path-template.js';
import { boundedKey, clipped } from '../bounded-key.js';
import { type Exchange, type Link, linkNamed, linkParameters } from '../links.js';
import type { Finding, Session } from '../session.js';
import { type OperationId, operationById } from '../spec.js';
import { field, is2xx, show } from '../values.js';
import type { VerifyRequest } from '../verify-request.js';
import { StopSequence } from './sequence.js';

export interface RequestParts {
  readonly pathParams?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
}

export function request(operationId: OperationId, parts: RequestParts = {}): VerifyRequest {
  return {
    operationId,
    method: operationById(operationId)!.method,
    pathParams: parts.pathParams ?? {},
    query: parts.query ?? {},
    headers: {},
    ...(parts.body === undefined ? {} : { body: parts.body }),
    auth: 'valid',
  };
}

/**
 * Why the values a link takes from an exchange cannot fill its target's path, or undefined when
 * they can. Path filling is the client's serializer: a missing or empty value, `.` or `..` would send
 * the request to another endpoint than the one the link names (`/v2/topics/` for a key "").
 */
export function unfollowable(link: Link, exchange: Exchange): string | undefined {
  const values = linkParameters(link, exchange);
  const target = operationById(link.operationId)!;
  if (values === undefined)
    return `the answer lacks a value the link ${link.name} takes (${Object.values(link.parameters).map(String).join(', ')}), or it is not a string or a number`;
  const filled = fillPath(target.path, values);
  return filled.ok ? undefined : `the link ${link.name} gives ${show(values)}: path parameter "${filled.name}" of ${target.path} ${filled.problem}`;
}

/**
 * The request a link leads to from an exchange. A link whose values cannot fill the path is a failure
 * of the answer that gave them (followable_links, on the source operation), and the sequence stops:
 * what follows would be about another endpoint than the one it names. So is a link to a write whose
 * values name what the run does not own (Session.refusal).
 */
export function follow(session: Session, findings: Finding[], linkName: string, from: Exchange, parts: Omit<RequestParts, 'pathParams'> = {}): VerifyRequest {
  const link = linkNamed(linkName);
  const why = unfollowable(link, from);
  findings.push(
    session.expect(
      'followable_links',
      link.from,
      why === undefined,
      `${link.from} answered ${from.response.status}, and ${why}; the sequence stops here, as ${link.operationId} cannot be reached from this answer`,
    ),
  );
  if (why !== undefined) throw new StopSequence(why);
  const next = request(link.operationId as OperationId, { pathParams: linkParameters(link, from)!, ...parts });
  // A write to what the answer named, when the run did not create it (a key of a topic the server held
  // before), is not sent: a failure of the answer that named it, as an unfollowable value is.
  const foreign = session.refusal(next);
  if (foreign !== undefined) {
    findings.push(
      session.expect(
        'followable_links',
        link.from,
        false,
        `${link.from} answered ${from.response.status}, and the link ${link.name} gives ${show(next.pathParams)}: ${foreign}; verify writes to nothing else, so the sequence stops here, before ${link.operationId}`,
      ),
    );
    throw new StopSequence(foreign);
  }
  return next;
}

/** Whether listTopics, filtered by the key, lists the topic. */
export async function listsTopic(session: Session, findings: Finding[], key: string): Promise<{ listed: boolean; status: number }> {
  const { response } = await session.call(request('listTopics', { query: { key } }), findings);
  const data = field(response.json, 'data');
  return { listed: Array.isArray(data) && data.some((item) => field(item, 'key') === key), status: response.status };
}

/** A read after a deletion: the thing is gone (404), or it was a list of what hung on it, now empty. */
export function goneOrEmpty(response: { status: number; json?: unknown }): boolean {
  const left = field(response.json, 'data');
  return response.status === 404 || (is2xx(response.status) && Array.isArray(left) && left.length === 0);
}

/**
 * Items a walk collects at most: 200 pages of the largest limit the contract allows (100). A server
 * that keeps to the limits never reaches it; one whose pages hold more ends the walk incomplete there,
 * so that what a walk holds is bounded whatever the server sends (review 22, F1: 340,000 items a page).
 */
export const MAX_WALK_ITEMS = 20_000;

/**
 * The longest `next` a walk follows. Each step of the example keeps its request, cursor and all, so
 * 400 steps of a cursor of any length would grow without bound (review 22b); a request line this
 * long is past what Node's HTTP layer reads (16 KiB of headers) and nginx's (8 KiB) already.
 */
export const MAX_CURSOR_LENGTH = 16 * 1024;

/**
 * One item of a walk: its `_id` as JSON, kept as `key` (boundedKey: the JSON itself when short, else a
 * digest) to compare, and the start of it to quote. What a walk holds is then bounded in size too,
 * whatever the length of the ids (review 22b: 200 pages of two 490 KB ids grew a run to 899 MB).
 */
export interface WalkedId {
  readonly key: string;
  readonly shown: string;
}

export const walkedId = (id: unknown): WalkedId => {
  const json = show(id);
  return { key: boundedKey(json), shown: clipped(json) };
};

/**
 * The `_id`s of every item of a list, walked page by page along `next`. `broken` says how the walk
 * itself went wrong (a page that leads back to itself); a page that was refused, or is not a page, ends
 * the walk incomplete without a word: its status or body is another check's to report. So does a walk
 * past MAX_WALK_ITEMS, or a cursor longer than MAX_CURSOR_LENGTH.
 */
export async function walk(
  session: Session,
  findings: Finding[],
  query: Record<string, string>,
  maxPages: number,
): Promise<{ ids: WalkedId[]; complete: boolean; broken?: string }> {
  const ids: WalkedId[] = [];
  let after: string | undefined;
  for (let page = 0; page < maxPages; page += 1) {
    const { response } = await session.call(request('listTopics', { query: { ...query, ...(after === undefined ? {} : { after }) } }), findings);
    const data = field(response.json, 'data');
    if (!is2xx(response.status) || !Array.isArray(data) || ids.length + data.length > MAX_WALK_ITEMS) return { ids, complete: false };
    for (const item of data) ids.push(walkedId(field(item, '_id')));
    const next = field(response.json, 'next');
    if (next === null || next === undefined) return { ids, complete: true };
    if (typeof next !== 'string' || next.length > MAX_CURSOR_LENGTH) return { ids, complete: false };
    if (next === after) return { ids, complete: false, broken: `page ${page + 1} has next ${clipped(show(next))}, the cursor it was asked for` };
    after = next;
  }
  return { ids, complete: false };
}
