// What `validate-traffic` loads before it checks a JSON Lines file: start-up is part of the CPU each
// run costs (issue 17 item 7 measures it per run), so the one path every run takes loads only what it
// uses. node:util imported as a module evaluates each of its lazy exports (17 of Node's modules, among
// them worker_threads and net); process.stdin and process.stderr are built on first use (a pipe's
// loads net); the HAR reader and the report merger are for other inputs and --merge. The built command,
// spawned as a user runs it, its output in a file (a pipe would build process.stdout on net).
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { operations } from '../../generated/operations.cjs';
import { operationCount, operationIdAt } from '../../src/traffic/evaluate.js';
import { repoRoot } from '../helpers/bundle.js';
import { bundledModules } from '../helpers/bundled-modules.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const work = mkdtempSync(join(tmpdir(), 'nac-traffic-startup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const exchange = {
  request: { method: 'GET', path: '/v2/topics/team-a', headers: { authorization: 'ApiKey k' } },
  response: { status: 200, headers: { 'content-type': 'application/json' }, body: { _id: '6690a1b2c3d4e5f607182a01', key: 'team-a', name: 'Team A' } },
};

// Preloaded: at exit, the Node modules the process loaded and (where Node has module.registerHooks)
// the package's own files, as one JSON line on stderr.
const preload = join(work, 'loaded.mjs');
writeFileSync(
  preload,
  `import nodeModule from 'node:module';
import { writeSync } from 'node:fs';
const files = [];
nodeModule.registerHooks?.({ load(url, context, next) { files.push(url); return next(url, context); } });
process.on('exit', () => writeSync(2, 'loaded=' + JSON.stringify({ node: process.moduleLoadList, files: nodeModule.registerHooks ? files : undefined }) + '\\n'));
`,
);

/** What a run loaded: Node's modules, and the package's (`files`: dist/ modules inside the files loaded, and the files). */
function loadedBy(args: string[]): { status: number | null; report: string; node: string[]; files: string[] | undefined; loaded: string[] | undefined } {
  const out = join(work, 'out.txt');
  const stdout = openSync(out, 'w');
  try {
    const result = spawnSync(process.execPath, ['--import', pathToFileURL(preload).href, cli, 'validate-traffic', ...args], {
      stdio: ['ignore', stdout, 'pipe'],
      encoding: 'utf8',
      timeout: 60_000,
    });
    const line = /^loaded=(.*)$/m.exec(result.stderr)?.[1];
    if (line === undefined) throw new Error(`no list of modules: ${result.stderr}`);
    const { node, files } = JSON.parse(line) as { node: string[]; files?: string[] };
    // The command is bundled (scripts/bundle-cli.mjs): the modules its files hold, as well as the files.
    const loaded = files?.map((url) => url.replace(pathToFileURL(repoRoot).href, ''));
    return { status: result.status, report: readFileSync(out, 'utf8'), node, files: loaded === undefined ? undefined : bundledModules(loaded), loaded };
  } finally {
    closeSync(stdout);
  }
}

describe('validate-traffic start-up', () => {
  const traffic = join(work, 'traffic.jsonl');
  writeFileSync(traffic, `${JSON.stringify(exchange)}\n`);

  it('checks a JSON Lines file without loading worker_threads, net, the HAR reader or the merger', () => {
    const run = loadedBy(['--jobs', '1', traffic]);
    expect(run.report).toMatch(/^1 file, 1 exchange: 1 valid, 0 violations, 0 matching no operation$/m);
    expect(run.status).toBe(0);
    expect(run.node).toContain('NativeModule internal/util/parse_args/parse_args');
    for (const unused of ['NativeModule worker_threads', 'NativeModule net', 'NativeModule internal/util/diff']) expect(run.node).not.toContain(unused);
    if (run.files !== undefined) {
      expect(run.files).toContain('dist/traffic/check.js');
      for (const unused of ['dist/traffic/har.js', 'dist/traffic/merge.js', 'dist/traffic/index.js', 'generated/operations.cjs'])
        expect(run.files).not.toContain(unused);
      // A command is a bundle of its own (scripts/bundle-cli.mjs): a few files, where chunks shared
      // with the other commands made it 22, at about 0.3 ms of the start each.
      const commandFiles = (run.loaded ?? []).filter((file) => file.startsWith('/dist/cli/') || file.startsWith('dist/cli/'));
      expect(commandFiles.length).toBeGreaterThanOrEqual(4);
      expect(commandFiles.length).toBeLessThanOrEqual(10);
    }
  });

  it('still loads what a HAR file and --merge need', () => {
    const har = join(work, 'traffic.har');
    writeFileSync(
      har,
      JSON.stringify({
        log: {
          version: '1.2',
          entries: [
            {
              request: { method: 'GET', url: 'https://api.example.com/v2/topics/team-a', headers: [{ name: 'authorization', value: 'ApiKey k' }] },
              response: {
                status: 200,
                headers: [{ name: 'content-type', value: 'application/json' }],
                content: { mimeType: 'application/json', text: JSON.stringify(exchange.response.body) },
              },
            },
          ],
        },
      }),
    );
    const fromHar = loadedBy(['--jobs', '1', har]);
    expect(fromHar.report).toMatch(/^1 file, 1 exchange: 1 valid/m);
    if (fromHar.files !== undefined) expect(fromHar.files).toContain('dist/traffic/har.js');

    const reportFile = join(work, 'report.json');
    const json = loadedBy(['--jobs', '1', '--json', traffic]);
    writeFileSync(reportFile, json.report);
    const merged = loadedBy(['--merge', reportFile, reportFile]);
    expect(merged.report).toMatch(/^2 files, 2 exchanges: 2 valid/m);
    expect(merged.status).toBe(0);
    if (merged.files !== undefined) expect(merged.files).toContain('dist/traffic/merge.js');
  });

  it("numbers the report's operations from the validator's route table, in the contract's order", () => {
    // evaluate.ts takes the ids from the table the validator loads anyway, not from the larger generated/operations.cjs.
    expect(Array.from({ length: operationCount }, (_, operation) => operationIdAt(operation))).toEqual(operations.map((operation) => operation.operationId));
  });
});
