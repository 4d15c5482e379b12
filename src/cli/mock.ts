// `notification-api-contract mock`: the stateful mock (or, with --prism, Prism behind the validating
// proxy), with the docs served beside it.
import { readBoundedSync, TooLargeError } from '../files/read-bounded.js';
import { listenUrl } from '../http/listen.js';
import { isLoopbackAddress } from '../http/loopback.js';
import type { Fixture, RunningStatefulMock, StatefulMock } from '../mock/index.js';
import { DEFAULT_MAX_STATE_BYTES } from '../mock/options.js';
import type { RunningValidatingProxy } from '../proxy/index.js';
import { findJsonSyntaxError, lineAndColumn } from '../text/json-syntax.js';
import { printable } from '../text/printable.js';
import {
  isShellWord,
  parseBasePathOption,
  parseCommandArgs,
  parseCount,
  parseDurationOption,
  parseListenHostOption,
  parseMaxBodyOption,
  parsePortOption,
  parseSeedOption,
  parseSizeOption,
  usageError,
} from './args.js';
import { type ControlTokenOption, controlAuthOption, controlTokenNotes, parseControlToken } from './control-token.js';
import { type DocsServer, startDocsServer } from './docs-server.js';
import { UsageError } from './errors.js';
import { type CliIo, noteStopSignal } from './io.js';
import { mockHelp } from './mock-help.js';
import { startedByNpm, watchParents } from './npm-parents.js';
import { bundledSpecPath } from './package-files.js';
import { listenError, reservePort } from './ports.js';
import { checkNodeForPrism, type RunningPrism, resolvePrism, startPrism } from './prism.js';

interface CommonOptions {
  host: string;
  port: number;
  docsPort: number;
  /** --client-timeout: the mock's listen() clientTimeoutMs, or the proxy's in front of Prism. */
  clientTimeoutMs: number | undefined;
}

export interface StatefulMockCliOptions extends CommonOptions, ControlTokenOption {
  engine: 'stateful';
  fixture: string | undefined;
  empty: boolean;
  strictKeys: boolean;
  seed: number | undefined;
  idempotency: 'on' | 'off' | undefined;
  maxResources: number | undefined;
  maxBytes: number | undefined;
  maxTotalBytes: number | undefined;
  /** --max-body: the largest JSON request body read, before and after decoding (createStatefulMock's maxBodyBytes). */
  maxBodyBytes: number | undefined;
  basePath: string | undefined;
}

export interface PrismMockCliOptions extends CommonOptions {
  engine: 'prism';
  dynamic: boolean;
  errors: boolean;
}

export type MockOptions = StatefulMockCliOptions | PrismMockCliOptions;

