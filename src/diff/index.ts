// `diffContracts`: what NEW breaks for the users of OLD, each break proven by a witness.

import { checkOptionNames } from '../http/option-names.js';
import { jsonQuoted } from '../text/printable.js';
import { depthProblem } from './depth.js';
import { compareVersions } from './engine.js';
import { version } from './operations.js';
import { DIFF_OPTIONS } from './option-names.js';
import type { JsonObject } from './pointer.js';
import type { DiffReport } from './report.js';
import { schemaProblem } from './schema-problem.js';
import { structureProblem } from './structure.js';
import { weighByTraffic } from './traffic.js';
import { InvalidSchemaError } from './validators.js';

export { formatReport, REPORT_FORMATS, type ReportFormat } from './format/index.js';
export type { Change, DiffReport, Impact, Level, Side, Witness } from './report.js';

export interface DiffOptions {
  /** Recorded traffic (HAR, JSON Lines files, as validate-traffic reads them) to weigh the changes with: the report gets `impact`. */
  readonly traffic?: readonly string[];
  /** With `traffic`: the prefix the service is mounted under (`/api`), as validate-traffic's basePath. */
  readonly basePath?: string;
  /** With `traffic`: only the exchanges sent to these hosts are weighed, as validate-traffic's hosts. */
  readonly hosts?: readonly string[];
  /** With `traffic`: longest JSON line read, and largest body checked (default 16 MiB). */
  readonly maxBodyBytes?: number;
  /** With `traffic`: worker threads that weigh JSON Lines (default 1: this thread); the impact is the same for any number. */
  readonly jobs?: number;
}

function asDocument(value: unknown, which: string): JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError(`${which}: an OpenAPI document must be an object`);
  const openapi = (value as { openapi?: unknown }).openapi;
  if (typeof openapi !== 'string' || !/^3\./.test(openapi))
    throw new TypeError(`${which}: not an OpenAPI 3.x document (${openapi === undefined ? 'it has no openapi field' : `openapi: ${jsonQuoted(openapi)}`})`);
  // As readSpec: bounded before the comparison recurses into it.
  const deep = depthProblem(value);
  if (deep !== undefined)
    throw new TypeError(
      `${which}: nested deeper than ${deep.bound} levels${deep.followed ? ' once its $refs are followed' : ''} (at #${deep.pointer.slice(0, 200)})`,
    );
  const schemas: string[] = [];
  const departure = structureProblem(value, schemas);
  if (departure !== undefined) throw new TypeError(`${which}: not an OpenAPI 3.x document: #${departure.pointer} ${departure.problem}`);
  const invalid = schemaProblem(value, schemas);
  if (invalid !== undefined) throw new TypeError(`${which}: invalid schema: #${invalid.pointer}: ${invalid.problem}`);
  return value as JsonObject;
}

/** The report of `diff --format json` for two bundled documents (local `$ref`s only). */
export async function diffContracts(oldDocument: unknown, newDocument: unknown, options: DiffOptions = {}): Promise<DiffReport> {
  checkOptionNames(options, DIFF_OPTIONS);
  const before = asDocument(oldDocument, 'OLD');
  const after = asDocument(newDocument, 'NEW');
  const old = version(before);
  const now = version(after);
  let report: DiffReport;
  try {
    report = compareVersions(old, now);
  } catch (error) {
    // A schema Ajv refuses that schemaProblem() let through: said with its version and place.
    if (error instanceof InvalidSchemaError) throw new TypeError(`${error.document === before ? 'OLD' : 'NEW'}: ${error.message}`);
    throw error;
  }
  if (options.traffic && options.traffic.length > 0)
    report.impact = await weighByTraffic(before, after, report, options.traffic, {
      validators: { old: old.validators, new: now.validators },
      ...(options.basePath === undefined ? {} : { basePath: options.basePath }),
      ...(options.hosts === undefined ? {} : { hosts: options.hosts }),
      ...(options.maxBodyBytes === undefined ? {} : { maxBodyBytes: options.maxBodyBytes }),
      ...(options.jobs === undefined ? {} : { jobs: options.jobs }),
    });
  return report;
}
export { type LoadedSpec, type ReadSpecOptions, readSpec, SpecError } from './load.js';
export { allowsBreaking, type GateInput, type GateResult, releaseGate } from './release-gate.js';
export { keyFingerprint, weighByTraffic } from './traffic.js';
