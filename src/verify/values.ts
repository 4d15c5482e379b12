// Reading the JSON values of answers: a field of an object, or nothing.

import { isObject } from '../http/is-object.js';

export { isObject };

/** `value[name]` when value is an object, else undefined. */
export const field = (value: unknown, name: string): unknown => (isObject(value) ? value[name] : undefined);

/** A value as JSON for a message (`nothing` for undefined). */
export const show = (value: unknown): string => JSON.stringify(value) ?? 'nothing';

export const is2xx = (status: number): boolean => status >= 200 && status <= 299;
