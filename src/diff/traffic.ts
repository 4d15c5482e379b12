// Recorded traffic weighed against a change: each exchange that OLD accepts (request and response)
// and NEW refuses, counted by operation, by the rule it falls under, and by API key (a fingerprint,
// never the key). Both versions' validators are compiled at run time; exchanges stream one by one,
// so memory stays bounded whatever the input's size, as in validate-traffic.
import { createHash } from 'node:crypto';
import { readTraffic } from '../traffic/detect.js';
import { describePlace, type RecordedExchange, TrafficInputError } from '../traffic/types.js';
import { deref, escapeToken, isObject, type JsonObject } from './pointer.js';
import type { Change, DiffReport, Impact } from './report.js';
import { ContractValidators } from './validators.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const MAX_EXAMPLES = 3;
const MAX_FINGERPRINTS = 1024;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  pointer: string;
  operation: JsonObject;
  operationId: string;
  template: string;
}

/** What an operation asks of an exchange: schemes, parameters, body and responses, with schema pointers. */
interface Plan {
  /** Each way to authenticate: every scheme of one must accept the headers. */
  schemes: { accepts(headers: Record<string, string>): boolean }[][];
  parameters: { in: string; name: string; required: boolean; schema?: string }[];
  body?: { required: boolean; schema?: string };
  /** By status key: the pointer of the JSON body's schema, if any. */
  responses: Map<string, string | undefined>;
}

/** What part of an exchange a version refuses. */
interface Refusal {
  part: 'route' | 'security' | 'body' | 'query' | 'path' | 'header' | 'response';
  name?: string;
}

class Checker {
  private readonly routes: Route[] = [];
  private readonly validators: ContractValidators;

