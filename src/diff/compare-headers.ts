// A response's headers, OLD against NEW: removed, added, became optional, schemas.
import { compareValue } from './compare-value-form.js';
import type { DiffContext } from './diff-context.js';
import type { Operation } from './operations.js';
import { deref, escapeToken, isObject, type JsonObject } from './pointer.js';

export function compareHeaders(
  context: DiffContext,
  o: Operation,
  n: Operation,
  status: string,
  before: { pointer: string; node: unknown },
  after: { pointer: string; node: unknown },
): void {
  const list = (document: JsonObject, response: { pointer: string; node: unknown }) => {
    const headers = isObject(response.node) && isObject((response.node as JsonObject).headers) ? ((response.node as JsonObject).headers as JsonObject) : {};
    return new Map(
      // OpenAPI (Response Object `headers`): a response header named Content-Type "SHALL be ignored".
      Object.entries(headers)
        .filter(([name]) => name.toLowerCase() !== 'content-type')
        .map(([name, raw]) => {
          const { node, pointer } = deref(document, raw, `${response.pointer}/headers/${escapeToken(name)}`);
          return [name.toLowerCase(), { name, pointer, node: isObject(node) ? node : {} }] as const;
        }),
    );
  };
  const oldHeaders = list(context.old.document, before);
  const newHeaders = list(context.now.document, after);
  for (const [key, header] of oldHeaders) {
    const now = newHeaders.get(key);
    const required = header.node.required === true;
    if (!now) {
      if (required)
        context.structural(
          o,
          'response',
          'response-required-header-removed',
          'breaking',
          header.pointer,
          `response ${status}: required header ${header.name} removed`,
        );
      else
        context.structural(
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
      context.structural(
        n,
        'response',
        'response-header-became-optional',
        'breaking',
        // NEW may say `required: false` or nothing: then the header object itself.
        now.node.required === undefined ? now.pointer : `${now.pointer}/required`,
        `response ${status}: header ${now.name} became optional`,
      );
    compareValue(context, o, n, { side: 'response', in: 'header', name: now.name, status, label: `response ${status}: header ${now.name}` }, header, now);
  }
  for (const [key, header] of newHeaders) {
    if (!oldHeaders.has(key))
      context.structural(n, 'response', 'response-header-added', 'non-breaking', header.pointer, `response ${status}: header ${header.name} added`);
  }
}
