// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
// The stateful mock's fixture validator (generated/mock/fixture.schema.json), precompiled.
import type { ErrorObject } from 'ajv';

/** An Ajv standalone validation function: true when valid; otherwise `errors` says why. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export declare const validateFixture: CompiledValidator;
/** One of the job and execution-detail provider ids (description 2.16). */
export declare const validateProviderId: CompiledValidator;
/** A recipient object that is a subscriber definition (description 2.13). */
export declare const validateSubscriberDefinition: CompiledValidator;
/** An integration's credentials (description 2.10). */
export declare const validateIntegrationCredentials: CompiledValidator;
