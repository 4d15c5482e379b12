// One version of the contract judging a recorded exchange with validators Ajv compiles at run time
// from that version's document: the first part of the exchange it refuses (route, security, a
// parameter, the body, the response), or none. The weighing runs it for NEW (and for OLD when OLD is
// not this package's spec, whose precompiled validators judge it otherwise).
import { stripBasePath } from '../http/base-path.js';
import { essenceOf, isJsonMediaType } from '../http/json-media-type.js';
import type { RecordedExchange } from '../traffic/types.js';
import { type Bodies, parseBody, schemaFor } from './body-schema.js';
import { covers } from './media-ranges.js';
import { answeringKey, ignoredParameter, type Plan, type Route, TEMPLATE_PARAMETER } from './operation-plan.js';
import { acceptsWire, valueForm } from './parameter-form.js';
import { deref, escapeToken, isObject, type JsonObject } from './pointer.js';
import { cookiesOf, headerBag, type ReadRequest, type RequestPart } from './read-request.js';
import { resolvedText } from './resolved-text.js';
import { credentialCheck, madeCredentials } from './security-credentials.js';
import { ContractValidators } from './validators.js';
import { NO_ROUTE, type Part, type Refusal, refusedPart, type Verdict } from './verdict.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const NO_PARAMETERS: Plan['parameters'] = [];

export class Checker {
  private readonly routes: Route[] = [];
  /** This version's validators: what explains a refusal (refusal-places.ts) asks too. */
  readonly validators: ContractValidators;

