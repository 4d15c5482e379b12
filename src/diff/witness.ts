// A concrete value that proves a finding: for a request-side break one that OLD accepts and NEW
// refuses, for a response-side break one that NEW allows and OLD refuses. Each is checked by the
// validators compiled from both versions; a finding with no such value is not called breaking.
// A witness inside a value proves its own change only: the refusing version must refuse it for what
// it holds at the finding's place, or the refusal may be another change's (a type changed beside an
// added property refuses the witness of both).
import { ABSENT, type Finding } from './findings.js';
import type { Schema } from './normalize.js';
import { acceptsWire, wireText } from './parameter-form.js';
import { isObject } from './pointer.js';
import { cookiesOf } from './read-request.js';
import { overBudget, type Sampler } from './sample.js';
import type { ContractValidators } from './validators.js';

/** One place a schema governs (a body of a media type, a parameter, a header), in both versions. */
export interface Container {
  side: 'request' | 'response';
  in: 'body' | 'query' | 'path' | 'header' | 'cookie';
  name: string | null;
  status: string | null;
  old: Side;
  new: Side;
}

/** One version's side of a container; `json`: a parameter's or header's value is JSON text (parameter-form.ts). */
interface Side {
  validators: ContractValidators;
  pointer: string;
  schema: Schema;
  sampler: Sampler;
  examples: unknown[];
  json?: boolean;
}

const MAX_CANDIDATES = 80;
const MAX_BASES = 30;

/** `object[name] = value` as an own property, even for `__proto__` (which `=` would make the prototype). */
const setOwn = (object: Record<string, unknown>, name: string, value: unknown): void => {
  Object.defineProperty(object, name, { value, writable: true, enumerable: true, configurable: true });
};

/** `base` with `value` put at `path` (ABSENT: removed), or undefined when the path cannot be made. */
export function placeAt(base: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value === ABSENT ? undefined : value;
  const root = structuredClone(base ?? (typeof path[0] === 'number' ? [] : {}));
  let node: unknown = root;
  for (let index = 0; index < path.length; index += 1) {
    const step = path[index]!;
    const last = index === path.length - 1;
    if (typeof step === 'number') {
      if (!Array.isArray(node)) return undefined;
      if (last) {
        if (value === ABSENT) return undefined;
        node[0] = value;
        return root;
      }
      if (node.length === 0) node.push(typeof path[index + 1] === 'number' ? [] : {});
      node = node[0];
    } else {
      if (!isObject(node)) return undefined;
      const object = node as Record<string, unknown>;
      if (last) {
        // A base that already leaves the name out is the value that leaves it out: a body OLD accepts
        // without a property NEW requires is the witness as it is.
        if (value === ABSENT) delete object[step];
        else setOwn(object, step, value);
        return root;
      }
      if (!Object.hasOwn(object, step) || object[step] === null || typeof object[step] !== 'object')
        setOwn(object, step, typeof path[index + 1] === 'number' ? [] : {});
      node = object[step];
    }
  }
  return root;
}

/** The text a parameter's or header's value is sent as: a string, a number or a boolean written out; none for others. */
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;

/** The Cookie header that sends cookie `name` with `value` (its text; JSON for an array or object). */
export const cookieHeader = (name: string, value: unknown): string => `${name}=${textOf(value) ?? JSON.stringify(value)}`;

/** Whether a cookie value reads back as itself from its Cookie header (no `;`, no space at either end). */
const cookieSafe = (name: string, value: unknown): boolean => {
  const text = textOf(value) ?? JSON.stringify(value);
  return text !== undefined && cookiesOf(cookieHeader(name, value)).get(name) === text;
};

/** The values at `path` in `value`; an array step reads each item, as placeAt writes item 0 of any. */
function valuesAt(value: unknown, path: readonly (string | number)[]): unknown[] {
  let nodes = [value];
  for (const step of path) {
    nodes = nodes.flatMap((node) =>
      typeof step === 'number'
        ? Array.isArray(node)
          ? node
          : []
        : isObject(node) && Object.hasOwn(node, step)
          ? [(node as Record<string, unknown>)[step]]
          : [],
    );
  }
  return nodes;
}

const MAX_TWIN_VALUES = 8;
const MAX_SCAFFOLDS = 4;

/** `value` with `back` at `path`; ABSENT at an array's item takes the item out (placeAt leaves none out). */
function twinOf(value: unknown, path: readonly (string | number)[], back: unknown): unknown {
  if (back !== ABSENT || typeof path[path.length - 1] !== 'number') return placeAt(value, path, back);
  let array: unknown = value;
  for (const step of path.slice(0, -1))
    array = typeof step === 'number' ? (Array.isArray(array) ? array[0] : undefined) : isObject(array) ? array[step] : undefined;
  return Array.isArray(array) ? placeAt(value, path.slice(0, -1), array.slice(1)) : undefined;
}

