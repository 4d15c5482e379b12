// The OpenAPI Links of the contract: exactly the transitions the API description states (seed 3.2),
// each one resolvable, and followable from the answers of the spec's examples.
import { describe, expect, it } from 'vitest';
import { contractLinks, evaluateExpression, linkParameters } from '../../src/verify/links.js';
import { at, deref, operationById, operationObject } from '../../src/verify/spec.js';

describe('the links', () => {
  it('are the stated transitions, from the success responses of each source operation (the documented status and 2XX)', () => {
    const bySource = new Map<string, string[]>();
    for (const link of contractLinks()) bySource.set(`${link.from} ${link.status}`, [...(bySource.get(`${link.from} ${link.status}`) ?? []), link.operationId]);
    const stated = {
      // a topic upserted by op 14 is the topic of ops 17, 13, 20, 4 and 8
      upsertTopic: ['getTopic', 'updateTopic', 'deleteTopic', 'listTopicSubscriptions', 'deleteTopicSubscriptions'],
      // an integration created by op 6 is the integration of ops 5 and 9
      createIntegration: ['updateIntegration', 'setPrimaryIntegration'],
      // a triggered transaction (op 21) is the transaction of op 19
      triggerEvent: ['deleteMessagesByTransaction'],
      // a subscriber of op 1 is the subscriber of ops 2, 3, 7, 11, 15 and 18
      updateSubscriberCredentials: [
        'updateSubscriberOnlineStatus',
        'listSubscriberSubscriptions',
        'updateSubscriberPreferences',
        'getSubscriberPreferences',
        'markAllSubscriberMessages',
        'deleteSubscriber',
      ],
    };
    // A server may answer any 2xx (a created topic with 201): the links hold for each.
    const expected = Object.fromEntries(
      Object.entries(stated).flatMap(([from, targets]) => [
        [`${from} ${operationById(from)!.successStatus}`, targets],
        [`${from} 2XX`, targets],
      ]),
    );
    expect(Object.fromEntries(bySource)).toEqual(expected);
  });

  const documented = contractLinks().filter((link) => link.status === operationById(link.from)!.successStatus);
  it.each(documented.map((link) => [link.name, link] as const))('%s sets every path parameter of its target, from a field of the source answer', (_, link) => {
    const target = operationById(link.operationId)!;
    expect(Object.keys(link.parameters).sort()).toEqual([...target.pathParams].sort());
    const response = deref((operationObject(operationById(link.from)!).responses as Record<string, unknown>)[link.status]) as {
      content: Record<string, { schema: unknown; examples: Record<string, { $ref: string }> }>;
    };
    const media = response.content['application/json']!;
    expect(Object.keys(media.examples).length).toBeGreaterThan(0);
    for (const expression of Object.values(link.parameters)) {
      const field = /^\$response\.body#\/(\w+)$/.exec(String(expression))?.[1];
      expect(field, String(expression)).toBeDefined();
      // The schema names the field, and the spec's example of the answer carries it.
      expect(Object.keys((deref(media.schema) as { properties: object }).properties)).toContain(field);
      for (const example of Object.values(media.examples)) {
        const value = (at(example.$ref.slice(1)) as { value: unknown }).value;
        expect(typeof evaluateExpression(expression, { request: {}, response: { status: 200, body: value } })).toBe('string');
      }
    }
  });

  it('cannot be followed from an answer that lacks the field', () => {
    const link = contractLinks().find((candidate) => candidate.name === 'DeleteMessagesByTransactionId')!;
    expect(linkParameters(link, { request: {}, response: { status: 201, body: { acknowledged: true, status: 'processed' } } })).toBeUndefined();
    expect(linkParameters(link, { request: {}, response: { status: 201, body: { acknowledged: true, status: 'processed', transactionId: 'tx-1' } } })).toEqual({
      transactionId: 'tx-1',
    });
  });
});