  constructor(
    private readonly document: JsonObject,
    validators?: ContractValidators,
  ) {
    this.validators = validators ?? new ContractValidators(document);
    for (const [template, raw] of Object.entries(isObject(document.paths) ? document.paths : {})) {
      const { node: item, pointer: itemPointer } = deref(document, raw, `/paths/${escapeToken(template)}`);
      if (!isObject(item)) continue;
      const names: string[] = [];
      const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]*)\\?\}|\{([^}]*)\}/g, (_m, a, b) => {
        names.push(a ?? b);
        return '([^/]+)';
      });
      for (const method of METHODS) {
        const operation = item[method];
        if (!isObject(operation)) continue;
        this.routes.push({
          method,
          pattern: new RegExp(`^${source}$`),
          names,
          pointer: `${itemPointer}/${method}`,
          operation,
          operationId: typeof operation.operationId === 'string' ? operation.operationId : `${method.toUpperCase()} ${template}`,
          template,
        });
      }
    }
    // Literal segments before parameters: /topics/active before /topics/{key}.
    this.routes.sort((a, b) => b.template.replace(/\{[^}]*\}/g, '').length - a.template.replace(/\{[^}]*\}/g, '').length);
  }

  route(method: string, path: string): { route: Route; params: Record<string, string> } | undefined {
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const match = route.pattern.exec(path);
      if (!match) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, index) => {
        try {
          params[name] = decodeURIComponent(match[index + 1]!);
        } catch {
          params[name] = match[index + 1]!;
        }
      });
      return { route, params };
    }
    return undefined;
  }

  private value(pointer: string, text: string): boolean {
    if (this.validators.accepts(pointer, text)) return true;
    if (text !== '' && !Number.isNaN(Number(text)) && this.validators.accepts(pointer, Number(text))) return true;
    return (text === 'true' || text === 'false') && this.validators.accepts(pointer, text === 'true');
  }

  /** The first part of the exchange this version refuses, or undefined when it accepts it all. */
  check(
    exchange: RecordedExchange,
    method: string,
    path: string,
    query: URLSearchParams,
    headers: Record<string, string>,
  ): { operationId?: string; route?: string; refusal?: Refusal } {
    const found = this.route(method, path);
    if (!found) return { refusal: { part: 'route' } };
    const { route, params } = found;
    const operationId = route.operationId;
    const routeKey = `${route.method} ${route.template}`;
    const plan = this.plan(route);
    if (plan.schemes.length > 0 && !plan.schemes.some((requirement) => requirement.every((scheme) => scheme.accepts(headers)))) {
      return { operationId, route: routeKey, refusal: { part: 'security' } };
    }
    for (const param of plan.parameters) {
      const value =
        param.in === 'query'
          ? query.get(param.name)
          : param.in === 'path'
            ? params[param.name]
            : param.in === 'header'
              ? headers[param.name.toLowerCase()]
              : undefined;
      if (value === null || value === undefined) {
        if (param.required) return { operationId, route: routeKey, refusal: { part: param.in as Refusal['part'], name: param.name } };
        continue;
      }
      if (param.schema !== undefined && !this.value(param.schema, value))
        return { operationId, route: routeKey, refusal: { part: param.in as Refusal['part'], name: param.name } };
    }
    if (plan.body) {
      const sent = exchange.request.body;
      if (sent === undefined && plan.body.required && !exchange.requestBodyNotCaptured) return { operationId, route: routeKey, refusal: { part: 'body' } };
      if (sent !== undefined && plan.body.schema !== undefined) {
        const value = parseBody(sent);
        if (value !== undefined && !this.validators.accepts(plan.body.schema, value)) return { operationId, route: routeKey, refusal: { part: 'body' } };
      }
    }
    const response = exchange.response;
    if (response && !response.bodyNotCaptured) {
      const status = String(response.status);
      const key = plan.responses.has(status)
        ? status
        : plan.responses.has(`${status[0]}XX`)
          ? `${status[0]}XX`
          : plan.responses.has('default')
            ? 'default'
            : undefined;
      if (key === undefined) return { operationId, route: routeKey, refusal: { part: 'response' } };
      const schema = plan.responses.get(key);
      const value = response.body === undefined ? undefined : parseBody(response.body);
      if (schema !== undefined && value !== undefined && !this.validators.accepts(schema, value))
        return { operationId, route: routeKey, refusal: { part: 'response' } };
    }
    return { operationId, route: routeKey };
  }

  private readonly plans = new Map<Route, Plan>();

  /** What an operation asks of an exchange, read from the document once per operation. */
  private plan(route: Route): Plan {
    const known = this.plans.get(route);
    if (known) return known;
    const document = this.document;
    const security = Array.isArray(route.operation.security) ? route.operation.security : document.security;
    const schemes = isObject(document.components) && isObject(document.components.securitySchemes) ? document.components.securitySchemes : {};
    const requirements = (Array.isArray(security) ? security : []).filter(isObject).map((requirement) =>
      Object.keys(requirement).map((name) => {
        const scheme = deref(document, schemes[name], '').node;
        if (!isObject(scheme) || scheme.type !== 'apiKey' || scheme.in !== 'header') return { accepts: () => true };
        const header = String(scheme.name).toLowerCase();
        const prefix = typeof scheme['x-value-prefix'] === 'string' ? scheme['x-value-prefix'] : '';
        return { accepts: (headers: Record<string, string>) => headers[header]?.startsWith(prefix) === true && headers[header].length > prefix.length };
      }),
    );
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
        if (!isObject(node) || typeof node.name !== 'string' || typeof node.in !== 'string') return;
        parameters.set(`${node.in} ${node.name}`, {
          in: node.in,
          name: node.name,
          required: node.required === true && node.in !== 'cookie',
          ...(node.schema === undefined ? {} : { schema: `${pointer}/schema` }),
        });
      });
    }
    const bodyRef = deref(document, route.operation.requestBody, `${route.pointer}/requestBody`);
    const bodyMedia = isObject(bodyRef.node) && isObject(bodyRef.node.content) ? bodyRef.node.content['application/json'] : undefined;
    const body = isObject(bodyRef.node)
      ? {
          required: bodyRef.node.required === true,
          ...(isObject(bodyMedia) && bodyMedia.schema !== undefined ? { schema: `${bodyRef.pointer}/content/application~1json/schema` } : {}),
        }
      : undefined;
    const responses = new Map<string, string | undefined>();
    for (const [status, raw] of Object.entries(isObject(route.operation.responses) ? route.operation.responses : {})) {
      const answer = deref(document, raw, `${route.pointer}/responses/${escapeToken(status)}`);
      const media = isObject(answer.node) && isObject(answer.node.content) ? answer.node.content['application/json'] : undefined;
      responses.set(status, isObject(media) && media.schema !== undefined ? `${answer.pointer}/content/application~1json/schema` : undefined);
    }
    const plan: Plan = { schemes: requirements, parameters: [...parameters.values()], ...(body ? { body } : {}), responses };
    this.plans.set(route, plan);
    return plan;
  }

  /** Each operation's definition with every `$ref` followed (a recursive one kept as its name), as text. */
  definitions(): Map<string, string> {
    const out = new Map<string, string>();
    const security = {
      root: this.document.security ?? null,
      schemes: isObject(this.document.components) ? (this.document.components.securitySchemes ?? null) : null,
    };
    const done = new Map<string, string>();
    for (const route of this.routes) {
      const holder = deref(this.document, (this.document.paths as JsonObject)[route.template], '').node;
      const shared = isObject(holder) ? (holder.parameters ?? null) : null;
      out.set(`${route.method} ${route.template}`, resolvedText(this.document, { operation: route.operation, shared, security }, [], done));
    }
    return out;
  }
}

