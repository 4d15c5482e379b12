// The operation table joined with its precompiled validators, resolved once at module load so the
// per-request code never looks a validator up by name.
import { operations, type OperationEntry, type OperationId } from '../../generated/operations.cjs';
import type { CompiledValidator } from '../../generated/validators/messages.cjs';
import * as messageModule from '../../generated/validators/messages.cjs';
import * as parameterModule from '../../generated/validators/parameters.cjs';

export type { CompiledValidator };
export type ValidatorSet = Readonly<Record<string, CompiledValidator | undefined>>;

const messages = messageModule as unknown as ValidatorSet;
const parameters = parameterModule as unknown as ValidatorSet;

export interface ResponseSpec {
  readonly status: string;
  /** null: the response has no body. */
  readonly mediaType: string | null;
  readonly validatorName: string | null;
  readonly validate: CompiledValidator | null;
}

export interface CompiledOperation {
  readonly operationId: OperationId;
  readonly method: string;
  readonly template: string;
  readonly pathParams: readonly string[];
  readonly pathValidator: CompiledValidator | null;
  readonly queryValidatorName: string | null;
  readonly queryValidator: CompiledValidator | null;
  readonly queryRequired: boolean;
  /** Declared header parameters, lower-cased. */
  readonly headerNames: readonly string[];
  readonly headerValidator: CompiledValidator | null;
  readonly headerRequired: boolean;
  readonly body: {
    readonly mediaType: string;
    readonly required: boolean;
    readonly validatorName: string;
    readonly validate: CompiledValidator;
  } | null;
  readonly successStatus: number;
  /** Responses by exact status code. */
  readonly responses: ReadonlyMap<number, ResponseSpec>;
  /** Responses by status class ('4XX' → 4), as OpenAPI allows. */
  readonly responseRanges: ReadonlyMap<number, ResponseSpec>;
  readonly defaultResponse: ResponseSpec | null;
  /** Alternative credentials: one satisfied is enough. */
  readonly auth: readonly { readonly header: string; readonly prefix: string }[];
  readonly entry: OperationEntry;
}

function validatorIn(set: ValidatorSet, name: string | null, what: string): CompiledValidator | null {
  if (name === null) return null;
  const validate = set[name];
  // A table that names a validator the modules lack is a generator bug: fail at load, not per request.
  if (typeof validate !== 'function') throw new Error(`generated validators lack ${name} (${what})`);
  return validate;
}

function compile(entry: OperationEntry): CompiledOperation {
  const { validators } = entry;
  const responses = new Map<number, ResponseSpec>();
  const responseRanges = new Map<number, ResponseSpec>();
  let defaultResponse: ResponseSpec | null = null;
  for (const [status, response] of Object.entries(entry.responses)) {
    const validatorName = validators.responses[status] ?? null;
    const spec: ResponseSpec = {
      status,
      mediaType: response.mediaType === null ? null : response.mediaType.toLowerCase(),
      validatorName,
      validate: validatorIn(messages, validatorName, `${entry.operationId} response ${status}`),
    };
    if (status === 'default') defaultResponse = spec;
    else if (/^[1-5]XX$/i.test(status)) responseRanges.set(Number(status[0]), spec);
    else responses.set(Number(status), spec);
  }
  const bodyName = validators.body;
  return {
    operationId: entry.operationId,
    method: entry.method,
    template: entry.path,
    pathParams: entry.pathParams,
    pathValidator: validatorIn(parameters, validators.path, `${entry.operationId} path`),
    queryValidatorName: validators.query,
    queryValidator: validatorIn(parameters, validators.query, `${entry.operationId} query`),
    queryRequired: entry.parameters.query.some((parameter) => parameter.required),
    headerNames: entry.parameters.header.map((parameter) => parameter.name),
    headerValidator: validatorIn(parameters, validators.header, `${entry.operationId} header`),
    headerRequired: entry.parameters.header.some((parameter) => parameter.required),
    body:
      entry.requestBody && bodyName
        ? {
            mediaType: entry.requestBody.mediaType.toLowerCase(),
            required: entry.requestBody.required,
            validatorName: bodyName,
            validate: validatorIn(messages, bodyName, `${entry.operationId} body`)!,
          }
        : null,
    successStatus: Number(entry.successStatus),
    responses,
    responseRanges,
    defaultResponse,
    auth: entry.auth.map(({ header, prefix }) => ({ header: header.toLowerCase(), prefix })),
    entry,
  };
}

export const catalog: readonly CompiledOperation[] = operations.map(compile);
