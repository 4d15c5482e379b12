// OLD and NEW compared operation by operation, each side in its own direction: a request that OLD
// accepted must still be accepted, a response NEW may send must have been accepted by OLD.
import { Checker } from './checker.js';
import { compareContent } from './compare-content.js';
import { compareHeaders } from './compare-headers.js';
import { compareParameters } from './compare-parameters.js';
import { SchemaComparison, type SchemaSide } from './compare-schema.js';
import { compareServers } from './compare-servers.js';
import type { DiffContext, SchemaPlace } from './diff-context.js';
import type { Finding } from './findings.js';
import { canonical } from './normalize.js';
import { answering, type Operation, operationsOf, plainField, type Version, version } from './operations.js';
import { at, deref, escapeToken, isObject, type JsonObject } from './pointer.js';
import type { RequestPart } from './read-request.js';
import { type Change, type DiffReport, LEVEL_ORDER, type Level, type Side, summarize, type Witness } from './report.js';
import { KEYWORD_OF } from './rule-keywords.js';
import { compareSecurity } from './security.js';
import { type Container, cookieHeader, findWitness } from './witness.js';

export class ContractDiff implements DiffContext {
  private readonly changes: Change[] = [];
  /** The change kept for each key (operation, side, rule, location): the most severe one found there. */
  private readonly seen = new Map<string, Change>();
  /** OLD's operations: a change found on one of them is located in OLD's document. */
  private readonly oldOperations = new WeakSet<Operation>();

  constructor(
    readonly old: Version,
    readonly now: Version,
  ) {}

  /** Whether two annotations, the values of `field` (of `afterField` in NEW), differ in what they say, wherever their `$ref`s keep it. */
  differ(before: unknown, after: unknown, field: string, afterField = field): boolean {
    return canonical(plainField(this.old.document, field, before ?? null)) !== canonical(plainField(this.now.document, afterField, after ?? null));
  }

  private key(change: Change): string {
    return `${change.operationId ?? `${change.method} ${change.path}`}|${change.side}|${change.rule}|${change.document}|${change.location}`;
  }

  /**
   * One change per key: of two found at one place under one rule (a type swapped is a narrowing and a
   * widening of one `type`; a shared schema reached by two paths of one body), the more severe is kept,
   * the first of equals. Keeping the first whatever it said hid a breaking widening behind the
   * non-breaking narrowing found before it.
   */
  private push(found: Change): void {
    // Every location resolves in the document the change names: a place that version does not write
    // (a `required` it leaves out, a keyword it drops) is told at the nearest node it has on the way.
    const location = existing(found.document === 'old' ? this.old.document : this.now.document, found.location);
    const change = location === found.location ? found : { ...found, location };
    const key = this.key(change);
    const known = this.seen.get(key);
    if (known === undefined) {
      this.seen.set(key, change);
      this.changes.push(change);
      return;
    }
    if (LEVEL_ORDER.indexOf(change.level) >= LEVEL_ORDER.indexOf(known.level)) return;
    const index = this.changes.indexOf(known);
    if (index !== -1) this.changes[index] = change;
    this.seen.set(key, change);
  }

  private checkers: { old: Checker; now: Checker } | undefined;

  refusedByNew(o: Operation, n: Operation, part: RequestPart): boolean {
    // The versions' own validators, the ones the schema witnesses are checked with.
    this.checkers ??= { old: new Checker(this.old.document, this.old.validators), now: new Checker(this.now.document, this.now.validators) };
    return this.checkers.old.acceptsPart(`${o.method} ${o.path}`, part) && !this.checkers.now.acceptsPart(`${n.method} ${n.path}`, part);
  }

  structural(op: Operation, side: Side, rule: string, level: Level, location: string, message: string, witness: Witness | null = null): void {
    this.push({ rule, level, operationId: op.operationId, method: op.method, path: op.path, side, location, document: this.documentOf(op), message, witness });
  }

  /** Each change is told with the operation whose document holds its location: OLD's for what NEW lost. */
  private documentOf(op: Operation): 'old' | 'new' {
    return this.oldOperations.has(op) ? 'old' : 'new';
  }

