// The client and the validator bundled by webpack 5 for the browser, through the package's exports, as
// a web application bundles them: webpack compiles them without an error or a warning, the bundle
// carries the strict validators (the validator's entry for browsers) and runs. webpack read the
// generated `exports.operations = require("./routes.json").operations` as a re-export of the JSON's
// array, refused the validator's `operations.map` as an export the array lacks, and wrote nothing
// (review 24).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpack from 'webpack';
import { repoRoot } from '../helpers/bundle.js';
import { isolatedTmp, machineNode } from '../helpers/processes.js';

const entry = `
import { ContractViolationError, createNotificationClient } from 'notification-api-contract/client';
import { validateRequest } from 'notification-api-contract/validator';

const headers = { authorization: 'ApiKey k', 'content-type': 'application/json' };
const answering = (body) => async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

export async function run() {
  const strict = validateRequest({ method: 'POST', path: '/v2/topics', headers, body: { key: 'news', extra: 1 } }, { strict: true });
  const client = createNotificationClient({ baseUrl: 'https://api.example.test', apiKey: 'k', validateResponses: true, fetch: answering({ _id: 't', key: 5 }) });
  let violation = 'none';
  try {
    await client.GET('/v2/topics/{topicKey}', { params: { path: { topicKey: 'news' } } });
  } catch (error) {
    violation = error instanceof ContractViolationError ? error.issues.map((issue) => issue.pointer) : String(error);
  }
  return { strict: strict.issues.map((issue) => [issue.severity, issue.pointer]), violation };
}
`;

let root: string;
let stats: webpack.StatsCompilation;

beforeAll(async () => {
  root = mkdtempSync(join(isolatedTmp(), 'nac-webpack-bundle-'));
  mkdirSync(join(root, 'node_modules'));
  symlinkSync(repoRoot, join(root, 'node_modules', 'notification-api-contract'));
  writeFileSync(join(root, 'entry.mjs'), entry);
  const compiler = webpack({
    mode: 'production',
    target: 'web',
    context: root,
    entry: './entry.mjs',
    experiments: { outputModule: true },
    output: { path: join(root, 'out'), filename: 'entry.mjs', chunkFilename: '[name].mjs', library: { type: 'module' } },
    // Unminified: the test needs webpack's verdict on the code, not its minifier's time.
    optimization: { minimize: false },
    performance: { hints: false },
  });
  stats = await new Promise<webpack.StatsCompilation>((resolve, reject) =>
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error || result === undefined) reject(error ?? new Error('webpack gave no result'));
      else resolve(result.toJson({ all: false, errors: true, warnings: true }));
    }),
  );
}, 120_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the client and the validator bundled by webpack for the browser', () => {
  it('compile without an error or a warning', () => {
    expect((stats.errors ?? []).map((error) => error.message)).toEqual([]);
    expect((stats.warnings ?? []).map((warning) => warning.message)).toEqual([]);
    expect(readdirSync(join(root, 'out'))).toContain('entry.mjs');
  });

  // In a process of its own, as the browser would run it: without the package beside it, nothing of Node imported.
  it.each([
    ['Node 24', process.execPath],
    ['the machine Node', machineNode()],
  ])('validate strictly and check responses from the bundle, on %s', (_, node) => {
    const program = "const { run } = await import('./out/entry.mjs'); console.log(JSON.stringify(await run()));";
    rmSync(join(root, 'node_modules'), { recursive: true, force: true });
    const result = spawnSync(node, ['--input-type=module', '-e', program], { cwd: root, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({ strict: [['warning', '/extra']], violation: ['/key'] });
  });
});
