// The package as its users get it: packed, installed into a project outside the repo, type-checked
// under node10, node16 (ESM and CJS) and bundler resolution, and run on the machine's Node 20 against the
// stateful mock that `npx notification-api-contract mock` starts (no Prism installed).
import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createNotificationClient } from '../../src/client.js';
import { repoRoot } from '../helpers/bundle.js';
import { isolatedTmp, machineNode, startMockProcessIn, stopProcess, stopProcessGroup } from '../helpers/processes.js';
import { typecheckProject } from '../helpers/typecheck.js';

const execAsync = promisify(execFile);
const work = mkdtempSync(join(isolatedTmp(), 'nac-consumer-'));
/** A types-and-client consumer: the package alone. */
const project = join(work, 'project');
/** A consumer that also installs Prism (`mock --prism`), installed beside the first one at the same time. */
const prismProject = join(work, 'project-prism');
// The tarball that `npm pack` made for this run (test/setup/build.ts: its prepack is the build).
const tarball = join(work, basename(inject('tarball')));
let prismInstalled: Promise<unknown>;

// Offline first: every dependency is in npm's cache after the first run, and a metadata request per
// package would cost more than the install. Still a real install of the packed tarball.
const npm = (args: string[], cwd: string) =>
  execAsync('npm', [...args, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

function sizeOf(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.size;
  return readdirSync(path).reduce((total, entry) => total + sizeOf(join(path, entry)), 0);
}

beforeAll(async () => {
  copyFileSync(inject('tarball'), tarball);
  console.log(`packed ${basename(tarball)}: ${statSync(tarball).size} bytes`);
  for (const dir of [project, prismProject]) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  }
  prismInstalled = npm(['install', tarball, '@stoplight/prism-cli@^5.16.0'], prismProject);
  // Handled where it is awaited (the Prism test); not an unhandled rejection meanwhile.
  prismInstalled.catch(() => undefined);
  await npm(['install', tarball], project);
}, 300_000);

// The consumer projects hold several installs: on a machine busy with other work, removing them
// took over the default minute once.
afterAll(() => rm(work, { recursive: true, force: true }), 300_000);

describe('the packed manifest', () => {
  it('carries no prepare script (npm runs it on a git or folder install, and it names scripts/, which is not shipped); the repository keeps its own', () => {
    const installed = JSON.parse(readFileSync(join(project, 'node_modules', 'notification-api-contract', 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(installed.scripts.prepare).toBeUndefined();
    // postpack put the repository's package.json back as it was.
    const own = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(own.scripts.prepare).toMatch(/node scripts\/build\.mjs$/);
    expect(existsSync(join(repoRoot, 'node_modules', '.cache', 'notification-api-contract', 'package.json.before-pack'))).toBe(false);
  });
});

describe('a types-and-client consumer', () => {
  it('installs neither Prism nor Redocly', () => {
    const installed = readdirSync(join(project, 'node_modules'));
    expect(installed).not.toContain('@stoplight');
    expect(installed).not.toContain('@redocly');
    expect(installed).not.toContain('node');
    const size = sizeOf(join(project, 'node_modules'));
    console.log(`installed size for a types-and-client consumer: ${(size / 1024 / 1024).toFixed(2)} MiB in ${installed.length} top-level entries`);
    expect(installed.sort()).toEqual(expect.arrayContaining(['ajv', 'ajv-formats', 'notification-api-contract', 'openapi-fetch']));
  });

  const resolutions = {
    'node16 (ESM)': { module: 'node16', moduleResolution: 'node16', file: 'consumer.ts', type: 'module' },
    'node16 (CJS)': { module: 'node16', moduleResolution: 'node16', file: 'consumer.cts', type: 'commonjs' },
    bundler: { module: 'esnext', moduleResolution: 'bundler', file: 'consumer.ts', type: 'module' },
    // `"module": "commonjs"` alone, as many CommonJS projects still have: node10 knows no `exports`,
    // and finds the subpaths' types through `typesVersions`.
    node10: { module: 'commonjs', moduleResolution: 'node10', file: 'consumer.ts', type: 'commonjs' },
  } as const;

  // Each resolution is one tsc program holding the file and its copy without the @ts-expect-error: one
  // program (most of its time: lib.dom and the package's types) instead of two, the same verdicts. tsc runs
  // in this process (test/helpers/typecheck.ts), lib.dom parsed once for the three.
  // TypeScript's own library files (lib.dom alone is about a third of a program's check) are the same files
  // under the same lib, target and strict options in the three programs: the first resolution checks them
  // (no skipLibCheck, as a consumer without it), the other two skip only them (skipDefaultLibCheck) and
  // still check every declaration file of the package and of its dependencies.
  const [firstResolution] = Object.keys(resolutions);
  it.for(Object.entries(resolutions))('type-checks under %s resolution, with the wrong call flagged', ([name, setting], { expect }) => {
    const dir = join(project, `check-${name.replace(/\W+/g, '-')}`);
    mkdirSync(dir, { recursive: true });
    const fixture = readFileSync(join(repoRoot, 'test', 'consumer', 'fixture', 'consumer.ts'), 'utf8');
    const brokenFile = setting.file.replace('consumer', 'broken');
    writeFileSync(join(dir, setting.file), fixture);
    // The @ts-expect-error must be needed: without it, the same file fails.
    writeFileSync(join(dir, brokenFile), fixture.replace('// @ts-expect-error', '//'));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: setting.type }));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noUncheckedIndexedAccess: true,
          exactOptionalPropertyTypes: true,
          noEmit: true,
          target: 'es2022',
          lib: ['es2022', 'dom'],
          module: setting.module,
          moduleResolution: setting.moduleResolution,
          types: [],
          ...(name === firstResolution ? {} : { skipDefaultLibCheck: true }),
        },
        files: [setting.file, brokenFile],
      }),
    );
    const result = typecheckProject(join(dir, 'tsconfig.json'), dir);
    // A diagnostic opens a line with its file's name (a continuation line opens with spaces): every one
    // is the broken copy's, none is the file's own nor the program's.
    const diagnostics = result.output.split('\n').filter((line) => /^\S/.test(line));
    expect(diagnostics.filter((line) => !line.startsWith(`${brokenFile}(`))).toEqual([]);
    expect(result.status).not.toBe(0);
    // The reason is on a continuation line: the client's calls are overloads (src/client/exact-calls.ts).
    expect(result.output).toMatch(/Property 'key' is missing/);
  });
});

