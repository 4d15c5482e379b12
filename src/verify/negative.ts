// Negative requests: valid in every part but one, which breaks one rule the contract states (a
// type, an enum, a length, a pattern, a format, a bound, a required member, the body's media type).
// Each mutation is checked with the package's own validateRequest, so a request that the contract
// would accept is never sent as "invalid".

import fc from 'fast-check';
import { isObject } from '../http/is-object.js';
import { escapePointerToken, formatPointer } from '../http/json-pointer.js';
import { contractAccepts } from './contract-accepts.js';
import { makeSafe, queryText, schemaArbitraries, validRequest } from './requests.js';
import { at, type OperationEntry, type Schema } from './spec.js';
import type { GenerationContext, VerifyRequest } from './verify-request.js';

export interface Mutation {
  /** The rule broken, for people: `body /key: maxLength 100`, `query limit: maximum 100`. */
  readonly rule: string;
  readonly requests: fc.Arbitrary<VerifyRequest>;
}

/** A value of another JSON type than `type`, so that only the type rule breaks. */
function wrongType(type: string): unknown {
  switch (type) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'not-a-number';
    case 'boolean':
      return 'not-a-boolean';
    case 'array':
      return { not: 'an array' };
    case 'object':
      return ['not an object'];
    default:
      return undefined;
  }
}

/** Sets `value` at an instance path (tokens), in a copy. */
function setAt(root: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(root)) {
    const copy = root.slice();
    copy[Number(head)] = setAt(copy[Number(head)], rest, value);
    return copy;
  }
  const copy: Record<string, unknown> = isObject(root) ? { ...root } : {};
  copy[head] = setAt(copy[head], rest, value);
  return copy;
}

interface Node {
  /** The node as it sits in its parent (possibly a `{ $ref }`): the builder pins by identity. */
  readonly raw: Schema;
  readonly schema: Schema;
  /** JSON pointer of the resolved schema in the bundle. */
  readonly pointer: string;
  /** Where the node's value sits in the body. */
  readonly path: readonly string[];
}

function resolve(raw: Schema, pointer: string): { schema: Schema; pointer: string } {
  let schema = raw;
  let where = pointer;
  while (typeof schema.$ref === 'string') {
    where = schema.$ref.slice(1);
    schema = at(where) as Schema;
  }
  return { schema, pointer: where };
}

/**
 * The nodes of a body schema whose rules can be broken one at a time: reached through properties
 * and array items, but not into an anyOf (breaking one branch may still match another: an anyOf is
 * broken as a whole), and each schema once along a branch (StepFilter nests).
 */
function bodyNodes(rootPointer: string): Node[] {
  const nodes: Node[] = [];
  const visit = (raw: Schema, pointer: string, path: string[], stack: Schema[]) => {
    const { schema, pointer: where } = resolve(raw, pointer);
    if (stack.includes(schema) || path.length > 6) return;
    nodes.push({ raw, schema, pointer: where, path });
    if (Array.isArray(schema.anyOf)) return;
    const properties = schema.properties as Record<string, Schema> | undefined;
    for (const [name, child] of Object.entries(properties ?? {}))
      visit(child, `${where}/properties/${escapePointerToken(name)}`, [...path, name], [...stack, schema]);
    if (isObject(schema.items)) visit(schema.items as Schema, `${where}/items`, [...path, '0'], [...stack, schema]);
  };
  visit(at(rootPointer) as Schema, rootPointer, [], []);
  return nodes;
}

/** A value that breaks one rule, and the rule's name. */
interface Violation {
  readonly rule: string;
  readonly value: fc.Arbitrary<unknown>;
  /** The value when it is always the same one: the body around it is then built once, not per draw. */
  readonly fixed?: { readonly value: unknown };
}

const fixed = (rule: string, value: unknown): Violation => ({ rule, value: fc.constant(value), fixed: { value } });