/**
 * A value as canonical text with its `$ref`s followed; a `$ref` met again inside itself stays a name.
 * A `$ref` whose text came out with no cycle cut is the same text under any stack (a cycle through
 * it would have been cut, as it is on the stack while it is written): it is written once, then reused.
 */
function resolvedText(document: JsonObject, value: unknown, stack: string[], done = new Map<string, string>()): string {
  return write(value, stack).text;
  function write(node: unknown, path: string[]): { text: string; cut: boolean } {
    if (Array.isArray(node)) {
      const items = node.map((item) => write(item, path));
      return { text: `[${items.map((item) => item.text).join(',')}]`, cut: items.some((item) => item.cut) };
    }
    if (!isObject(node)) return { text: JSON.stringify(node) ?? 'null', cut: false };
    if (typeof node.$ref === 'string') {
      const ref = node.$ref;
      const known = done.get(ref);
      if (known !== undefined) return { text: known, cut: false };
      if (path.includes(ref) || path.length > 64) return { text: JSON.stringify({ $ref: ref }), cut: true };
      const written = write(deref(document, { $ref: ref }, '').node, [...path, ref]);
      if (!written.cut) done.set(ref, written.text);
      return written;
    }
    let cut = false;
    const parts = Object.keys(node)
      .sort()
      .map((key) => {
        const written = write(node[key], path);
        cut ||= written.cut;
        return `${JSON.stringify(key)}:${written.text}`;
      });
    return { text: `{${parts.join(',')}}`, cut };
  }
}

