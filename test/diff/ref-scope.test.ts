// The files a spec's external $refs may read: only regular files in the root file's folder and below,
// or in a folder --ref-root adds, after `..` and symbolic links are resolved; a spec under review is
// often a stranger's pull request. Nothing read from a file that is no spec is printed: a secret planted
// outside never shows, whatever the $ref (../, absolute, a link, /proc/self/environ), and a FIFO is
// refused at once, not waited on.
import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdirSync, openSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diffContracts, readSpec, SpecError } from '../../src/diff/index.js';
import { repoRoot } from '../helpers/bundle.js';
import { runDiff, specFolder } from './workspace.js';

const { dir, write } = specFolder('diff-ref-scope-');
const SECRET = 'ghp_PLANTEDsecret0123456789abcdefABCDEF';

/** A spec in `spec/` whose one response schema is `{$ref: ref}` (the $ref on line 11). */
const specWith = (name: string, ref: string) =>
  write(
    `spec/${name}.yaml`,
    `openapi: 3.1.0
info: {title: t, version: '1'}
paths:
  /a:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                $ref: ${JSON.stringify(ref)}
`,
  );
const REF_LINE = 12;

// Outside the spec's folder: a token file, a schema, a FIFO.
const secretFile = write('outside/token.yaml', `${SECRET}\n`);
write('outside/schema.yaml', 'type: string\n');
const outsideFifo = join(dir, 'outside', 'fifo');
execFileSync('mkfifo', [outsideFifo]);
// Inside it: a FIFO, a link to the token, a folder linked from outside, a legitimate part and a link to it.
const insideFifo = join(dir, 'spec', 'fifo.yaml');
mkdirSync(join(dir, 'spec'), { recursive: true });
execFileSync('mkfifo', [insideFifo]);
symlinkSync(secretFile, join(dir, 'spec', 'token-link.yaml'));
symlinkSync(join(dir, 'outside'), join(dir, 'spec', 'linked-folder'));
write('spec/parts/name.yaml', 'type: string\nmaxLength: 10\n');
symlinkSync(join(dir, 'spec', 'parts', 'name.yaml'), join(dir, 'spec', 'name-link.yaml'));

/** Releases a reader that waits on a FIFO (without the fix, the read of one): an open for writing ends its wait. */
afterAll(() => {
  for (const fifo of [insideFifo, outsideFifo])
    try {
      closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK));
    } catch {
      // No reader: nothing waits.
    }
});