/** The values that break one rule of a node, each with the rule's name. */
function violationsOf(node: Node, context: GenerationContext, identity: boolean): Violation[] {
  const { schema } = node;
  const found: Violation[] = [];
  // A key this run might create keeps the prefix even when it breaks a rule: if the server takes it
  // anyway, cleanup can still find it.
  const text = (value: string) => (identity ? `${context.prefix}${value}` : value);
  const type = typeof schema.type === 'string' ? schema.type : undefined;
  if (type !== undefined && wrongType(type) !== undefined) found.push(fixed(`type ${type}`, wrongType(type)));
  if (Array.isArray(schema.anyOf) && type === undefined) found.push(fixed('anyOf (a number matches no alternative)', 12345));
  if (Array.isArray(schema.enum) && schema.enum.every((member) => typeof member === 'string')) found.push(fixed('enum', 'not-one-of-the-enum'));
  // Length bounds may sit beside an anyOf or inside each of its branches (TopicKey): a string past
  // the bound of every branch breaks them all.
  const branches = Array.isArray(schema.anyOf) ? (schema.anyOf as Schema[]).map((branch) => resolve(branch, node.pointer).schema) : [];
  const bound = (keyword: 'maxLength' | 'minLength', pick: (...values: number[]) => number) =>
    typeof schema[keyword] === 'number'
      ? (schema[keyword] as number)
      : branches.length > 0 && branches.every((branch) => typeof branch[keyword] === 'number')
        ? pick(...branches.map((branch) => branch[keyword] as number))
        : undefined;
  const maxLength = bound('maxLength', Math.max);
  const minLength = bound('minLength', Math.min);
  if (maxLength !== undefined) {
    const length = maxLength + 1;
    found.push(fixed(`maxLength ${maxLength}`, text('a'.repeat(Math.max(1, length - (identity ? context.prefix.length : 0))))));
  }
  if (minLength !== undefined && minLength > 0) found.push(fixed(`minLength ${minLength}`, ''));
  if (typeof schema.pattern === 'string' || (Array.isArray(schema.anyOf) && (schema.anyOf as Schema[]).some((branch) => 'pattern' in branch))) {
    found.push(fixed('pattern', text('bad key!')));
  }
  if (schema.format === 'uuid') found.push(fixed('format uuid', 'not-a-uuid'));
  if (typeof schema.maximum === 'number') found.push(fixed(`maximum ${schema.maximum}`, schema.maximum + 1));
  if (typeof schema.minimum === 'number') found.push(fixed(`minimum ${schema.minimum}`, schema.minimum - 1));
  if (typeof schema.maxItems === 'number' && isObject(schema.items)) {
    const count = schema.maxItems + 1;
    const item = schemaArbitraries().forPointer(`${node.pointer}/items`);
    found.push({ rule: `maxItems ${schema.maxItems}`, value: item.map((value) => Array.from({ length: count }, () => value)) });
  }
  for (const name of (schema.required as string[] | undefined) ?? []) {
    found.push({
      rule: `required "${name}"`,
      value: schemaArbitraries()
        .forPointer(node.pointer)
        .map((value) => (isObject(value) ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== name)) : value)),
    });
  }
  return found;
}

/** Fields whose value names what a write creates (see makeSafe). */
const IDENTITY_PATHS: Readonly<Record<string, string>> = { upsertTopic: '/key' };

/** Every one-rule mutation of an operation's requests. */
export function mutations(entry: OperationEntry, context: GenerationContext): Mutation[] {
  const found: Mutation[] = [];
  const base = validRequest(entry, context);
  const add = (rule: string, requests: fc.Arbitrary<VerifyRequest>) =>
    found.push({ rule, requests: requests.map((request) => ({ ...request, violation: rule })).filter((request) => !contractAccepts(entry, request)) });

  for (const parameter of entry.parameters.query) {
    const schema = resolve(at(parameter.schemaPointer) as Schema, parameter.schemaPointer).schema;
    const values: [string, string][] = [];
    const type = typeof schema.type === 'string' ? schema.type : undefined;
    if (type === 'number' || type === 'integer') values.push([`type ${type}`, 'not-a-number']);
    if (type === 'boolean') values.push(['type boolean', 'not-a-boolean']);
    if (Array.isArray(schema.enum)) values.push(['enum', 'not-one-of-the-enum']);
    if (typeof schema.maximum === 'number') values.push([`maximum ${schema.maximum}`, queryText(schema.maximum + 1)]);
    if (typeof schema.minimum === 'number') values.push([`minimum ${schema.minimum}`, queryText(schema.minimum - 1)]);
    for (const [rule, value] of values)
      add(
        `query ${parameter.name}: ${rule}`,
        base.map((request) => ({ ...request, query: { ...request.query, [parameter.name]: value } })),
      );
  }

  const body = entry.requestBody;
  if (body) {
    if (body.required)
      add(
        'body: required',
        base.map(({ body: _dropped, ...request }) => request),
      );
    add(
      `body: content-type ${body.mediaType}`,
      base.map(({ body: value, ...request }) => ({ ...request, rawBody: { text: JSON.stringify(value ?? {}), contentType: 'text/plain' } })),
    );
    const identity = IDENTITY_PATHS[entry.operationId];
    for (const node of bodyNodes(body.schemaPointer)) {
      const where = formatPointer(node.path);
      const withBody = (bad: unknown) =>
        fc
          .tuple(
            base,
            node.path.length === 0
              ? fc.constant(bad)
              : schemaArbitraries().forPointer(body.schemaPointer, { pin: { target: node.raw, value: fc.constant(bad) } }),
          )
          .map(([request, instance]) => {
            // Safety first, then the violation again: makeSafe must not repair what is broken on purpose.
            const safe = context.writes ? makeSafe(entry.operationId, instance, context.prefix) : instance;
            return { ...request, body: setAt(safe, node.path, bad) };
          });
      for (const { rule, value, fixed } of violationsOf(node, context, context.writes && where === identity)) {
        // A chain builds the body's arbitrary anew for each value drawn; a value that never changes
        // needs it built once, when first drawn (most mutations of a run never are).
        let built: fc.Arbitrary<VerifyRequest> | undefined;
        add(`body ${where || '/'}: ${rule}`, value.chain(fixed === undefined ? withBody : () => (built ??= withBody(fixed.value))));
      }
    }
  }
  return found;
}
