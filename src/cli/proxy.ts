// `notification-api-contract proxy`: the validating proxy in front of a real service.
import { dirname } from 'node:path';
import { readBoundedSync, TooLargeError } from '../files/read-bounded.js';
import { HEALTH_PATH, METRICS_PATH, STATS_PATH } from '../proxy/admin-paths.js';
import { DEFAULT_LOG_KEEP, DEFAULT_REDACTED_HEADERS, DEFAULT_REDACTED_QUERY, DEFAULT_UPSTREAM_MAX_SOCKETS, parseUpstream } from '../proxy/options.js';
import type { ViolationRecord } from '../proxy/record.js';
import type { StartValidatingProxyOptions } from '../proxy/server.js';
import { parseDuration } from '../proxy/units.js';
import { printable } from '../text/printable.js';
import {
  parseDurationOption as durationOption,
  parseBasePathOption,
  parseCommandArgs,
  parseCount,
  parseListenHostOption,
  parseMaxBodyOption,
  parseNamesOption,
  parsePortOption,
  parseSizeOption,
  usageError,
} from './args.js';
import { UsageError } from './errors.js';
import { type CliIo, noteStopSignal, stoppedWriteMs } from './io.js';
import { startedByNpm, watchParents } from './npm-parents.js';
import { listenError } from './ports.js';

/** The environment variable the admin token may come from. */
export const ADMIN_TOKEN_ENV = 'NOTIFICATION_PROXY_ADMIN_TOKEN';

/** Names comma-joined, in lines that fit the help's second column (28 to 100 characters). */
function helpList(names: readonly string[]): string {
  const lines: string[] = [];
  let line = '';
  for (const name of names) {
    const next = line === '' ? name : `${line},${name}`;
    if (next.length > 71 && line !== '') {
      lines.push(`${line},`);
      line = name;
    } else line = next;
  }
  lines.push(line);
  return lines.map((text) => `${' '.repeat(28)}${text}`).join('\n');
}