/** `diff ARGV` that must be done within `ms`: a read that waits on a FIFO fails here, not by hanging. */
async function runWithin(argv: string[], ms = 5000) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`diff ${argv.join(' ')} still running after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([runDiff(argv), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Refused with exit 2, one line naming the referring file and the $ref's line, and no secret. */
function refused(result: { code: number; stdout: string; stderr: string }, file: string, reason: RegExp) {
  expect(result.stderr).toMatch(new RegExp(`^notification-api-contract: ${file.replaceAll('.', '\\.')}:${REF_LINE}: `));
  expect(result.stderr).toMatch(reason);
  expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(result.stderr).not.toContain(SECRET);
  expect(result.stdout).toBe('');
  expect(result.code).toBe(2);
}

const OUTSIDE = /: \$ref .*: outside the folders? its \$refs may name files in \(.*spec.*; --ref-root adds one\); /;

describe('diff: an external $ref outside the spec folder', () => {
  it('is refused, naming the file, the line and the $ref as written, never what the file holds, in OLD and in NEW', async () => {
    const up = specWith('up', '../outside/token.yaml');
    refused(await runWithin([up, up]), up, /\$ref \.\.\/outside\/token\.yaml: outside the folder/);
    const absolute = specWith('absolute', secretFile);
    refused(await runWithin([absolute, up]), absolute, OUTSIDE);
    refused(await runWithin([up, absolute]), up, OUTSIDE);
    // A valid schema outside is refused as well: nothing outside is read.
    const schema = specWith('schema', '../outside/schema.yaml#');
    refused(await runWithin([schema, schema]), schema, /\$ref \.\.\/outside\/schema\.yaml#: outside/);
    // Whether a file is there or not: the answer says nothing of the file system outside.
    const missing = specWith('missing', '../outside/nothing.yaml');
    refused(await runWithin([missing, missing]), missing, /\$ref \.\.\/outside\/nothing\.yaml: outside/);
  });

  it('is refused through a symbolic link inside the folder, to a file or to a folder outside', async () => {
    const link = specWith('link', './token-link.yaml');
    refused(await runWithin([link, link]), link, /\$ref \.\/token-link\.yaml: outside/);
    const folder = specWith('folder', 'linked-folder/schema.yaml');
    refused(await runWithin([folder, folder]), folder, /\$ref linked-folder\/schema\.yaml: outside/);
  });

  it("refuses /proc/self/environ without printing the process's environment", async () => {
    const environ = specWith('environ', '/proc/self/environ');
    const result = await runWithin([environ, environ]);
    refused(result, environ, /\$ref \/proc\/self\/environ: outside/);
    expect(result.stderr).not.toContain(readFileSync('/proc/self/environ', 'latin1').slice(0, 40));
  });

  it('refuses a FIFO at once, inside the folder or outside it', async () => {
    const inside = specWith('fifo-in', './fifo.yaml');
    refused(await runWithin([inside, inside]), inside, /\$ref to .*fifo\.yaml: is a FIFO \(named pipe\), not a regular file; /);
    const outside = specWith('fifo-out', '../outside/fifo');
    refused(await runWithin([outside, outside]), outside, /\$ref \.\.\/outside\/fifo: outside/);
    const folder = specWith('folder-ref', './parts');
    refused(await runWithin([folder, folder]), folder, /\$ref to .*parts: is a folder, not a regular file; /);
  });

  it('escapes the control characters of the $ref as written', async () => {
    const control = specWith('escape', '../\u001b[2Jx.yaml');
    const result = await runWithin([control, control]);
    refused(result, control, /\$ref \.\.\/\\u001b\[2Jx\.yaml: outside/);
    await expect(readSpec(control)).rejects.toThrow(/\$ref \.\.\/\\u001b\[2Jx\.yaml: outside/);
  });
});

describe('diff --ref-root', () => {
  it('adds a folder whose files the $refs may name, for OLD and NEW', async () => {
    const schema = specWith('schema-root', '../outside/schema.yaml');
    const result = await runWithin([schema, schema, '--ref-root', dir, '--format', 'json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).summary.breaking).toBe(0);
    // Still no symbolic link out of every folder, and still only regular files.
    const link = specWith('link-root', './token-link.yaml');
    expect((await runWithin([link, link, '--ref-root', join(dir, 'spec', 'parts')])).stderr).toMatch(OUTSIDE);
    const fifo = specWith('fifo-root', '../outside/fifo');
    refused(await runWithin([fifo, fifo, '--ref-root', dir]), fifo, /is a FIFO \(named pipe\), not a regular file/);
  });

  it('describes a file in it that is no schema by its kind, not its text', async () => {
    const token = specWith('token-root', '../outside/token.yaml');
    const result = await runWithin([token, token, '--ref-root', dir]);
    expect(result.stderr).toMatch(/token\.yaml:1: invalid schema: #\/components\/bundled\/.*: must be a schema .*, not a string of 39 characters; /);
    expect(result.stderr).not.toContain(SECRET);
    expect(result.code).toBe(2);
    // The environment, where a folder lets it be read: its size, not a byte of it.
    const environ = specWith('environ-root', '/proc/self/environ');
    const all = await runWithin([environ, environ, '--ref-root', '/']);
    expect(all.stderr).toMatch(/environ:1: invalid schema: .*, not a string of [\d,]+ characters; /);
    expect(all.stderr).not.toContain(readFileSync('/proc/self/environ', 'latin1').slice(0, 40));
  });

  it('is refused when it names no folder', async () => {
    const schema = specWith('no-root', '#/paths');
    const missing = await runWithin([schema, schema, '--ref-root', join(dir, 'nope')]);
    expect(missing.stderr).toMatch(/^notification-api-contract: --ref-root .*nope: no such folder; /);
    expect(missing.code).toBe(2);
    expect((await runWithin([schema, schema, '--ref-root', secretFile])).stderr).toMatch(/--ref-root .*token\.yaml: not a folder; /);
  });

  it('is the library option refRoots', async () => {
    const schema = specWith('schema-lib', '../outside/schema.yaml');
    await expect(readSpec(schema)).rejects.toThrow(SpecError);
    const read = await readSpec(schema, { refRoots: [join(dir, 'outside')] });
    expect(Object.keys(read.document.components as object)).toEqual(['bundled']);
    // diffContracts reads no file: its documents are bundled, an external $ref is unresolvable.
    const external = JSON.parse(JSON.stringify(read.document).replace(/#\/components\/bundled\/[^"]+/, secretFile));
    const error = await diffContracts(read.document, external).catch((caught: unknown) => caught);
    expect(String(error)).toMatch(/NEW: .*unresolvable \$ref/);
    expect(String(error)).not.toContain(SECRET);
  });
});

describe('diff: a multi-file spec inside its folder', () => {
  it('follows $refs to sibling and nested files, up and down inside the folder, and links that stay inside', async () => {
    const root = write(
      'multi/openapi.yaml',
      `openapi: 3.1.0