function parseBody(body: unknown): unknown {
  if (typeof body === 'string' || body instanceof Uint8Array) {
    const text = typeof body === 'string' ? body : Buffer.from(body).toString('utf8');
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  return body;
}

function headerBag(headers: Record<string, string | string[] | undefined> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** An API key as a fingerprint that names it without revealing it. */
export const keyFingerprint = (key: string): string => `sha256:${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;

/** The rules of `report` that a refusal by NEW of this part of an operation falls under. */
function rulesFor(changes: readonly Change[], operationId: string | undefined, refusal: Refusal): string[] {
  const mine = changes.filter((change) => change.level === 'breaking' && (operationId === undefined || change.operationId === operationId));
  const fits = mine.filter((change) => {
    switch (refusal.part) {
      case 'route':
        return change.side === 'operation';
      case 'security':
        return change.side === 'security';
      case 'response':
        return change.side === 'response';
      case 'body':
        return change.side === 'request' && (change.witness?.in === 'body' || change.rule.startsWith('request-body'));
      default:
        return change.side === 'request' && (change.witness?.name ?? '').toLowerCase() === (refusal.name ?? '').toLowerCase();
    }
  });
  return fits.length > 0 ? [...new Set(fits.map((change) => change.rule))] : ['(no rule: refused by NEW)'];
}

function entry<T>(table: Record<string, T>, key: string, make: () => T): T {
  const known = table[key];
  if (known !== undefined) return known;
  const made = make();
  table[key] = made;
  return made;
}

export interface WeighOptions {
  stdin?: NodeJS.ReadableStream;
  /** Each line or entry that cannot be read, as validate-traffic reports it; the weighing goes on past it. */
  onInputError?: (error: TrafficInputError) => void;
  /** The validators of the two documents, when the caller has them already (from the comparison): not compiled twice. */
  validators?: { old: ContractValidators; new: ContractValidators };
}

export async function weighByTraffic(
  oldDocument: JsonObject,
  newDocument: JsonObject,
  report: DiffReport,
  files: readonly string[],
  options: WeighOptions = {},
): Promise<Impact> {
  const before = new Checker(oldDocument, options.validators?.old);
  const after = new Checker(newDocument, options.validators?.new);
  // An operation NEW defines exactly as OLD did (every $ref followed) judges every exchange as OLD did:
  // NEW's check is skipped for it.
  const newDefinitions = after.definitions();
  const unchanged = new Set([...before.definitions()].filter(([key, text]) => newDefinitions.get(key) === text).map(([key]) => key));
  // A recording holds few keys, each on many exchanges: each is hashed once (a bounded number kept).
  const fingerprints = new Map<string, string>();
  const fingerprintOf = (authorization: string | undefined): string => {
    if (authorization === undefined) return '(no key)';
    let known = fingerprints.get(authorization);
    if (known === undefined) {
      known = keyFingerprint(authorization);
      if (fingerprints.size < MAX_FINGERPRINTS) fingerprints.set(authorization, known);
    }
    return known;
  };
  const impact: Impact = { exchanges: 0, validBefore: 0, brokenAfter: 0, byOperation: {}, byRule: {}, byKey: {} };
  for (const file of files) {
    for await (const item of readTraffic(file)) {
      if (item instanceof TrafficInputError) {
        if (!options.onInputError) throw item;
        options.onInputError(item);
        continue;
      }
      impact.exchanges += 1;
      const target = new URL(item.request.path, 'http://host');
      const method = item.request.method.toLowerCase();
      const headers = headerBag(item.request.headers);
      const query = new URLSearchParams(target.search);
      for (const [name, value] of Object.entries(item.request.query ?? {})) {
        query.delete(name);
        for (const one of Array.isArray(value) ? value : [value]) query.append(name, one);
      }
      const old = before.check(item, method, target.pathname, query, headers);
      if (old.refusal || old.operationId === undefined) continue;
      impact.validBefore += 1;
      const operation = entry(impact.byOperation, old.operationId, () => ({ validBefore: 0, brokenAfter: 0 }));
      operation.validBefore += 1;
      const key = fingerprintOf(headers.authorization);
      const byKey = entry(impact.byKey, key, () => ({ validBefore: 0, brokenAfter: 0 }));
      byKey.validBefore += 1;
      if (old.route !== undefined && unchanged.has(old.route)) continue;
      const now = after.check(item, method, target.pathname, query, headers);
      if (!now.refusal) continue;
      impact.brokenAfter += 1;
      operation.brokenAfter += 1;
      byKey.brokenAfter += 1;
      const place = `${item.source.file}:${item.source.index}${item.source.line === undefined ? '' : describePlace({ line: item.source.line })}`;
      for (const rule of rulesFor(report.changes, old.operationId, now.refusal)) {
        const counts = entry(impact.byRule, rule, () => ({ brokenAfter: 0, examples: [] as string[] }));
        counts.brokenAfter += 1;
        if (counts.examples.length < MAX_EXAMPLES) counts.examples.push(place);
      }
    }
  }
  return impact;
}
