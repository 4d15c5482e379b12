// OLD and NEW compared operation by operation, each side in its own direction: a request that OLD
// accepted must still be accepted, a response NEW may send must have been accepted by OLD.
import { SchemaComparison, type SchemaSide } from './compare-schema.js';
import type { Finding } from './findings.js';
import { canonical, Normalizer } from './normalize.js';
import { deref, escapeToken, isObject, type JsonObject } from './pointer.js';
import { type Change, type DiffReport, LEVEL_ORDER, type Level, type Side, summarize, type Witness } from './report.js';
import { Sampler } from './sample.js';
import { compareSecurity } from './security.js';
import { ContractValidators } from './validators.js';
import { type Container, findWitness } from './witness.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The keyword a change sits on, appended to its location. */
const KEYWORD_OF: Record<string, string> = {
  'max-decreased': 'maximum',
  'max-increased': 'maximum',
  'min-increased': 'minimum',
  'min-decreased': 'minimum',
  'exclusive-max-decreased': 'exclusiveMaximum',
  'exclusive-max-increased': 'exclusiveMaximum',
  'exclusive-min-increased': 'exclusiveMinimum',
  'exclusive-min-decreased': 'exclusiveMinimum',
  'max-length-decreased': 'maxLength',
  'max-length-increased': 'maxLength',
  'min-length-increased': 'minLength',
  'min-length-decreased': 'minLength',
  'max-items-decreased': 'maxItems',
  'max-items-increased': 'maxItems',
  'min-items-increased': 'minItems',
  'min-items-decreased': 'minItems',
  'became-required': 'required',
  'became-optional': 'required',
  'type-changed': 'type',
  'enum-value-removed': 'enum',
  'enum-value-added': 'enum',
  'enum-constraint-added': 'enum',
  'pattern-changed': 'pattern',
  'pattern-added': 'pattern',
  'format-changed': 'format',
  'format-added': 'format',
  'additional-properties-closed': 'additionalProperties',
  'additional-properties-opened': 'additionalProperties',
};

export interface Version {
  document: JsonObject;
  normalizer: Normalizer;
  sampler: Sampler;
  validators: ContractValidators;
}

export function version(document: JsonObject): Version {
  const normalizer = new Normalizer(document);
  return { document, normalizer, sampler: new Sampler(normalizer), validators: new ContractValidators(document) };
}

interface Operation {
  method: string;
  path: string;
  pointer: string;
  operation: JsonObject;
  pathItem: JsonObject;
  operationId: string | null;
}

/** Path templates match whatever their parameters are called: /a/{id} is /a/{key}. */
const shape = (path: string) => path.replace(/\{[^}]*\}/g, '{}');

function operationsOf(document: JsonObject): Map<string, Operation> {
  const found = new Map<string, Operation>();
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, raw] of Object.entries(paths)) {
    const pathPointer = `/paths/${escapeToken(path)}`;
    const { node: item, pointer: itemPointer } = deref(document, raw, pathPointer);
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      found.set(`${method} ${shape(path)}`, {
        method,
        path,
        pointer: `${itemPointer}/${method}`,
        operation,
        pathItem: item,
        operationId: typeof operation.operationId === 'string' ? operation.operationId : null,
      });
    }
  }
  return found;
}

interface Parameter {
  in: string;
  name: string;
  required: boolean;
  pointer: string;
  node: JsonObject;
}

function parametersOf(document: JsonObject, op: Operation): Map<string, Parameter> {
  const found = new Map<string, Parameter>();
  const add = (list: unknown, base: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((raw, index) => {
      const { node, pointer } = deref(document, raw, `${base}/parameters/${index}`);
      if (!isObject(node) || typeof node.name !== 'string' || typeof node.in !== 'string') return;
      const key = `${node.in} ${node.in === 'header' ? node.name.toLowerCase() : node.name}`;
      found.set(key, { in: node.in, name: node.name, required: node.required === true || node.in === 'path', pointer, node });
    });
  };
  add(op.pathItem.parameters, op.pointer.replace(/\/[a-z]+$/, ''));
  add(op.operation.parameters, op.pointer);
  return found;
}

