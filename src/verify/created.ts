// What a successful answer created or changed on the server, as entries of the undo stack. Only what
// the run owns (ownership.ts: its prefix, or an id the server gave its creation) is ever deleted or
// deactivated: anything else may have been there before the run.

import { textOf } from '../text/printable.js';
import { boundedKey, clipped } from './bounded-key.js';
import type { ReceivedResponse } from './checks.js';
import type { Sender } from './http.js';
import { MAX_NAME_LENGTH } from './owned-names.js';
import { type Ownership, sentBody } from './ownership.js';
import { triggeredSubscriberIds } from './requests.js';
import { type OperationId, operationById } from './spec.js';
import type { UndoOutcome, UndoStack } from './undo.js';
import { field, is2xx, isObject } from './values.js';
import type { VerifyRequest } from './verify-request.js';

/** A deletion that answers 404 or 410 found the thing gone already: what cleanup wanted, though it deleted nothing. */
const isGone = (status: number) => status === 404 || status === 410;

/** Sends one cleanup request (it goes out even after an interruption, within the cleanup budget). */
function cleanupCall(sender: Sender, operationId: OperationId, parts: Partial<VerifyRequest>): Promise<ReceivedResponse> {
  const entry = operationById(operationId)!;
  return sender.send(entry, { operationId, method: entry.method, pathParams: {}, query: {}, headers: {}, auth: 'valid', ...parts }, { cleanup: true });
}

/**
 * Deletes, then, where the contract has a read of the thing itself (`confirm`), reads it: a 2xx of
 * the DELETE is the server's word, not proof (a DELETE that did nothing answered 200, and cleanup
 * said it deleted what was all still there). Only a 404 or 410 of that read counts as gone. No read
 * is sent of an operation an answer of which outlived the deadline (the run sent it no more either):
 * each would cost a whole deadline (review 22, F7: 31 reads, 62 s of a 65 s run). `unanswered`: the
 * creation got no answer, so the thing may not exist, and a 404 says it was not made.
 */
async function deletion(
  sender: Sender,
  what: string,
  operationId: OperationId,
  pathParams: Record<string, string>,
  { confirm, unanswered = false }: { confirm?: OperationId; unanswered?: boolean } = {},
): Promise<UndoOutcome> {
  const { status } = await cleanupCall(sender, operationId, { pathParams });
  if (isGone(status))
    return {
      alreadyGone: `${what} (${unanswered ? 'its creation got no answer, and ' : ''}DELETE answered ${status}${unanswered ? ': it was not made' : ''})`,
    };
  if (!is2xx(status)) return { leftBehind: `${what} (answered ${status})` };
  if (confirm === undefined) return { deleted: what };
  if (sender.outlived.has(confirm)) return { deleted: what, unconfirmed: confirm };
  let read: ReceivedResponse;
  try {
    read = await cleanupCall(sender, confirm, { pathParams });
  } catch (error) {
    return { leftBehind: `${what} (DELETE answered ${status}; not confirmed by ${confirm}: ${error instanceof Error ? error.message : String(error)})` };
  }
  // A read whose answer did not end proves nothing, whatever its status line said.
  if (read.exceeded !== undefined)
    return {
      leftBehind: `${what} (DELETE answered ${status}; not confirmed: the read did not end ${read.exceeded.limit === 'time' ? `within ${read.exceeded.ms} ms` : 'within the size bound'}, ${confirm} sent ${read.status} and ${read.exceeded.bytes} bytes)`,
    };
  if (read.malformed !== undefined) return { leftBehind: `${what} (DELETE answered ${status}; not confirmed: ${confirm} got no answer a client can read)` };
  if (read.status === 404 || read.status === 410) return { deleted: what };
  return {
    leftBehind: is2xx(read.status)
      ? `${what} (DELETE answered ${status}, yet ${confirm} still finds it: ${read.status})`
      : `${what} (DELETE answered ${status}; not confirmed: ${confirm} answered ${read.status})`,
  };
}

export const topicEntryKey = (key: string) => `topic:${key}`;
export const subscriberEntryKey = (id: string) => `subscriber:${id}`;

/**
 * An entry for what an answer named with a value longer than any the run takes as its own (owned-names.ts):
 * never the run's, so its undo needs only the start of it, and an entry per answer holds no more of it.
 */
function pushLong(undo: UndoStack, kind: string, value: string, what: string): void {
  const shown = `${what} ${clipped(value)}`;
  undo.push({
    key: `${kind}:${boundedKey(value)}`,
    what: shown,
    undo: async () => ({ leftBehind: `${shown} (not the run's: longer than any name or id it sends; not touched)` }),
  });
}

export function pushTopic(undo: UndoStack, sender: Sender, owner: Ownership, key: string, unanswered = false): void {
  if (key.length > MAX_NAME_LENGTH) {
    pushLong(undo, 'topic', key, 'topic');
    return;
  }
  const what = `topic ${key}`;
  undo.push({
    key: topicEntryKey(key),
    what,
    undo: async () =>
      owner.owns('topicKey', key)
        ? deletion(sender, what, 'deleteTopic', { topicKey: key }, { confirm: 'getTopic', unanswered })
        : {
            leftBehind: key.startsWith(owner.prefix)
              ? `${what} (not the run's: ${owner.why('topicKey', key)}; not deleted)`
              : `${what} (created without the run's prefix: not deleted, it may have been there before)`,
          },
  });
}

export function pushSubscriber(undo: UndoStack, sender: Sender, owner: Ownership, id: string, unanswered = false): void {
  if (!owner.owns('subscriberId', id)) return;
  const what = `subscriber ${id}`;
  // Not confirmed: the contract has no read of a subscriber itself, only of what hangs on it
  // (preferences, subscriptions), which a server may answer for an id it does not hold.
  undo.push({ key: subscriberEntryKey(id), what, undo: () => deletion(sender, what, 'deleteSubscriber', { subscriberId: id }, { unanswered }) });
}

