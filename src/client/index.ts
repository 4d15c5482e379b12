// `createNotificationClient`: openapi-fetch typed by the contract's `paths`, with the service's
// authentication, optional idempotency keys and optional response validation.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '../../generated/schema.js';
import { ContractViolationError } from './contract-violation-error.js';
import type { ExactClient } from './exact-calls.js';
import { checkApiKey, checkCallBaseUrl, checkedBaseUrl, checkedValidation, checkHeaders, checkIdempotencyKey, checkOptionNames } from './options.js';
import { serializePath } from './path-serializer.js';
import { responseValidation } from './response-validation.js';

export type { paths };
export { ContractViolationError };

export interface NotificationClientOptions {
  /**
   * Base address of the service: an absolute http(s) URL without query, fragment or credentials. A
   * path prefix (`https://host/api`) is kept.
   */
  baseUrl: string;
  /** Sent on every request as `Authorization: ApiKey <apiKey>`: no control character, nothing above U+00FF. */
  apiKey: string;
  /** A `fetch` to use instead of the global one (tests, proxies, retries). */
  fetch?: ((input: Request) => Promise<Response>) | undefined;
  /** Headers added to every request; per-call headers win. */
  headers?: Record<string, string> | undefined;
  /** `'auto'` sends a fresh UUID `idempotency-key` on every POST, PUT, PATCH and DELETE. */
  idempotencyKey?: 'auto' | false | undefined;
  /**
   * Check every response against the contract; a violation throws ContractViolationError. With an
   * object, `maxBodyBytes` (a whole number, 0 or more) bounds what it reads of a body (default 1 MiB,
   * the validator's): a larger one is a violation, found without reading the rest.
   */
  validateResponses?: boolean | { maxBodyBytes?: number | undefined } | undefined;
}

/**
 * openapi-fetch's client for the contract's paths, whose calls check a literal init (params, body)
 * against the operation: a misspelt or unknown property is a compile error (src/client/exact-calls.ts).
 */
export type NotificationClient = ExactClient;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A random (version 4) UUID. crypto.randomUUID exists only in a secure context: a page served over
 * plain http from another host than localhost has getRandomValues alone, and every write threw.
 */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const autoIdempotency: Middleware = {
  onRequest({ request }) {
    // A key given on the call itself always wins.
    if (MUTATING.has(request.method) && !request.headers.has('idempotency-key')) {
      request.headers.set('idempotency-key', randomUuid());
    }
    return request;
  },
};

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

/**
 * A `baseUrl` given on a call (openapi-fetch's option) is held to the rule the client's own was held
 * to, before openapi-fetch sees it: its Request's error on a URL that does not parse quotes the URL,
 * query and all, and a middleware runs only after that Request is made. A refused call rejects, as
 * every other failure of a call does.
 */
function checkingCallBaseUrls(client: Client<paths, 'application/json'>): NotificationClient {
  const checked =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>, initAt: number) =>
    (...args: A): Promise<R> => {
      try {
        checkCallBaseUrl((args[initAt] as { baseUrl?: unknown } | undefined)?.baseUrl);
      } catch (error) {
        return Promise.reject(error);
      }
      return call(...args);
    };
  const methods = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const method of METHODS) methods[method] = checked(methods[method]!, 1);
  methods.request = checked(methods.request!, 2);
  // The same functions: only their signatures are narrower than openapi-fetch's (exact-calls.ts).
  return client as unknown as NotificationClient;
}

export function createNotificationClient(options: NotificationClientOptions): NotificationClient {
  if (options === null || typeof options !== 'object') {
    throw new TypeError('createNotificationClient: pass an options object with `baseUrl` and `apiKey`');
  }
  checkOptionNames(options);
  const baseUrl = checkedBaseUrl(options.baseUrl);
  const apiKey = checkApiKey(options.apiKey);
  const headers = checkHeaders(options.headers);
  checkIdempotencyKey(options.idempotencyKey);
  const validation = checkedValidation(options.validateResponses);
  const client = createClient<paths, 'application/json'>({
    baseUrl,
    headers: { ...headers, authorization: `ApiKey ${apiKey}` },
    pathSerializer: serializePath,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  if (options.idempotencyKey === 'auto') client.use(autoIdempotency);
  if (validation !== undefined) client.use(responseValidation(validation.maxBodyBytes));
  return checkingCallBaseUrls(client);
}
