// Why a version refused a recorded exchange, keyword by keyword: the traffic weighing ties a refusal
// to the rules of the report whose places are those keywords', not to every rule of the refused part.
import type { RecordedExchange } from '../traffic/types.js';
import { parseBody, schemaFor } from './body-schema.js';
import type { Checker } from './checker.js';
import { answeringKey } from './operation-plan.js';
import { cookiesOf, headerBag, type ReadRequest } from './read-request.js';
import type { Verdict } from './verdict.js';

/**
 * Where this version's schemas refuse what `verdict` (check()'s on this exchange) refused: the places
 * of the keywords that refuse the value, in the document; none for a refusal that is no schema's (a
 * required part left out, a media type or a status not declared, the security, the route).
 */
export function refusedAt(checker: Checker, exchange: RecordedExchange, request: ReadRequest, verdict: Verdict): string[] {
  const { refusal } = verdict;
  const found = refusal === undefined ? undefined : checker.route(request.method, request.path, verdict.route);
  if (found === undefined || refusal === undefined) return [];
  const plan = checker.plan(found.route);
  const { response } = exchange;
  const [bodies, body, headers] =
    refusal.part === 'body'
      ? [plan.body?.bodies, exchange.request.body, request.headers]
      : refusal.part === 'response' && response !== undefined
        ? [plan.responses.get(answeringKey(plan, response.status) ?? ''), response.body, headerBag(response.headers)]
        : [undefined, undefined, undefined];
  if (bodies !== undefined) {
    const schema = schemaFor(bodies, headers?.['content-type']);
    const value = typeof schema === 'string' ? parseBody(body) : undefined;
    return typeof schema === 'string' && value !== undefined ? checker.validators.refusedAt(schema, value) : [];
  }
  const param = plan.parameters.find((one) => one.refused === verdict);
  if (param?.schema === undefined) return [];
  const value =
    param.in === 'query'
      ? request.queryValue(param.name)
      : param.in === 'path'
        ? found.params[param.name]
        : param.in === 'header'
          ? request.header(param.header!)
          : cookiesOf(request.headers.cookie).get(param.name);
  return typeof value === 'string' ? checker.validators.refusedAt(param.schema, value, true) : [];
}
