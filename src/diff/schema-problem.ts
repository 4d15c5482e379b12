// The check that refuses, with its place, a schema the validators' Ajv (validators.ts) would not
// compile: run on every schema a comparison reads, before any is compiled.
const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'null', 'object', 'array'];

import { jsonQuoted } from '../text/printable.js';
import { SUBSCHEMA_LISTS, SUBSCHEMA_MAPS, SUBSCHEMAS } from './normalize.js';
import { isOpenApi30 } from './openapi-version.js';
import { at, escapeToken, isObject, refPointer, tokensOf } from './pointer.js';
import { cleanSchema, patternRegExp, rules } from './validators.js';
import { kindOf } from './value-kind.js';

/** A `$anchor` as 2020-12 (and Ajv, compile/resolve.ts) has it. */
const ANCHOR = /^[A-Za-z_][-A-Za-z0-9._]*$/;

/** A UTF-16 code unit of a surrogate pair, alone: JSON text may hold one (`"\\ud800"`), Unicode text cannot. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** Ajv addresses a schema and its properties by URI fragments: a lone surrogate has no UTF-8, so no percent-encoding. */
const noUnicode = (what: string, text: string): string =>
  `${what} ${jsonQuoted(text)} is no Unicode text (it holds a lone surrogate): the validators cannot compile a schema that names it`;

/** Whether a keyword's value is of a type Ajv's keyword takes (Ajv's own test, keyword.ts). */
const ofSchemaType = (value: unknown, types: readonly string[]): boolean =>
  types.length === 0 || types.some((type) => (type === 'array' ? Array.isArray(value) : type === 'object' ? isObject(value) : typeof value === type));

/**
 * The first place in the schemas at `pointers` of `document` (and in those their `$ref`s name) that
 * Ajv would refuse to compile, and why, or undefined: the same rules as the validators' Ajv (its
 * keywords, the type of each keyword's value, the JSON types, `nullable`, regular expressions as
 * patternRegExp compiles them, `$anchor`), read from the schema as cleanSchema hands it to Ajv,
 * without compiling it, so that every schema is checked, not only those a witness needs, and a check
 * costs a walk. A schema Ajv still refuses when compiled throws InvalidSchemaError, with its place.
 */
export function schemaProblem(document: unknown, pointers: readonly string[]): { pointer: string; problem: string } | undefined {
  const { keywords, all } = rules().RULES;
  const openapi30 = isOpenApi30(document);
  const queue = [...pointers];
  const queued = new Set(queue);
  const check = (node: unknown, here: string): { pointer: string; problem: string } | undefined => {
    if (typeof node === 'boolean') return undefined;
    if (!isObject(node)) return { pointer: here, problem: `must be a schema (an object, or true or false), not ${kindOf(node)}` };
    const inner = (keyword: string) => `${here}/${escapeToken(keyword)}`;
    for (const [keyword, value] of Object.entries(node)) {
      // Only in OpenAPI 3.0, whose Schema Object has no other fields: cleanSchema drops 3.1's as annotations.
      if (!keywords[keyword]) return { pointer: inner(keyword), problem: `unknown keyword "${keyword}" (an extension's name starts with x-)` };
      const rule = all[keyword];
      const types = typeof rule === 'object' ? rule.definition.schemaType : undefined;
      if (types !== undefined && !ofSchemaType(value, types))
        return { pointer: inner(keyword), problem: `${keyword} must be ${types.join(' or ')}, not ${kindOf(value)}` };
    }
    const types = node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];
    const wrong = types.find((type) => typeof type !== 'string' || !JSON_TYPES.includes(type));
    if (wrong !== undefined) return { pointer: inner('type'), problem: `${jsonQuoted(wrong)} is not a JSON type (${JSON_TYPES.join(', ')})` };
    if (types.includes('null') && node.nullable === false) return { pointer: inner('nullable'), problem: 'type null contradicts nullable: false' };
    if (types.length === 0 && node.nullable !== undefined) return { pointer: inner('nullable'), problem: 'nullable cannot be used without type' };
    for (const keyword of ['properties', 'patternProperties', 'dependentSchemas'])
      for (const name of Object.keys(isObject(node[keyword]) ? node[keyword] : {}))
        if (LONE_SURROGATE.test(name))
          return {
            pointer: `${inner(keyword)}/${escapeToken(name)}`,
            problem: noUnicode(keyword === 'patternProperties' ? 'the pattern' : 'the property name', name),
          };
    const patterns = [
      ...(typeof node.pattern === 'string' ? [{ pattern: node.pattern, pointer: inner('pattern') }] : []),
      ...Object.keys(isObject(node.patternProperties) ? node.patternProperties : {}).map((pattern) => ({
        pattern,
        pointer: `${inner('patternProperties')}/${escapeToken(pattern)}`,
      })),
    ];
    for (const { pattern, pointer } of patterns) {
      try {
        // As the validators compile it (patternRegExp): with the u flag, or else without it.
        patternRegExp(pattern, 'u');
      } catch (error) {
        // "Invalid regular expression: /…/: Unterminated character class": the why, after the pattern.
        const why = (error instanceof Error ? error.message : String(error)).split(': ').at(-1);
        return { pointer, problem: `${jsonQuoted(pattern)} is not a regular expression (${why})` };
      }
    }
    if (typeof node.$anchor === 'string' && !ANCHOR.test(node.$anchor))
      return { pointer: inner('$anchor'), problem: `${jsonQuoted(node.$anchor)} is not an anchor (a letter or _, then letters, digits, -, _ and .)` };
    if (typeof node.$ref === 'string') {
      const target = refPointer(node.$ref);
      if (target === undefined || at(document, target) === undefined) return { pointer: inner('$ref'), problem: `unresolvable $ref ${node.$ref}` };
      if (!queued.has(target)) {
        queued.add(target);
        queue.push(target);
      }
    }
    for (const [keyword, value] of Object.entries(node)) {
      const found = SUBSCHEMA_MAPS.has(keyword)
        ? Object.entries(isObject(value) ? value : {}).reduce<ReturnType<typeof check>>(
            (first, [name, sub]) => first ?? check(sub, `${inner(keyword)}/${escapeToken(name)}`),
            undefined,
          )
        : SUBSCHEMA_LISTS.has(keyword)
          ? (Array.isArray(value) ? value : []).reduce<ReturnType<typeof check>>(
              (first, sub, index) => first ?? check(sub, `${inner(keyword)}/${index}`),
              undefined,
            )
          : SUBSCHEMAS.has(keyword)
            ? check(value, inner(keyword))
            : undefined;
      if (found !== undefined) return found;
    }
    return undefined;
  };
  for (let index = 0; index < queue.length; index += 1) {
    const pointer = queue[index]!;
    const tokens = tokensOf(pointer);
    const unnamed = tokens.findIndex((token) => LONE_SURROGATE.test(token));
    if (unnamed !== -1)
      return {
        pointer: `/${tokens
          .slice(0, unnamed + 1)
          .map(escapeToken)
          .join('/')}`,
        problem: noUnicode('the key', tokens[unnamed]!),
      };
    const schema = at(document, pointer);
    if (schema === undefined) return { pointer, problem: 'unresolvable $ref: nothing is there' };
    // As Ajv is handed it (cleanSchema): no extensions, no unknown format, OpenAPI 3.0's spellings
    // made 2020-12's, 3.1's annotations and nullable dropped; its $refs are followed by check().
    const found = check(cleanSchema(schema, openapi30, rules(), []), pointer);
    if (found !== undefined) return found;
  }
  return undefined;
}
