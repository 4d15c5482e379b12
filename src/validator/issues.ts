// Collects the issues of one validation and turns Ajv errors into them.
import type { ErrorObject } from 'ajv';
import { escapePointerToken } from '../http/json-pointer.js';
import { jsonQuoted } from '../text/printable.js';
import type { IssueLocation, ParsedRequest, ValidationIssue, ValidationResult } from './types.js';

export { escapePointerToken };

/** Hostile input can be megabytes long: messages quote at most this much of it. */
const QUOTE_LIMIT = 120;
/** A value a message quotes: as a JSON string, C1 and bidirectional controls escaped too (src/text/printable.ts). */
export const quote = (value: string): string => jsonQuoted(value.length > QUOTE_LIMIT ? `${value.slice(0, QUOTE_LIMIT)}…` : value);

export class Issues {
  private errors: ValidationIssue[] | undefined;
  private warnings: ValidationIssue[] | undefined;

  get hasErrors(): boolean {
    return this.errors !== undefined;
  }

  error(location: IssueLocation, pointer: string, message: string, keyword?: string): void {
    this.errors ??= [];
    this.errors.push(keyword === undefined ? { location, pointer, message, severity: 'error' } : { location, pointer, message, keyword, severity: 'error' });
  }

  warning(location: IssueLocation, pointer: string, message: string, keyword?: string): void {
    this.warnings ??= [];
    this.warnings.push(
      keyword === undefined ? { location, pointer, message, severity: 'warning' } : { location, pointer, message, keyword, severity: 'warning' },
    );
  }

  /** The one issue of a part that failed its schema, from the validator's (non-allErrors) errors. */
  fromValidator(location: IssueLocation, errors: readonly ErrorObject[] | null | undefined, prefix = ''): void {
    const decisive = errors?.[errors.length - 1];
    if (decisive === undefined) {
      this.error(location, prefix, 'does not match the schema', 'schema');
      return;
    }
    this.error(location, prefix + pointerOf(decisive), messageOf(decisive, errors!), decisive.keyword);
  }

  /** Errors first, so that a cap never hides an error behind warnings. The result is made in one go, `parsed` included. */
  result(operationId: string | undefined, maxIssues: number, parsed: ParsedRequest | undefined): ValidationResult {
    const { errors, warnings } = this;
    let issues = errors === undefined ? (warnings ?? []) : warnings === undefined ? errors : errors.concat(warnings);
    if (issues.length > maxIssues) issues = issues.slice(0, maxIssues);
    const valid = errors === undefined;
    if (operationId === undefined) return { valid, issues };
    return parsed === undefined ? { valid, operationId, issues } : { valid, operationId, issues, parsed };
  }
}

/** Where the error is: for a missing or unknown property, the property itself rather than its parent. */
export function pointerOf(error: ErrorObject): string {
  const params = error.params as { missingProperty?: unknown; additionalProperty?: unknown };
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    return `${error.instancePath}/${escapePointerToken(params.missingProperty)}`;
  }
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return `${error.instancePath}/${escapePointerToken(params.additionalProperty)}`;
  }
  return error.instancePath;
}

/**
 * Without allErrors, Ajv stops at the error that decided the verdict: the last one. Errors before
 * it come from anyOf/oneOf branches that failed; they say what each alternative wanted.
 */
function messageOf(decisive: ErrorObject, errors: readonly ErrorObject[]): string {
  const message = decisive.message ?? `fails ${decisive.keyword}`;
  if ((decisive.keyword !== 'anyOf' && decisive.keyword !== 'oneOf') || errors.length < 2) return message;
  const alternatives: string[] = [];
  for (let i = 0; i < errors.length - 1 && alternatives.length < 4; i += 1) {
    const branch = errors[i]!;
    const text = `${branch.instancePath || '/'} ${branch.message ?? branch.keyword}`;
    if (!alternatives.includes(text)) alternatives.push(text);
  }
  return `${message} (${alternatives.join('; ')})`;
}
