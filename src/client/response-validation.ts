// The `validateResponses` middleware. The validators load on first use, so a client that never
// validates never loads Ajv's runtime or the precompiled validators.
import type { Middleware } from 'openapi-fetch';
import { ContractViolationError } from './contract-violation-error.js';

type ValidatorModule = typeof import('../validator/index.js');
let validatorModule: Promise<ValidatorModule> | undefined;
const loadValidator = () => (validatorModule ??= import('../validator/index.js'));

/**
 * What the response carries, as text: the validator bounds and parses it, by the rules it applies to
 * every body (parsed here first, a JSON string such as `"Topic not found"` reached it as text that
 * is no JSON).
 */
async function readBody(response: Response): Promise<string | undefined> {
  const text = await response.clone().text();
  return text === '' ? undefined : text;
}

/** The request path relative to the client's base URL, which may carry a prefix of its own. */
function contractPath(requestUrl: string, baseUrl: string): string {
  const { pathname } = new URL(requestUrl);
  const prefix = new URL(baseUrl).pathname.replace(/\/+$/, '');
  return prefix && pathname.startsWith(prefix) ? pathname.slice(prefix.length) || '/' : pathname;
}

export function responseValidation(baseUrl: string, options: { maxBodyBytes?: number }): Middleware {
  const validateOptions = options.maxBodyBytes === undefined ? undefined : { maxBodyBytes: options.maxBodyBytes };
  return {
    async onResponse({ request, response }) {
      const { validateResponse } = await loadValidator();
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        headers[name] = value;
      });
      const result = validateResponse(
        {
          method: request.method,
          path: contractPath(request.url, baseUrl),
          status: response.status,
          headers,
          body: await readBody(response),
        },
        validateOptions,
      );
      const errors = result.issues.filter((issue) => issue.severity === 'error');
      if (!result.valid) throw new ContractViolationError(result.operationId, response.status, errors);
      return undefined;
    },
  };
}