export const proxyHelp = `Usage: notification-api-contract proxy --upstream <url> [options]

A reverse proxy that validates every request before it forwards it, and every response before it
returns it, against the contract. Stops on Ctrl-C, SIGTERM or SIGHUP once the requests in flight are
answered, and prints per-operation counts (also served at GET ${STATS_PATH}, and as
Prometheus metrics at GET ${METRICS_PATH}).
GET ${HEALTH_PATH} answers 200 while it takes traffic, 503 once it drains.

Exit code: 0 once stopped, 1 when it cannot start (a port in use or that needs privileges, a host it
cannot listen on, a log file it cannot open), 2 on a usage error (an unknown option, a bad value, an
admin token file that cannot be read) or when what it prints could not be written (a full disk).

Options:
  --upstream <url>          the service to forward to (http:// or https://; a path prefix is kept)
  --port <n>                port to listen on (default: 4020; 0 picks a free one)
  --host <h>                address to listen on (default: 127.0.0.1)
  --mode <m>                report (default): log violations and let the traffic through
                            enforce: answer a violating request with 400 (401 without valid
                            credentials, 404 for a path no operation has, 405 with Allow for a
                            method the path lacks) and a violating response with 502
                            (application/problem+json, with the issues)
  --strict                  also flag unknown properties, unknown query parameters and undeclared
                            statuses, and count them as violations
  --base-path <path>        the service is mounted under this prefix, e.g. /api: removed before
                            routing, kept in what is forwarded

Limits:
  --max-body <size>         largest JSON body read to validate, before and after decoding, e.g.
                            512kb, 1mb (default: 1mb; at most 512mb); a larger request is
                            answered 413
  --timeout <time>          how long the upstream may stay silent, e.g. 500ms, 30s, 2m (default:
                            30s); then 504. Not counted: the time the proxy stops reading it for a
                            client that is behind
  --response-timeout <time> deadline for the upstream's whole answer, from when the request is sent
                            (default: 60s); then 504, or a cut connection once the answer started
  --client-timeout <time>   how long a client may take none of its answer, e.g. one that stopped
                            reading (default: 30s); then its connection is reset and the upstream
                            request abandoned
  --header-timeout <time>   how long a client may take to send a request's headers (default: 10s);
                            then 408 and the connection closes
  --request-timeout <time>  how long a client may take to send a whole request, body included
                            (default: 30s); then 408 and the connection closes
  --max-connections <n>     most client connections at once; more are closed at once (default: no
                            limit)
  --max-upstream-sockets <n>
                            most connections to the upstream at once; more requests wait for one
                            (default: ${DEFAULT_UPSTREAM_MAX_SOCKETS})

Log:
  --log <file>              append one JSON line per violating exchange to <file> (secrets masked);
                            without it, each one is printed as a line on stdout
  --log-max-size <size>     rotate the log file once it reaches <size>: file.1, file.2, …
  --log-keep <n>            rotated files to keep (default: ${DEFAULT_LOG_KEEP})
  --redact-query <names>    query parameters masked beside those whose name says it is a secret
                            (not one the operation declares), comma-separated or repeated; masked
                            always, in any case:
${helpList(DEFAULT_REDACTED_QUERY)}
  --redact-header <names>   headers masked beside the default ones, and any name that says it is a
                            secret (x-csrftoken, x-functions-key); the default ones:
${helpList(DEFAULT_REDACTED_HEADERS)}

Forwarding and admin:
  --trust-forwarded         pass the client's X-Forwarded-Host, X-Forwarded-Proto and Forwarded on
                            (another proxy in front); by default they say what this proxy saw
  --admin-token <token>     ${STATS_PATH} and ${METRICS_PATH} need the header
                            x-admin-token: <token>, or authorization: Bearer <token> (as Prometheus
                            sends it); ${HEALTH_PATH} never does: probes send no secret
  --drain-grace <time>      on SIGTERM, keep taking requests this long, e.g. 5s, while
                            ${HEALTH_PATH} answers 503, so that a load balancer takes this replica
                            out before it stops listening (default: 0s, stop listening at once)
  --no-admin                serve no /__contract/ endpoint: those paths are forwarded too
  -h, --help                show this help

The admin token can also come from a file (--admin-token-file <file>, e.g. a mounted secret; one
trailing newline is dropped) or from the environment variable ${ADMIN_TOKEN_ENV}, so that it is
not shown by ps. --admin-token wins over the file, the file over the environment.
`;