  run(): DiffReport {
    const before = operationsOf(this.old.document);
    const after = operationsOf(this.now.document);
    for (const op of before.values()) this.oldOperations.add(op);
    for (const [key, op] of before) {
      const now = after.get(key);
      if (!now) this.structural(op, 'operation', 'operation-removed', 'breaking', op.pointer, `${op.method.toUpperCase()} ${op.path} removed`);
      else this.operation(op, now);
    }
    for (const [key, op] of after) {
      if (!before.has(key)) this.structural(op, 'operation', 'operation-added', 'non-breaking', op.pointer, `${op.method.toUpperCase()} ${op.path} added`);
    }
    const order = (change: Change) => LEVEL_ORDER.indexOf(change.level);
    const changes = [...this.changes].sort((a, b) => order(a) - order(b) || a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
    const info = (document: JsonObject) => {
      const raw = isObject(document.info) ? document.info : {};
      return { title: typeof raw.title === 'string' ? raw.title : '', version: typeof raw.version === 'string' ? raw.version : '' };
    };
    return { old: info(this.old.document), new: info(this.now.document), summary: summarize(changes), changes };
  }

  private operation(o: Operation, n: Operation): void {
    for (const field of ['summary', 'description', 'tags', 'x-unspecified'] as const) {
      if (this.differ(o.operation[field], n.operation[field], field)) {
        const name = field === 'tags' ? 'tags' : field.replace(/^x-/, '');
        this.structural(n, 'operation', `operation-${name}-changed`, 'annotation', `${n.pointer}/${field}`, `${field} changed`);
      }
    }
    if (o.operation.deprecated !== true && n.operation.deprecated === true)
      this.structural(n, 'operation', 'operation-deprecated', 'annotation', `${n.pointer}/deprecated`, 'operation deprecated');
    if (o.operationId !== n.operationId)
      this.structural(n, 'operation', 'operation-id-changed', 'annotation', `${n.pointer}/operationId`, `operationId ${o.operationId} → ${n.operationId}`);
    for (const change of compareSecurity(this.old.document, this.now.document, o, n)) {
      const witness = change.witness;
      // A key witness is printed only once OLD's scheme accepts it and NEW's refuses it.
      if (witness !== null && change.request !== null && !this.refusedByNew(o, n, change.request))
        this.structural(n, 'security', change.rule, 'review', change.location, `${change.message} (no key that OLD accepts and NEW refuses was found)`);
      else this.structural(n, 'security', change.rule, change.level, change.location, change.message, witness);
    }
    // Each operation a server change applies to carries it: a report's change names one operation.
    for (const change of compareServers(this.old.document, this.now.document, o, n))
      this.structural(change.in === 'old' ? o : n, 'operation', change.rule, change.level, change.location, change.message);
    compareParameters(this, o, n);
    this.requestBody(o, n);
    this.responses(o, n);
  }

  private requestBody(o: Operation, n: Operation): void {
    const before = deref(this.old.document, o.operation.requestBody, `${o.pointer}/requestBody`);
    const after = deref(this.now.document, n.operation.requestBody, `${n.pointer}/requestBody`);
    const oldBody = isObject(before.node) ? before.node : undefined;
    const newBody = isObject(after.node) ? after.node : undefined;
    if (!oldBody && !newBody) return;
    if (!newBody) {
      this.structural(o, 'request', 'request-body-removed', 'breaking', before.pointer, 'request body removed');
      return;
    }
    if (!oldBody) {
      if (newBody.required === true) this.structural(n, 'request', 'request-body-added-required', 'breaking', after.pointer, 'required request body added');
      else this.structural(n, 'request', 'request-body-added', 'non-breaking', after.pointer, 'optional request body added');
      return;
    }
    if (oldBody.required !== true && newBody.required === true)
      this.structural(n, 'request', 'request-body-became-required', 'breaking', `${after.pointer}/required`, 'request body became required');
    if (oldBody.required === true && newBody.required !== true)
      this.structural(n, 'request', 'request-body-became-optional', 'non-breaking', `${after.pointer}/required`, 'request body became optional');
    compareContent(this, o, n, 'request', null, { pointer: before.pointer, node: oldBody }, { pointer: after.pointer, node: newBody });
  }

  private responses(o: Operation, n: Operation): void {
    const before = isObject(o.operation.responses) ? o.operation.responses : {};
    const after = isObject(n.operation.responses) ? n.operation.responses : {};
    const compared = new Set<string>();
    const pair = (status: string, oldKey: string, newKey: string) => {
      if (compared.has(`${oldKey}|${newKey}`)) return;
      compared.add(`${oldKey}|${newKey}`);
      this.response(o, n, status, oldKey, newKey);
    };
    for (const status of Object.keys(after)) {
      const oldKey = answering(before, status);
      if (oldKey === undefined) {
        this.structural(
          n,
          'response',
          'response-status-added',
          'breaking',
          `${n.pointer}/responses/${escapeToken(status)}`,
          `status ${status} added: OLD clients do not expect it`,
        );
      } else pair(status, oldKey, status);
    }
    for (const status of Object.keys(before)) {
      if (Object.hasOwn(after, status)) continue;
      const newKey = answering(after, status);
      if (newKey === undefined)
        this.structural(o, 'response', 'response-status-removed', 'non-breaking', `${o.pointer}/responses/${escapeToken(status)}`, `status ${status} removed`);
      else pair(status, status, newKey);
    }
  }

  private response(o: Operation, n: Operation, status: string, oldKey: string, newKey: string): void {
    if (oldKey !== newKey) {
      // A status answered in OLD by its range or by default: only what breaks is worth a line each.
      const start = this.changes.length;
      this.compareResponse(o, n, status, oldKey, newKey);
      const found = this.changes.splice(start);
      for (const change of found) this.seen.delete(this.key(change));
      const kept = found.filter((change) => change.level === 'breaking' || change.level === 'review');
      for (const change of kept) this.seen.set(this.key(change), change);
      for (const change of kept) this.changes.push(change);
      if (kept.length === 0) {
        const added = Object.hasOwn(n.operation.responses as JsonObject, status) && !Object.hasOwn(o.operation.responses as JsonObject, status);
        this.structural(
          added ? n : o,
          'response',
          added ? 'response-status-added-covered' : 'response-status-removed-covered',
          'non-breaking',
          `${(added ? n : o).pointer}/responses/${escapeToken(status)}`,
          added
            ? `status ${status} added; OLD answered it with ${oldKey}, which accepts all it may send`
            : `status ${status} removed; NEW answers it with ${newKey}`,
        );
      }
      return;
    }
    this.compareResponse(o, n, status, oldKey, newKey);
  }

  private compareResponse(o: Operation, n: Operation, status: string, oldKey: string, newKey: string): void {
    const before = deref(this.old.document, (o.operation.responses as JsonObject)[oldKey], `${o.pointer}/responses/${escapeToken(oldKey)}`);
    const after = deref(this.now.document, (n.operation.responses as JsonObject)[newKey], `${n.pointer}/responses/${escapeToken(newKey)}`);
    if (!isObject(before.node) || !isObject(after.node)) return;
    if (oldKey === newKey) {
      for (const field of ['description', 'links', 'x-unspecified'] as const) {
        if (this.differ(before.node[field], after.node[field], field)) {
          this.structural(
            n,
            'response',
            `response-${field.replace(/^x-/, '')}-changed`,
            'annotation',
            `${after.pointer}/${field}`,
            `response ${status}: ${field} changed`,
          );
        }
      }
    }
    const oldHasBody = isObject(before.node.content) && Object.keys(before.node.content).length > 0;
    const newHasBody = isObject(after.node.content) && Object.keys(after.node.content).length > 0;
    if (oldHasBody || newHasBody) {
      if (!oldHasBody)
        this.structural(n, 'response', 'response-body-added', 'breaking', `${after.pointer}/content`, `response ${status}: a body where OLD had none`);
      else if (!newHasBody)
        this.structural(o, 'response', 'response-body-removed', 'non-breaking', `${before.pointer}/content`, `response ${status}: no body any more`);
      else compareContent(this, o, n, 'response', status, { pointer: before.pointer, node: before.node }, { pointer: after.pointer, node: after.node });
    }
    compareHeaders(this, o, n, status, before, after);
  }

  schemas(o: Operation, n: Operation, side: 'request' | 'response', place: SchemaPlace): void {
    const oldSchema = this.old.normalizer.at(place.oldPointer);
    const newSchema = this.now.normalizer.at(place.newPointer);
    const sides: [SchemaSide, SchemaSide] = [this.old, this.now];
    // Read as text (a string takes `1.5`) only where both sides send text; JSON text is read as JSON.
    const json = { old: place.oldJson === true, new: place.newJson === true };
    const comparison = new SchemaComparison(...sides, place.in !== 'body' && !json.old && !json.new, side);
    comparison.compare(oldSchema, newSchema);
    if (comparison.findings.length === 0) return;
    const container: Container = {
      side,
      in: place.in,
      name: place.name,
      status: place.status,
      old: {
        validators: this.old.validators,
        pointer: place.oldPointer,
        schema: oldSchema,
        sampler: this.old.sampler,
        examples: place.oldExamples,
        json: json.old,
      },
      new: {
        validators: this.now.validators,
        pointer: place.newPointer,
        schema: newSchema,
        sampler: this.now.sampler,
        examples: place.newExamples,
        json: json.new,
      },
    };
    // Nothing can break where the side that must refuse accepts everything (a default response of any body).
    // (JSON text refuses text that is no JSON, whatever its schema: not so where the other side sends text.)
    const [refusing, refusesText] = side === 'request' ? [newSchema, json.new && !json.old] : [oldSchema, json.old && !json.new];
    const cannotBreak = canonical(refusing) === '{}' && !refusesText;
    const key = `${side}|${json.old}|${json.new}|${canonical(oldSchema)}|${canonical(newSchema)}`;
    for (const finding of comparison.findings) this.judge(o, n, container, finding, cannotBreak, key);
  }

  /** Witness searches by schemas and finding: a component reached by many operations is searched once. */
  private readonly witnesses = new Map<string, { value: unknown } | undefined>();

  private search(container: Container, finding: Finding, accepting: 'old' | 'new', key: string): { value: unknown } | undefined {
    const id = `${key}|${finding.change}|${finding.direction}|${JSON.stringify(finding.path)}|${accepting}`;
    if (this.witnesses.has(id)) return this.witnesses.get(id);
    const found = findWitness(container, finding, accepting);
    this.witnesses.set(id, found);
    return found;
  }

  private judge(o: Operation, n: Operation, container: Container, finding: Finding, cannotBreak: boolean, key: string): void {
    // Closing an object is a change of the object, not of the unknown property that proves it.
    const depth = finding.change.startsWith('additional-properties') ? finding.path.length - 1 : finding.path.length;
    const subject =
      container.in === 'body' ? (depth === 0 ? 'body' : 'property') : container.in === 'header' && container.side === 'response' ? 'header' : 'parameter';
    const rule = finding.change.startsWith('property-') ? `${container.side}-${finding.change}` : `${container.side}-${subject}-${finding.change}`;
    const keyword = KEYWORD_OF[finding.change];
    const location = `${finding.location.pointer}${keyword && !finding.annotation ? `/${keyword}` : ''}`;
    const op = finding.location.in === 'old' ? o : n;
    const where =
      container.in === 'body'
        ? container.status === null
          ? 'request body'
          : `response ${container.status} body`
        : `${container.status === null ? '' : `response ${container.status} `}${container.in} ${container.name}`;
    const message = `${where}: ${finding.message}`;
    if (finding.annotation || finding.level !== undefined) {
      this.structural(op, container.side, rule, finding.level ?? 'annotation', location, message);
      return;
    }
    const breakingDirection = container.side === 'request' ? 'narrow' : 'widen';
    let level: Level;
    let witness: Witness | null = null;
    if (cannotBreak) level = 'non-breaking';
    else if (finding.direction === breakingDirection || finding.direction === 'both') {
      const found = this.search(container, finding, breakingDirection === 'narrow' ? 'old' : 'new', key);
      if (found) {
        level = 'breaking';
        // A cookie rides in the Cookie header: the witness is that header, `name=value`.
        witness =
          container.in === 'cookie'
            ? { in: 'header', status: container.status, name: 'Cookie', value: cookieHeader(container.name ?? '', found.value) }
            : { in: container.in, status: container.status, name: container.name, value: found.value };
      } else if (finding.direction === 'both') {
        level = this.search(container, finding, breakingDirection === 'narrow' ? 'new' : 'old', key) ? 'non-breaking' : 'review';
      } else level = 'review';
    } else level = 'non-breaking';
    this.push({
      rule,
      level,
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      side: container.side,
      location,
      document: finding.location.in,
      message,
      witness,
    });
  }
}

/** The report of what NEW changes for the users of OLD (no traffic weighing). */
export function compareContracts(oldDocument: JsonObject, newDocument: JsonObject): DiffReport {
  return compareVersions(version(oldDocument), version(newDocument));
}

/** As compareContracts, with versions the caller keeps: their validators, compiled for the witnesses, serve the traffic weighing too. */
export function compareVersions(old: Version, now: Version): DiffReport {
  return new ContractDiff(old, now).run();
}

/** `pointer`, or its nearest ancestor that `document` has. */
function existing(document: unknown, pointer: string): string {
  let here = pointer;
  while (here !== '' && at(document, here) === undefined) here = here.slice(0, here.lastIndexOf('/'));
  return here;
}