describe('the packed types', () => {
  it('are right for node10, node16 (ESM and CJS) and bundler resolution (arethetypeswrong)', () => {
    const attw = join(repoRoot, 'node_modules', '@arethetypeswrong', 'cli', 'dist', 'index.js');
    // The YAML bundle is a file to read, not a module: there is nothing for TypeScript to resolve.
    const excluded = ['./openapi.yaml'];
    // attw ends with process.exit: through a pipe its last chunks of JSON can be lost on a busy
    // machine (seen: cut at 146 KB of 380 KB), while writes to a file are synchronous.
    const folder = mkdtempSync(join(tmpdir(), 'attw-'));
    const out = join(folder, 'report.json');
    const fd = openSync(out, 'w');
    const result = spawnSync(process.execPath, [attw, tarball, '--exclude-entrypoints', ...excluded, '--format', 'json'], {
      stdio: ['ignore', fd, 'pipe'],
      encoding: 'utf8',
    });
    closeSync(fd);
    const written = readFileSync(out, 'utf8');
    rmSync(folder, { recursive: true, force: true });
    const report = JSON.parse(written.slice(written.indexOf('{'))) as {
      analysis: { problems: { kind: string; entrypoint: string; resolutionKind?: string }[] };
    };
    // node10 too (the default profile): it predates `exports`, and finds the subpaths through `typesVersions`.
    expect(report.analysis.problems).toEqual([]);
    expect(result.status).toBe(0);
  });
});

