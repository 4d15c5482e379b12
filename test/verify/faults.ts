// Planted bugs: the stateful mock's fetch wrapped with one fault each, so that a test can show that
// each check catches its bug, and no unrelated check does.

import { matchOperation } from '../../src/validator/index.js';
import type { CheckName } from '../../src/verify/checks.js';

export type Fetch = (request: Request) => Promise<Response>;

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const operationOf = (request: Request) => matchOperation(request.method, new URL(request.url).pathname)?.operationId;

/** Rewrites the JSON body of a 2xx answer of one operation. */
function rewrite(operationId: string, change: (body: unknown, request: Request, sent: unknown) => unknown): (inner: Fetch) => Fetch {
  return (inner) => async (request) => {
    const sent = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.clone().text();
    const response = await inner(request);
    if (operationOf(request) !== operationId || response.status < 200 || response.status > 299) return response;
    const body: unknown = await response.json();
    return json(change(body, request, sent ? (JSON.parse(sent) as unknown) : undefined), response.status);
  };
}

export interface PlantedBug {
  readonly name: string;
  /** The check that must catch it, alone. */
  readonly check: CheckName;
  readonly wrap: (inner: Fetch) => Fetch;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Topic keys this fault has seen created, and whether their first read has happened. */
function notFoundAfterUpsert(): (inner: Fetch) => Fetch {
  const fresh = new Set<string>();
  const known = new Set<string>();
  return (inner) => async (request) => {
    const operationId = operationOf(request);
    if (operationId === 'upsertTopic') {
      const sent = (await request
        .clone()
        .json()
        .catch(() => undefined)) as { key?: unknown } | undefined;
      const response = await inner(request);
      if (response.ok && typeof sent?.key === 'string' && !known.has(sent.key)) {
        known.add(sent.key);
        fresh.add(sent.key);
      }
      return response;
    }
    if (operationId === 'getTopic') {
      const key = decodeURIComponent(new URL(request.url).pathname.split('/').pop()!);
      // The read right after a creation misses it, as a lagging replica would.
      if (fresh.delete(key)) return json({ title: 'Not Found', status: 404 }, 404, { 'content-type': 'application/problem+json' });
    }
    return inner(request);
  };
}

/** Integrations made primary; the listing keeps them all primary, as if set-primary never unset the others. */
function twoPrimaries(): (inner: Fetch) => Fetch {
  const madePrimary = new Set<string>();
  return (inner) => async (request) => {
    const operationId = operationOf(request);
    const response = await inner(request);
    if (operationId === 'setPrimaryIntegration' && response.ok) madePrimary.add(decodeURIComponent(new URL(request.url).pathname.split('/').at(-2)!));
    if (operationId !== 'listActiveIntegrations' || !response.ok) return response;
    const list = (await response.json()) as Record<string, unknown>[];
    return json(
      list.map((item) => (madePrimary.has(String(item._id)) ? { ...item, primary: true } : item)),
      response.status,
    );
  };
}

export const plantedBugs: readonly PlantedBug[] = [
  {
    name: 'a 500 on one operation (getNotification)',
    check: 'not_a_server_error',
    wrap: (inner) => async (request) => (operationOf(request) === 'getNotification' ? json({ message: 'Internal Server Error' }, 500) : inner(request)),
  },
  {
    name: 'an undeclared status (a 302 for getSubscriberPreferences)',
    check: 'status_code_conformance',
    wrap: (inner) => async (request) => {
      const response = await inner(request);
      if (operationOf(request) !== 'getSubscriberPreferences' || !response.ok) return response;
      return new Response(await response.text(), { status: 302, headers: { 'content-type': 'application/json', location: '/elsewhere' } });
    },
  },
  {
    // Whether the request is valid or not: the undeclared status is status_code_conformance's alone, not
    // also negative_data_rejection's (a 302 to an invalid request), nor a sequence's (a page not read).
    name: 'an undeclared status (a 302 for every listTopics request)',
    check: 'status_code_conformance',
    wrap: (inner) => async (request) =>
      operationOf(request) === 'listTopics' && request.headers.get('authorization')?.startsWith('ApiKey ')
        ? new Response('{}', { status: 302, headers: { 'content-type': 'application/json', location: '/elsewhere' } })
        : inner(request),
  },
  {
    // A login page for whoever comes without the key: undeclared, and no sign that the key was ignored.
    name: 'an undeclared status (a 302 to a login page without the key)',
    check: 'status_code_conformance',
    wrap: (inner) => async (request) =>
      request.headers.get('authorization')?.startsWith('ApiKey ')
        ? inner(request)
        : new Response('{}', { status: 302, headers: { 'content-type': 'application/json', location: '/login' } }),
  },
  {
    name: 'an invalid body (getTopic answers createdAt as a number)',
    check: 'response_schema_conformance',
    wrap: rewrite('getTopic', (body) => ({ ...(body as object), createdAt: 1_700_000_000 })),
  },
  // Review 13a, F3: decoded leniently, the byte was U+FFFD, and every check passed.
  {
    // A field no transition reads, in Latin-1 (ü as the one byte 0xFC): the name would fail rename_persists too.
    name: 'a body that is not UTF-8 (getTopic answers updatedAt as Latin-1 text, M\u00fcller with ü as 0xFC)',
    check: 'response_schema_conformance',
    wrap: (inner) => async (request) => {
      const response = await inner(request);
      if (operationOf(request) !== 'getTopic' || !response.ok) return response;
      const text = JSON.stringify({ ...((await response.json()) as object), updatedAt: 'M?ller' });
      const bytes = new TextEncoder().encode(text);
      bytes[new TextEncoder().encode(text.slice(0, text.indexOf('M?ller') + 1)).length] = 0xfc;
      return new Response(bytes, { status: response.status, headers: { 'content-type': 'application/json' } });
    },
  },
  {
    name: 'a body in an undeclared media type (listActiveIntegrations as text/html)',
    check: 'content_type_conformance',
    wrap: (inner) => async (request) => {
      const response = await inner(request);
      if (operationOf(request) !== 'listActiveIntegrations' || !response.ok) return response;
      return new Response(await response.text(), { status: response.status, headers: { 'content-type': 'text/html' } });
    },
  },
  {
    name: 'a 200 on invalid data (upsertTopic takes any key)',
    check: 'negative_data_rejection',
    wrap: (inner) => async (request) => {
      const sent =
        operationOf(request) === 'upsertTopic'
          ? ((await request
              .clone()
              .json()
              .catch(() => ({}))) as { key?: unknown })
          : undefined;
      const response = await inner(request);
      if (sent === undefined || response.status !== 400) return response;
      return json({ _id: 'planted', key: String(sent.key ?? 'planted') }, 200);
    },
  },
  {
    name: 'auth not enforced (any Authorization, or none, passes as the key)',
    check: 'ignored_auth',
    wrap: (inner) => async (request) => {
      const headers = new Headers(request.headers);
      headers.set('authorization', 'ApiKey test-key');
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
      return inner(new Request(request.url, { method: request.method, headers, ...(body === undefined ? {} : { body }) }));
    },
  },
  {
    // Lost for good: every read by key misses it. One fault, reported once (not again by rename_persists).
    name: 'a topic never found by its key',
    check: 'ensure_resource_availability',
    wrap: (inner) => async (request) =>
      operationOf(request) === 'getTopic' && new URL(request.url).pathname.includes('/verify-')
        ? json({ title: 'Not Found', status: 404 }, 404, { 'content-type': 'application/problem+json' })
        : inner(request),
  },
  {
    name: 'a topic not found after its upsert',
    check: 'ensure_resource_availability',
    // A fresh memory of the keys for each run that reads it (the replay of a failure is a run too).
    get wrap() {
      return notFoundAfterUpsert();
    },
  },
  {
    name: 'a topic still there after its delete',
    check: 'use_after_free',
    wrap: (inner) => async (request) => {
      if (operationOf(request) !== 'deleteTopic') return inner(request);
      // Answered as the mock answers a read of the topic (401 without credentials, 404 when absent),
      // then acknowledged without deleting anything.
      const found = await inner(new Request(request.url, { method: 'GET', headers: request.headers }));
      return found.ok ? json({ acknowledged: true }, 200) : found;
    },
  },
  {
    name: 'deviceTokens replaced instead of appended',
    check: 'credentials_appended',
    wrap: rewrite('updateSubscriberCredentials', (body, _request, sent) => {
      const { providerId, credentials } = sent as { providerId: string; credentials: { deviceTokens?: string[] } };
      const subscriber = body as { channels?: Record<string, unknown>[] };
      return {
        ...subscriber,
        channels: (subscriber.channels ?? []).map((channel) =>
          channel.providerId === providerId && credentials.deviceTokens
            ? { ...channel, credentials: { ...(channel.credentials as object), deviceTokens: credentials.deviceTokens } }
            : channel,
        ),
      };
    }),
  },
  {
    name: 'two primaries',
    check: 'single_primary_per_channel',
    get wrap() {
      return twoPrimaries();
    },
  },
  {
    name: 'a page that repeats an item (listTopics after a cursor)',
    check: 'pagination_yields_each_item_once',
    wrap: rewrite('listTopics', (body, request) => {
      const page = body as { data: unknown[] };
      if (!new URL(request.url).searchParams.has('after') || !isObject(page) || page.data.length === 0) return page;
      return { ...page, data: [page.data[0], ...page.data] };
    }),
  },
];
