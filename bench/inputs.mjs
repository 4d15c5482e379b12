// The four exchanges every validator is measured on, built once and shared by all of them.

const headers = (withBody) => ({
  host: 'api.example.com',
  'user-agent': 'bench/1.0',
  accept: 'application/json',
  authorization: 'ApiKey 2f1c0d9e8b7a6f5e4d3c2b1a',
  'x-request-id': 'b7e1c3a2-5d4f-4e6a-9b8c-0d1e2f3a4b5c',
  ...(withBody ? { 'content-type': 'application/json; charset=utf-8' } : {}),
});

/** About 2 KB of free-form payload: nested objects, arrays, numbers and text. */
function payload(seed) {
  return {
    orderId: `A-${10_000 + seed}`,
    total: 129.5 + seed,
    currency: 'EUR',
    customer: { id: `c-${seed}`, name: 'Ada Lovelace', tier: 'gold', tags: ['vip', 'eu'] },
    items: Array.from({ length: 19 }, (_, i) => ({ sku: `SKU-${seed}-${i}`, title: `Item number ${i} of the order`, quantity: (i % 3) + 1, price: 9.99 + i })),
    shipping: {
      carrier: 'DHL',
      tracking: `JD0${seed}4455667788`,
      address: { street: '12 Analytical Engine Way', city: 'London', zip: 'EC1A 1BB', country: 'GB' },
    },
    notes: 'Leave the parcel with the neighbour if nobody answers the door.',
  };
}

/** About 600 bytes: a subscriber definition, a small payload and overrides. */
function bulkEvent(i) {
  return {
    name: 'order-shipped',
    to: {
      subscriberId: `user-${i}`,
      email: `user${i}@example.com`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+441234567890',
      locale: 'en-GB',
      timezone: 'Europe/London',
      data: { plan: 'pro', region: 'eu-west' },
    },
    payload: {
      orderId: `A-${i}`,
      total: 10 + i,
      items: [
        { sku: `S-${i}`, quantity: 1 },
        { sku: `T-${i}`, quantity: 2 },
      ],
      note: 'Shipped today, expect delivery within two business days.',
      tags: ['shipping', 'order', 'eu'],
    },
    overrides: { email: { from: 'shop@example.com' } },
    transactionId: `7c9e6679-7425-40de-944b-${String(i).padStart(12, '0')}`,
    actor: { subscriberId: 'shop-bot' },
  };
}

function job(i) {
  return {
    _id: `66b0c1d2e3f40516273849${10 + i}`,
    type: i % 2 ? 'sms' : 'email',
    executionDetails: Array.from({ length: 4 }, (_, j) => ({
      _id: `66b0c1d2e3f4051627${i}${j}95c`,
      createdAt: '2026-11-21T09:00:01.000Z',
      status: j === 3 ? 'Success' : 'Pending',
      detail: j === 3 ? 'Message sent' : 'Step queued',
      isRetry: false,
      isTest: false,
      providerId: i % 2 ? 'twilio' : 'sendgrid',
      raw: j === 3 ? '{"messageId":"m-1"}' : null,
      source: 'Internal',
    })),
    step: {
      _id: `step-${i}`,
      active: true,
      filters: [{ isNegated: false, type: 'GROUP', value: 'AND', children: [{ field: 'plan', value: 'pro', operator: 'EQUAL', on: 'subscriber' }] }],
      _templateId: `tpl-${i}`,
      name: `Step ${i}`,
      _parentId: null,
      variants: [{ _id: `variant-${i}`, active: false, filters: [], _templateId: `tpl-${i}-v` }],
    },
    digest: { type: 'regular', amount: 5, unit: 'minutes' },
    payload: { orderId: 'A-10023' },
    providerId: i % 2 ? 'twilio' : 'sendgrid',
    status: 'completed',
    updatedAt: '2026-11-21T09:00:02.000Z',
  };
}

export function buildInputs() {
  const bulkBody = { events: Array.from({ length: 100 }, (_, i) => bulkEvent(i)) };
  const triggerBody = {
    name: 'order-shipped',
    to: [{ subscriberId: 'user-1', email: 'ada@example.com' }, 'user-2'],
    payload: payload(1),
    transactionId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  };
  const notification = {
    _id: '66b0c1d2e3f405162738495a',
    _environmentId: '65e0a1b2c3d4e5f607182931',
    _organizationId: '65e0a1b2c3d4e5f607182930',
    _subscriberId: '6615943e7ace93b0540ae377',
    transactionId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    _templateId: '66b0c1d2e3f4051627384900',
    createdAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:02.000Z',
    channels: ['email', 'sms'],
    subscriber: { subscriberId: 'user-1042', _id: '6615943e7ace93b0540ae377', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    template: {
      _id: '66b0c1d2e3f4051627384900',
      name: 'Order shipped',
      origin: 'platform-cloud',
      triggers: [{ type: 'event', identifier: 'order-shipped', variables: [{ name: 'orderId' }] }],
    },
    jobs: Array.from({ length: 5 }, (_, i) => job(i)),
    payload: { orderId: 'A-10023' },
    tags: ['orders'],
    to: { subscriberId: 'user-1042' },
    topics: [{ _topicId: '6690a1b2c3d4e5f607182a01', topicKey: 'product-updates' }],
  };
  return [
    {
      name: 'topic upsert',
      request: { method: 'POST', path: '/v2/topics', query: {}, headers: headers(true), body: { key: 'product-updates', name: 'Product updates' } },
      response: {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: { _id: '6690a1b2c3d4e5f607182a01', key: 'product-updates', name: 'Product updates' },
      },
    },
    {
      name: 'trigger, 2 KB payload',
      request: { method: 'POST', path: '/v1/events/trigger', query: {}, headers: headers(true), body: triggerBody },
      response: {
        status: 201,
        headers: { 'content-type': 'application/json' },
        body: { acknowledged: true, status: 'processed', transactionId: triggerBody.transactionId },
      },
    },
    {
      name: 'bulk trigger, 100 events',
      request: { method: 'POST', path: '/v1/events/trigger/bulk', query: {}, headers: headers(true), body: bulkBody },
      response: {
        status: 201,
        headers: { 'content-type': 'application/json' },
        body: bulkBody.events.map((e) => ({ acknowledged: true, status: 'processed', transactionId: e.transactionId })),
      },
    },
    {
      name: 'activity record, 5 jobs',
      request: { method: 'GET', path: '/v1/notifications/66b0c1d2e3f405162738495a', query: {}, headers: headers(false), body: undefined },
      response: { status: 200, headers: { 'content-type': 'application/json' }, body: notification },
    },
  ].map((input) => ({
    ...input,
    requestText: input.request.body === undefined ? '' : JSON.stringify(input.request.body),
    responseText: JSON.stringify(input.response.body),
  }));
}
