// What the differ reads from a document: its operations, their parameters, the response that answers a
// status, the examples of a media type, and annotations with their `$ref`s followed.
import { itemReading, type Reading, readingOf, referenceOf } from './data-keywords.js';
import { Normalizer } from './normalize.js';
import { ignoredParameter, operationKey } from './operation-plan.js';
import { deref, escapeToken, isObject, type JsonObject } from './pointer.js';
import { Sampler } from './sample.js';
import { ContractValidators } from './validators.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

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

export interface Operation {
  method: string;
  path: string;
  pointer: string;
  operation: JsonObject;
  pathItem: JsonObject;
  operationId: string | null;
}

export function operationsOf(document: JsonObject): Map<string, Operation> {
  const found = new Map<string, Operation>();
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, raw] of Object.entries(paths)) {
    const pathPointer = `/paths/${escapeToken(path)}`;
    const { node: item, pointer: itemPointer } = deref(document, raw, pathPointer);
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      found.set(operationKey(method, path), {
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

/** The operations a comparison covers: NEW's, then those of OLD that NEW removed. */
export function comparedOperations(old: JsonObject, now: JsonObject): Operation[] {
  const after = operationsOf(now);
  return [...after.values(), ...[...operationsOf(old)].filter(([key]) => !after.has(key)).map(([, op]) => op)];
}

export interface Parameter {
  in: string;
  name: string;
  required: boolean;
  pointer: string;
  node: JsonObject;
}

export function parametersOf(document: JsonObject, op: Operation): Map<string, Parameter> {
  const found = new Map<string, Parameter>();
  const add = (list: unknown, base: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((raw, index) => {
      const { node, pointer } = deref(document, raw, `${base}/parameters/${index}`);
      if (!isObject(node) || typeof node.name !== 'string' || typeof node.in !== 'string' || ignoredParameter(node)) return;
      const key = `${node.in} ${node.in === 'header' ? node.name.toLowerCase() : node.name}`;
      found.set(key, { in: node.in, name: node.name, required: node.required === true || node.in === 'path', pointer, node });
    });
  };
  add(op.pathItem.parameters, op.pointer.replace(/\/[a-z]+$/, ''));
  add(op.operation.parameters, op.pointer);
  return found;
}

/** The status key of `responses` that answers `status`: itself, its range (2XX), or default. */
export function answering(responses: JsonObject, status: string): string | undefined {
  if (Object.hasOwn(responses, status)) return status;
  const range = `${status[0]}XX`;
  if (/^\d/.test(status) && status.length === 3 && !/X/i.test(status)) {
    const key = Object.keys(responses).find((k) => k.toUpperCase() === range);
    if (key) return key;
  }
  return Object.hasOwn(responses, 'default') ? 'default' : undefined;
}

export const examplesOf = (document: JsonObject, media: JsonObject): unknown[] => {
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

/**
 * The value of a field (`example`, `examples`, `description`…) with its `$ref`s replaced by what they
 * name, to a depth (annotations are not recursive); a `$ref` inside data (an example, an Example
 * Object's value: data-keywords.ts) is data, kept as it is.
 */
export const plainField = (document: JsonObject, field: string, value: unknown): unknown => plain(document, value, readingOf(field, value, 'keywords'), 0);

function plain(document: JsonObject, value: unknown, reading: Reading, depth: number): unknown {
  if (depth > 20) return value;
  if (Array.isArray(value)) return value.map((item) => plain(document, item, itemReading(reading), depth + 1));
  if (!isObject(value) || reading === 'data') return value;
  if (referenceOf(value, reading) !== undefined) return plain(document, deref(document, value, '').node, 'keywords', depth + 1);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(document, item, readingOf(key, item, reading), depth + 1)]));
}
