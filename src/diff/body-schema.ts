// A recorded body held to an operation's declared bodies, by the one media-type rule (src/http): the
// schema it is checked with, and its value read as JSON. The weighing's checker judges bodies with it.
import { essenceOf, isJsonMediaType } from '../http/json-media-type.js';
import { answeringKey } from './media-ranges.js';

/** The media types a request or response body may have (lower-case essence), with the schema's pointer for a JSON one. */
export type Bodies = Map<string, string | undefined>;

/** A recorded body's JSON value; none for an empty or unreadable one. */
export function parseBody(body: unknown): unknown {
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

/**
 * The schema a body of `contentType` is checked with, by the one media-type rule (src/http): the
 * declared type of the same essence; else, for a JSON type (`+json`) or none said, the declared JSON
 * one; else the most specific declared range that covers it. `false`: the body's type is declared by none.
 */
export function schemaFor(bodies: Bodies, contentType: string | undefined): string | undefined | false {
  const essence = essenceOf(contentType);
  if (bodies.has(essence)) return bodies.get(essence);
  if (contentType === undefined || isJsonMediaType(contentType)) {
    for (const [type, schema] of bodies) if (isJsonMediaType(type)) return schema;
    // No type said, and no JSON one declared: nothing to hold the body to.
    if (contentType === undefined) return undefined;
  }
  // A declared range (`application/*`) takes every type it covers (media-ranges.ts).
  const range = answeringKey(bodies.keys(), essence);
  if (range !== undefined) return bodies.get(range);
  return bodies.size === 0 ? undefined : false;
}
