// Conformance cases derived from the seed transcription alone. Free of vitest so that other
// runners (e.g. precompiled validators) can reuse the same cases.
import { buildCases } from './case-builder.js';

export type CaseTarget = { part: 'body' } | { part: 'response'; status: string } | { part: 'path' | 'query' | 'header'; name: string };

export interface ConformanceCase {
  operationId: string;
  target: CaseTarget;
  instance: unknown;
  valid: boolean;
  title: string;
}

export function conformanceCases(): ConformanceCase[] {
  return buildCases().map(({ operationId, target, instance, valid, title }) => ({ operationId, target, instance, valid, title }));
}
