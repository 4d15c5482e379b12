// `notification-api-contract mock`: Prism on the bundled spec, with the docs served beside it.
import { parseArgs } from 'node:util';
import { startDocsServer } from './docs-server.js';
import { UsageError } from './errors.js';
import { bundledSpecPath } from './package-files.js';
import { parsePort, reservePort } from './ports.js';
import { checkNodeForPrism, resolvePrism, startPrism } from './prism.js';

export const mockHelp = `Usage: notification-api-contract mock [options]

Start a mock of the API (Prism) on the bundled contract, with the docs, the bundle and the gap
list served beside it. Stops on Ctrl-C.

Options:
  --port <n>       port of the mock (default: 4010; 0 picks a free one)
  --host <h>       address to listen on (default: 127.0.0.1)
  --docs-port <n>  port of the docs (default: the mock's port + 1; 0 picks a free one)
  --dynamic        answer with responses generated from the schemas instead of the examples
  --errors         answer requests that break the contract with 4xx problem+json,
                   instead of only reporting them in headers
  -h, --help       show this help
`;

export interface MockOptions {
  host: string;
  port: number;
  docsPort: number;
  dynamic: boolean;
  errors: boolean;
}

export function parseMockArgs(argv: string[]): MockOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      'docs-port': { type: 'string' },
      dynamic: { type: 'boolean', default: false },
      errors: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  const port = parsePort(values.port, '--port');
  const docsPort = values['docs-port'] === undefined ? (port === 0 ? 0 : port + 1) : parsePort(values['docs-port'], '--docs-port');
  if (docsPort > 65535) throw new UsageError('--docs-port: the mock port + 1 is past 65535, pass --docs-port');
  return { host: values.host, port, docsPort, dynamic: values.dynamic, errors: values.errors };
}

export interface RunningMock {
  readonly url: string;
  readonly docsUrl: string;
  stop(): Promise<void>;
}

/** Everything is checked before anything starts, and a failed start leaves nothing running. */
export async function startMock(options: MockOptions): Promise<RunningMock> {
  checkNodeForPrism();
  resolvePrism();
  const port = await reservePort(options.host, options.port);
  const docsPort = await reservePort(options.host, options.docsPort);
  const docs = await startDocsServer(options.host, docsPort);
  try {
    const prism = await startPrism({ spec: bundledSpecPath, host: options.host, port, dynamic: options.dynamic, errors: options.errors });
    return {
      url: prism.url,
      docsUrl: docs.url,
      stop: async () => {
        await prism.stop();
        await docs.close();
      },
    };
  } catch (error) {
    await docs.close();
    throw error;
  }
}

export async function runMock(argv: string[]): Promise<void> {
  const options = parseMockArgs(argv);
  if (options === 'help') {
    process.stdout.write(mockHelp);
    return;
  }
  const started = Date.now();
  const mock = await startMock(options);
  process.stdout.write(
    [
      `mock  ${mock.url}   (${options.dynamic ? 'dynamic' : 'static examples'}${options.errors ? ', contract violations answered with 4xx' : ''}; ready in ${Date.now() - started} ms)`,
      `docs  ${mock.docsUrl}   (also ${mock.docsUrl}/openapi.json, ${mock.docsUrl}/openapi.yaml, ${mock.docsUrl}/gaps.md)`,
      `try   curl -s -H 'Authorization: ApiKey test-key' ${mock.url}/v2/topics/product-updates`,
      'Ctrl-C stops both.',
      '',
    ].join('\n'),
  );
  await new Promise<void>((resolve) => {
    const stop = () => void mock.stop().then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
