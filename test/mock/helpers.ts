// What the stateful mock's tests share: a fetch that checks every answer against the contract, and
// two targets for the same scenarios, the in-process mock and the CLI's server (with its /__mock/
// endpoints standing in for the in-process calls).
import { createNotificationClient, type NotificationClient } from '../../src/client.js';
import type { FaultRule } from '../../src/mock/index.js';
import {
  createStatefulMock,
  type Fixture,
  type JournalEntry,
  type PendingFault,
  type StatefulMock,
  type StatefulMockOptions,
  type TriggerRecord,
} from '../../src/mock/index.js';
import { matchOperation, type ValidationIssue, validateResponse } from '../../src/validator/index.js';
import { startStatefulMock, type TestStatefulMock } from '../helpers/stateful-mock.js';

export interface Violation {
  method: string;
  path: string;
  status: number;
  issues: ValidationIssue[];
}

/**
 * `fetch` with every answer checked by validateResponse. Answers that break the contract are
 * collected in `violations` (a test asserts it stays empty), so that a test can still look at them.
 */
export function contractChecked(fetchImpl: (request: Request) => Promise<Response>, violations: Violation[]) {
  return async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const { method } = request;
    const url = new URL(request.url);
    const response = await fetchImpl(request);
    // Control endpoints, and paths or methods of no operation, have no contract to check against.
    if (url.pathname.startsWith('/__mock/') || matchOperation(method, url.pathname) === null) return response;
    const text = await response.clone().text();
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const result = validateResponse({ method, path: url.pathname + url.search, status: response.status, headers, body: text === '' ? undefined : text });
    if (!result.valid) violations.push({ method, path: url.pathname + url.search, status: response.status, issues: result.issues });
    return response;
  };
}

/** The control calls of the mock, whether in-process or through /__mock/. */
export interface Control {
  reset(): Promise<void>;
  snapshot(): Promise<Fixture>;
  load(state: unknown): Promise<void>;
  requests(): Promise<JournalEntry[]>;
  triggers(): Promise<TriggerRecord[]>;
  fault(rule: FaultRule | null): Promise<void>;
}

export interface Target {
  readonly name: string;
  /** A client for an API key (default: the demo's, test-key), its answers checked against the contract. */
  client(apiKey?: string): NotificationClient;
  /** A raw request, its answer checked against the contract too. */
  raw(path: string, init?: RequestInit): Promise<Response>;
  readonly control: Control;
  readonly violations: Violation[];
  close(): Promise<void>;
}

const BASE = 'http://mock.test';

export function inProcessTarget(options?: StatefulMockOptions): Target & { mock: StatefulMock } {
  const mock = createStatefulMock(options);
  const violations: Violation[] = [];
  const checked = contractChecked((request) => mock.fetch(request), violations);
  return {
    name: 'in-process',
    mock,
    client: (apiKey = 'test-key') => createNotificationClient({ baseUrl: BASE, apiKey, fetch: checked }),
    raw: (path, init) => checked(`${BASE}${path}`, init),
    control: {
      reset: async () => mock.reset(),
      snapshot: async () => mock.snapshot(),
      load: async (state) => mock.load(state as Fixture),
      requests: async () => mock.requests(),
      triggers: async () => mock.triggers(),
      fault: async (rule) => void mock.fault(rule),
    },
    violations,
    close: async () => undefined,
  };
}

async function expectStatus(response: Response, status: number, what: string): Promise<Response> {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

export async function serverTarget(args: string[] = []): Promise<Target & { server: TestStatefulMock }> {
  const server = await startStatefulMock(args);
  const violations: Violation[] = [];
  const checked = contractChecked((request) => fetch(request), violations);
  const control = (path: string, init?: RequestInit) => fetch(`${server.url}/__mock/${path}`, init);
  const json = { 'content-type': 'application/json' };
  return {
    name: 'CLI server',
    server,
    client: (apiKey = 'test-key') => createNotificationClient({ baseUrl: server.url, apiKey, fetch: checked }),
    raw: (path, init) => checked(`${server.url}${path}`, init),
    control: {
      reset: async () => void (await expectStatus(await control('reset', { method: 'POST' }), 204, 'POST /__mock/reset')),
      snapshot: async () => (await (await expectStatus(await control('state'), 200, 'GET /__mock/state')).json()) as Fixture,
      load: async (state) => {
        const response = await control('state', { method: 'PUT', headers: json, body: JSON.stringify(state) });
        if (response.status !== 204) throw Object.assign(new Error(`PUT /__mock/state answered ${response.status}`), { problem: await response.json() });
      },
      requests: async () => (await (await expectStatus(await control('requests'), 200, 'GET /__mock/requests')).json()) as JournalEntry[],
      triggers: async () => (await (await expectStatus(await control('triggers'), 200, 'GET /__mock/triggers')).json()) as TriggerRecord[],
      fault: async (rule) => {
        if (rule === null) await expectStatus(await control('faults', { method: 'DELETE' }), 204, 'DELETE /__mock/faults');
        else await expectStatus(await control('faults', { method: 'POST', headers: json, body: JSON.stringify(rule) }), 201, 'POST /__mock/faults');
      },
    },
    violations,
    close: () => server.stop(),
  };
}

export type { PendingFault };