describe('a consumer without Prism, on Node 20', () => {
  it('starts `npx notification-api-contract mock` and runs its script against it', async () => {
    const node = machineNode();
    // The machine's Node and npx, not the Node 24 of this repo's node_modules/.bin.
    const path = [dirname(node), ...(process.env.PATH ?? '').split(':').filter((dir) => !dir.includes('node_modules'))].join(':');
    const env = { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_'))), PATH: path };
    expect(spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout).toMatch(/^v20\./);
    const started = Date.now();
    const mock = await startNpxMock(project, env);
    console.log(`npx notification-api-contract mock ready on Node 20 in ${Date.now() - started} ms`);
    try {
      cpSync(join(repoRoot, 'test', 'consumer', 'fixture', 'run-against-mock.mjs'), join(project, 'run.mjs'));
      const run = spawnSync(node, ['run.mjs', mock.url], { cwd: project, encoding: 'utf8' });
      expect(run.stderr).toBe('');
      const result = JSON.parse(run.stdout) as Record<string, unknown> & {
        topic: { _id: string };
        missing: { contentType: string; error: { status: number } };
      };
      expect(result.node).toMatch(/^20\./);
      expect(result).toMatchObject({ cjsExports: true, cjsMock: true, statuses: [200, 200, 201, 404], valid: true });
      expect(result.crossCopies).toEqual([true, true, false]);
      expect(result.topic).toMatchObject({ key: 'consumer-news', name: 'Consumer news' });
      expect(result.missing).toMatchObject({ contentType: 'application/problem+json', error: { status: 404, operationId: 'getTopic' } });
      expect(result.bulk).toEqual([{ acknowledged: true, status: 'processed', transactionId: expect.any(String) }]);
      expect(result.localTopic).toMatchObject({ key: 'local', name: 'In-process', createdAt: '2027-01-01T00:00:01.000Z' });
      expect(result.requests).toEqual(['POST /v2/topics 200', 'GET /v2/topics/local 200']);
    } finally {
      await stopProcessGroup(mock.child);
    }
    // npx runs the CLI as a child of its own: stopping the group leaves no server behind.
    await expect(fetch(mock.url)).rejects.toThrow();
  }, 120_000);
});

describe('a consumer with Prism', () => {
  it('runs `mock --prism` through the installed CLI: Prism behind the validating proxy', async () => {
    await prismInstalled;
    const started = Date.now();
    const mock = await startMockProcessIn(
      prismProject,
      join(prismProject, 'node_modules', 'notification-api-contract', 'dist', 'cli', 'main.js'),
      ['--prism', '--port', '0', '--docs-port', '0'],
      {
        lines: ['prism'],
        timeoutMs: 60_000,
      },
    );
    console.log(`mock --prism started through the installed CLI in ${Date.now() - started} ms`);
    try {
      const client = createNotificationClient({ baseUrl: mock.url, apiKey: 'consumer-key', validateResponses: true });
      const { response } = await client.GET('/v2/topics/{topicKey}', { params: { path: { topicKey: 'owner@example.com' } } });
      expect(response.status).toBe(200);
      const invalid = await fetch(`${mock.url}/v2/topics`, {
        method: 'POST',
        headers: { authorization: 'ApiKey k', 'content-type': 'application/json' },
        body: '{"key":',
      });
      expect(invalid.status).toBe(400);
      expect(invalid.headers.get('content-type')).toBe('application/problem+json');
    } finally {
      await stopProcess(mock.child);
    }
  }, 300_000);
});

/** `npx notification-api-contract mock` in the consumer project, with its ready lines. */
function startNpxMock(cwd: string, env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn('npx', ['--no-install', 'notification-api-contract', 'mock', '--port', '0', '--docs-port', '0'], {
    cwd,
    env,
    // A process group of its own, so that stopProcessGroup reaches the CLI that npx starts.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stopProcessGroup(child);
      reject(new Error(`npx notification-api-contract mock did not start within 60 s:\n${output}`));
    }, 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /^mock\s+(\S+)/m.exec(output)?.[1];
      if (url !== undefined && /^docs\s+\S+/m.test(output)) {
        clearTimeout(timer);
        resolve({ child, url });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npx notification-api-contract mock exited with ${code}:\n${output}`));
    });
  });
}
