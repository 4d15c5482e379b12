// The public shapes of the traffic validator. Kept apart so every module can name them without
// importing the validators themselves.
import type { OperationId } from '../../generated/operations.cjs';

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

export type RequestToValidate = {
  method: string;
  /** The request target: a path, optionally with a query string and percent-encoding. */
  path: string;
  /** Parsed query parameters; when given, they win over the query string of `path`. */
  query?: Record<string, string | string[]>;
  headers?: HeaderBag;
  /** Parsed JSON, or JSON text as a string or bytes. */
  body?: unknown;
};

export type ResponseToValidate = {
  /** Method and path of the request this response answers. */
  method: string;
  path: string;
  status: number;
  headers?: HeaderBag;
  body?: unknown;
};

/** What matchOperation answers for a routable request. */
export type OperationMatch = {
  operationId: OperationId;
  /** Path parameters, percent-decoded. */
  pathParams: Record<string, string>;
};
