// `notification-api-contract proxy`: the validating proxy in front of a real service.
import { parseArgs } from 'node:util';
import {
  describeRecord,
  formatStats,
  parseDuration,
  parseSize,
  parseUpstream,
  startValidatingProxy,
  STATS_PATH,
  type StartValidatingProxyOptions,
  type ViolationRecord,
} from '../proxy/index.js';
import { UsageError } from './errors.js';
import { parsePort } from './ports.js';

export const proxyHelp = `Usage: notification-api-contract proxy --upstream <url> [options]

A reverse proxy that validates every request before it forwards it, and every response before it
returns it, against the contract. Stops on Ctrl-C or SIGTERM once the requests in flight are answered,
and prints per-operation counts (also served at GET ${STATS_PATH}).

Options:
  --upstream <url>   the service to forward to (http:// or https://; a path prefix is kept)
  --port <n>         port to listen on (default: 4020; 0 picks a free one)
  --host <h>         address to listen on (default: 127.0.0.1)
  --mode <m>         report (default): log violations and let the traffic through
                     enforce: answer a violating request with 400 and a violating response with 502
                     (application/problem+json, with the issues)
  --log <file>       append one JSON line per violating exchange to <file> (secrets masked);
                     without it, each one is printed as a line on stdout
  --max-body <size>  largest JSON body read to validate, e.g. 512kb, 1mb (default: 1mb); a larger
                     request is answered 413
  --timeout <time>   how long the upstream may stay silent, e.g. 500ms, 30s, 2m (default: 30s);
                     then 504
  --strict           also flag unknown properties, unknown query parameters and undeclared
                     statuses, and count them as violations
  -h, --help         show this help
`;

export function parseProxyArgs(argv: string[]): StartValidatingProxyOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      upstream: { type: 'string' },
      port: { type: 'string', default: '4020' },
      host: { type: 'string', default: '127.0.0.1' },
      mode: { type: 'string', default: 'report' },
      log: { type: 'string' },
      'max-body': { type: 'string', default: '1mb' },
      timeout: { type: 'string', default: '30s' },
      strict: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  if (values.upstream === undefined) throw new UsageError('--upstream is required, e.g. --upstream http://127.0.0.1:8080');
  const upstream = parseUpstream(values.upstream);
  if (typeof upstream === 'string') throw new UsageError(`--upstream ${upstream}`);
  const mode = values.mode;
  if (mode !== 'report' && mode !== 'enforce') throw new UsageError(`--mode must be "report" or "enforce", got "${mode}"`);
  const maxBodyBytes = parseSize(values['max-body']);
  if (maxBodyBytes === undefined) throw new UsageError(`--max-body must be a size such as 512kb or 1mb, got "${values['max-body']}"`);
  const timeoutMs = parseDuration(values.timeout);
  if (timeoutMs === undefined || timeoutMs === 0 || timeoutMs > 2 ** 31 - 1) {
    throw new UsageError(`--timeout must be a duration such as 500ms, 30s or 2m, got "${values.timeout}"`);
  }
  if (values.log === '') throw new UsageError('--log needs a file name');
  return {
    upstream,
    port: parsePort(values.port, '--port'),
    host: values.host,
    mode,
    strict: values.strict,
    maxBodyBytes,
    timeoutMs,
    ...(values.log === undefined ? {} : { log: values.log }),
  };
}

/** Start-up failures the user can fix, as one line with exit code 1. */
function startError(error: unknown, options: StartValidatingProxyOptions): never {
  const { code, path } = error as NodeJS.ErrnoException;
  if (code === 'EADDRINUSE') throw new UsageError(`port ${options.port} on ${options.host} is already in use: pick another with --port`, 1);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') throw new UsageError(`cannot listen on host "${options.host}": ${code}`, 1);
  if (path !== undefined) throw new UsageError(`cannot open the log file ${path}: ${code ?? 'error'}`, 1);
  throw error;
}

export async function runProxy(argv: string[]): Promise<void> {
  const parsed = parseProxyArgs(argv);
  if (parsed === 'help') {
    process.stdout.write(proxyHelp);
    return;
  }
  const printViolation = (record: ViolationRecord) => process.stdout.write(`violation  ${describeRecord(record)}\n`);
  const options: StartValidatingProxyOptions = { ...parsed, log: parsed.log ?? printViolation };
  const running = await startValidatingProxy(options).catch((error: unknown) => startError(error, options));
  const logNote = typeof parsed.log === 'string' ? `violations → ${parsed.log}` : 'violations printed here';
  process.stdout.write(
    [
      `proxy  ${running.url} → ${running.proxy.options.upstream.href}   (${parsed.mode} mode${parsed.strict ? ', strict' : ''}; ${logNote})`,
      `stats  ${running.url}${STATS_PATH}`,
      'Ctrl-C or SIGTERM stops it, once the requests in flight are answered.',
      '',
    ].join('\n'),
  );
  await new Promise<void>((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.stdout.write(`${signal}: stopping, ${running.proxy.inFlight} request(s) in flight…\n`);
      // A second signal does not wait any longer.
      process.once('SIGINT', () => running.server.closeAllConnections());
      process.once('SIGTERM', () => running.server.closeAllConnections());
      void running.close().then(resolve);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  process.stdout.write(`\n${formatStats(running.stats())}`);
}
