// The CLI's one argument layer: a typed parser for each kind of value a command takes (counts, ports,
// seeds, sizes, durations, base paths, hosts, names), each failing with one usage-error style:
//   --option must be <what it takes, with an example>, got "<what was given>"
// The program adds the command's help hint to every usage error (program.ts).

import { createRequire } from 'node:module';
import type { ParseArgsConfig } from 'node:util';
import { parseBasePath } from '../http/base-path.js';
import { parseNames as parseProxyNames } from '../proxy/options.js';
import { parseDuration, parseSize } from '../proxy/units.js';
import { quoted } from '../text/printable.js';
import { readGivenHost } from '../traffic/hosts.js';
import { isParseArgsError, UsageError } from './errors.js';

// node:util by require: importing it as a module makes Node evaluate each of its lazy exports, which
// loads 17 more of Node's own modules (worker_threads, net, the diff of assert, …) on every run, about
// 2 ms of the CPU a run of validate-traffic costs; parseArgs is all the commands take from it.
const { parseArgs } = createRequire(import.meta.url)('node:util') as typeof import('node:util');

/**
 * node:util's parseArgs, whose error for an unknown option carries the command's option names
 * (`knownOptions`), so that the program's usage line suggests the closest one as it does a command's.
 */
export function parseCommandArgs<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    // --help wins over what else is wrong with the line, as in git and npm: `mock extra --help` was an
    // error where `validate-traffic extra --help`, which takes words, showed the help (review 29a F7).
    if (isParseArgsError(error) && asksForHelp(config)) return parseArgs({ ...config, args: ['--help'] }) as ReturnType<typeof parseArgs<T>>;
    if (isParseArgsError(error) && error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') Object.assign(error, { knownOptions: Object.keys(config.options ?? {}) });
    throw error;
  }
}

/** The command has --help and its line asks for it (before a `--`, after which words are arguments). */
function asksForHelp(config: ParseArgsConfig): boolean {
  if (config.options?.help === undefined) return false;
  const args = config.args ?? [];
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}

/** What a refused value looks like in a message: quoted, bounded to 80 characters, by the one quoting rule (src/text). */
export const given = (text: string): string => quoted(text, 80);

/** A word a shell takes as it is, with no quotes: what a suggested command may show bare. */
export const isShellWord = (text: string): boolean => /^[\w./:@%+=,-]+$/.test(text);

export function usageError(option: string, what: string, text: string): UsageError {
  return new UsageError(`${option} must be ${what}, got ${given(text)}`);
}

/** A whole number in [min, max] written in ASCII digits only (no sign, no exponent, no '0x'), else undefined. */
function wholeNumber(text: string, min: number, max: number): number | undefined {
  const digits = text.trim();
  const value = Number(digits);
  return /^\d{1,16}$/.test(digits) && Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
}

/** A whole number in [min, max]: ASCII digits only (no sign, no exponent, no '0x'). */
export function parseCount(text: string, option: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const value = wholeNumber(text, min, max);
  if (value === undefined) {
    const range = max === Number.MAX_SAFE_INTEGER ? (min > 0 ? ` from ${min} up` : '') : ` from ${min} to ${max}`;
    throw usageError(option, `a whole number${range}`, text);
  }
  return value;
}

/**
 * A decimal number in [min, max], as parseCount reads numbers but with up to 6 decimals (0.5): no
 * sign, no exponent, no '0x'. A rate is one: `1e-9` read as a number gave a wait past any timer.
 */
export function parseDecimalOption(text: string, option: string, what: string, min: number, max: number): number {
  const digits = text.trim();
  const value = Number(digits);
  if (!/^\d{1,16}(\.\d{1,6})?$/.test(digits) || !(value >= min && value <= max)) throw usageError(option, what, text);
  return value;
}

/** A port to listen on: 0 (a free one) to 65535, as parseCount reads numbers. */
export function parsePortOption(text: string, option = '--port'): number {
  const port = wholeNumber(text, 0, 65535);
  if (port === undefined) throw usageError(option, 'a port number from 0 to 65535', text);
  return port;
}

/** A seed for generated ids and values: a whole number from 0 to 2^32 - 1. */
export function parseSeedOption(text: string, option = '--seed'): number {
  return parseCount(text, option, 0, 0xffffffff);
}

/** A size in bytes such as 512kb, 16mb or 1gb (a plain number is bytes), within [min, max]. */
export function parseSizeOption(text: string, option: string, { min = 0, max = Number.MAX_SAFE_INTEGER, example = '512kb or 1mb' } = {}): number {
  const bytes = parseSize(text);
  if (bytes === undefined || bytes < min || bytes > max) throw usageError(option, `a size such as ${example}`, text);
  return bytes;
}

/**
 * The largest --max-body of any command. Past V8's longest string (a few bytes short of 512 MiB) a
 * body or line could not be read as text at all; and a server (the mock, the proxy) that took a
 * larger bound would hold what a peer sends up to it: no bound (review 29a F5: `--max-body 99gb`).
 */
const MAX_BODY_LIMIT = 512 * 1024 * 1024;

/** --max-body, one rule for every command: 1 byte to MAX_BODY_LIMIT (0 refused, as it takes no body at all). */
export function parseMaxBodyOption(text: string, example = '512kb or 1mb'): number {
  return parseSizeOption(text, '--max-body', { min: 1, max: MAX_BODY_LIMIT, example: `${example}, at most 512mb` });
}

/** A duration such as 500ms, 30s or 2m, in milliseconds: more than 0, and a timer can wait it (< 2^31 ms). */
export function parseDurationOption(text: string, option: string): number {
  const ms = parseDuration(text);
  if (ms === undefined || ms === 0 || ms > 2 ** 31 - 1) throw usageError(option, 'a duration such as 500ms, 30s or 2m', text);
  return ms;
}

/** A base path such as /api, normalised ('' for none): the one rule (src/http) of the library and both CLIs. */
export function parseBasePathOption(text: string, option = '--base-path'): string | undefined {
  const read = parseBasePath(text);
  if (!read.ok) throw new UsageError(`${option} ${read.problem}`);
  // '/' (trailing slashes dropped) is no prefix: undefined, as for a command given none.
  return read.value === '' ? undefined : read.value;
}

/**
 * An address or host name to listen on. Not empty: node:net binds every interface for '', where the
 * default (127.0.0.1) is this machine alone, and the printed URL would be http://:PORT. No space or
 * control character: no address or name holds one, and the name went to a DNS lookup before it failed.
 */
export function parseListenHostOption(text: string, option = '--host'): string {
  if (text.trim() === '' || /[\s\p{Cc}]/u.test(text))
    throw usageError(option, 'an address or a host name to listen on (127.0.0.1, localhost; 0.0.0.0 for every interface)', text);
  return text;
}

/** A host name with an optional port (api.example.com, api.example.com:8443, bücher.example), as the host filter compares it. */
export function parseHostOption(text: string, option = '--host'): string {
  const { host, problem } = readGivenHost(text);
  if (host !== undefined) return host;
  const what = 'a host name, with an optional port (api.example.com, api.example.com:8443)';
  throw problem === undefined ? usageError(option, what, text) : new UsageError(`${usageError(option, what, text).message}: ${problem}`);
}

/** Header or parameter names, comma-separated or repeated. */
export function parseNamesOption(texts: readonly string[], option: string): string[] {
  const parsed = parseProxyNames(texts, option);
  if (!Array.isArray(parsed)) throw new UsageError(parsed.error);
  return parsed;
}
