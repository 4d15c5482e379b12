// Requests and responses for the operations of the table, valid unless a test says otherwise.
import { type OperationEntry, operations } from '../../../generated/operations.cjs';
import type { RequestToValidate, ResponseToValidate, ValidationResult } from '../../../src/validator/index.js';

export { operations };
export const AUTH = { authorization: 'ApiKey test-key' } as const;
export const JSON_HEADERS = { ...AUTH, 'content-type': 'application/json' } as const;

export function entryOf(operationId: string): OperationEntry {
  const entry = operations.find((candidate) => candidate.operationId === operationId);
  if (!entry) throw new Error(`no operation ${operationId}`);
  return entry;
}

/** The template with each parameter percent-encoded in place ('sample' where none is given). */
export function pathOf(entry: OperationEntry, values: Record<string, string> = {}): string {
  return entry.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? 'sample'));
}

export function requestOf(operationId: string, parts: Partial<RequestToValidate> = {}): RequestToValidate {
  const entry = entryOf(operationId);
  return { method: entry.method, path: pathOf(entry), headers: entry.requestBody ? { ...JSON_HEADERS } : { ...AUTH }, ...parts };
}

export function responseOf(operationId: string, parts: Partial<ResponseToValidate> = {}): ResponseToValidate {
  const entry = entryOf(operationId);
  return { method: entry.method, path: pathOf(entry), status: Number(entry.successStatus), headers: { 'content-type': 'application/json' }, ...parts };
}

/** The issues of one location, for assertions that name what failed. */
export const issuesAt = (result: ValidationResult, location: string) => result.issues.filter((issue) => issue.location === location);
export const errorsOf = (result: ValidationResult) => result.issues.filter((issue) => issue.severity === 'error');
