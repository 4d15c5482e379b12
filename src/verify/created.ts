// What a successful answer created or changed on the server, as entries of the undo stack. Only what
// the run owns (ownership.ts: its prefix, or an id the server gave its creation) is ever deleted or
// deactivated: anything else may have been there before the run.

import { textOf } from '../text/printable.js';
import type { ReceivedResponse } from './checks.js';
import type { Sender } from './http.js';
import type { Ownership } from './ownership.js';
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
 * said it deleted what was all still there). Only a 404 or 410 of that read counts as gone.
 */
async function deletion(
  sender: Sender,
  what: string,
  operationId: OperationId,
  pathParams: Record<string, string>,
  confirm?: OperationId,
): Promise<UndoOutcome> {
  const { status } = await cleanupCall(sender, operationId, { pathParams });
  if (isGone(status)) return { alreadyGone: `${what} (DELETE answered ${status})` };
  if (!is2xx(status)) return { leftBehind: `${what} (answered ${status})` };
  if (confirm === undefined) return { deleted: what };
  let read: number;
  try {
    ({ status: read } = await cleanupCall(sender, confirm, { pathParams }));
  } catch (error) {
    return { leftBehind: `${what} (DELETE answered ${status}; not confirmed by ${confirm}: ${error instanceof Error ? error.message : String(error)})` };
  }
  if (read === 404 || read === 410) return { deleted: what };
  return {
    leftBehind: is2xx(read)
      ? `${what} (DELETE answered ${status}, yet ${confirm} still finds it: ${read})`
      : `${what} (DELETE answered ${status}; not confirmed: ${confirm} answered ${read})`,
  };
}

export const topicEntryKey = (key: string) => `topic:${key}`;
export const subscriberEntryKey = (id: string) => `subscriber:${id}`;

export function pushTopic(undo: UndoStack, sender: Sender, owner: Ownership, key: string): void {
  const what = `topic ${key}`;
  undo.push({
    key: topicEntryKey(key),
    what,
    undo: async () =>
      owner.owns('topicKey', key)
        ? deletion(sender, what, 'deleteTopic', { topicKey: key }, 'getTopic')
        : { leftBehind: `${what} (created without the run's prefix: not deleted, it may have been there before)` },
  });
}

export function pushSubscriber(undo: UndoStack, sender: Sender, owner: Ownership, id: string): void {
  if (!owner.owns('subscriberId', id)) return;
  const what = `subscriber ${id}`;
  // Not confirmed: the contract has no read of a subscriber itself, only of what hangs on it
  // (preferences, subscriptions), which a server may answer for an id it does not hold.
  undo.push({ key: subscriberEntryKey(id), what, undo: () => deletion(sender, what, 'deleteSubscriber', { subscriberId: id }) });
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
      for (const key of [field(request.body, 'key'), field(body, 'key')]) if (typeof key === 'string' && key !== '') pushTopic(undo, sender, owner, key);
      break;
    }
    case 'triggerEvent':
    case 'triggerEventBulk': {
      for (const id of triggeredSubscriberIds(request)) pushSubscriber(undo, sender, owner, id);
      for (const result of Array.isArray(body) ? body : [body]) {
        if (!isObject(result) || typeof result.transactionId !== 'string') continue;
        const id = result.transactionId;
        // A transaction named by the server's answer, not by this run: its messages are not the run's to delete.
        if (!owner.owns('transactionId', id)) continue;
        if (result.status === 'processed')
          undo.push({
            key: `records:${id}`,
            what: `records ${id}`,
            undo: async () => ({ leftBehind: `the activity records of transaction ${id} (no operation of the contract deletes them)` }),
          });
        undo.push({
          key: `transaction:${id}`,
          what: `transaction ${id}`,
          undo: async () => {
            // Messages of a transaction are best effort: the run's workflows match none of the server's.
            await cleanupCall(sender, 'deleteMessagesByTransaction', { pathParams: { transactionId: id } }).catch(() => undefined);
            return { nothing: true };
          },
        });
      }
      break;
    }
    case 'createIntegration':
      if (isObject(body) && typeof body._id === 'string') {
        const id = body._id;
        const what = `${textOf(body.channel)} integration ${textOf(body.name)}`;
        if (!owner.owns('integrationId', id)) {
          undo.push({
            key: `integration:${id}`,
            what,
            undo: async () => ({ leftBehind: `${what} ${id} (the answer named an integration listed before the run created it: not deactivated)` }),
          });
          break;
        }
        undo.push({
          key: `integration:${id}`,
          what,
          undo: async () => {
            await cleanupCall(sender, 'updateIntegration', { pathParams: { integrationId: id }, body: { active: false } }).catch(() => undefined);
            return { leftBehind: `${what} ${id} (deactivated; the contract has no operation that deletes an integration)` };
          },
        });
      }
      break;
    case 'updateSubscriberCredentials':
      if (request.pathParams.subscriberId) pushSubscriber(undo, sender, owner, request.pathParams.subscriberId);
      break;
    default:
  }
}
