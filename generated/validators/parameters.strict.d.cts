// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
// Parameter validators, strict: unknown properties are errors.
import type { ErrorObject } from 'ajv';

/** An Ajv standalone validation function: true when valid; otherwise `errors` says why. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export declare const listSubscriberSubscriptions_query: CompiledValidator;
export declare const listTopics_query: CompiledValidator;
export declare const listTopicSubscriptions_query: CompiledValidator;
export declare const deleteMessagesByTransaction_query: CompiledValidator;
