// What a Checker keeps of each operation of its version, made once: the route a recorded request
// takes to it, and the plan of what it asks of an exchange (schemes, parameters, body, responses).
import type { Bodies } from './body-schema.js';
import type { JsonObject } from './pointer.js';
import type { CredentialCheck } from './security-credentials.js';
import type { Verdict } from './verdict.js';

/**
 * OpenAPI (3.0 and 3.1, Parameter Object `name`): a header parameter named Accept, Content-Type or
 * Authorization "SHALL be ignored": content negotiation, the media types and the security schemes say
 * what those headers carry, so such a definition is no part of the contract to compare or check.
 */
const IGNORED_HEADER_PARAMETERS = new Set(['accept', 'content-type', 'authorization']);
export const ignoredParameter = (node: JsonObject): boolean =>
  node.in === 'header' && typeof node.name === 'string' && IGNORED_HEADER_PARAMETERS.has(node.name.toLowerCase());

/**
 * A parameter of a path template, its name captured. `[^{}]*` and not `[^}]*`: on a `{` that never
 * closes, in a spec under review, the latter tried every later brace (200,000 of them took a minute).
 */
export const TEMPLATE_PARAMETER = /\{([^{}]*)\}/g;

/**
 * An operation's key, the same in OLD and NEW: path templates match whatever their parameters are
 * called (/a/{id} is /a/{key}). Here, with the pattern, and not in operations.ts: the reports' JUnit
 * format reads it, and `diff --help` loads the formats but none of what compares (Ajv, fast-check).
 */
export const operationKey = (method: string, path: string): string => `${method} ${path.replace(TEMPLATE_PARAMETER, '{}')}`;

export interface Route {
  method: string;
  /** The template's text before its first parameter: a path that does not start with it cannot match. */
  prefix: string;
  /** A template without parameters matches its own text only; this is its match, made once. */
  literal?: { route: Route; params: Record<string, string> };
  /** The verdict on an exchange of this operation it accepts whole, made once. */
  accepted: Verdict;
  /** The verdicts on one whose security, body or response it refuses, made once: a refusal allocates nothing, and keeps its identity. */
  refused: Record<'security' | 'body' | 'response', Verdict>;
  pattern: RegExp;
  names: string[];
  pointer: string;
  operation: JsonObject;
  operationId: string;
  /** `method template`: names the operation in both versions. */
  key: string;
  template: string;
}

/** What an operation asks of an exchange: schemes, parameters, body and responses, with schema pointers. */
export interface Plan {
  /** Each way to authenticate: every scheme of one must accept the request. */
  schemes: { accepts: CredentialCheck }[][];
  parameters: {
    in: string;
    name: string;
    required: boolean;
    schema?: string;
    /** Its value is JSON text (`content` of a JSON media type: parameter-form.ts). */
    json: boolean;
    /** A header's name in lower case. */
    header?: string;
    /** The verdict on an exchange whose value of this parameter it refuses, made once. */
    refused: Verdict;
  }[];
  body?: { required: boolean; bodies: Bodies };
  /** By status key: the JSON bodies of the response. */
  responses: Map<string, Bodies>;
}

/** The key of a plan's responses that answers `status`: itself, its range (`2XX`), or `default`. */
export function answeringKey(plan: Plan, code: number | string): string | undefined {
  const status = String(code);
  const range = `${status[0]}XX`;
  return plan.responses.has(status) ? status : plan.responses.has(range) ? range : plan.responses.has('default') ? 'default' : undefined;
}
