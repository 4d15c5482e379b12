// A request's parameters, OLD against NEW: removed, added, required or not, annotations, schemas.
import { compareValue } from './compare-value-form.js';
import type { DiffContext } from './diff-context.js';
import { type Schema, typeList } from './normalize.js';
import { TEMPLATE_PARAMETER } from './operation-plan.js';
import { type Operation, type Parameter, parametersOf } from './operations.js';
import type { Container } from './witness.js';

/** How a parameter is written on the wire: its style and explode, the defaults of its `in` filled in (OpenAPI 3.1, 4.8.12.4). */
function serialization(param: Parameter): { style: string; explode: boolean } {
  const style = typeof param.node.style === 'string' ? param.node.style : param.in === 'query' || param.in === 'cookie' ? 'form' : 'simple';
  return { style, explode: typeof param.node.explode === 'boolean' ? param.node.explode : style === 'form' };
}

type Kind = 'primitive' | 'array' | 'object';

/**
 * The kinds of value a (normalised) schema may accept: its types, or all three when it does not say;
 * those of some branch of each of its `anyOf` and `oneOf` (a value must pass both keywords).
 */
function kindsOf(schema: Schema | undefined): Set<Kind> {
  if (schema === undefined) return new Set(['primitive', 'array', 'object']);
  const types = typeList(schema.type);
  let kinds = new Set<Kind>(
    types.length === 0
      ? ['primitive', 'array', 'object']
      : types.map((type): Kind => (type === 'array' ? 'array' : type === 'object' ? 'object' : 'primitive')),
  );
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = schema[keyword];
    if (!Array.isArray(branches)) continue;
    const some = new Set((branches as Schema[]).flatMap((branch) => [...kindsOf(branch)]));
    kinds = new Set([...kinds].filter((kind) => some.has(kind)));
  }
  return kinds;
}

/** The keys and values of the array and the object the wire forms are shown with: an array's items have no key. */
const ARRAY_PAIRS: [string, string][] = [
  ['', 'a'],
  ['', 'b'],
];
const OBJECT_PAIRS: [string, string][] = [
  ['x', '1'],
  ['y', '2'],
];

/** A value of `kind` as `style`/`explode` write it (the examples of OpenAPI 3.1, 4.8.12.4.1). */
function written(name: string, kind: Kind, { style, explode }: { style: string; explode: boolean }): string {
  const pairs = kind === 'object' ? OBJECT_PAIRS : ARRAY_PAIRS;
  const flat = pairs.flatMap(([key, value]) => (key === '' ? [value] : [key, value]));
  const each = (join: string, one: (key: string, value: string) => string) => pairs.map(([key, value]) => one(key, value)).join(join);
  if (kind === 'primitive') return style === 'label' ? '.a' : style === 'matrix' ? `;${name}=a` : style === 'simple' ? 'a' : `${name}=a`;
  switch (style) {
    case 'simple':
      return kind === 'object' && explode ? each(',', (key, value) => `${key}=${value}`) : flat.join(',');
    case 'label':
      return explode ? each('', (key, value) => (key === '' ? `.${value}` : `.${key}=${value}`)) : `.${flat.join(',')}`;
    case 'matrix':
      return explode ? each('', (key, value) => `;${key === '' ? name : key}=${value}`) : `;${name}=${flat.join(',')}`;
    case 'spaceDelimited':
      return `${name}=${flat.join('%20')}`;
    case 'pipeDelimited':
      return `${name}=${flat.join('|')}`;
    case 'deepObject':
      return kind === 'object' ? each('&', (key, value) => `${name}[${key}]=${value}`) : `${name}=${flat.join(',')}`;
    default:
      return explode ? each('&', (key, value) => `${key === '' ? name : key}=${value}`) : `${name}=${flat.join(',')}`;
  }
}

/**
 * A parameter whose style or explode changed: breaking where a value OLD accepts is written otherwise
 * (an array, an object; for a path parameter any value once its style changes), so that what OLD's
 * clients send is no longer read as they meant it; non-breaking where every value is written alike.
 */
function compareSerialization(context: DiffContext, n: Operation, param: Parameter, now: Parameter): void {
  const before = serialization(param);
  const after = serialization(now);
  if (before.style === after.style && before.explode === after.explode) return;
  const kinds = kindsOf(param.node.schema === undefined ? undefined : context.old.normalizer.at(`${param.pointer}/schema`));
  const changed = [...kinds].filter((kind) => written(now.name, kind, before) !== written(now.name, kind, after));
  const text = (one: { style: string; explode: boolean }) => `style ${one.style}, explode ${one.explode}`;
  const where = typeof now.node.style === 'string' ? '/style' : typeof now.node.explode === 'boolean' ? '/explode' : '';
  const example = changed[0];
  context.structural(
    n,
    'request',
    'request-parameter-serialization-changed',
    example === undefined ? 'non-breaking' : 'breaking',
    `${now.pointer}${where}`,
    `${now.in} parameter ${now.name}: ${text(before)} → ${text(after)}: ${
      example === undefined
        ? 'every value OLD accepts is written as before'
        : `${example === 'primitive' ? 'a value' : `an ${example}`} written ${written(now.name, example, before)} is now written ${written(now.name, example, after)}`
    }`,
  );
}

/** The names of a path template's parameters, in their order. */
const templateNames = (path: string): string[] => [...path.matchAll(TEMPLATE_PARAMETER)].map((match) => match[1]!);

