// One recorded exchange weighed: valid under OLD or not, and if so whether NEW refuses it, under
// which rules of the report. OLD is judged by this package's precompiled validators when OLD is the
// package's own spec (what validate-traffic does), else by validators compiled from OLD. NEW is asked
// only where its verdict can differ: a part of an operation (security, parameters, body, responses)
// whose definition (every `$ref` followed) is the same in both versions, for a request NEW routes to
// the same operation, is judged by the same rules on the same schemas, so it cannot change verdict.
import { hashSecret } from '../http/secret-hash.js';
import { exchangeEvaluator, operationIdAt } from '../traffic/evaluate.js';
import type { RecordedExchange } from '../traffic/types.js';
import { Checker } from './checker.js';
import { isObject, type JsonObject, tokensOf } from './pointer.js';
import { type ReadRequest, readRequest } from './read-request.js';
import { refusedAt } from './refusal-places.js';
import type { Change } from './report.js';
import { ContractValidators, type StandaloneValidators, standaloneValidators } from './validators.js';
import { PARTS, type Part, type Refusal } from './verdict.js';

const MAX_FINGERPRINTS = 1024;

/** What every thread that weighs needs: plain data, sent to worker threads as it is. */
export interface WeighSetup {
  oldDocument: JsonObject;
  newDocument: JsonObject;
  /** OLD is this package's spec: its precompiled validators judge OLD. */
  oldIsPackage: boolean;
  /** The breaking changes of the report: the rules a refusal by NEW is counted under. */
  changes: Change[];
  /** OLD's operations (`method template`) whose definition NEW changed or dropped, each with the parts that changed. */
  touched: Record<string, Part[]>;
  /** NEW routes requests as OLD does: the same operations, tried in the same order. */
  sameRoutes: boolean;
  /**
   * For each operation of `touched` whose parameters changed: NEW's parameters (`in name`) whose
   * definition differs from OLD's (or that OLD lacks). Only they can make NEW refuse what OLD accepts:
   * a parameter defined alike is judged alike by both (and OLD's rules judge all of them again before
   * a refusal is counted).
   */
  changedParameters: Record<string, string[]>;
  basePath: string;
  maxBodyBytes: number;
  /**
   * For worker threads: the validators of each version a weighing can ask for, compiled once on the
   * main thread (precompiledValidators): a thread compiles none of them again; one asked for
   * anything else compiles it.
   */
  precompiled?: { old?: StandaloneValidators; new?: StandaloneValidators };
}

export type Weighed =
  | { kind: 'other' }
  | { kind: 'valid'; operationId: string; key: string }
  | { kind: 'broken'; operationId: string; key: string; rules: string[] };

const OTHER: Weighed = { kind: 'other' };

/**
 * An API key as a fingerprint that names it without revealing it: the digest the proxy's log and the
 * mock's journal show of an idempotency key, one rule (hashSecret), so that a key reads the same in each.
 */
export const keyFingerprint = hashSecret;

function authorizationOf(headers: Record<string, string | string[] | undefined> | undefined): string | undefined {
  if (headers === undefined) return undefined;
  let value = headers.authorization;
  if (value === undefined) {
    for (const name of Object.keys(headers)) if (name.toLowerCase() === 'authorization') value = headers[name];
  }
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The parameter (`in`, name) a change of the report is about, from its place in NEW: the first
 * parameter object on the way to its location. A change located in OLD (a parameter NEW removed) names
 * none: a parameter NEW lacks cannot make NEW refuse a request.
 */
export function parameterOfChange(newDocument: JsonObject, change: Change): { in: string; name: string } | undefined {
  if (change.document === 'old') return undefined;
  const tokens = tokensOf(change.location);
  let node: unknown = newDocument;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isObject(node) && Object.hasOwn(node, token)) node = node[token];
    else return undefined;
    if (index > 0 && tokens[index - 1] === 'parameters' && isObject(node) && typeof node.in === 'string' && typeof node.name === 'string')
      return { in: node.in, name: node.name };
  }
  return undefined;
}