/** The integration that was primary for environment:channel before the run made another one primary. */
export function pushPrimary(undo: UndoStack, sender: Sender, where: string, id: string): void {
  undo.push({
    key: `primary:${where}`,
    what: `primary ${where.split(':')[1]} integration ${id}`,
    undo: async () => {
      try {
        const { status } = await cleanupCall(sender, 'setPrimaryIntegration', { pathParams: { integrationId: id } });
        return is2xx(status)
          ? { restored: `primary ${where.split(':')[1]} integration ${id}` }
          : { note: `could not make ${id} primary again (answered ${status})` };
      } catch (error) {
        return { note: `could not make ${id} primary again (${error instanceof Error ? error.message : String(error)})` };
      }
    },
  });
}

/** Records on the undo stack what a successful answer to `request` created. */
export function noteCreated(undo: UndoStack, sender: Sender, owner: Ownership, request: VerifyRequest, response: ReceivedResponse): void {
  if (!is2xx(response.status)) return;
  const body = response.json;
  switch (request.operationId) {
    case 'upsertTopic': {
      // The key sent, and the one the server says it stored, if another: cleanup tries both.
      for (const key of [field(sentBody(request), 'key'), field(body, 'key')]) if (typeof key === 'string' && key !== '') pushTopic(undo, sender, owner, key);
      break;
    }
    case 'triggerEvent':
    case 'triggerEventBulk': {
      for (const id of triggeredSubscriberIds(request)) pushSubscriber(undo, sender, owner, id);
      for (const result of Array.isArray(body) ? body : [body]) {
        if (!isObject(result) || typeof result.transactionId !== 'string') continue;
        // A transaction named by the server's answer, not by this run: its messages are not the run's to delete.
        if (owner.owns('transactionId', result.transactionId)) pushTransaction(undo, sender, owner, result.transactionId, result.status === 'processed');
      }
      break;
    }
    case 'createIntegration':
      if (isObject(body) && typeof body._id === 'string')
        pushIntegration(undo, sender, owner, body._id, `${clipped(textOf(body.channel))} integration ${clipped(textOf(body.name))}`);
      break;
    case 'updateSubscriberCredentials':
      if (request.pathParams.subscriberId) pushSubscriber(undo, sender, owner, request.pathParams.subscriberId);
      break;
    default:
  }
}

/**
 * Ownership is asked again when cleanup comes: a later answer can show that an id was not the run's
 * after all (review 22, F2: the server gave the same id to every creation of the run).
 */
function pushTransaction(undo: UndoStack, sender: Sender, owner: Ownership, id: string, processed: boolean): void {
  if (processed)
    undo.push({
      key: `records:${id}`,
      what: `records ${id}`,
      undo: async () =>
        owner.owns('transactionId', id)
          ? { leftBehind: `the activity records of transaction ${id} (no operation of the contract deletes them)` }
          : { nothing: true },
    });
  undo.push({
    key: `transaction:${id}`,
    what: `transaction ${id}`,
    undo: async () => {
      if (!owner.owns('transactionId', id)) return { note: `the messages of transaction ${id} were not deleted: ${owner.why('transactionId', id)}` };
      // Messages of a transaction are best effort: the run's workflows match none of the server's.
      await cleanupCall(sender, 'deleteMessagesByTransaction', { pathParams: { transactionId: id } }).catch(() => undefined);
      return { nothing: true };
    },
  });
}

function pushIntegration(undo: UndoStack, sender: Sender, owner: Ownership, id: string, what: string): void {
  if (id.length > MAX_NAME_LENGTH) {
    pushLong(undo, 'integration', id, what);
    return;
  }
  undo.push({
    key: `integration:${id}`,
    what,
    undo: async () => {
      if (!owner.owns('integrationId', id)) return { leftBehind: `${what} ${id} (not deactivated: ${owner.why('integrationId', id)})` };
      await cleanupCall(sender, 'updateIntegration', { pathParams: { integrationId: id }, body: { active: false } }).catch(() => undefined);
      return { leftBehind: `${what} ${id} (deactivated; the contract has no operation that deletes an integration)` };
    },
  });
}

/**
 * A creation whose answer never came (the connection closed, the deadline passed, the run was
 * interrupted) may have been made all the same (review 22, F8): what it named of the run's own is
 * pushed on the stack, and cleanup deletes it, a 404 then saying that nothing was made.
 */
export function noteUnanswered(undo: UndoStack, sender: Sender, owner: Ownership, request: VerifyRequest): void {
  switch (request.operationId) {
    case 'upsertTopic': {
      const key = field(sentBody(request), 'key');
      if (typeof key === 'string' && owner.owns('topicKey', key)) pushTopic(undo, sender, owner, key, true);
      break;
    }
    case 'triggerEvent':
    case 'triggerEventBulk':
      for (const id of triggeredSubscriberIds(request)) pushSubscriber(undo, sender, owner, id, true);
      break;
    case 'createIntegration':
      undo.push({
        key: `integration-unanswered:${String(field(request.body, 'name'))}`,
        what: `integration ${textOf(field(request.body, 'name'))}`,
        undo: async () => ({
          leftBehind: `integration ${textOf(field(request.body, 'name'))} (its creation got no answer: it may exist, and no id of it is known to deactivate it)`,
        }),
      });
      break;
    case 'updateSubscriberCredentials':
      if (request.pathParams.subscriberId) pushSubscriber(undo, sender, owner, request.pathParams.subscriberId, true);
      break;
    default:
  }
}