  constructor(
    private readonly document: JsonObject,
    validators?: ContractValidators,
    private readonly basePath = '',
  ) {
    this.validators = validators ?? new ContractValidators(document);
    for (const [template, raw] of Object.entries(isObject(document.paths) ? document.paths : {})) {
      const { node: item, pointer: itemPointer } = deref(document, raw, `/paths/${escapeToken(template)}`);
      if (!isObject(item)) continue;
      const names: string[] = [];
      const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^{}]*)\\?\}|\{([^{}]*)\}/g, (_m, a, b) => {
        names.push(a ?? b);
        return '([^/]+)';
      });
      for (const method of METHODS) {
        const operation = item[method];
        if (!isObject(operation)) continue;
        const brace = template.indexOf('{');
        const operationId = typeof operation.operationId === 'string' ? operation.operationId : `${method.toUpperCase()} ${template}`;
        const key = `${method} ${template}`;
        const route: Route = {
          method,
          prefix: brace === -1 ? template : template.slice(0, brace),
          pattern: new RegExp(`^${source}$`),
          names,
          pointer: `${itemPointer}/${method}`,
          operation,
          operationId,
          key,
          template,
          accepted: Object.freeze({ operationId, route: key }),
          refused: {
            security: refusedPart(operationId, key, 'security'),
            body: refusedPart(operationId, key, 'body'),
            response: refusedPart(operationId, key, 'response'),
          },
        };
        // Escaped, a template without '{' is a pattern of its own text, anchored at both ends: equality.
        if (brace === -1) route.literal = Object.freeze({ route, params: Object.freeze({}) as Record<string, string> });
        this.routes.push(route);
      }
    }
    // Literal segments before parameters: /topics/active before /topics/{key}.
    const literalLength = (template: string) => template.replace(TEMPLATE_PARAMETER, '').length;
    this.routes.sort((a, b) => literalLength(b.template) - literalLength(a.template));
    this.byKey = new Map(this.routes.map((route) => [route.key, route]));
    for (const route of this.routes) {
      const same = this.byMethod.get(route.method);
      if (same === undefined) this.byMethod.set(route.method, [route]);
      else same.push(route);
    }
  }

  private readonly byKey: Map<string, Route>;
  /** The routes of each method, in the order they are tried. */
  private readonly byMethod = new Map<string, Route[]>();

  /** Every operation's `method template`, in the order they are tried. */
  routeKeys(): string[] {
    return this.routes.map((route) => route.key);
  }

  /** The operationId of each `method template`. */
  operationIds(): Map<string, string> {
    return new Map(this.routes.map((route) => [route.key, route.operationId]));
  }

  /**
   * The operation a request routes to, with its path parameters. `expected`: the `method template`
   * the caller knows it routes to (the same routes as a version that routed it): tried first.
   */
  route(method: string, recordedPath: string, expected?: string): { route: Route; params: Record<string, string> } | undefined {
    const path = stripBasePath(recordedPath, this.basePath);
    if (path === undefined) return undefined;
    const first = expected === undefined ? undefined : this.byKey.get(expected);
    const found = first !== undefined && first.method === method ? this.match(first, path) : undefined;
    if (found !== undefined) return found;
    for (const route of this.byMethod.get(method) ?? []) {
      if (!path.startsWith(route.prefix)) continue;
      const match = this.match(route, path);
      if (match !== undefined) return match;
    }
    return undefined;
  }

  private match(route: Route, path: string): { route: Route; params: Record<string, string> } | undefined {
    if (route.literal !== undefined) return path === route.template ? route.literal : undefined;
    const match = route.pattern.exec(path);
    if (!match) return undefined;
    const params: Record<string, string> = {};
    const { names } = route;
    for (let index = 0; index < names.length; index += 1) {
      const raw = match[index + 1]!;
      try {
        params[names[index]!] = decodeURIComponent(raw);
      } catch {
        params[names[index]!] = raw;
      }
    }
    return { route, params };
  }

  private parameterAccepts(param: Plan['parameters'][number], value: string | undefined): boolean {
    if (value === undefined) return !param.required;
    return acceptsWire(this.validators, param, value);
  }

  /**
   * Whether this version accepts `part` of a request of the operation `routeKey` (`method template`),
   * the rest of the request aside: what a structural witness is checked with. A parameter the
   * operation does not declare is accepted (unknown ones are allowed).
   */
  acceptsPart(routeKey: string, part: RequestPart): boolean {
    const route = this.routes.find((candidate) => candidate.key === routeKey);
    if (route === undefined) return false;
    const plan = this.plan(route);
    if (part.in === 'security') {
      const credentials = madeCredentials(part);
      return plan.schemes.length === 0 || plan.schemes.some((requirement) => requirement.every((scheme) => scheme.accepts(credentials)));
    }
    const name = part.in === 'header' ? part.name.toLowerCase() : part.name;
    const param = plan.parameters.find((one) => one.in === part.in && (part.in === 'header' ? one.name.toLowerCase() : one.name) === name);
    return param === undefined || this.parameterAccepts(param, part.value);
  }

  /**
   * The first part of the exchange this version refuses, or none when it accepts it all. `parts`: only
   * these parts are judged; `parameters`: for an operation it names (`method template`), only these of
   * its parameters (`in name`) are judged.
   */
  check(
    exchange: RecordedExchange,
    request: ReadRequest,
    parts?: ReadonlySet<Part>,
    expected?: string,
    parameters?: ReadonlyMap<string, readonly string[]>,
  ): Verdict {
    const { method, path } = request;
    const found = this.route(method, path, expected);
    if (!found) return NO_ROUTE;
    const { route, params } = found;
    const plan = this.plan(route);
    const askSecurity = parts === undefined || parts.has('security');
    const askParameters = parts === undefined || parts.has('parameters');
    const askBody = parts === undefined || parts.has('body');
    const askResponses = parts === undefined || parts.has('responses');
    if (askSecurity && plan.schemes.length > 0 && !plan.schemes.some((requirement) => requirement.every((scheme) => scheme.accepts(request)))) {
      return route.refused.security;
    }
    let cookies: Map<string, string> | undefined;
    const only = askParameters && parameters !== undefined ? parameters.get(route.key) : undefined;
    const judged = !askParameters ? NO_PARAMETERS : only === undefined ? plan.parameters : this.someParameters(route, plan, only);
    for (const param of judged) {
      let value: string | null | undefined;
      if (param.in === 'query') value = request.queryValue(param.name);
      else if (param.in === 'path') value = params[param.name];
      else if (param.in === 'header') value = request.header(param.header!);
      else if (param.in === 'cookie') {
        cookies ??= cookiesOf(request.headers.cookie);
        value = cookies.get(param.name);
      }
      if (!this.parameterAccepts(param, value ?? undefined)) return param.refused;
    }
    if (plan.body && askBody) {
      const sent = exchange.request.body;
      if (sent === undefined && plan.body.required && !exchange.requestBodyNotCaptured) return route.refused.body;
      if (sent !== undefined) {
        const schema = schemaFor(plan.body.bodies, request.headers['content-type']);
        if (schema === false) return route.refused.body;
        const value = schema === undefined ? undefined : parseBody(sent);
        if (schema !== undefined && value !== undefined && !this.validators.accepts(schema, value)) return route.refused.body;
      }
    }
    const response = exchange.response;
    if (response && !response.bodyNotCaptured && askResponses) {
      const key = answeringKey(plan, response.status);
      if (key === undefined) return route.refused.response;
      if (response.body !== undefined) {
        const contentType = headerBag(response.headers)['content-type'];
        // A body of a type the response does not declare as JSON is not this check's: only JSON is validated.
        const schema = schemaFor(plan.responses.get(key)!, contentType);
        const value = schema === undefined || schema === false ? undefined : parseBody(response.body);
        if (schema !== undefined && schema !== false && value !== undefined && !this.validators.accepts(schema, value)) return route.refused.response;
      }
    }
    return route.accepted;
  }

  /**
   * The schemas (their pointers) check() may validate an exchange of the operation `routeKey` against,
   * asked about `parts` (all: undefined) and, of its parameters, only `parameters` (`in name`) if given.
   */
  schemaPointers(routeKey: string, parts?: readonly Part[], parameters?: readonly string[]): string[] {
    const route = this.byKey.get(routeKey);
    if (route === undefined) return [];
    const plan = this.plan(route);
    const asks = (part: Part) => parts === undefined || parts.includes(part);
    const pointers: string[] = [];
    const ofBodies = (bodies: Bodies) => {
      for (const pointer of bodies.values()) if (pointer !== undefined) pointers.push(pointer);
    };
    if (asks('parameters')) {
      const wanted = parameters === undefined ? undefined : new Set(parameters);
      for (const param of plan.parameters)
        if (param.schema !== undefined && (wanted === undefined || wanted.has(`${param.in} ${param.name}`))) pointers.push(param.schema);
    }
    if (asks('body') && plan.body) ofBodies(plan.body.bodies);
    if (asks('responses')) for (const bodies of plan.responses.values()) ofBodies(bodies);
    return pointers;
  }

  private readonly plans = new Map<Route, Plan>();
  private readonly someOf = new Map<Route, { keys: readonly string[]; parameters: Plan['parameters'] }>();

  /** The parameters of an operation's plan named by `keys` (`in name`), in the plan's order: found once per operation. */
  private someParameters(route: Route, plan: Plan, keys: readonly string[]): Plan['parameters'] {
    const known = this.someOf.get(route);
    if (known !== undefined && known.keys === keys) return known.parameters;
    const wanted = new Set(keys);
    const parameters = plan.parameters.filter((param) => wanted.has(`${param.in} ${param.name}`));
    this.someOf.set(route, { keys, parameters });
    return parameters;
  }

  /** An operation's parameters (path item's and its own, its own winning), each with its definition as text, every `$ref` followed. */
  private parameterSources(route: Route): Map<string, unknown> {
    const document = this.document;
    const holder = deref(document, (document.paths as JsonObject)[route.template], '').node;
    const parameters = new Map<string, unknown>();
    for (const list of [isObject(holder) ? holder.parameters : undefined, route.operation.parameters]) {
      if (!Array.isArray(list)) continue;
      for (const raw of list) {
        const { node } = deref(document, raw, '');
        if (isObject(node) && typeof node.name === 'string' && typeof node.in === 'string' && !ignoredParameter(node))
          parameters.set(`${node.in} ${node.name}`, raw);
      }
    }
    return parameters;
  }

  /** For each operation (`method template`), each of its parameters (`in name`) as text, every `$ref` followed. */
  parameterDefinitions(): Map<string, Map<string, string>> {
    const done = new Map<string, string>();
    const out = new Map<string, Map<string, string>>();
    for (const route of this.routes) {
      const texts = new Map<string, string>();
      for (const [key, raw] of this.parameterSources(route)) texts.set(key, resolvedText(this.document, raw, [], done));
      out.set(route.key, texts);
    }
    return out;
  }

  /** The JSON media types of a request body or response (a content map), with their schemas' pointers. */
  private bodies(node: unknown, pointer: string): Bodies {
    const bodies: Bodies = new Map();
    const content = isObject(node) && isObject(node.content) ? node.content : {};
    // Every declared type is allowed; only a JSON one's body is validated.
    for (const [type, media] of Object.entries(content)) {
      // A range that covers JSON (`application/*`) holds JSON bodies to its schema too (media-ranges.ts).
      const json = (isJsonMediaType(type) || covers(essenceOf(type), 'application/json')) && isObject(media) && media.schema !== undefined;
      bodies.set(essenceOf(type), json ? `${pointer}/content/${escapeToken(type)}/schema` : undefined);
    }
    return bodies;
  }

  /** What an operation asks of an exchange, read from the document once per operation. */
  plan(route: Route): Plan {
    const known = this.plans.get(route);
    if (known) return known;
    const document = this.document;
    const security = Array.isArray(route.operation.security) ? route.operation.security : document.security;
    const schemes = isObject(document.components) && isObject(document.components.securitySchemes) ? document.components.securitySchemes : {};
    const requirements = (Array.isArray(security) ? security : [])
      .filter(isObject)
      .map((requirement) => Object.keys(requirement).map((name) => ({ accepts: credentialCheck(deref(document, schemes[name], '').node) })));
    const parameters = new Map<string, Plan['parameters'][number]>();
    const holder = deref(document, (document.paths as JsonObject)[route.template], '').node;
    const operationBase = route.pointer;
    for (const [base, list] of [
      [operationBase.replace(/\/[a-z]+$/, ''), isObject(holder) ? holder.parameters : undefined],
      [operationBase, route.operation.parameters],
    ] as const) {
      if (!Array.isArray(list)) continue;
      list.forEach((raw, index) => {
        const { node, pointer } = deref(document, raw, `${base}/parameters/${index}`);
        if (!isObject(node) || typeof node.name !== 'string' || typeof node.in !== 'string' || ignoredParameter(node)) return;
        const form = valueForm(node, pointer);
        parameters.set(`${node.in} ${node.name}`, {
          in: node.in,
          name: node.name,
          required: node.required === true || node.in === 'path',
          ...(form.schema === undefined ? {} : { schema: form.schema }),
          json: form.json,
          ...(node.in === 'header' ? { header: node.name.toLowerCase() } : {}),
          refused: Object.freeze({
            operationId: route.operationId,
            route: route.key,
            refusal: Object.freeze({ part: node.in as Refusal['part'], name: node.name }),
          }),
        });
      });
    }
    const bodyRef = deref(document, route.operation.requestBody, `${route.pointer}/requestBody`);
    const body = isObject(bodyRef.node) ? { required: bodyRef.node.required === true, bodies: this.bodies(bodyRef.node, bodyRef.pointer) } : undefined;
    const responses = new Map<string, Bodies>();
    for (const [status, raw] of Object.entries(isObject(route.operation.responses) ? route.operation.responses : {})) {
      const answer = deref(document, raw, `${route.pointer}/responses/${escapeToken(status)}`);
      responses.set(status, this.bodies(answer.node, answer.pointer));
    }
    const plan: Plan = { schemes: requirements, parameters: [...parameters.values()], ...(body ? { body } : {}), responses };
    this.plans.set(route, plan);
    return plan;
  }

  /**
   * Each operation's definition, part by part (what check() reads of it), with every `$ref` followed
   * (a recursive one kept as its name), as text: two versions whose texts of a part are equal judge
   * that part of any request alike.
   */
  definitions(): Map<string, Record<Part, string>> {
    const out = new Map<string, Record<Part, string>>();
    const schemes = isObject(this.document.components) ? (this.document.components.securitySchemes ?? null) : null;
    const done = new Map<string, string>();
    // `names`: the value's keys are names, not keywords (data-keywords.ts), so a `default` there is walked.
    const text = (value: unknown, names = false) => resolvedText(this.document, value, [], done, names);
    for (const route of this.routes) {
      const holder = deref(this.document, (this.document.paths as JsonObject)[route.template], '').node;
      const { operation } = route;
      out.set(route.key, {
        // Read as keywords, the key `securitySchemes` makes the schemes a map of names, as in components.
        security: text({ own: operation.security ?? null, root: this.document.security ?? null, securitySchemes: schemes }),
        parameters: text({ shared: isObject(holder) ? (holder.parameters ?? null) : null, own: operation.parameters ?? null }),
        body: text(operation.requestBody ?? null),
        // Its keys are status codes and `default`, the default response: names.
        responses: text(operation.responses ?? null, true),
      });
    }
    return out;
  }
}