info: {title: t, version: '1'}
paths:
  /a:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {$ref: './schemas/Topic.yaml'}
  /b:
    $ref: paths/b.yaml
`,
    );
    write('multi/schemas/Topic.yaml', "type: object\nproperties:\n  name: {$ref: './Name.yaml'}\n  id: {$ref: '../common/Id.yaml'}\n");
    write('multi/schemas/Name.yaml', 'type: string\n');
    write('multi/common/Id.yaml', 'type: string\nformat: uuid\n');
    write('multi/paths/b.yaml', "get:\n  responses:\n    '204': {$ref: '../openapi.yaml#/paths/~1a/get/responses/200'}\n");
    const result = await runWithin([root, root, '--format', 'json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const linked = specWith('name-link', './name-link.yaml');
    expect((await runWithin([linked, linked])).code).toBe(0);
  });

  it("reads this package's openapi/ as the release gate does, against the last release", async () => {
    const result = await runWithin([join(repoRoot, 'releases/0.1.0/openapi.json'), join(repoRoot, 'openapi/openapi.yaml'), '--format', 'json'], 30_000);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout).summary.breaking).toBe(0);
    expect(result.code).toBe(0);
  }, 60_000);
});

describe('diff: a file in the folder that is no YAML', () => {
  it("says YAML's complaint without the text it could not read", async () => {
    for (const [name, text, complaint] of [
      ['header', `a: |${SECRET}\n  x\n`, /not YAML or JSON: Block scalar header includes extra characters; /],
      ['alias', `*${SECRET}\n`, /cannot be read: Unresolved alias \(the anchor must be set before the alias\); /],
      ['escape', `"\\q${SECRET}"\n`, /not YAML or JSON: an escape sequence a double-quoted string cannot hold; /],
    ] as const) {
      write(`spec/${name}.txt`, text);
      const spec = specWith(`yaml-${name}`, `./${name}.txt`);
      const result = await runWithin([spec, spec]);
      expect(result.stderr).toMatch(complaint);
      expect(result.stderr).not.toContain(SECRET.slice(0, 8));
      expect(result.code).toBe(2);
    }
  });

  it('describes a part that is no object by its kind, where a Parameter Object is read', async () => {
    write('spec/param.yaml', `${SECRET}\n`);
    const spec = write(
      'spec/param-root.yaml',
      "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    get:\n      parameters:\n        - $ref: ./param.yaml\n      responses:\n        '200': {description: ok}\n",
    );
    const result = await runWithin([spec, spec]);
    expect(result.stderr).toMatch(/param\.yaml:1: not an OpenAPI 3\.x document: .* must be a Parameter Object \(an object\), not a string of 39 characters; /);
    expect(result.stderr).not.toContain(SECRET);
  });
});