const sameName = (where: string, a: string, b: string): boolean => (where === 'header' ? a.toLowerCase() === b.toLowerCase() : a === b);

/**
 * The breaking changes of the report that a refusal by NEW of this part of an operation falls under.
 * A refused parameter is matched by the parameter its change is about (its place in NEW), or by its
 * witness's: a required parameter added has no witness, and a required cookie's witness is the Cookie header.
 */
export function changesFor(changes: readonly Change[], operationId: string | undefined, refusal: Refusal, newDocument?: JsonObject): Change[] {
  const mine = changes.filter((change) => change.level === 'breaking' && (operationId === undefined || change.operationId === operationId));
  return mine.filter((change) => {
    switch (refusal.part) {
      case 'route':
        // The weighing routes by paths under --base-path, whatever the servers say.
        return change.side === 'operation' && !change.rule.startsWith('server-');
      case 'security':
        return change.side === 'security';
      case 'response':
        return change.side === 'response';
      case 'body':
        return change.side === 'request' && (change.witness?.in === 'body' || change.rule.startsWith('request-body'));
      default: {
        if (change.side !== 'request') return false;
        const name = refusal.name ?? '';
        const { witness } = change;
        if (witness !== null && witness.in === refusal.part && sameName(refusal.part, witness.name ?? '', name)) return true;
        const parameter = newDocument === undefined ? undefined : parameterOfChange(newDocument, change);
        return parameter !== undefined && parameter.in === refusal.part && sameName(refusal.part, parameter.name, name);
      }
    }
  });
}

/** What a refusal no breaking change of the report explains is counted under. */
export const NO_RULE = '(no rule: refused by NEW)';
/** The end of a rule's name in `byRule` where the refusal could be tied to the part it refused only, not to the rule. */
export const BY_PART = ' (by part)';

/** The rules of the report that a refusal by NEW of this part of an operation falls under, each rule of the part named. */
export function rulesFor(changes: readonly Change[], operationId: string | undefined, refusal: Refusal, newDocument?: JsonObject): string[] {
  const fits = changesFor(changes, operationId, refusal, newDocument);
  return fits.length > 0 ? [...new Set(fits.map((change) => change.rule))] : [NO_RULE];
}

/**
 * The rules among `fits` (the breaking changes of the refused part) that a refusal is tied to: those
 * whose place in NEW is, or holds, a keyword NEW's schema refuses the value with (`places`). One rule
 * that fits is the refusal's; several that none of the places ties are each named with BY_PART.
 */
export function tiedRules(fits: readonly Change[], places: readonly string[]): string[] {
  const rules = [...new Set(fits.map((change) => change.rule))];
  if (rules.length <= 1) return rules.length === 0 ? [NO_RULE] : rules;
  const tied = fits.filter(
    (change) => change.document === 'new' && places.some((place) => place === change.location || place.startsWith(`${change.location}/`)),
  );
  return tied.length > 0 ? [...new Set(tied.map((change) => change.rule))] : rules.map((rule) => `${rule}${BY_PART}`);
}

/** An operation of OLD as the weighing meets it: looked up once, not for every exchange. */
interface OldOperation {
  operationId: string;
  /** Its `method template` in OLD. */
  route: string | undefined;
  /** The parts of it NEW judges otherwise (all of them: undefined, with `ask`). */
  parts: ReadonlySet<Part> | undefined;
  /** Whether NEW may judge an exchange of it otherwise at all. */
  ask: boolean;
  /** The breaking changes of each refusal's part by NEW (the refusal's verdict is made once, so known by identity). */
  fits: Map<Refusal, Change[]>;
  /** The last verdict "valid" made for it, with its key: handed out again while the key is the same. */
  valid: Weighed | undefined;
}

