// The OpenAPI 3.0/3.1 structure of what diff reads of a document, checked when it is read: a field the
// differ reads that is not of its type (`paths: "see the wiki"`, `responses: TBD`, `required: "yes"`)
// would otherwise be read as absent or false, and a document of no operations compared as a contract.
// Only the fields the comparison and the weighing read are checked, each of the type both versions of
// OpenAPI give it; fields they do not read, and the keywords inside a schema (Ajv's, see
// validators.ts), are left to the spec's own linters.

import { jsonQuoted } from '../text/printable.js';
import { at, escapeToken, isObject, refPointer } from './pointer.js';
import { kindOf } from './value-kind.js';

/** Where the document departs from the structure, and how. */
export interface StructureProblem {
  pointer: string;
  problem: string;
}

class Departure extends Error {
  constructor(
    readonly pointer: string,
    readonly problem: string,
  ) {
    super(problem);
  }
}

/** Checks a node; a display-only field may return the text it is read as (a string), which replaces it. */
type Check = (node: unknown, pointer: string) => unknown;

/** The text a display-only scalar of another type (`version: 1.0`, `operationId: 123`) is read as. */
export type AsText = (pointer: string, value: number | boolean | null) => string;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const PARAMETER_PLACES = ['query', 'header', 'path', 'cookie'];

