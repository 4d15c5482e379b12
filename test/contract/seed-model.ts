// Vocabulary for transcribing the API description (the seed). It mirrors the seed's own notation
// rather than JSON Schema, so that seed.ts reads like the seed and stays independent of the spec.

export type SeedType =
  | {
      kind: 'string';
      /** `iso8601`: "Timestamps are strings in ISO 8601 format" (the seed's notation paragraph). */
      format?: 'uuid' | 'iso8601';
      minLength?: number;
      maxLength?: number;
      /** Source of a RegExp the whole value must match, unless `orEmail` lets an e-mail through instead. */
      pattern?: string;
      orEmail?: boolean;
    }
  | { kind: 'number'; maximum?: number }
  | { kind: 'boolean' }
  | { kind: 'enum'; values: readonly string[] }
  /** "object", "free-form", or an object whose fields the seed says are "not shown". */
  | { kind: 'freeObject' }
  /** An object whose every value has one type (e.g. "`data` object of string values"). */
  | { kind: 'map'; values: SeedType }
  | { kind: 'array'; items: SeedType; minItems?: number; maxItems?: number }
  | { kind: 'union'; variants: readonly SeedType[] }
  | { kind: 'resource'; name: string };

export interface SeedField {
  name: string;
  type: SeedType;
  required: boolean;
  /** The seed writes `X|null`. */
  nullable: boolean;
}

export interface SeedResource {
  name: string;
  /** Where in the seed the fields are listed, for readable failures. */
  section: string;
  fields: readonly SeedField[];
}

export type ParameterLocation = 'path' | 'query' | 'header';

export interface SeedParameter {
  name: string;
  in: ParameterLocation;
  type: SeedType;
  required: boolean;
}

export type HttpMethod = 'get' | 'put' | 'post' | 'patch' | 'delete';

export interface SeedOperation {
  /** Number of the operation in the seed's endpoint tables. */
  number: number;
  method: HttpMethod;
  path: string;
  operationId: string;
  tag: string;
  /**
   * The documented success status. The seed shows none, only the descriptions; a status is the one
   * its description names ('201' for "Created", '200' for "OK") unless `described` says otherwise.
   */
  status: '200' | '201' | '204';
  /** The seed's description of success where the status does not name it: see the operation. */
  described?: 'OK';
  parameters: readonly SeedParameter[];
  requestBody: SeedType | undefined;
  /** `none` where the seed says the success response has an empty body. */
  response: SeedType | 'none';
}

// Terse constructors keep the transcription close to the seed's tables.
export const str: SeedType = { kind: 'string' };
export const timestamp: SeedType = { kind: 'string', format: 'iso8601' };
export const num: SeedType = { kind: 'number' };
export const bool: SeedType = { kind: 'boolean' };
export const freeObject: SeedType = { kind: 'freeObject' };
export const oneOf = (...values: string[]): SeedType => ({ kind: 'enum', values });
export const arrayOf = (items: SeedType, limits: { minItems?: number; maxItems?: number } = {}): SeedType => ({
  kind: 'array',
  items,
  ...limits,
});
export const union = (...variants: SeedType[]): SeedType => ({ kind: 'union', variants });
export const ref = (name: string): SeedType => ({ kind: 'resource', name });
export const mapOf = (values: SeedType): SeedType => ({ kind: 'map', values });

export const req = (name: string, type: SeedType): SeedField => ({ name, type, required: true, nullable: false });
export const opt = (name: string, type: SeedType): SeedField => ({ name, type, required: false, nullable: false });
export const reqNullable = (name: string, type: SeedType): SeedField => ({ name, type, required: true, nullable: true });
export const optNullable = (name: string, type: SeedType): SeedField => ({ name, type, required: false, nullable: true });

export const resource = (name: string, section: string, fields: SeedField[]): SeedResource => ({ name, section, fields });
