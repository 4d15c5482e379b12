// The public shapes of the traffic validator. Kept apart so every module can name them without
// importing the validators themselves.

import type { OperationId } from '../../generated/operations.cjs';
import type { HeadersLike } from '../http/repeated-header.js';

export type { OperationId };

/** The part of an exchange an issue is about. */
export type IssueLocation = 'route' | 'method' | 'path' | 'query' | 'header' | 'body' | 'status' | 'content-type' | 'auth';

export type ValidationIssue = {
  location: IssueLocation;
  /** JSON pointer inside the location ('' for the whole of it), e.g. '/events/3/name' or '/limit'. */
  pointer: string;
  message: string;
  /** The failing JSON Schema keyword (Ajv's), or the name of the check that failed. */
  keyword?: string;
  severity: 'error' | 'warning';
};

export type ValidationResult = {
  /** True when no issue is an error: warnings alone keep an exchange valid. */
  valid: boolean;
  /** The operation the exchange was routed to, when routing succeeded. */
  operationId?: string;
  issues: ValidationIssue[];
  /** validateRequest given a `route` that matched: the values it parsed (path parameters, query, body). */
  parsed?: ParsedRequest;
};

export type ValidateOptions = {
  /** Report unknown properties and unknown query parameters, and undeclared statuses, as warnings. */
  strict?: boolean;
  /** At most this many issues (errors first); default DEFAULT_MAX_ISSUES. */
  maxIssues?: number;
  /** Bodies larger than this are rejected before they are parsed; default DEFAULT_MAX_BODY_BYTES (1 MiB). */
  maxBodyBytes?: number;
  /**
   * The prefix the service is mounted under, such as '/api': a path must start with it at a segment
   * boundary, and it is removed before routing ('/api/v2/topics' is '/v2/topics'). A path outside it
   * matches no operation. A trailing slash is ignored; a value that does not start with '/' is an
   * issue of every validation (location 'route', keyword 'basePath').
   */
  basePath?: string;
};

/** The options of matchOperation. */
export type MatchOptions = {
  /** As in ValidateOptions: removed before routing; a path outside it, or an invalid value, matches nothing. */
  basePath?: string;
};

export type HeaderBag = Record<string, string | string[] | undefined>;

/**
 * Headers as a validation takes them: a plain object (names in any case, a repeated header as the
 * list of its values), or a fetch `Headers` or a `Map` of the same, read through their forEach.
 */
export type HeadersToValidate = HeaderBag | HeadersLike;

export type RequestToValidate = {
  method: string;
  /** The request target: a path, optionally with a query string and percent-encoding. */
  path: string;
  /** Parsed query parameters; when given, they win over the query string of `path`. */
  query?: Record<string, string | string[]>;
  headers?: HeadersToValidate;
  /** Parsed JSON, or JSON text as a string or bytes. */
  body?: unknown;
  /** The route routeRequest computed for this request: given, the request is not routed again, and the result carries `parsed`. */
  route?: RequestRoute;
};

export type ResponseToValidate = {
  /** Method and path of the request this response answers. */
  method: string;
  path: string;
  status: number;
  headers?: HeadersToValidate;
  body?: unknown;
  /** The route of the request this response answers (routeRequest's): given, it is not routed again. */
  route?: RequestRoute;
};

/** What matchOperation answers for a routable request. */
export type OperationMatch = {
  operationId: OperationId;
  /** Path parameters, percent-decoded. */
  pathParams: Record<string, string>;
};

/** What routeRequest is given. */
export type RouteInput = {
  method: string;
  /** The request target: origin-form ('/a?b') or absolute-form ('https://host/a?b'), still percent-encoded. */
  target: string;
  /** As in ValidateOptions. */
  basePath?: string;
};

/**
 * Where a request goes, computed once by routeRequest and handed to validateRequest and
 * validateResponse (as `route`) so that neither routes it again.
 */
export type RequestRoute =
  | {
      kind: 'match';
      operationId: OperationId;
      /** The operation's method, upper-case, and its path template. */
      method: string;
      template: string;
      /** The request's path, still percent-encoded and with its base path, without its query. */
      path: string;
      /** Path parameters, percent-decoded; a name in `undecodable` keeps its raw value. */
      pathParams: Record<string, string>;
      /** Parameters whose percent-encoding is invalid (validateRequest reports each as a `path` issue). */
      undecodable: readonly string[];
      /** The query string without its '?'; undefined when there is none. */
      query: string | undefined;
    }
  | {
      /** The path is known, the method is not one of its operations': answer 405 with `Allow`. */
      kind: 'method-not-allowed';
      path: string;
      /** The path's methods, upper-case. */
      allow: string[];
    }
  | {
      /** No operation has the path: answer 404. */
      kind: 'none';
      path: string;
      /** Why: no template matches, the path lies outside the base path, or the basePath option is invalid. */
      reason: 'no-such-path' | 'outside-base-path' | 'invalid-base-path' | 'invalid-input';
    };

/** What validateRequest parsed, handed back when it was given a route (so the caller never parses again). */
export type ParsedRequest = {
  /** Path parameters after the schema's coercion. */
  pathParams: Record<string, unknown>;
  /** Query parameters (no Object.prototype in their chain, so `__proto__` is a plain name) after the schema's coercion; empty when there is no query. */
  query: Record<string, unknown>;
  /** The body as a JSON value; undefined when there is none or it was refused before parsing. */
  body: unknown;
};