/** The status key of `responses` that answers `status`: itself, its range (2XX), or default. */
function answering(responses: JsonObject, status: string): string | undefined {
  if (Object.hasOwn(responses, status)) return status;
  const range = `${status[0]}XX`;
  if (/^\d/.test(status) && status.length === 3 && !/X/i.test(status)) {
    const key = Object.keys(responses).find((k) => k.toUpperCase() === range);
    if (key) return key;
  }
  return Object.hasOwn(responses, 'default') ? 'default' : undefined;
}

const examplesOf = (document: JsonObject, media: JsonObject): unknown[] => {
  const out: unknown[] = [];
  if ('example' in media) out.push(media.example);
  if (isObject(media.examples)) {
    for (const raw of Object.values(media.examples)) {
      const example = deref(document, raw, '').node;
      if (isObject(example) && 'value' in example) out.push(example.value);
    }
  }
  return out;
};

/** A value with its `$ref`s replaced by what they name (to a depth: annotations are not recursive). */
function plain(document: JsonObject, value: unknown, depth = 0): unknown {
  if (depth > 20) return value;
  if (Array.isArray(value)) return value.map((item) => plain(document, item, depth + 1));
  if (!isObject(value)) return value;
  if (typeof value.$ref === 'string') return plain(document, deref(document, value, '').node, depth + 1);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(document, item, depth + 1)]));
}

export class ContractDiff {
  private readonly changes: Change[] = [];
  private readonly seen = new Set<string>();

  constructor(
    private readonly old: Version,
    private readonly now: Version,
  ) {}

  /** Whether two annotations differ in what they say, wherever their `$ref`s keep it. */
  private differ(before: unknown, after: unknown): boolean {
    return canonical(plain(this.old.document, before ?? null)) !== canonical(plain(this.now.document, after ?? null));
  }

  private key(change: Change): string {
    return `${change.operationId ?? `${change.method} ${change.path}`}|${change.side}|${change.rule}|${change.location}`;
  }

  private push(change: Change): void {
    const key = this.key(change);
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.changes.push(change);
  }

  private structural(op: Operation, side: Side, rule: string, level: Level, location: string, message: string, witness: Witness | null = null): void {
    this.push({ rule, level, operationId: op.operationId, method: op.method, path: op.path, side, location, message, witness });
  }

