// The objects the validator fills with the caller's parameter names: nothing reaches Object.prototype,
// and V8 keeps them in fast mode (the reason they are not Object.create(null)), checked by V8 itself.
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { newBag } from '../../src/validator/bag.js';
import { routeRequest, validateRequest } from '../../src/validator/index.js';

/** The name that, on an ordinary object, sets the prototype. */
const PROTO = '__proto__';
/** A name every ordinary object inherits. */
const CONSTRUCTOR: string = 'constructor';

describe('newBag', () => {
  it('takes any name as a plain own property: __proto__, constructor, toString', () => {
    const bag = newBag();
    expect('toString' in bag).toBe(false);
    expect(bag.constructor).toBeUndefined();
    bag[PROTO] = 'x';
    bag[CONSTRUCTOR] = 'y';
    expect(Object.keys(bag)).toEqual(['__proto__', 'constructor']);
    expect(Object.prototype.isPrototypeOf.call(Object.prototype, bag)).toBe(false);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('is what validateRequest hands back as the query', () => {
    const target = '/v2/topics?__proto__=x&limit=5';
    const route = routeRequest({ method: 'GET', target });
    const result = validateRequest({ method: 'GET', path: target, headers: { authorization: 'ApiKey k' }, route });
    const query = result.parsed?.query as Record<string, unknown>;
    expect(Object.keys(query).sort()).toEqual(['__proto__', 'limit']);
    expect(Object.prototype.isPrototypeOf.call(Object.prototype, query)).toBe(false);
  });

  it('stays in fast mode as names are added, where Object.create(null) is a dictionary (V8 natives)', () => {
    // V8's own answer: natives syntax, allowed for the functions compiled after the flag is set.
    setFlagsFromString('--allow-natives-syntax');
    const hasFastProperties = new Function('object', 'return %HasFastProperties(object)') as (object: object) => boolean;
    const fill = (object: Record<string, unknown>) => {
      object.limit = '5';
      object.after = 'a';
      object[PROTO] = 'x';
      return object;
    };
    expect(hasFastProperties(fill(newBag()))).toBe(true);
    expect(hasFastProperties(fill(Object.create(null) as Record<string, unknown>))).toBe(false);
  });
});

describe('the query a validation hands back', () => {
  const parsedQuery = (target: string) => {
    const route = routeRequest({ method: 'GET', target });
    return validateRequest({ method: 'GET', path: target, headers: { authorization: 'ApiKey k' }, route }).parsed?.query as Record<string, unknown>;
  };

  it('is a bag while every name is declared, a dictionary from the first that is not (a cache buster)', () => {
    setFlagsFromString('--allow-natives-syntax');
    const hasFastProperties = new Function('object', 'return %HasFastProperties(object)') as (object: object) => boolean;
    const declared = parsedQuery('/v2/topics?limit=5&after=a');
    expect(hasFastProperties(declared)).toBe(true);
    expect(Object.getPrototypeOf(declared)).not.toBeNull();
    // Each request's own name would give V8 a new hidden class each time: a dictionary instead.
    const busted = parsedQuery(`/v2/topics?limit=5&_=${Date.now()}`);
    expect(Object.getPrototypeOf(busted)).toBeNull();
    expect(busted).toEqual({ limit: 5, _: expect.any(String) });
    // Decoded queries and a framework's parsed query follow the same rule.
    expect(Object.getPrototypeOf(parsedQuery('/v2/topics?limit=%35'))).toBeNull();
    const route = routeRequest({ method: 'GET', target: '/v2/topics' });
    const given = (query: object) =>
      validateRequest({ method: 'GET', path: '/v2/topics', query: query as never, headers: { authorization: 'ApiKey k' }, route }).parsed?.query;
    expect(Object.getPrototypeOf(given({ limit: '5' }))).not.toBeNull();
    expect(Object.getPrototypeOf(given({ limit: '5', other: 'x' }))).toBeNull();
  });

  it('shares a prototype no one can change: it is frozen', () => {
    const prototype = Object.getPrototypeOf(parsedQuery('/v2/topics?limit=5')) as Record<string, unknown>;
    expect(Object.isFrozen(prototype)).toBe(true);
    expect(() => {
      prototype.limit = 'abc';
    }).toThrow(TypeError);
    expect(parsedQuery('/v2/topics?after=x')).toEqual({ after: 'x' });
  });
});
