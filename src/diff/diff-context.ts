// What the comparisons of one operation's parts need from the differ that runs them.

import type { Operation, Version } from './operations.js';
import type { RequestPart } from './read-request.js';
import type { Level, Side, Witness } from './report.js';
import type { Container } from './witness.js';

/** Where a schema sits on each side, and what it is a schema of. */
export interface SchemaPlace {
  in: Container['in'];
  name: string | null;
  status: string | null;
  oldPointer: string;
  newPointer: string;
  oldExamples: unknown[];
  newExamples: unknown[];
  /** A parameter's or header's value is JSON text on that side (`content` of a JSON media type). */
  oldJson?: boolean;
  newJson?: boolean;
}

export interface DiffContext {
  readonly old: Version;
  readonly now: Version;
  /** Whether two annotations, the values of `field` (of `afterField` in NEW), differ in what they say, wherever their `$ref`s keep it. */
  differ(before: unknown, after: unknown, field: string, afterField?: string): boolean;
  structural(op: Operation, side: Side, rule: string, level: Level, location: string, message: string, witness?: Witness | null): void;
  schemas(o: Operation, n: Operation, side: 'request' | 'response', place: SchemaPlace): void;
  /** True when OLD's validators accept this part of a request of the operation (o in OLD) and NEW's (n in NEW) refuse it: a structural witness holds. */
  refusedByNew(o: Operation, n: Operation, part: RequestPart): boolean;
}