/**
 * Whether the refusing version refuses a witness for what it holds at `path`, the one place its
 * finding touches: it must take the same value with another value there (a twin: ABSENT, the base's,
 * or one of its own values'), either the witness itself or one of its own values with the witness's
 * value put there (the change alone, where another change elsewhere also refuses the witness).
 */
function isolation(
  no: Container['old'],
  path: readonly (string | number)[],
  refuses: (value: unknown) => boolean,
): (base: unknown, value: unknown, candidate: unknown) => boolean {
  let taken: unknown[] | undefined;
  let backs: unknown[] = [];
  const pinned = new Map<string, boolean>();
  const refusedThere = (scaffold: unknown, candidate: unknown, first: unknown[]): boolean => {
    const test = twinOf(scaffold, path, candidate);
    if (test === undefined || !refuses(test)) return false;
    return [...first, ...backs].some((back) => {
      const twin = twinOf(test, path, back);
      return twin !== undefined && !refuses(twin);
    });
  };
  return (base, value, candidate) => {
    if (taken === undefined) {
      taken = [...no.examples, ...no.sampler.samples(no.schema, 12)].filter((one) => !refuses(one));
      const seen = new Set<string>();
      backs = [ABSENT];
      for (const one of taken.flatMap((each) => valuesAt(each, path))) {
        const key = JSON.stringify(one) ?? '';
        if (seen.has(key) || backs.length > MAX_TWIN_VALUES) continue;
        seen.add(key);
        backs.push(one);
      }
    }
    // A version that takes none of its own values (a required `oneOf: [A, A]`) takes no twin either:
    // its refusal cannot be pinned to one change, and the witness is judged as a whole.
    if (taken.length === 0) return true;
    if (refusedThere(value, candidate, valuesAt(base, path))) return true;
    const key = JSON.stringify(candidate) ?? '';
    let known = pinned.get(key);
    if (known === undefined) {
      known = taken.slice(0, MAX_SCAFFOLDS).some((scaffold) => refusedThere(scaffold, candidate, []));
      pinned.set(key, known);
    }
    return known;
  };
}

/** A value the `accepting` version takes and the other refuses, or undefined. */
export function findWitness(container: Container, finding: Finding, accepting: 'old' | 'new'): { value: unknown } | undefined {
  const yes = container[accepting];
  const no = container[accepting === 'old' ? 'new' : 'old'];
  // A parameter or header is text on the wire: a value is judged by its text (1.5 is "1.5", which a
  // string schema accepts). Inside an array or object its form depends on the style: judged as JSON.
  // One sent as JSON text (`content`) is that text: written as the accepting version writes it, and
  // read by each version by its own form, so that a change of form is judged by what is sent.
  const sent = container.in !== 'body' && (yes.json === true || no.json === true);
  const text = !sent && container.in !== 'body' && finding.path.length === 0;
  const wireOf = (value: unknown): unknown => (sent ? wireText({ json: yes.json === true }, value) : value);
  const accepts = (side: Side, value: unknown): boolean => {
    if (sent) {
      const wire = wireText({ json: yes.json === true }, value);
      return wire !== undefined && acceptsWire(side.validators, { json: side.json === true, schema: side.pointer }, wire);
    }
    if (!text) return side.validators.accepts(side.pointer, value);
    const wire = textOf(value);
    return wire !== undefined && side.validators.acceptsText(side.pointer, wire);
  };
  // A value past the budget is no witness (a 10 MB string proves nothing anyone reads): none is built from it.
  const holds = (value: unknown): boolean =>
    value !== undefined &&
    !overBudget(value) &&
    // A cookie's witness is a Cookie header: a value that header would not carry as itself proves nothing.
    (container.in !== 'cookie' || cookieSafe(container.name ?? '', wireOf(value))) &&
    accepts(yes, value) &&
    !accepts(no, value);
  const candidates = finding.candidates().slice(0, MAX_CANDIDATES);
  if (finding.path.length === 0) {
    for (const candidate of candidates) if (candidate !== ABSENT && holds(candidate)) return { value: wireOf(candidate) };
    return undefined;
  }
  let bases: unknown[] | undefined;
  const basesOf = (): unknown[] => {
    if (bases === undefined) {
      const accepted = [...yes.examples, ...no.examples, ...yes.sampler.samples(yes.schema, 12)].filter((base) => accepts(yes, base));
      // Bases the other version accepts too first: a witness built on one is refused for this change,
      // not for another one elsewhere in the value (a sibling whose bound NEW lowered as well).
      const alsoNo = accepted.map((base) => accepts(no, base));
      bases = [...accepted.filter((_, index) => alsoNo[index]), ...accepted.filter((_, index) => !alsoNo[index])].slice(0, MAX_BASES);
    }
    return bases;
  };
  const isolated = isolation(no, finding.path, (value) => !accepts(no, value));
  for (const candidate of candidates) {
    for (const base of basesOf()) {
      const value = placeAt(base, finding.path, candidate);
      if (holds(value) && isolated(base, value, candidate)) return { value: wireOf(value) };
    }
  }
  return undefined;
}
