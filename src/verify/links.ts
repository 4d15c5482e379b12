// The OpenAPI Links of the contract, and their runtime expressions evaluated against real exchanges.
// `--stateful` follows them: the link says which operation a response leads to, and where each of
// its parameters comes from.
import { parsePointer } from '../http/json-pointer.js';
import { allOperations, bundle, deref, operationObject } from './spec.js';

export interface Link {
  /** The link's name in the response's `links` (also its component name). */
  readonly name: string;
  readonly from: string;
  readonly status: string;
  readonly operationId: string;
  /** Parameter name (possibly `path.x`) → runtime expression or constant. */
  readonly parameters: Readonly<Record<string, unknown>>;
}

/** What a link's expressions can read: the exchange that the link starts from. */
export interface Exchange {
  readonly request: {
    readonly path?: Record<string, string>;
    readonly query?: Record<string, string>;
    readonly headers?: Record<string, string>;
    readonly body?: unknown;
  };
  readonly response: { readonly status: number; readonly headers?: Record<string, string>; readonly body?: unknown };
}

let cached: Link[] | undefined;

/** Every link of the bundle, in document order. */
export function contractLinks(): readonly Link[] {
  if (cached) return cached;
  cached = [];
  bundle();
  for (const entry of allOperations) {
    const responses = operationObject(entry).responses as Record<string, unknown>;
    for (const [status, raw] of Object.entries(responses)) {
      const links = (deref(raw) as { links?: Record<string, unknown> }).links ?? {};
      for (const [name, link] of Object.entries(links)) {
        const { operationId, parameters } = deref(link) as { operationId: string; parameters?: Record<string, unknown> };
        cached.push({ name, from: entry.operationId, status, operationId, parameters: parameters ?? {} });
      }
    }
  }
  return cached;
}

export function linkNamed(name: string): Link {
  const link = contractLinks().find((candidate) => candidate.name === name);
  if (!link) throw new Error(`the contract has no link ${name}`);
  return link;
}

/** Reads an RFC 6901 pointer in a JSON value; undefined when it leads nowhere. */
export function readPointer(value: unknown, pointer: string): unknown {
  // The fragment of a runtime expression is URI-encoded (RFC 6901 section 6).
  let decoded: string;
  try {
    decoded = decodeURIComponent(pointer);
  } catch {
    return undefined;
  }
  const tokens = parsePointer(decoded);
  if (tokens === undefined) return undefined;
  let node = value;
  for (const token of tokens) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

const lower = (record: Record<string, string> | undefined, name: string) =>
  Object.entries(record ?? {}).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

/** The value of one runtime expression (`$response.body#/key`, `$request.path.id`, …) in an exchange. */
export function evaluateExpression(expression: unknown, exchange: Exchange): unknown {
  if (typeof expression !== 'string' || !expression.startsWith('$')) return expression;
  if (expression === '$statusCode') return exchange.response.status;
  const body = /^\$(request|response)\.body(?:#(.*))?$/.exec(expression);
  if (body) return readPointer(body[1] === 'request' ? exchange.request.body : exchange.response.body, body[2] ?? '');
  const part = /^\$request\.(path|query|header)\.(.+)$/.exec(expression);
  if (part) {
    const [, where, name] = part as unknown as [string, 'path' | 'query' | 'header', string];
    return where === 'header' ? lower(exchange.request.headers, name) : exchange.request[where]?.[name];
  }
  const header = /^\$response\.header\.(.+)$/.exec(expression);
  if (header) return lower(exchange.response.headers, header[1]!);
  throw new Error(`unsupported runtime expression ${expression}`);
}

/**
 * The parameters of the linked operation, from the exchange the link starts from: each a string, or
 * undefined when the exchange lacks what the expression names (the link cannot be followed).
 */
export function linkParameters(link: Link, exchange: Exchange): Record<string, string> | undefined {
  const values: Record<string, string> = {};
  for (const [key, expression] of Object.entries(link.parameters)) {
    const value = evaluateExpression(expression, exchange);
    if (value === undefined || value === null || typeof value === 'object') return undefined;
    values[key.replace(/^(path|query|header)\./, '')] = String(value);
  }
  return values;
}