export function parseMockArgs(argv: string[], env: Readonly<Record<string, string | undefined>> = process.env): MockOptions | 'help' {
  const { values } = parseCommandArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      'docs-port': { type: 'string' },
      'client-timeout': { type: 'string' },
      fixture: { type: 'string' },
      empty: { type: 'boolean', default: false },
      'strict-keys': { type: 'boolean', default: false },
      seed: { type: 'string' },
      idempotency: { type: 'string' },
      'max-resources': { type: 'string' },
      'max-bytes': { type: 'string' },
      'max-total-bytes': { type: 'string' },
      'max-body': { type: 'string' },
      'control-token': { type: 'string' },
      'base-path': { type: 'string' },
      prism: { type: 'boolean', default: false },
      dynamic: { type: 'boolean', default: false },
      errors: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  const port = parsePortOption(values.port, '--port');
  const docsPort = values['docs-port'] === undefined ? (port === 0 ? 0 : port + 1) : parsePortOption(values['docs-port'], '--docs-port');
  if (docsPort > 65535) throw new UsageError('--docs-port: the mock port + 1 is past 65535, pass --docs-port');
  const clientTimeoutMs = values['client-timeout'] === undefined ? undefined : parseDurationOption(values['client-timeout'], '--client-timeout');
  const common = { host: parseListenHostOption(values.host, '--host'), port, docsPort, clientTimeoutMs };
  if (values.prism) {
    for (const option of [
      'fixture',
      'empty',
      'strict-keys',
      'seed',
      'idempotency',
      'max-resources',
      'max-bytes',
      'max-total-bytes',
      'max-body',
      'control-token',
      'base-path',
    ] as const) {
      if (values[option] !== undefined && values[option] !== false)
        throw new UsageError(`--${option} is an option of the stateful mock: Prism serves the spec's examples (drop --prism, or --${option})`);
    }
    return { engine: 'prism', ...common, dynamic: values.dynamic, errors: values.errors };
  }
  for (const option of ['dynamic', 'errors'] as const) {
    if (values[option]) throw new UsageError(`--${option} is an option of Prism's mock: add --prism`);
  }
  if (values.fixture !== undefined && values.empty)
    throw new UsageError('--fixture and --empty exclude each other: a fixture is a starting state, --empty none');
  if (values.fixture === '') throw new UsageError('--fixture needs a file name');
  const seed = values.seed === undefined ? undefined : parseSeedOption(values.seed, '--seed');
  if (values.idempotency !== undefined && values.idempotency !== 'on' && values.idempotency !== 'off')
    throw usageError('--idempotency', 'on or off', values.idempotency);
  const maxResources = values['max-resources'] === undefined ? undefined : parseCount(values['max-resources'], '--max-resources', 1);
  const byteOption = (name: 'max-bytes' | 'max-total-bytes') => {
    const text = values[name];
    return text === undefined ? undefined : parseSizeOption(text, `--${name}`, { min: 1, example: '64mb or 1gb' });
  };
  const token = parseControlToken(values['control-token'], env);
  const basePath = values['base-path'] === undefined ? undefined : parseBasePathOption(values['base-path']);
  return {
    engine: 'stateful',
    ...common,
    fixture: values.fixture,
    empty: values.empty,
    strictKeys: values['strict-keys'],
    seed,
    idempotency: values.idempotency as 'on' | 'off' | undefined,
    maxResources,
    maxBytes: byteOption('max-bytes'),
    maxTotalBytes: byteOption('max-total-bytes'),
    // The proxy's option and parser: one spelling of one limit for both servers.
    maxBodyBytes: values['max-body'] === undefined ? undefined : parseMaxBodyOption(values['max-body']),
    ...token,
    basePath,
  };
}

export interface RunningMock {
  readonly url: string;
  readonly docsUrl: string;
  /** The ready lines printed for a person, after `mock <url>` and `docs <url>`. */
  readonly lines: readonly string[];
  stop(): Promise<void>;
}