const OPTIONS = {
  upstream: { type: 'string' },
  port: { type: 'string', default: '4020' },
  host: { type: 'string', default: '127.0.0.1' },
  mode: { type: 'string', default: 'report' },
  log: { type: 'string' },
  'log-max-size': { type: 'string' },
  'log-keep': { type: 'string' },
  'max-body': { type: 'string', default: '1mb' },
  timeout: { type: 'string', default: '30s' },
  'response-timeout': { type: 'string', default: '60s' },
  'client-timeout': { type: 'string', default: '30s' },
  'drain-grace': { type: 'string', default: '0s' },
  'max-connections': { type: 'string' },
  'max-upstream-sockets': { type: 'string' },
  'header-timeout': { type: 'string', default: '10s' },
  'request-timeout': { type: 'string', default: '30s' },
  'admin-token-file': { type: 'string' },
  'base-path': { type: 'string' },
  'trust-forwarded': { type: 'boolean', default: false },
  'redact-query': { type: 'string', multiple: true },
  'redact-header': { type: 'string', multiple: true },
  'admin-token': { type: 'string' },
  'no-admin': { type: 'boolean', default: false },
  strict: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** The admin token: --admin-token, else --admin-token-file, else the environment. Its value is never printed. */
function adminTokenOf(flag: string | undefined, file: string | undefined, env: Readonly<Record<string, string | undefined>>): string | undefined {
  if (flag !== undefined && file !== undefined) throw new UsageError('--admin-token and --admin-token-file contradict each other: pick one');
  if (flag !== undefined) return flag;
  if (file !== undefined) {
    if (file === '') throw new UsageError('--admin-token-file needs a file name');
    let text: string;
    try {
      // A token is short: more than this is not one (and /dev/zero would fill the memory).
      text = readBoundedSync(file, 4096).toString('utf8');
    } catch (error) {
      if (error instanceof TooLargeError)
        throw new UsageError(`the admin token file ${printable(file)} must hold 1 to 256 visible ASCII characters (no spaces)`);
      throw new UsageError(`cannot read the admin token file ${printable(file)}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
    }
    // Secret files (Docker, Kubernetes, `echo token > file`) often end with one newline.
    const token = text.replace(/\r?\n$/, '');
    if (!/^[\x21-\x7e]{1,256}$/.test(token))
      throw new UsageError(`the admin token file ${printable(file)} must hold 1 to 256 visible ASCII characters (no spaces)`);
    return token;
  }
  const fromEnv = env[ADMIN_TOKEN_ENV];
  if (fromEnv === undefined || fromEnv === '') return undefined;
  if (!/^[\x21-\x7e]{1,256}$/.test(fromEnv)) throw new UsageError(`${ADMIN_TOKEN_ENV} must be 1 to 256 visible ASCII characters (no spaces)`);
  return fromEnv;
}

export interface ProxyCommandOptions extends StartValidatingProxyOptions {
  /** After SIGTERM, how long the proxy still takes requests while its health answer is 503. */
  drainGraceMs: number;
}

export function parseProxyArgs(argv: string[], env: Readonly<Record<string, string | undefined>> = process.env): ProxyCommandOptions | 'help' {
  // parseArgs' own errors go up as they are: the CLI's entry point makes them usage errors.
  const { values } = parseCommandArgs({ args: argv, strict: true, allowPositionals: false, options: OPTIONS });
  if (values.help) return 'help';
  if (values.upstream === undefined) throw new UsageError('--upstream is required, e.g. --upstream http://127.0.0.1:8080');
  const upstream = parseUpstream(values.upstream);
  if (typeof upstream === 'string') throw new UsageError(`--upstream ${upstream}`);
  const mode = values.mode;
  if (mode !== 'report' && mode !== 'enforce') throw usageError('--mode', '"report" or "enforce"', mode);
  const maxBodyBytes = parseMaxBodyOption(values['max-body']);
  const timeoutMs = durationOption(values.timeout, '--timeout');
  const responseTimeoutMs = durationOption(values['response-timeout'], '--response-timeout');
  const clientTimeoutMs = durationOption(values['client-timeout'], '--client-timeout');
  const headerTimeoutMs = durationOption(values['header-timeout'], '--header-timeout');
  const requestTimeoutMs = durationOption(values['request-timeout'], '--request-timeout');
  if (headerTimeoutMs > requestTimeoutMs)
    throw new UsageError('--header-timeout must not be longer than --request-timeout: the headers are part of the request');
  const drainGraceMs = parseDuration(values['drain-grace']);
  if (drainGraceMs === undefined || drainGraceMs > 10 * 60_000)
    throw usageError('--drain-grace', 'a duration from 0s to 10m such as 5s', values['drain-grace']);
  if (values.log === '') throw new UsageError('--log needs a file name');
  let logMaxSize: number | undefined;
  if (values['log-max-size'] !== undefined) {
    if (values.log === undefined) throw new UsageError('--log-max-size needs --log <file>: only a log file is rotated');
    logMaxSize = parseSizeOption(values['log-max-size'], '--log-max-size', { min: 1, example: '10mb or 1gb' });
  }
  let logKeep: number | undefined;
  if (values['log-keep'] !== undefined) {
    if (logMaxSize === undefined) throw new UsageError('--log-keep needs --log-max-size: it counts rotated files');
    logKeep = parseCount(values['log-keep'], '--log-keep', 0);
  }
  const maxConnections = values['max-connections'] === undefined ? undefined : parseCount(values['max-connections'], '--max-connections', 1);
  const upstreamMaxSockets = values['max-upstream-sockets'] === undefined ? undefined : parseCount(values['max-upstream-sockets'], '--max-upstream-sockets', 1);
  const basePath = values['base-path'] === undefined ? undefined : parseBasePathOption(values['base-path']);
  let redactQuery: string[] | undefined;
  if (values['redact-query'] !== undefined) {
    redactQuery = parseNamesOption(values['redact-query'], '--redact-query');
  }
  let redactHeaders: string[] | undefined;
  if (values['redact-header'] !== undefined) {
    const parsed = parseNamesOption(values['redact-header'], '--redact-header');
    if (parsed.length === 0) throw new UsageError('--redact-header needs header names, e.g. --redact-header x-session-token');
    redactHeaders = parsed;
  }
  if (values['no-admin'] && values['admin-token-file'] !== undefined) throw new UsageError('--admin-token-file and --no-admin contradict each other: pick one');
  // With --no-admin there is no endpoint to guard: a token in the environment is not used.
  const adminToken = adminTokenOf(values['admin-token'], values['admin-token-file'], values['no-admin'] ? {} : env);
  if (adminToken !== undefined) {
    if (values['no-admin']) throw new UsageError('--admin-token and --no-admin contradict each other: pick one');
    if (!/^[\x21-\x7e]{1,256}$/.test(adminToken)) throw new UsageError('--admin-token must be 1 to 256 visible ASCII characters (no spaces)');
  }
  return {
    upstream,
    port: parsePortOption(values.port, '--port'),
    host: parseListenHostOption(values.host, '--host'),
    mode,
    strict: values.strict,
    maxBodyBytes,
    timeoutMs,
    responseTimeoutMs,
    clientTimeoutMs,
    headerTimeoutMs,
    requestTimeoutMs,
    drainGraceMs,
    trustForwarded: values['trust-forwarded'],
    admin: !values['no-admin'],
    ...(values.log === undefined ? {} : { log: values.log }),
    ...(logMaxSize === undefined ? {} : { logMaxSize }),
    ...(logKeep === undefined ? {} : { logKeep }),
    ...(maxConnections === undefined ? {} : { maxConnections }),
    ...(upstreamMaxSockets === undefined ? {} : { upstreamMaxSockets }),
    ...(basePath === undefined ? {} : { basePath }),
    ...(redactQuery === undefined ? {} : { redactQuery }),
    ...(redactHeaders === undefined ? {} : { redactHeaders }),
    ...(adminToken === undefined ? {} : { adminToken }),
  };
}

/** Start-up failures the user can fix, as one line with exit code 1. */
function startError(error: unknown, options: StartValidatingProxyOptions): never {
  const { code, path } = error as NodeJS.ErrnoException;
  if (path !== undefined) {
    // ENOENT on opening for writing: the folder is missing, which the code alone did not say (review 28b).
    const why =
      code === 'ENOENT'
        ? `its folder ${printable(dirname(path))} does not exist (ENOENT)`
        : code === 'EACCES' || code === 'EPERM'
          ? `permission denied (${code})`
          : (code ?? 'error');
    throw new UsageError(`cannot open the log file ${printable(path)}: ${why}`, 1);
  }
  throw listenError(error, options.host ?? '127.0.0.1', options.port ?? 0, '--port');
}

/** Most bytes of violation lines waiting for a slow stdout; past it, lines are dropped whole (and counted). */
const STDOUT_BUFFER_BYTES = 1024 * 1024;

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

export async function runProxy(argv: string[], io: CliIo): Promise<number> {
  const parsed = parseProxyArgs(argv, io.env);
  if (parsed === 'help') {
    io.stdout.write(proxyHelp);
    return 0;
  }
  // Loaded once the arguments are read: --help and a usage error need none of the proxy (undici, pino, prom-client).
  const [{ startValidatingProxy }, { openLineWriter }, { describeRecord }, { formatStats }] = await Promise.all([
    import('../proxy/server.js'),
    import('../proxy/log.js'),
    import('../proxy/record.js'),
    import('../proxy/stats.js'),
  ]);
  // Without --log, violations are lines on stdout: written without blocking, bounded like the log file.
  const stdoutLines = typeof parsed.log === 'string' ? undefined : openLineWriter(1, STDOUT_BUFFER_BYTES);
  const printViolation = (record: ViolationRecord) => stdoutLines!.write(`violation  ${describeRecord(record)}\n`);
  const { drainGraceMs, ...rest } = parsed;
  const options: StartValidatingProxyOptions = { ...rest, log: rest.log ?? printViolation };
  const running = await startValidatingProxy(options).catch((error: unknown) => startError(error, options));
  const logNote = typeof parsed.log === 'string' ? `violations → ${printable(parsed.log)}` : 'violations printed here';
  const adminNote = parsed.adminToken === undefined ? '' : '   (header x-admin-token required)';
  io.stdout.write(
    [
      `proxy  ${running.url} → ${printable(running.proxy.options.upstream.href)}   (${parsed.mode} mode${parsed.strict ? ', strict' : ''}; ${logNote})`,
      ...(parsed.admin === false
        ? []
        : [`health  ${running.url}${HEALTH_PATH}`, `stats  ${running.url}${STATS_PATH}${adminNote}`, `metrics  ${running.url}${METRICS_PATH}${adminNote}`]),
      'Ctrl-C, SIGTERM or SIGHUP stops it, once the requests in flight are answered.',
      '',
    ].join('\n'),
  );
  await new Promise<void>((resolve) => {
    let stopping = false;
    const stop = (signal: NodeJS.Signals | 'npm gone') => {
      if (stopping) return;
      stopping = true;
      io.stdout.write(`${signal}: stopping, ${running.proxy.inFlight} request(s) in flight…\n`);
      // From here the health answer is 503 and every answer closes its connection; the server
      // itself keeps listening through the grace, so that the load balancer's checks see the 503.
      void running.proxy.drain();
      let grace: NodeJS.Timeout | undefined;
      const finish = () => {
        clearTimeout(grace);
        void running.close().then(resolve);
      };
      // A second signal does not wait any longer.
      const now = () => {
        finish();
        running.server.closeAllConnections();
      };
      for (const signal of STOP_SIGNALS) process.once(signal, now);
      if (drainGraceMs === 0) {
        finish();
        return;
      }
      io.stdout.write(`draining: ${HEALTH_PATH} answers 503; new requests taken for ${drainGraceMs} ms more\n`);
      grace = setTimeout(finish, drainGraceMs);
    };
    // The first of these stops it. SIGHUP (its terminal closed) too, which would otherwise end the
    // process on the spot, losing the requests in flight and the log's tail.
    for (const signal of STOP_SIGNALS) process.once(signal, stop);
    // Started by npm (npx): npm's SIGTERM reaches neither its shell nor this (npm-parents.ts).
    if (startedByNpm(io.env)) watchParents(() => stop('npm gone'));
  });
  // Stopped: what is left to print has STOPPED_WRITE_MS in all, and another signal ends it.
  noteStopSignal();
  await stdoutLines?.close(stoppedWriteMs());
  const stats = running.stats();
  const logLine = stats.log.dropped > 0 ? `log: ${stats.log.written} record(s) written, ${stats.log.dropped} dropped\n` : '';
  io.stdout.write(`\n${formatStats(stats)}${logLine}`);
  return 0;
}
