// A request's parameters, OLD against NEW: removed, added, required or not, annotations, schemas.
import type { DiffContext } from './diff-context.js';
import { type Operation, parametersOf } from './operations.js';
import type { Container } from './witness.js';

/** The names of a path template's parameters, in their order. */
const templateNames = (path: string): string[] => [...path.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]!);

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
    if (now && now.name !== param.name)
      context.structural(
        n,
        'request',
        'request-parameter-renamed',
        'annotation',
        `${now.pointer}/name`,
        `path parameter ${param.name} renamed to ${now.name} (the same place in the URL)`,
      );
    if (!now) {
      context.structural(o, 'request', 'request-parameter-removed', 'breaking', param.pointer, `${param.in} parameter ${param.name} removed`);
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
        `${now.pointer}/required`,
        `${now.in} parameter ${now.name} became optional`,
      );
    for (const field of ['description', 'example', 'examples', 'x-unspecified'] as const) {
      if (context.differ(param.node[field], now.node[field])) {
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
    if (param.node.schema !== undefined || now.node.schema !== undefined) {
      context.schemas(o, n, 'request', {
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
    if (matched.has(key)) continue;
    if (param.required)
      context.structural(n, 'request', 'request-required-parameter-added', 'breaking', param.pointer, `required ${param.in} parameter ${param.name} added`);
    else
      context.structural(n, 'request', 'request-optional-parameter-added', 'non-breaking', param.pointer, `optional ${param.in} parameter ${param.name} added`);
  }
}
