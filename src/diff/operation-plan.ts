// What a Checker keeps of each operation of its version, made once: the route a recorded request
// takes to it, and the plan of what it asks of an exchange (schemes, parameters, body, responses).
import type { Bodies } from './body-schema.js';
import type { JsonObject } from './pointer.js';
import type { Verdict } from './verdict.js';

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
  /** Each way to authenticate: every scheme of one must accept the headers. */
  schemes: { accepts(headers: Record<string, string>): boolean }[][];
  parameters: {
    in: string;
    name: string;
    required: boolean;
    schema?: string;
    /** A header's name in lower case. */
    header?: string;
    /** The verdict on an exchange whose value of this parameter it refuses, made once. */
    refused: Verdict;
  }[];
  body?: { required: boolean; bodies: Bodies };
  /** By status key: the JSON bodies of the response. */
  responses: Map<string, Bodies>;
}