function checker(document: unknown, schemas: string[], asText?: AsText) {
  const done = new Map<Check, Set<string>>();

  const object =
    (name: string, fields: Record<string, Check>, required: readonly string[] = []): Check =>
    (node, pointer) => {
      if (!isObject(node)) throw new Departure(pointer, `must be ${name} (an object), not ${kindOf(node)}`);
      for (const field of required) if (node[field] === undefined) throw new Departure(pointer, `${name} without its ${field}`);
      for (const [field, check] of Object.entries(fields)) {
        const value = node[field];
        if (value === undefined) continue;
        const text = check(value, `${pointer}/${escapeToken(field)}`);
        if (typeof text === 'string') node[field] = text;
      }
    };

  /** A map of names to entries; `extensions`: its `x-` keys are extensions, not entries. */
  const map =
    (name: string, entry: Check, extensions = false, key?: (name: string) => string | undefined): Check =>
    (node, pointer) => {
      if (!isObject(node)) throw new Departure(pointer, `must be ${name} (an object), not ${kindOf(node)}`);
      for (const [field, value] of Object.entries(node)) {
        if (extensions && field.startsWith('x-')) continue;
        const here = `${pointer}/${escapeToken(field)}`;
        const wrong = key?.(field);
        if (wrong !== undefined) throw new Departure(here, wrong);
        entry(value, here);
      }
    };

  const array =
    (name: string, item: Check): Check =>
    (node, pointer) => {
      if (!Array.isArray(node)) throw new Departure(pointer, `must be ${name} (an array), not ${kindOf(node)}`);
      node.forEach((value, index) => {
        const text = item(value, `${pointer}/${index}`);
        if (typeof text === 'string') node[index] = text;
      });
    };

  const string: Check = (node, pointer) => {
    if (typeof node !== 'string') throw new Departure(pointer, `must be a string, not ${kindOf(node)}`);
  };
  /**
   * A display-only field (a title, a version, an operationId, a tag, a summary): only shown and compared
   * as text, so a number or a boolean where a string belongs is read as the text it is written as, not
   * refused (hand-written YAML has `version: 1.0`). `strict`: anything else is refused, as for a string.
   */
  const display =
    (strict: boolean): Check =>
    (node, pointer) => {
      if (typeof node === 'string') return undefined;
      if (typeof node === 'number' || typeof node === 'boolean' || node === null) return asText ? asText(pointer, node) : undefined;
      if (strict) throw new Departure(pointer, `must be a string, not ${kindOf(node)}`);
      return undefined;
    };
  const boolean: Check = (node, pointer) => {
    if (typeof node !== 'boolean') throw new Departure(pointer, `must be true or false, not ${kindOf(node)}`);
  };
  const oneOf =
    (values: readonly string[]): Check =>
    (node, pointer) => {
      if (typeof node !== 'string' || !values.includes(node))
        throw new Departure(pointer, `must be one of ${values.join(', ')}, not ${typeof node === 'string' ? jsonQuoted(node) : kindOf(node)}`);
    };
  /** A Schema Object: what is inside it is Ajv's to judge (validators.ts, schemaProblem), given its place. */
  const schema: Check = (node, pointer) => {
    if (!isObject(node) && typeof node !== 'boolean') throw new Departure(pointer, `must be a Schema Object (an object), not ${kindOf(node)}`);
    schemas.push(pointer);
  };

  /** `check`, or a Reference Object: what it names is checked by `check`, once. */
  const orRef =
    (check: Check): Check =>
    (node, pointer) => {
      if (!isObject(node) || node.$ref === undefined) {
        check(node, pointer);
        return;
      }
      let current: unknown = node;
      let where = pointer;
      for (let hops = 0; isObject(current) && current.$ref !== undefined; hops += 1) {
        if (typeof current.$ref !== 'string') throw new Departure(`${where}/$ref`, `must be a string, not ${kindOf(current.$ref)}`);
        const target = refPointer(current.$ref);
        const next = target === undefined || hops > 50 ? undefined : at(document, target);
        if (target === undefined || next === undefined) throw new Departure(`${where}/$ref`, `unresolvable $ref ${current.$ref}`);
        current = next;
        where = target;
      }
      const seen = done.get(check) ?? new Set<string>();
      done.set(check, seen);
      if (seen.has(where)) return;
      seen.add(where);
      check(current, where);
    };

  const example = object('an Example Object', {});
  const examples = map('a map of Example Objects', orRef(example));
  const mediaType = object('a Media Type Object', { schema, examples });
  const content = map('a map of Media Type Objects', mediaType);
  const header = orRef(object('a Header Object', { required: boolean, deprecated: boolean, schema, content, examples }));
  const parameter = orRef(
    object(
      'a Parameter Object',
      {
        name: string,
        in: oneOf(PARAMETER_PLACES),
        required: boolean,
        deprecated: boolean,
        style: string,
        explode: boolean,
        schema,
        content,
        examples,
      },
      ['name', 'in'],
    ),
  );
  const parameters = array('a list of Parameter Objects', parameter);
  const requestBody = orRef(object('a Request Body Object', { required: boolean, content }));
  const response = orRef(object('a Response Object', { headers: map('a map of Header Objects', header), content }));
  const responses = map('a Responses Object', response, true, (status) =>
    // The range's X in either case, as the differ reads it.
    /^(default|[1-5](\d\d|[Xx]{2}))$/.test(status) ? undefined : `a response status must be 100 to 599, 1XX to 5XX or default, not ${jsonQuoted(status)}`,
  );
  const requirement = map('a Security Requirement Object', array('a list of scopes', string));
  const security = array('a list of Security Requirement Objects', requirement);
  const operation = object('an Operation Object', {
    operationId: display(true),
    summary: display(false),
    description: display(false),
    deprecated: boolean,
    tags: array('a list of tags', display(true)),
    parameters,
    requestBody,
    responses,
    security,
  });
  const pathItem = orRef(object('a Path Item Object', { parameters, ...Object.fromEntries(METHODS.map((method) => [method, operation])) }));
  const paths = map('a Paths Object', pathItem, true, (path) => (path.startsWith('/') ? undefined : `a path must start with '/', not ${jsonQuoted(path)}`));
  const securityScheme = orRef(object('a Security Scheme Object', { type: string, in: string, name: string, scheme: string }, ['type']));
  const components = object('a Components Object', {
    schemas: map('a map of Schema Objects', schema),
    responses: map('a map of Response Objects', response),
    parameters: map('a map of Parameter Objects', parameter),
    examples,
    requestBodies: map('a map of Request Body Objects', requestBody),
    headers: map('a map of Header Objects', header),
    securitySchemes: map('a map of Security Scheme Objects', securityScheme),
    pathItems: map('a map of Path Item Objects', pathItem),
  });
  const info = object('an Info Object', { title: display(true), version: display(true) });
  return object('an OpenAPI Object', { info, paths, components, security });
}

/**
 * The first place where `document` departs from the OpenAPI structure diff reads, or undefined;
 * `schemas` gets the pointer of each Schema Object it holds there. With `asText`, a display-only field
 * written as a number, a boolean or null is replaced by the text it gives (without it, let through).
 */
export function structureProblem(document: unknown, schemas: string[] = [], asText?: AsText): StructureProblem | undefined {
  try {
    checker(document, schemas, asText)(document, '');
    return undefined;
  } catch (error) {
    if (error instanceof Departure) return { pointer: error.pointer, problem: error.problem };
    throw error;
  }
}