/**
 * A parameter NEW no longer declares. NEW refuses no request for carrying it: a parameter an
 * operation does not declare is allowed (reporting one is a strict option), so no request OLD accepts
 * is refused and there is no witness: never breaking. An optional one is non-breaking: what it asked
 * for is gone, and a request that still sends it is answered without it. Review where NEW still
 * hears what it said elsewhere (the same name moved to another `in`: OLD's clients' value is
 * ignored, not refused) or where it was required (every request of OLD's clients carries it).
 */
function removed(context: DiffContext, o: Operation, param: Parameter, after: Map<string, Parameter>): void {
  const same = (one: Parameter) =>
    param.in === 'header' || one.in === 'header' ? one.name.toLowerCase() === param.name.toLowerCase() : one.name === param.name;
  const moved = [...after.values()].find((one) => one.in !== param.in && same(one));
  const what = `${param.in} parameter ${param.name} removed`;
  const ignored = 'NEW allows parameters it does not declare and ignores it';
  const [level, message] =
    moved !== undefined
      ? (['review', `${what}: NEW reads a ${moved.in} parameter ${moved.name}, and ignores it where OLD's clients send it`] as const)
      : param.required
        ? (['review', `${what}: every request of OLD's clients carries it, and ${ignored}`] as const)
        : (['non-breaking', `${what}: ${ignored} where a request still sends it`] as const);
  context.structural(o, 'request', 'request-parameter-removed', level, param.pointer, message);
}

export function compareParameters(context: DiffContext, o: Operation, n: Operation): void {
  const before = parametersOf(context.old.document, o);
  const after = parametersOf(context.now.document, n);
  // The operations are matched by their paths' shape: a path parameter is its place in the URL, not its
  // name, so OLD's `{topicKey}` is NEW's `{key}` at the same place (what clients send is the same).
  const oldNames = templateNames(o.path);
  const newNames = templateNames(n.path);
  const renamed = new Map<string, string>();
  if (oldNames.length === newNames.length && new Set(oldNames).size === oldNames.length && new Set(newNames).size === newNames.length)
    oldNames.forEach((name, index) => {
      if (newNames[index] !== name) renamed.set(name, newNames[index]!);
    });
  /** NEW's parameters that one of OLD's is compared with. */
  const matched = new Set<string>();
  for (const [key, param] of before) {
    const newKey = param.in === 'path' && renamed.has(param.name) ? `path ${renamed.get(param.name)}` : key;
    const now = after.get(newKey);
    if (now) matched.add(newKey);
    // Header names are case-insensitive: `X-Trace` → `x-trace` renames nothing.
    if (now && now.name !== param.name && !(param.in === 'header' && now.name.toLowerCase() === param.name.toLowerCase()))
      context.structural(
        n,
        'request',
        'request-parameter-renamed',
        'annotation',
        `${now.pointer}/name`,
        `path parameter ${param.name} renamed to ${now.name} (the same place in the URL)`,
      );
    if (!now) {
      removed(context, o, param, after);
      continue;
    }
    if (!param.required && now.required) {
      const where = now.in === 'query' || now.in === 'path' || now.in === 'header' || now.in === 'cookie' ? now.in : undefined;
      // The witness, a request that leaves the parameter out, is printed only once OLD accepts it and NEW refuses it.
      if (where !== undefined && context.refusedByNew(o, n, { in: where, name: now.name })) {
        context.structural(
          n,
          'request',
          'request-parameter-became-required',
          'breaking',
          `${now.pointer}/required`,
          `${now.in} parameter ${now.name} became required`,
          // A cookie rides in the Cookie header: the request leaves that header out.
          where === 'cookie' ? { in: 'header', status: null, name: 'Cookie', value: null } : { in: where, status: null, name: now.name, value: null },
        );
      } else
        context.structural(
          n,
          'request',
          'request-parameter-became-required',
          'review',
          `${now.pointer}/required`,
          `${now.in} parameter ${now.name} became required (no request that OLD accepts and NEW refuses was found)`,
        );
    }
    if (param.required && !now.required)
      context.structural(
        n,
        'request',
        'request-parameter-became-optional',
        'non-breaking',
        // NEW may say `required: false` or nothing: then the parameter object itself.
        now.node.required === undefined ? now.pointer : `${now.pointer}/required`,
        `${now.in} parameter ${now.name} became optional`,
      );
    // `style` and `explode` say how a `schema`'s value is written; `content`'s media type says it instead.
    if (param.node.content === undefined && now.node.content === undefined) compareSerialization(context, n, param, now);
    for (const field of ['description', 'example', 'examples', 'x-unspecified'] as const) {
      if (context.differ(param.node[field], now.node[field], field)) {
        context.structural(
          n,
          'request',
          `request-parameter-${field === 'examples' ? 'example' : field.replace(/^x-/, '')}-changed`,
          'annotation',
          `${now.pointer}/${field}`,
          `${now.in} parameter ${now.name}: ${field} changed`,
        );
      }
    }
    compareValue(
      context,
      o,
      n,
      { side: 'request', in: now.in as Container['in'], name: now.name, status: null, label: `${now.in} parameter ${now.name}` },
      param,
      now,
    );
  }
  for (const [key, param] of after) {
    if (matched.has(key)) continue;
    if (param.required)
      context.structural(n, 'request', 'request-required-parameter-added', 'breaking', param.pointer, `required ${param.in} parameter ${param.name} added`);
    else
      context.structural(n, 'request', 'request-optional-parameter-added', 'non-breaking', param.pointer, `optional ${param.in} parameter ${param.name} added`);
  }
}
