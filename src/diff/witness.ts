// A concrete value that proves a finding: for a request-side break one that OLD accepts and NEW
// refuses, for a response-side break one that NEW allows and OLD refuses. Each is checked by the
// validators compiled from both versions; a finding with no such value is not called breaking.
import { ABSENT, type Finding } from './findings.js';
import type { Schema } from './normalize.js';
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
  old: { validators: ContractValidators; pointer: string; schema: Schema; sampler: Sampler; examples: unknown[] };
  new: { validators: ContractValidators; pointer: string; schema: Schema; sampler: Sampler; examples: unknown[] };
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

/** A value the `accepting` version takes and the other refuses, or undefined. */
export function findWitness(container: Container, finding: Finding, accepting: 'old' | 'new'): { value: unknown } | undefined {
  const yes = container[accepting];
  const no = container[accepting === 'old' ? 'new' : 'old'];
  // A parameter or header is text on the wire: a value is judged by its text (1.5 is "1.5", which a
  // string schema accepts). Inside an array or object its form depends on the style: judged as JSON.
  const text = container.in !== 'body' && finding.path.length === 0;
  const accepts = (side: Container['old'], value: unknown): boolean => {
    if (!text) return side.validators.accepts(side.pointer, value);
    const wire = textOf(value);
    return wire !== undefined && side.validators.acceptsText(side.pointer, wire);
  };
  // A value past the budget is no witness (a 10 MB string proves nothing anyone reads): none is built from it.
  const holds = (value: unknown): boolean =>
    value !== undefined &&
    !overBudget(value) &&
    // A cookie's witness is a Cookie header: a value that header would not carry as itself proves nothing.
    (container.in !== 'cookie' || cookieSafe(container.name ?? '', value)) &&
    accepts(yes, value) &&
    !accepts(no, value);
  const candidates = finding.candidates().slice(0, MAX_CANDIDATES);
  if (finding.path.length === 0) {
    for (const candidate of candidates) if (candidate !== ABSENT && holds(candidate)) return { value: candidate };
    return undefined;
  }
  let bases: unknown[] | undefined;
  const basesOf = (): unknown[] => {
    if (bases === undefined) {
      const accepted = [...yes.examples, ...no.examples, ...yes.sampler.samples(yes.schema, 12)].filter((base) => yes.validators.accepts(yes.pointer, base));
      // Bases the other version accepts too first: a witness built on one is refused for this change,
      // not for another one elsewhere in the value (a sibling whose bound NEW lowered as well).
      const alsoNo = accepted.map((base) => no.validators.accepts(no.pointer, base));
      bases = [...accepted.filter((_, index) => alsoNo[index]), ...accepted.filter((_, index) => !alsoNo[index])].slice(0, MAX_BASES);
    }
    return bases;
  };
  for (const candidate of candidates) {
    for (const base of basesOf()) {
      const value = placeAt(base, finding.path, candidate);
      if (holds(value)) return { value };
    }
  }
  return undefined;
}
