// The `validateResponses` middleware. The validators load on first use, so a client that never
// validates never loads Ajv's runtime or the precompiled validators. It loads the validator itself,
// the module that holds the state (the entry for browsers re-exports it), which names no strict
// validator (a third of a browser bundle of the client, otherwise): the client never runs one.
import type { Middleware } from 'openapi-fetch';
import { discardBody, readBodyWithin } from './bounded-body.js';
import { ContractViolationError } from './contract-violation-error.js';

type ValidatorModule = typeof import('../validator/index.js');
let validatorModule: Promise<ValidatorModule> | undefined;
const loadValidator = () => (validatorModule ??= import('../validator/index.js'));

/**
 * `maxBodyBytes` bounds what is read of a body as well as what is validated (undefined: the
 * validator's default).
 */
export function responseValidation(maxBodyBytes: number | undefined): Middleware {
  return {
    async onResponse({ request, response, options }) {
      try {
        const { validateResponse, DEFAULT_MAX_BODY_BYTES } = await loadValidator();
        const bound = maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
        const headers: Record<string, string> = {};
        response.headers.forEach((value, name) => {
          headers[name] = value;
        });
        // The body goes to the validator as read (text, or the bytes past the bound), which bounds
        // and parses it by the rules it applies to every body (parsed here first, a JSON string such
        // as `"Topic not found"` reached it as text that is no JSON).
        const body = await readBodyWithin(response, bound, request);
        const result = validateResponse(
          { method: request.method, path: new URL(request.url).pathname, status: response.status, headers, body },
          // The base URL this request was built on: a call may give its own. Its path is removed by
          // the validator's basePath, at a segment boundary (src/http/base-path.ts).
          { maxBodyBytes: bound, basePath: new URL(options.baseUrl).pathname },
        );
        if (result.valid) return undefined;
        const errors = result.issues.filter((issue) => issue.severity === 'error');
        throw new ContractViolationError(result.operationId, response.status, errors);
      } catch (error) {
        discardBody(response);
        throw error;
      }
    },
  };
}
