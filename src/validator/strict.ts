// Strict mode: unknown properties and unknown query parameters become warnings. It uses the strict
// validators, which close every object schema that lists its properties and run with allErrors so
// that each unknown property is reported. allErrors is unsafe on untrusted input, so the strict
// validators only ever see a value that the lenient ones have accepted (its shape is then bounded).
// They sit in a module of each operation's own, loaded on the first strict validation.
import type { CompiledValidator, OperationValidators } from './catalog.js';
import { escapePointerToken, type Issues, quote } from './issues.js';
import type { IssueLocation } from './types.js';

/**
 * Warnings from the errors of a strict validator (allErrors). An `additionalProperties` error is an
 * unknown property. An `if` error marks a recipient object that carries subscriber-definition
 * fields but is not one (scripts/lib/strict-schemas.mjs): the errors below it say which field
 * breaks the definition. Other errors come from the branches of an anyOf that did not apply.
 */
function report(location: IssueLocation, validate: CompiledValidator, what: string, issues: Issues): void {
  const errors = validate.errors ?? [];
  let reported = 0;
  const recipients: string[] = [];
  for (const error of errors) {
    if (error.keyword === 'if') recipients.push(`${error.instancePath}/`);
    if (error.keyword !== 'additionalProperties') continue;
    const name = (error.params as { additionalProperty?: unknown }).additionalProperty;
    if (typeof name !== 'string') continue;
    issues.warning(location, `${error.instancePath}/${escapePointerToken(name)}`, `unknown ${what} ${quote(name)}`, 'additionalProperties');
    reported += 1;
  }
  if (recipients.length > 0) {
    // Each error's recipient is found among its path's own prefixes (a few), not by trying every
    // recipient on every error: thousands of recipients made that quadratic.
    const recipientPaths = new Set(recipients);
    const underRecipient = (path: string): boolean => {
      for (let slash = path.indexOf('/', 1); slash !== -1; slash = path.indexOf('/', slash + 1)) if (recipientPaths.has(path.slice(0, slash + 1))) return true;
      return false;
    };
    const seen = new Set<string>();
    for (const error of errors) {
      if (error.keyword === 'additionalProperties' || error.keyword === 'if' || error.keyword === 'anyOf') continue;
      if (!underRecipient(error.instancePath)) continue;
      const key = `${error.instancePath} ${error.message ?? error.keyword}`;
      if (seen.has(key)) continue;
      seen.add(key);
      issues.warning(
        location,
        error.instancePath,
        `${error.message ?? `fails ${error.keyword}`}: a recipient object with subscriber-definition fields must be a subscriber definition (the API description's recipient: a subscriber id, a subscriber definition or a topic reference)`,
        error.keyword,
      );
      reported += 1;
    }
  }
  // Closing a schema can only fail on unknown properties (and recipients on their definition);
  // anything else would be a generator bug, still worth a warning rather than silence.
  if (reported === 0) issues.warning(location, '', 'does not match the strict schema', errors[0]?.keyword ?? 'strict');
}

/** Warns about each unknown property of a body the lenient validator accepted. */
export function strictBodyWarnings(location: IssueLocation, validators: OperationValidators, validatorName: string, value: unknown, issues: Issues): void {
  const validate = validators.strict()[validatorName];
  if (validate !== undefined && !validate(value)) report(location, validate, 'property', issues);
}

/** Warns about each unknown query parameter; a null validator name: the operation declares none. */
export function strictQueryWarnings(validators: OperationValidators, validatorName: string | null, query: Record<string, unknown>, issues: Issues): void {
  if (validatorName === null) {
    for (const name of Object.keys(query))
      issues.warning('query', `/${escapePointerToken(name)}`, `unknown query parameter ${quote(name)}`, 'additionalProperties');
    return;
  }
  const validate = validators.strict()[validatorName];
  if (validate !== undefined && !validate(query)) report('query', validate, 'query parameter', issues);
}
