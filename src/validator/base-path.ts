// The `basePath` option of the validator. The rule itself lives in src/http/base-path.ts (one rule
// for the library and both CLIs); this file only names the option in its problem and keeps the last
// answer, since a server passes the same string on every call.

import { type BasePath, parseBasePath } from '../http/base-path.js';

export { stripBasePath } from '../http/base-path.js';
export type { BasePath };

const NONE: BasePath = { ok: true, value: '' };
let lastGiven: unknown;
let lastRead: BasePath = NONE;

/** Reads the option: undefined is no base path; otherwise it must pass src/http's base path rule. */
export function readBasePath(given: unknown): BasePath {
  if (given === undefined) return NONE;
  if (given === lastGiven) return lastRead;
  const parsed = parseBasePath(given);
  const read: BasePath = parsed.ok ? parsed : { ok: false, problem: `the basePath option ${parsed.problem}` };
  lastGiven = given;
  lastRead = read;
  return read;
}