/** The weigher of one exchange; `validators`: the versions' own, when the caller has them compiled already. */
export function exchangeWeigher(setup: WeighSetup, validators?: { old: ContractValidators; new: ContractValidators }): (exchange: RecordedExchange) => Weighed {
  const made = (document: JsonObject, given: StandaloneValidators | undefined) =>
    given === undefined ? undefined : new ContractValidators(document, standaloneValidators(given));
  const before = new Checker(setup.oldDocument, validators?.old ?? made(setup.oldDocument, setup.precompiled?.old), setup.basePath);
  const after = new Checker(setup.newDocument, validators?.new ?? made(setup.newDocument, setup.precompiled?.new), setup.basePath);
  const evaluate = setup.oldIsPackage
    ? exchangeEvaluator({ strict: false, maxBodyBytes: setup.maxBodyBytes, ...(setup.basePath === '' ? {} : { basePath: setup.basePath }) })
    : undefined;
  const routeOf = new Map([...before.operationIds()].map(([route, operationId]) => [operationId, route]));
  const touched = new Map(Object.entries(setup.touched).map(([route, parts]) => [route, new Set(parts)]));
  const { changes, sameRoutes } = setup;
  const changedParameters = new Map(Object.entries(setup.changedParameters));
  const operationOf = (operationId: string, route: string | undefined): OldOperation => {
    const parts = route === undefined ? undefined : touched.get(route);
    return { operationId, route, parts, ask: route === undefined || parts !== undefined, fits: new Map(), valid: undefined };
  };
  // By the precompiled validators' number of an operation (OLD is the package), or by OLD's route.
  const byNumber: (OldOperation | undefined)[] = [];
  const byRoute = new Map<string, OldOperation>();
  // A recording holds few keys, each on many exchanges: each is hashed once (a bounded number kept),
  // and the last one is known without a lookup.
  const fingerprints = new Map<string, string>();
  let lastAuthorization: string | undefined;
  let lastKey = '(no key)';
  const fingerprintOf = (authorization: string | undefined): string => {
    if (authorization === undefined) return '(no key)';
    if (authorization === lastAuthorization) return lastKey;
    let known = fingerprints.get(authorization);
    if (known === undefined) {
      known = keyFingerprint(authorization);
      if (fingerprints.size < MAX_FINGERPRINTS) fingerprints.set(authorization, known);
    }
    lastAuthorization = authorization;
    lastKey = known;
    return known;
  };
  const valid = (operation: OldOperation, key: string): Weighed => {
    const known = operation.valid;
    if (known !== undefined && known.kind === 'valid' && known.key === key) return known;
    const made: Weighed = Object.freeze({ kind: 'valid', operationId: operation.operationId, key });
    operation.valid = made;
    return made;
  };
  return (exchange) => {
    let request: ReadRequest | undefined;
    let operation: OldOperation;
    if (evaluate !== undefined) {
      const verdict = evaluate(exchange);
      if (verdict.kind !== 'valid') return OTHER;
      let known = byNumber[verdict.operation];
      if (known === undefined) {
        const operationId = operationIdAt(verdict.operation);
        known = operationOf(operationId, routeOf.get(operationId));
        byNumber[verdict.operation] = known;
      }
      operation = known;
    } else {
      request = readRequest(exchange);
      const old = before.check(exchange, request);
      if (old.refusal !== undefined || old.operationId === undefined) return OTHER;
      // A route of OLD names one operation: its id and route are OLD's.
      let known = old.route === undefined ? undefined : byRoute.get(old.route);
      if (known === undefined) {
        known = operationOf(old.operationId, old.route);
        if (old.route !== undefined) byRoute.set(old.route, known);
      }
      operation = known;
    }
    const key = fingerprintOf(authorizationOf(exchange.request.headers));
    const { route } = operation;
    // The parts of the operation NEW judges otherwise; all of them where NEW may route the request elsewhere.
    let { parts, ask } = operation;
    if (!ask && !sameRoutes) {
      request ??= readRequest(exchange);
      ask = after.route(request.method, request.path)?.route.key !== route;
      parts = undefined;
    }
    if (!ask) return valid(operation, key);
    request ??= readRequest(exchange);
    // NEW routes as OLD does: OLD's operation is tried first (the others only if it does not match).
    const now = sameRoutes ? after.check(exchange, request, parts, route, changedParameters) : after.check(exchange, request, parts);
    if (now.refusal === undefined) return valid(operation, key);
    // Held against the change only where OLD's own rules, the same as NEW's, accept the exchange:
    // a difference between the package's validators and these is no change of the contract.
    if (evaluate !== undefined && before.check(exchange, request, parts).refusal !== undefined) return valid(operation, key);
    let fits = operation.fits.get(now.refusal);
    if (fits === undefined) {
      fits = changesFor(changes, operation.operationId, now.refusal, setup.newDocument);
      operation.fits.set(now.refusal, fits);
    }
    // Where several rules of the part may be why, NEW's schema says which keywords refuse this value.
    const several = fits.length > 1 && fits.some((change) => change.rule !== fits[0]!.rule);
    const rules = tiedRules(fits, several ? refusedAt(after, exchange, request, now) : []);
    return { kind: 'broken', operationId: operation.operationId, key, rules };
  };
}

