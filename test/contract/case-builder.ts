// Turns each operation of seed.ts into conformance cases on its parts (request body, success
// response body, each parameter), keeping track of which seed field each case is about.
import type { CaseTarget, ConformanceCase } from './cases.js';
import { sample } from './instances.js';
import { applyMutation, formatPath, type Mutation, nodeMutations, slotMutations } from './mutations.js';
import { operations } from './seed.js';
import type { SeedOperation, SeedType } from './seed-model.js';

export interface TracedCase extends ConformanceCase {
  /** `Resource.field` the case is about, when it is about a field of section 2. */
  touches: string | undefined;
}

interface Part {
  target: CaseTarget;
  type: SeedType;
  /** A parameter value is never absent-but-null and has no "minimal" form. */
  isParameter: boolean;
}

function partsOf(operation: SeedOperation): Part[] {
  const parts: Part[] = [];
  if (operation.requestBody) parts.push({ target: { part: 'body' }, type: operation.requestBody, isParameter: false });
  if (operation.response !== 'none') {
    parts.push({ target: { part: 'response', status: operation.status }, type: operation.response, isParameter: false });
  }
  for (const parameter of operation.parameters) {
    parts.push({ target: { part: parameter.in, name: parameter.name }, type: parameter.type, isParameter: true });
  }
  return parts;
}

export function describeTarget(target: CaseTarget): string {
  return target.part === 'body' ? 'body' : target.part === 'response' ? `response ${target.status}` : `${target.part} ${target.name}`;
}

function casesOfPart(operation: SeedOperation, part: Part): TracedCase[] {
  const base = sample(part.type, 'full');
  const make = (instance: unknown, valid: boolean, what: string, touches?: string): TracedCase => ({
    operationId: operation.operationId,
    target: part.target,
    instance,
    valid,
    title: `${operation.operationId} ${describeTarget(part.target)} ${what} → ${valid ? 'accepted' : 'rejected'}`,
    touches,
  });
  const fromMutation = (mutation: Mutation) =>
    make(applyMutation(base, mutation), mutation.valid, `${formatPath(mutation.path)}: ${mutation.label}`, mutation.touches);

  const found: TracedCase[] = part.isParameter
    ? [make(base, true, 'valid value')]
    : [make(base, true, 'full instance'), make(sample(part.type, 'minimal'), true, 'minimal instance')];
  found.push(...slotMutations(part.type, part.isParameter ? 'skip' : false).map(fromMutation));
  found.push(...nodeMutations(part.type, base).map(fromMutation));
  return found;
}

/** Same instance on the same target is one case; two verdicts for it would be a generator bug. */
function distinct(cases: TracedCase[]): TracedCase[] {
  const seen = new Map<string, TracedCase>();
  for (const conformanceCase of cases) {
    const key = JSON.stringify([conformanceCase.operationId, conformanceCase.target, conformanceCase.instance]);
    const earlier = seen.get(key);
    if (earlier && earlier.valid !== conformanceCase.valid) {
      throw new Error(`contradictory cases: "${earlier.title}" and "${conformanceCase.title}"`);
    }
    if (!earlier) seen.set(key, conformanceCase);
  }
  return [...seen.values()];
}

export function buildCases(): TracedCase[] {
  return distinct(operations.flatMap((operation) => partsOf(operation).flatMap((part) => casesOfPart(operation, part))));
}