/** The fixture file, read and parsed; a UsageError names the file and what is wrong. */
export function readFixtureFile(path: string): unknown {
  let text: string;
  try {
    // Bounded as the control API bounds a state it is sent: a name may be /dev/zero or a pipe.
    text = readBoundedSync(path, DEFAULT_MAX_STATE_BYTES).toString('utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      error instanceof TooLargeError
        ? `larger than ${DEFAULT_MAX_STATE_BYTES / 1024 / 1024} MiB, the most a state may be`
        : code === 'ENOENT'
          ? 'no such file'
          : code === 'EISDIR'
            ? 'is a folder'
            : (code ?? 'cannot be read');
    throw new UsageError(`--fixture ${printable(path)}: ${why}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not V8's message: it quotes the text around the error, an apiKey of the fixture maybe.
    const syntax = findJsonSyntaxError(text) ?? { position: text.length, message: 'JSON.parse refused it' };
    const { line, column } = lineAndColumn(text, syntax.position);
    throw new UsageError(`--fixture ${printable(path)}: not JSON: line ${line}, column ${column}: ${syntax.message}`);
  }
}

/** `apiBaseUrl`: the API's, which the docs' samples call and the docs' 404 names. */
async function startDocs(host: string, port: number, apiBaseUrl: string): Promise<DocsServer> {
  try {
    return await startDocsServer(host, port, { apiBaseUrl });
  } catch (error) {
    throw listenError(error, host, port, '--docs-port');
  }
}

/** The host the mock is bound to is this machine's loopback: no other machine reaches it. */
const isLoopbackHost = (host: string): boolean => host === 'localhost' || isLoopbackAddress(host.replace(/^\[|\]$/g, ''));

/** A string as one shell word, for the curl lines a person copies. */
const shellWord = (value: string): string => (isShellWord(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`);

/** `read`: the --fixture file's content, when it was read already (runMock reads it first). */
async function startStateful(options: StatefulMockCliOptions, read?: { readonly fixture: unknown }): Promise<RunningMock> {
  const fixture = read !== undefined ? read.fixture : options.fixture === undefined ? undefined : readFixtureFile(options.fixture);
  // Each engine loads on use: --prism needs neither the mock nor its validators.
  const { createStatefulMock, DEMO_API_KEY, FixtureError } = await import('../mock/index.js');
  let mock: StatefulMock;
  try {
    mock = createStatefulMock({
      ...(fixture !== undefined ? { fixture: fixture as Fixture } : {}),
      empty: options.empty,
      strictKeys: options.strictKeys,
      ...(options.seed !== undefined ? { seed: options.seed } : {}),
      ...(options.idempotency !== undefined ? { idempotency: options.idempotency } : {}),
      ...(options.maxResources !== undefined ? { maxResourcesPerEnvironment: options.maxResources } : {}),
      ...(options.maxBytes !== undefined ? { maxBytesPerEnvironment: options.maxBytes } : {}),
      ...(options.maxTotalBytes !== undefined ? { maxTotalBytes: options.maxTotalBytes } : {}),
      ...(options.maxBodyBytes !== undefined ? { maxBodyBytes: options.maxBodyBytes } : {}),
      ...(options.controlToken !== undefined ? { controlToken: options.controlToken } : {}),
      ...(options.basePath !== undefined ? { basePath: options.basePath } : {}),
    });
  } catch (error) {
    if (error instanceof FixtureError)
      throw new UsageError(`--fixture ${printable(options.fixture ?? '')}: ${printable(error.pointer || '/')}: ${printable(error.reason, 400)}`);
    throw error;
  }
  let server: RunningStatefulMock;
  try {
    server = await mock.listen({
      host: options.host,
      port: options.port,
      ...(options.clientTimeoutMs !== undefined ? { clientTimeoutMs: options.clientTimeoutMs } : {}),
    });
  } catch (error) {
    throw listenError(error, options.host, options.port, '--port');
  }
  let docs: DocsServer;
  try {
    docs = await startDocs(options.host, options.docsPort, `${server.url}${options.basePath ?? ''}`);
  } catch (error) {
    await server.close();
    throw error;
  }
  const state = options.empty
    ? 'empty'
    : options.fixture === undefined
      ? `demo state, API key ${DEMO_API_KEY}`
      : `fixture ${printable(options.fixture)}; API_KEY: one of its apiKeys`;
  // A fixture's keys may be real ones (a copy of production's setup): named, never printed, as the
  // control token is. The demo key is public.
  const auth = options.fixture === undefined ? shellWord(`Authorization: ApiKey ${DEMO_API_KEY}`) : '"Authorization: ApiKey $API_KEY"';
  const notes = [
    state,
    options.strictKeys ? 'strict keys' : 'any other key gets an empty environment',
    ...(options.seed !== undefined ? [`seed ${options.seed}`] : []),
    ...(options.idempotency === 'off' ? ['idempotency off'] : []),
    ...(options.basePath !== undefined ? [`base path ${options.basePath}`] : []),
    ...controlTokenNotes(options),
    ...(options.controlToken === undefined && !isLoopbackHost(options.host) ? ['/__mock/ answers this machine only: --control-token opens it to others'] : []),
  ];
  const controlAuth = controlAuthOption(options.controlTokenFrom);
  // A base path may hold what a shell reads (&, ', $): each URL is one shell word.
  const api = (path: string): string => shellWord(`${server.url}${options.basePath ?? ''}${path}`);
  return {
    url: server.url,
    docsUrl: docs.url,
    lines: [
      `      (stateful: ${notes.join('; ')})`,
      `try   curl -s -X POST ${api('/v2/topics')} -H ${auth} -H 'Content-Type: application/json' -d '{"key":"news","name":"News"}'`,
      `      curl -s ${api('/v2/topics/news')} -H ${auth}`,
      `      curl -s ${shellWord(`${server.url}/__mock/requests`)}${controlAuth}   (what the mock was asked; POST /__mock/reset starts over)`,
    ],
    stop: async () => {
      await server.close();
      await docs.close();
    },
  };
}

/** Prism on a port of its own, the validating proxy (enforce) in front on the mock's port. */
async function startPrismMock(options: PrismMockCliOptions): Promise<RunningMock> {
  checkNodeForPrism();
  resolvePrism();
  const { describeRecord, startValidatingProxy } = await import('../proxy/index.js');
  const port = await reservePort(options.host, options.port, '--port');
  const docsPort = await reservePort(options.host, options.docsPort, '--docs-port');
  // The proxy's address, known before it starts: it will listen on the port reserved here.
  const docs = await startDocs(options.host, docsPort, listenUrl(options.host, port));
  let prism: RunningPrism;
  try {
    // Port 0: Prism binds a free port itself and prints it, so no other process can take it in between.
    prism = await startPrism({ spec: bundledSpecPath, host: options.host, port: 0, dynamic: options.dynamic, errors: options.errors });
  } catch (error) {
    await docs.close();
    throw error;
  }
  let proxy: RunningValidatingProxy;
  try {
    // Enforce mode answers a request that breaks the contract itself (400, or 401 for credentials).
    proxy = await startValidatingProxy({
      upstream: prism.url,
      mode: 'enforce',
      host: options.host,
      port,
      ...(options.clientTimeoutMs !== undefined ? { clientTimeoutMs: options.clientTimeoutMs } : {}),
      log: (record) => process.stdout.write(`violation  ${printable(describeRecord(record), 600)}\n`),
    });
  } catch (error) {
    await prism.stop();
    await docs.close();
    throw listenError(error, options.host, port, '--port');
  }
  return {
    url: proxy.url,
    docsUrl: docs.url,
    lines: [
      `      (Prism: ${options.dynamic ? 'dynamic' : 'static examples'}, behind the validating proxy in enforce mode)`,
      `prism ${prism.url}   (Prism itself, without the proxy)`,
      `try   curl -s ${proxy.url}/v2/topics/product-updates -H 'Authorization: ApiKey test-key'`,
    ],
    stop: async () => {
      await proxy.close();
      await prism.stop();
      await docs.close();
    },
  };
}

/** Everything is checked before anything starts, and a failed start leaves nothing running. */
export function startMock(options: MockOptions, read?: { readonly fixture: unknown }): Promise<RunningMock> {
  return options.engine === 'prism' ? startPrismMock(options) : startStateful(options, read);
}

/**
 * Resolves on the first of SIGINT, SIGTERM, SIGHUP, the parent's IPC channel closing (npm start), or,
 * started by npm (npx), npm or its shell going away (npm-parents.ts).
 */
function stopRequested(env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve) => {
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
    // Later signals while stopping are ignored rather than killing the process half-way.
    for (const signal of signals) process.on(signal, () => resolve(signal));
    if (process.send !== undefined) process.on('disconnect', () => resolve('disconnect'));
    if (startedByNpm(env)) watchParents(() => resolve('npm gone'));
  });
}

export async function runMock(argv: string[], io: CliIo): Promise<number> {
  const options = parseMockArgs(argv, io.env);
  if (options === 'help') {
    io.stdout.write(mockHelp);
    return 0;
  }
  const started = Date.now();
  // Read before the handlers below are installed: a --fixture FIFO with no writer blocks the read, and
  // only the default handlers, which end the process, still run then (it took SIGKILL).
  const read = options.engine === 'stateful' && options.fixture !== undefined ? { fixture: readFixtureFile(options.fixture) } : undefined;
  const stop = stopRequested(io.env);
  const mock = await startMock(options, read);
  io.stdout.write(
    [
      `mock  ${mock.url}   (ready in ${Date.now() - started} ms)`,
      `docs  ${mock.docsUrl}`,
      ...mock.lines,
      `Ctrl-C stops ${options.engine === 'prism' ? 'them all' : 'both'}.`,
      '',
    ].join('\n'),
  );
  await stop;
  await mock.stop();
  // Stopped: what is left to print has STOPPED_WRITE_MS, and another signal ends it.
  noteStopSignal();
  return 0;
}