  run(): DiffReport {
    const before = operationsOf(this.old.document);
    const after = operationsOf(this.now.document);
    for (const [key, op] of before) {
      const now = after.get(key);
      if (!now) this.structural(op, 'operation', 'operation-removed', 'breaking', op.pointer, `${op.method.toUpperCase()} ${op.path} removed`);
      else this.operation(op, now);
    }
    for (const [key, op] of after) {
      if (!before.has(key)) this.structural(op, 'operation', 'operation-added', 'non-breaking', op.pointer, `${op.method.toUpperCase()} ${op.path} added`);
    }
    const order = (change: Change) => LEVEL_ORDER.indexOf(change.level);
    const changes = [...this.changes].sort((a, b) => order(a) - order(b) || a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
    const info = (document: JsonObject) => {
      const raw = isObject(document.info) ? document.info : {};
      return { title: typeof raw.title === 'string' ? raw.title : '', version: typeof raw.version === 'string' ? raw.version : '' };
    };
    return { old: info(this.old.document), new: info(this.now.document), summary: summarize(changes), changes };
  }

  private operation(o: Operation, n: Operation): void {
    for (const field of ['summary', 'description', 'tags', 'x-unspecified'] as const) {
      if (this.differ(o.operation[field], n.operation[field])) {
        const name = field === 'tags' ? 'tags' : field.replace(/^x-/, '');
        this.structural(n, 'operation', `operation-${name}-changed`, 'annotation', `${n.pointer}/${field}`, `${field} changed`);
      }
    }
    if (o.operation.deprecated !== true && n.operation.deprecated === true)
      this.structural(n, 'operation', 'operation-deprecated', 'annotation', `${n.pointer}/deprecated`, 'operation deprecated');
    if (o.operationId !== n.operationId)
      this.structural(n, 'operation', 'operation-id-changed', 'annotation', `${n.pointer}/operationId`, `operationId ${o.operationId} → ${n.operationId}`);
    for (const change of compareSecurity(this.old.document, this.now.document, o, n))
      this.structural(n, 'security', change.rule, change.level, change.location, change.message, change.witness);
    this.parameters(o, n);
    this.requestBody(o, n);
    this.responses(o, n);
  }

  private parameters(o: Operation, n: Operation): void {
    const before = parametersOf(this.old.document, o);
    const after = parametersOf(this.now.document, n);
    for (const [key, param] of before) {
      const now = after.get(key);
      if (!now) {
        this.structural(o, 'request', 'request-parameter-removed', 'breaking', param.pointer, `${param.in} parameter ${param.name} removed`);
        continue;
      }
      if (!param.required && now.required) {
        this.structural(
          n,
          'request',
          'request-parameter-became-required',
          'breaking',
          `${now.pointer}/required`,
          `${now.in} parameter ${now.name} became required`,
          {
            in: now.in as Witness['in'],
            status: null,
            name: now.name,
            value: null,
          },
        );
      }
      if (param.required && !now.required)
        this.structural(
          n,
          'request',
          'request-parameter-became-optional',
          'non-breaking',
          `${now.pointer}/required`,
          `${now.in} parameter ${now.name} became optional`,
        );
      for (const field of ['description', 'example', 'examples', 'x-unspecified'] as const) {
        if (this.differ(param.node[field], now.node[field])) {
          this.structural(
            n,
            'request',
            `request-parameter-${field === 'examples' ? 'example' : field.replace(/^x-/, '')}-changed`,
            'annotation',
            `${now.pointer}/${field}`,
            `${now.in} parameter ${now.name}: ${field} changed`,
          );
        }
      }
      if (param.node.schema !== undefined || now.node.schema !== undefined) {
        this.schemas(o, n, 'request', {
          in: now.in as Container['in'],
          name: now.name,
          status: null,
          oldPointer: `${param.pointer}/schema`,
          newPointer: `${now.pointer}/schema`,
          oldExamples: [],
          newExamples: [],
        });
      }
    }
    for (const [key, param] of after) {
      if (before.has(key)) continue;
      if (param.required)
        this.structural(n, 'request', 'request-required-parameter-added', 'breaking', param.pointer, `required ${param.in} parameter ${param.name} added`);
      else
        this.structural(n, 'request', 'request-optional-parameter-added', 'non-breaking', param.pointer, `optional ${param.in} parameter ${param.name} added`);
    }
  }

  private requestBody(o: Operation, n: Operation): void {
    const before = deref(this.old.document, o.operation.requestBody, `${o.pointer}/requestBody`);
    const after = deref(this.now.document, n.operation.requestBody, `${n.pointer}/requestBody`);
    const oldBody = isObject(before.node) ? before.node : undefined;
    const newBody = isObject(after.node) ? after.node : undefined;
    if (!oldBody && !newBody) return;
    if (!newBody) {
      this.structural(o, 'request', 'request-body-removed', 'breaking', before.pointer, 'request body removed');
      return;
    }
    if (!oldBody) {
      if (newBody.required === true) this.structural(n, 'request', 'request-body-added-required', 'breaking', after.pointer, 'required request body added');
      else this.structural(n, 'request', 'request-body-added', 'non-breaking', after.pointer, 'optional request body added');
      return;
    }
    if (oldBody.required !== true && newBody.required === true)
      this.structural(n, 'request', 'request-body-became-required', 'breaking', `${after.pointer}/required`, 'request body became required');
    if (oldBody.required === true && newBody.required !== true)
      this.structural(n, 'request', 'request-body-became-optional', 'non-breaking', `${after.pointer}/required`, 'request body became optional');
    this.content(o, n, 'request', null, { pointer: before.pointer, node: oldBody }, { pointer: after.pointer, node: newBody });
  }

  private content(
    o: Operation,
    n: Operation,
    side: 'request' | 'response',
    status: string | null,
    before: { pointer: string; node: JsonObject },
    after: { pointer: string; node: JsonObject },
  ): void {
    const types = (node: JsonObject) =>
      new Map(
        Object.entries(isObject(node.content) ? node.content : {}).map(([type, media]) => [type.toLowerCase().split(';')[0]!.trim(), { type, media }] as const),
      );
    const oldTypes = types(before.node);
    const newTypes = types(after.node);
    const where = status === null ? 'request body' : `response ${status}`;
    for (const [key, { type, media }] of oldTypes) {
      const now = newTypes.get(key);
      const oldPointer = `${before.pointer}/content/${escapeToken(type)}`;
      if (!now) {
        if (side === 'request') this.structural(o, side, 'request-body-media-type-removed', 'breaking', oldPointer, `${where}: media type ${type} removed`);
        else this.structural(o, side, 'response-media-type-removed', 'non-breaking', oldPointer, `${where}: media type ${type} removed`);
        continue;
      }
      const newPointer = `${after.pointer}/content/${escapeToken(now.type)}`;
      if (!isObject(media) || !isObject(now.media)) continue;
      if (this.differ(media.examples ?? media.example, now.media.examples ?? now.media.example)) {
        this.structural(n, side, `${side}-example-changed`, 'annotation', newPointer, `${where}: examples changed`);
      }
      if (media.schema !== undefined || now.media.schema !== undefined) {
        this.schemas(o, n, side, {
          in: 'body',
          name: null,
          status,
          oldPointer: `${oldPointer}/schema`,
          newPointer: `${newPointer}/schema`,
          oldExamples: examplesOf(this.old.document, media),
          newExamples: examplesOf(this.now.document, now.media),
        });
      }
    }
    for (const [key, { type }] of newTypes) {
      if (oldTypes.has(key)) continue;
      const pointer = `${after.pointer}/content/${escapeToken(type)}`;
      if (side === 'request') this.structural(n, side, 'request-body-media-type-added', 'non-breaking', pointer, `${where}: media type ${type} added`);
      else this.structural(n, side, 'response-media-type-added', 'breaking', pointer, `${where}: media type ${type} added`);
    }
  }

  private responses(o: Operation, n: Operation): void {
    const before = isObject(o.operation.responses) ? o.operation.responses : {};
    const after = isObject(n.operation.responses) ? n.operation.responses : {};
    const compared = new Set<string>();
    const pair = (status: string, oldKey: string, newKey: string) => {
      if (compared.has(`${oldKey}|${newKey}`)) return;
      compared.add(`${oldKey}|${newKey}`);
      this.response(o, n, status, oldKey, newKey);
    };
    for (const status of Object.keys(after)) {
      const oldKey = answering(before, status);
      if (oldKey === undefined) {
        this.structural(
          n,
          'response',
          'response-status-added',
          'breaking',
          `${n.pointer}/responses/${escapeToken(status)}`,
          `status ${status} added: OLD clients do not expect it`,
        );
      } else pair(status, oldKey, status);
    }
    for (const status of Object.keys(before)) {
      if (Object.hasOwn(after, status)) continue;
      const newKey = answering(after, status);
      if (newKey === undefined)
        this.structural(o, 'response', 'response-status-removed', 'non-breaking', `${o.pointer}/responses/${escapeToken(status)}`, `status ${status} removed`);
      else pair(status, status, newKey);
    }
  }

  private response(o: Operation, n: Operation, status: string, oldKey: string, newKey: string): void {
    if (oldKey !== newKey) {
      // A status answered in OLD by its range or by default: only what breaks is worth a line each.
      const start = this.changes.length;
      this.compareResponse(o, n, status, oldKey, newKey);
      const found = this.changes.splice(start);
      for (const change of found) this.seen.delete(this.key(change));
      const kept = found.filter((change) => change.level === 'breaking' || change.level === 'review');
      for (const change of kept) this.seen.add(this.key(change));
      for (const change of kept) this.changes.push(change);
      if (kept.length === 0) {
        const added = Object.hasOwn(n.operation.responses as JsonObject, status) && !Object.hasOwn(o.operation.responses as JsonObject, status);
        this.structural(
          added ? n : o,
          'response',
          added ? 'response-status-added-covered' : 'response-status-removed-covered',
          'non-breaking',
          `${(added ? n : o).pointer}/responses/${escapeToken(status)}`,
          added
            ? `status ${status} added; OLD answered it with ${oldKey}, which accepts all it may send`
            : `status ${status} removed; NEW answers it with ${newKey}`,
        );
      }
      return;
    }
    this.compareResponse(o, n, status, oldKey, newKey);
  }

  private compareResponse(o: Operation, n: Operation, status: string, oldKey: string, newKey: string): void {
    const before = deref(this.old.document, (o.operation.responses as JsonObject)[oldKey], `${o.pointer}/responses/${escapeToken(oldKey)}`);
    const after = deref(this.now.document, (n.operation.responses as JsonObject)[newKey], `${n.pointer}/responses/${escapeToken(newKey)}`);
    if (!isObject(before.node) || !isObject(after.node)) return;
    if (oldKey === newKey) {
      for (const field of ['description', 'links', 'x-unspecified'] as const) {
        if (this.differ(before.node[field], after.node[field])) {
          this.structural(
            n,
            'response',
            `response-${field.replace(/^x-/, '')}-changed`,
            'annotation',
            `${after.pointer}/${field}`,
            `response ${status}: ${field} changed`,
          );
        }
      }
    }
    const oldHasBody = isObject(before.node.content) && Object.keys(before.node.content).length > 0;
    const newHasBody = isObject(after.node.content) && Object.keys(after.node.content).length > 0;
    if (oldHasBody || newHasBody) {
      if (!oldHasBody)
        this.structural(n, 'response', 'response-body-added', 'breaking', `${after.pointer}/content`, `response ${status}: a body where OLD had none`);
      else if (!newHasBody)
        this.structural(o, 'response', 'response-body-removed', 'non-breaking', `${before.pointer}/content`, `response ${status}: no body any more`);
      else this.content(o, n, 'response', status, { pointer: before.pointer, node: before.node }, { pointer: after.pointer, node: after.node });
    }
    this.headers(o, n, status, before, after);
  }

  private headers(o: Operation, n: Operation, status: string, before: { pointer: string; node: unknown }, after: { pointer: string; node: unknown }): void {
    const list = (document: JsonObject, response: { pointer: string; node: unknown }) => {
      const headers = isObject(response.node) && isObject((response.node as JsonObject).headers) ? ((response.node as JsonObject).headers as JsonObject) : {};
      return new Map(
        Object.entries(headers).map(([name, raw]) => {
          const { node, pointer } = deref(document, raw, `${response.pointer}/headers/${escapeToken(name)}`);
          return [name.toLowerCase(), { name, pointer, node: isObject(node) ? node : {} }] as const;
        }),
      );
    };
    const oldHeaders = list(this.old.document, before);
    const newHeaders = list(this.now.document, after);
    for (const [key, header] of oldHeaders) {
      const now = newHeaders.get(key);
      const required = header.node.required === true;
      if (!now) {
        if (required)
          this.structural(
            o,
            'response',
            'response-required-header-removed',
            'breaking',
            header.pointer,
            `response ${status}: required header ${header.name} removed`,
          );
        else
          this.structural(
            o,
            'response',
            'response-optional-header-removed',
            'non-breaking',
            header.pointer,
            `response ${status}: header ${header.name} removed`,
          );
        continue;
      }
      if (required && now.node.required !== true)
        this.structural(
          n,
          'response',
          'response-header-became-optional',
          'breaking',
          `${now.pointer}/required`,
          `response ${status}: header ${now.name} became optional`,
        );
      if (header.node.schema !== undefined || now.node.schema !== undefined) {
        this.schemas(o, n, 'response', {
          in: 'header',
          name: now.name,
          status,
          oldPointer: `${header.pointer}/schema`,
          newPointer: `${now.pointer}/schema`,
          oldExamples: [],
          newExamples: [],
        });
      }
    }
    for (const [key, header] of newHeaders) {
      if (!oldHeaders.has(key))
        this.structural(n, 'response', 'response-header-added', 'non-breaking', header.pointer, `response ${status}: header ${header.name} added`);
    }
  }

  private schemas(
    o: Operation,
    n: Operation,
    side: 'request' | 'response',
    place: {
      in: Container['in'];
      name: string | null;
      status: string | null;
      oldPointer: string;
      newPointer: string;
      oldExamples: unknown[];
      newExamples: unknown[];
    },
  ): void {
    const oldSchema = this.old.normalizer.at(place.oldPointer);
    const newSchema = this.now.normalizer.at(place.newPointer);
    const sides: [SchemaSide, SchemaSide] = [this.old, this.now];
    const comparison = new SchemaComparison(...sides);
    comparison.compare(oldSchema, newSchema);
    if (comparison.findings.length === 0) return;
    const container: Container = {
      side,
      in: place.in,
      name: place.name,
      status: place.status,
      old: { validators: this.old.validators, pointer: place.oldPointer, schema: oldSchema, sampler: this.old.sampler, examples: place.oldExamples },
      new: { validators: this.now.validators, pointer: place.newPointer, schema: newSchema, sampler: this.now.sampler, examples: place.newExamples },
    };
    // Nothing can break where the side that must refuse accepts everything (a default response of any body).
    const refusing = side === 'request' ? newSchema : oldSchema;
    const cannotBreak = canonical(refusing) === '{}';
    const key = `${side}|${canonical(oldSchema)}|${canonical(newSchema)}`;
    for (const finding of comparison.findings) this.judge(o, n, container, finding, cannotBreak, key);
  }

  /** Witness searches by schemas and finding: a component reached by many operations is searched once. */
  private readonly witnesses = new Map<string, { value: unknown } | undefined>();

  private search(container: Container, finding: Finding, accepting: 'old' | 'new', key: string): { value: unknown } | undefined {
    const id = `${key}|${finding.change}|${JSON.stringify(finding.path)}|${accepting}`;
    if (this.witnesses.has(id)) return this.witnesses.get(id);
    const found = findWitness(container, finding, accepting);
    this.witnesses.set(id, found);
    return found;
  }

  private judge(o: Operation, n: Operation, container: Container, finding: Finding, cannotBreak: boolean, key: string): void {
    // Closing an object is a change of the object, not of the unknown property that proves it.
    const depth = finding.change.startsWith('additional-properties') ? finding.path.length - 1 : finding.path.length;
    const subject =
      container.in === 'body' ? (depth === 0 ? 'body' : 'property') : container.in === 'header' && container.side === 'response' ? 'header' : 'parameter';
    const rule = finding.change.startsWith('property-') ? `${container.side}-${finding.change}` : `${container.side}-${subject}-${finding.change}`;
    const keyword = KEYWORD_OF[finding.change];
    const location = `${finding.location.pointer}${keyword && !finding.annotation ? `/${keyword}` : ''}`;
    const op = finding.location.in === 'old' ? o : n;
    const where =
      container.in === 'body'
        ? container.status === null
          ? 'request body'
          : `response ${container.status} body`
        : `${container.status === null ? '' : `response ${container.status} `}${container.in} ${container.name}`;
    const message = `${where}: ${finding.message}`;
    if (finding.annotation) {
      this.structural(op, container.side, rule, 'annotation', location, message);
      return;
    }
    const breakingDirection = container.side === 'request' ? 'narrow' : 'widen';
    let level: Level;
    let witness: Witness | null = null;
    if (cannotBreak) level = 'non-breaking';
    else if (finding.direction === breakingDirection || finding.direction === 'both') {
      const found = this.search(container, finding, breakingDirection === 'narrow' ? 'old' : 'new', key);
      if (found) {
        level = 'breaking';
        witness = { in: container.in === 'cookie' ? 'header' : container.in, status: container.status, name: container.name, value: found.value };
      } else if (finding.direction === 'both') {
        level = this.search(container, finding, breakingDirection === 'narrow' ? 'new' : 'old', key) ? 'non-breaking' : 'review';
      } else level = 'review';
    } else level = 'non-breaking';
    this.push({ rule, level, operationId: op.operationId, method: op.method, path: op.path, side: container.side, location, message, witness });
  }
}

/** The report of what NEW changes for the users of OLD (no traffic weighing). */
export function compareContracts(oldDocument: JsonObject, newDocument: JsonObject): DiffReport {
  return new ContractDiff(version(oldDocument), version(newDocument)).run();
}
