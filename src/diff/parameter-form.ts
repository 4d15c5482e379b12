// How a parameter's or header's value travels, and which schema holds it: a Parameter (or Header)
// Object has either `schema` or `content` (OpenAPI 3.1, 4.8.12.2: mutually exclusive; `content` has
// one media type, whose schema is the value's). With `schema` the value is text read as a string, a
// number or a boolean; with a JSON media type it is the JSON text of an instance of the schema.
// The comparison, the witnesses and the traffic checks all read a value by this one rule.
import { isJsonMediaType } from '../http/json-media-type.js';
import { escapeToken, isObject, type JsonObject } from './pointer.js';
import type { ContractValidators } from './validators.js';

export interface ValueForm {
  /** The pointer of the schema the value is held to; none: any value. */
  schema: string | undefined;
  /** The value is JSON text (a JSON media type of `content`). */
  json: boolean;
  /** The media type of `content`, as written; null for `schema` (or neither). */
  mediaType: string | null;
}

/** The form of the Parameter or Header Object `node` at `pointer`. */
export function valueForm(node: JsonObject, pointer: string): ValueForm {
  if (node.schema !== undefined || !isObject(node.content))
    return { schema: node.schema === undefined ? undefined : `${pointer}/schema`, json: false, mediaType: null };
  const first = Object.entries(node.content)[0];
  if (first === undefined) return { schema: undefined, json: false, mediaType: null };
  const [type, media] = first;
  // Another media type (text/plain) carries the value as it is: text, as `schema`'s is read.
  return {
    schema: isObject(media) && media.schema !== undefined ? `${pointer}/content/${escapeToken(type)}/schema` : undefined,
    json: isJsonMediaType(type),
    mediaType: type,
  };
}

/** Whether two forms read the same text alike, their schemas aside. */
export const sameReading = (a: ValueForm, b: ValueForm): boolean => a.json === b.json;

/** A form as a message names it. */
export const formText = (form: ValueForm): string => (form.mediaType === null ? 'schema' : `content ${form.mediaType}`);

/** The text a value is sent as in `form`: JSON text, or a string, a number or a boolean written out; none for others. */
export function wireText(form: Pick<ValueForm, 'json'>, value: unknown): string | undefined {
  if (form.json) return value === undefined ? undefined : JSON.stringify(value);
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

/** Whether `form` takes the value sent as `text`: JSON text that is no JSON is refused. */
export function acceptsWire(validators: ContractValidators, form: { json: boolean; schema?: string | undefined }, text: string): boolean {
  if (!form.json) return form.schema === undefined || validators.acceptsText(form.schema, text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  return form.schema === undefined || validators.accepts(form.schema, value);
}