/**
 * The validators a worker thread weighing with `setup` asks for, as standalone code made from the
 * versions' validators (`validators`, compiled on this thread already for the witnesses, when given),
 * to be run in a thread whose `require` resolves from `requireFrom` (a file of this package):
 * NEW's of the parts it judges otherwise when it routes as OLD does, and OLD's of the same parts when
 * OLD is the package (which judges the rest). Otherwise the threads compile what they meet.
 */
export function precompiledValidators(
  setup: WeighSetup,
  requireFrom: string,
  validators?: { old: ContractValidators; new: ContractValidators },
): WeighSetup['precompiled'] {
  const precompiled: NonNullable<WeighSetup['precompiled']> = {};
  const routes = Object.entries(setup.touched);
  if (setup.sameRoutes) {
    const after = new Checker(setup.newDocument);
    const pointers = routes.flatMap(([route, parts]) => after.schemaPointers(route, parts, setup.changedParameters[route]));
    if (pointers.length > 0) precompiled.new = (validators?.new ?? new ContractValidators(setup.newDocument)).standalone(pointers, requireFrom);
  }
  if (setup.oldIsPackage) {
    const before = new Checker(setup.oldDocument);
    const pointers = routes.flatMap(([route, parts]) => before.schemaPointers(route, parts));
    if (pointers.length > 0) precompiled.old = (validators?.old ?? new ContractValidators(setup.oldDocument)).standalone(pointers, requireFrom);
  }
  return precompiled;
}

/** What NEW's verdict can differ on: OLD's operations NEW changed or dropped, and whether it routes alike. */
export function changedOperations(
  oldDocument: JsonObject,
  newDocument: JsonObject,
): { touched: Record<string, Part[]>; sameRoutes: boolean; changedParameters: Record<string, string[]> } {
  const before = new Checker(oldDocument);
  const after = new Checker(newDocument);
  const newDefinitions = after.definitions();
  const touched: Record<string, Part[]> = {};
  for (const [route, parts] of before.definitions()) {
    const now = newDefinitions.get(route);
    const changed = PARTS.filter((part) => now === undefined || now[part] !== parts[part]);
    if (changed.length > 0) touched[route] = changed;
  }
  const changedParameters: Record<string, string[]> = {};
  const parameterRoutes = Object.keys(touched).filter((route) => newDefinitions.has(route) && touched[route]!.includes('parameters'));
  if (parameterRoutes.length > 0) {
    const oldParameters = before.parameterDefinitions();
    const newParameters = after.parameterDefinitions();
    for (const route of parameterRoutes) {
      const was = oldParameters.get(route)!;
      changedParameters[route] = [...newParameters.get(route)!].filter(([key, text]) => was.get(key) !== text).map(([key]) => key);
    }
  }
  const oldRoutes = before.routeKeys();
  const newRoutes = after.routeKeys();
  return {
    touched,
    sameRoutes: oldRoutes.length === newRoutes.length && oldRoutes.every((route, index) => newRoutes[index] === route),
    changedParameters,
  };
}
