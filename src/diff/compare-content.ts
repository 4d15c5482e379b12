// A request body's or a response's content, OLD against NEW: each media type paired with its own or
// with a range of the other version that answers it (media-ranges.ts), its examples and its schema.
import { essenceOf } from '../http/json-media-type.js';
import type { DiffContext } from './diff-context.js';
import { pairMediaTypes } from './media-ranges.js';
import { examplesOf, type Operation } from './operations.js';
import { escapeToken, isObject, type JsonObject } from './pointer.js';

export function compareContent(
  context: DiffContext,
  o: Operation,
  n: Operation,
  side: 'request' | 'response',
  status: string | null,
  before: { pointer: string; node: JsonObject },
  after: { pointer: string; node: JsonObject },
): void {
  const types = (node: JsonObject) =>
    new Map(Object.entries(isObject(node.content) ? node.content : {}).map(([type, media]) => [essenceOf(type), { type, media }] as const));
  const oldTypes = types(before.node);
  const newTypes = types(after.node);
  const where = status === null ? 'request body' : `response ${status}`;
  // Paired by media type range (media-ranges.ts): a type a range of the other version answers is neither removed nor added.
  const { pairs, removed, added } = pairMediaTypes([...oldTypes.keys()], [...newTypes.keys()]);
  for (const key of removed) {
    const { type } = oldTypes.get(key)!;
    const oldPointer = `${before.pointer}/content/${escapeToken(type)}`;
    if (side === 'request') context.structural(o, side, 'request-body-media-type-removed', 'breaking', oldPointer, `${where}: media type ${type} removed`);
    else context.structural(o, side, 'response-media-type-removed', 'non-breaking', oldPointer, `${where}: media type ${type} removed`);
  }
  for (const [oldKey, newKey] of pairs) {
    const { type, media } = oldTypes.get(oldKey)!;
    const now = newTypes.get(newKey)!;
    const oldPointer = `${before.pointer}/content/${escapeToken(type)}`;
    const newPointer = `${after.pointer}/content/${escapeToken(now.type)}`;
    if (!isObject(media) || !isObject(now.media)) continue;
    // An `examples` map, or else an `example`, on each side.
    const oldField = media.examples === undefined ? 'example' : 'examples';
    const newField = now.media.examples === undefined ? 'example' : 'examples';
    if (context.differ(media[oldField], now.media[newField], oldField, newField)) {
      context.structural(n, side, `${side}-example-changed`, 'annotation', newPointer, `${where}: examples changed`);
    }
    if (media.schema !== undefined || now.media.schema !== undefined) {
      context.schemas(o, n, side, {
        in: 'body',
        name: null,
        status,
        oldPointer: `${oldPointer}/schema`,
        newPointer: `${newPointer}/schema`,
        oldExamples: examplesOf(context.old.document, media),
        newExamples: examplesOf(context.now.document, now.media),
      });
    }
  }
  for (const key of added) {
    const { type } = newTypes.get(key)!;
    const pointer = `${after.pointer}/content/${escapeToken(type)}`;
    if (side === 'request') context.structural(n, side, 'request-body-media-type-added', 'non-breaking', pointer, `${where}: media type ${type} added`);
    else context.structural(n, side, 'response-media-type-added', 'breaking', pointer, `${where}: media type ${type} added`);
  }
}
