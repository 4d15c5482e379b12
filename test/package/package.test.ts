// What the package says about itself: its license, its changelog, how to install it while it is not
// on the registry, and devDependencies pinned where a new minor would break the tests.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, posix } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { fencedBlocks } from '../examples/readme-blocks.js';
import { repoRoot } from '../helpers/bundle.js';
import { tarballFiles } from '../helpers/tarball.js';

const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');
// While an `npm pack` runs (the consumer test's), package.json lacks its prepare script and the real
// one waits beside it (scripts/pack-manifest.mjs): read that one then.
const duringPack = join(repoRoot, 'node_modules', '.cache', 'notification-api-contract', 'package.json.before-pack');
const manifest = JSON.parse(existsSync(duringPack) ? readFileSync(duringPack, 'utf8') : read('package.json')) as {
  name: string;
  version: string;
  license: string;
  files: string[];
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('the packed package', () => {
  // The files of the tarball that `npm pack` made for this run (test/setup/build.ts), as a user installs it.
  const paths = tarballFiles(inject('tarball'));

  it('ships the license, the changelog and the README', () => {
    expect(paths).toEqual(expect.arrayContaining(['LICENSE', 'CHANGELOG.md', 'README.md', 'package.json']));
    expect(manifest.files).toEqual(expect.arrayContaining(['LICENSE', 'CHANGELOG.md']));
  });

  it('ships neither the examples nor the tests nor the sources', () => {
    expect(paths.filter((path) => /^(?:examples|test|src|openapi|scripts)\//.test(path))).toEqual([]);
  });

  // The build bundles some entries (the validator) and deletes the modules it took in: a module that
  // still imports one of them would fail only when that import runs.
  it('ships every module that a built module imports by a relative path', () => {
    const shipped = new Set(paths);
    const built = paths.filter((path) => /^dist(?:-cjs)?\/.*\.c?js$/.test(path));
    expect(built.length).toBeGreaterThan(20);
    const missing = built.flatMap((path) => {
      const code = read(path);
      const specifiers = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]!);
      return specifiers
        .map((specifier) => posix.join(posix.dirname(path), specifier))
        .filter((target) => !shipped.has(target))
        .map((target) => `${path} → ${target}`);
    });
    expect(missing).toEqual([]);
  });

  // A reader of node_modules/notification-api-contract/docs follows the same links as on the repository
  // (docs/scale.md points at the deploy/ files the scale test uses).
  it('ships every file that a shipped docs page links to by a relative path', () => {
    const shipped = new Set(paths);
    const pages = paths.filter((path) => /^docs\/.*\.md$/.test(path));
    expect(pages.length).toBeGreaterThan(5);
    const missing = pages.flatMap((page) =>
      [...read(page).matchAll(/\]\((?!https?:|mailto:|#)([^)\s#]+)(?:#[^)]*)?\)/g)]
        .map((match) => posix.normalize(posix.join(posix.dirname(page), match[1]!)))
        .filter((target) => !shipped.has(target) && ![...shipped].some((path) => path.startsWith(`${target.replace(/\/$/, '')}/`)))
        .map((target) => `${page} → ${target}`),
    );
    expect(missing).toEqual([]);
  });

  it('is named as the README says the tarball is', () => {
    // The name npm pack gave the run's tarball (test/setup/build.ts keeps it).
    expect(basename(inject('tarball'))).toBe(`${manifest.name}-${manifest.version}.tgz`);
  });
});

// The list above comes from test/helpers/tarball.ts: it must read what GNU tar reads.
describe("a tarball's files, as test/helpers/tarball.ts reads them", () => {
  /** GNU tar's list of a .tgz: its regular files (not its folders), without npm's package/ folder; names as they are (tar escapes non-ASCII bytes by default where the locale is C, as under `env -i`). */
  const tarList = (tgz: string) =>
    execFileSync('tar', ['--quoting-style=literal', '-tzf', tgz], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line !== '' && !line.endsWith('/'))
      .map((line) => line.replace(/^package\//, ''));

  it("are GNU tar's for the run's tarball", () => {
    const files = tarballFiles(inject('tarball'));
    expect(files.length).toBeGreaterThan(100);
    expect(files).toEqual(tarList(inject('tarball')));
  });

  it.for(['pax', 'gnu', 'ustar'])("are GNU tar's for long, nested and non-ASCII names in the %s format", (format) => {
    const work = mkdtempSync(join(tmpdir(), 'nac-tarball-'));
    try {
      const long = `package/${'nested-folder/'.repeat(6)}${'x'.repeat(40)}.json`;
      const names = ['package/package.json', `package/docs/r\u00e9sum\u00e9-\u2603.md`, long, 'package/empty.txt'];
      // ustar splits a long path into a prefix (155 bytes) and a name (100 bytes), and holds ASCII only: pax
      // and GNU hold more, in records of their own.
      const written = format === 'ustar' ? names.filter((name) => /^[\x20-\x7e]+$/.test(name)) : names;
      for (const name of written) {
        mkdirSync(join(work, posix.dirname(name)), { recursive: true });
        writeFileSync(join(work, name), name.endsWith('empty.txt') ? '' : `{"name":${JSON.stringify(name)}}`.repeat(40));
      }
      const tgz = join(work, 'test.tgz');
      execFileSync('tar', [`--format=${format}`, '-czf', tgz, '-C', work, 'package']);
      const files = tarballFiles(tgz);
      expect([...files].sort()).toEqual(written.map((name) => name.replace(/^package\//, '')).sort());
      expect(files).toEqual(tarList(tgz));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

describe('LICENSE', () => {
  it('is the MIT license that package.json names', () => {
    expect(manifest.license).toBe('MIT');
    const license = read('LICENSE');
    expect(license.split('\n')[0]).toBe('MIT License');
    expect(license).toMatch(/^Copyright \(c\) \d{4} \S/m);
    expect(license).toContain('Permission is hereby granted, free of charge, to any person obtaining a copy');
    expect(license).toContain('THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND');
  });
});

describe('CHANGELOG.md (Keep a Changelog)', () => {
  const changelog = read('CHANGELOG.md');
  const releases = [...changelog.matchAll(/^## \[([^\]]+)\](?: - (\S+))?$/gm)].map((match) => ({ version: match[1]!, date: match[2] }));
  const sections = changelog.split(/^## /m).slice(1);

  it('opens with [Unreleased], then each release, newest first, with its date', () => {
    expect(releases[0]).toEqual({ version: 'Unreleased', date: undefined });
    const released = releases.slice(1);
    expect(released.length).toBeGreaterThan(0);
    for (const release of released) {
      expect(release.version).toMatch(/^\d+\.\d+\.\d+(?:-[\w.]+)?$/);
      expect(release.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const order = (version: string) => version.split(/[.-]/).slice(0, 3).map(Number);
    const sorted = [...released].sort((a, b) => {
      const [x, y] = [order(a.version), order(b.version)];
      return y[0]! - x[0]! || y[1]! - x[1]! || y[2]! - x[2]!;
    });
    expect(released.map((release) => release.version)).toEqual(sorted.map((release) => release.version));
    expect(released.map((release) => release.date)).toEqual([...released.map((release) => release.date)].sort().reverse());
  });

  it("has an entry for package.json's version", () => {
    expect(releases.map((release) => release.version)).toContain(manifest.version);
  });

  it('groups changes under the standard headings, Breaking first, none empty', () => {
    const known = ['Breaking', 'Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security'];
    for (const section of sections) {
      const headings = [...section.matchAll(/^### (.+)$/gm)].map((match) => match[1]!);
      expect(
        headings.filter((heading) => !known.includes(heading)),
        section.split('\n')[0],
      ).toEqual([]);
      expect(headings, section.split('\n')[0]).toEqual([...headings].sort((a, b) => known.indexOf(a) - known.indexOf(b)));
      expect(new Set(headings).size, `a heading repeated in ${section.split('\n')[0]}`).toBe(headings.length);
      for (const part of section.split(/^### /m).slice(1)) {
        expect(part.match(/^- /gm)?.length ?? 0, `### ${part.split('\n')[0]} of ${section.split('\n')[0]} is empty`).toBeGreaterThan(0);
      }
    }
  });

  it('lists the breaking changes of the next release', () => {
    const unreleased = sections[0]!;
    const breaking = unreleased.slice(unreleased.indexOf('### Breaking'), unreleased.indexOf('\n### ', unreleased.indexOf('### Breaking') + 1));
    expect(breaking).toMatch(/--prism/);
    expect(breaking).toMatch(/any 2xx/);
    expect(breaking).toMatch(/generated\/validators\//);
  });
});

describe('the README on installing', () => {
  const readme = read('README.md');
  const commands = fencedBlocks(readme)
    .filter((block) => block.lang === 'sh')
    .flatMap((block) => block.content.split('\n'));

  it('says plainly that the package is not on the registry yet', () => {
    expect(readme).toMatch(/Not on the npm registry yet:\*\* `npm install notification-api-contract` fails/);
  });

  it('offers no command that installs it from the registry', () => {
    expect(commands.filter((line) => /\bnpm (?:install|i|add)\b[^#]*\bnotification-api-contract(?:@\S*)?(?:\s|$)/.test(line.split('#')[0]!))).toEqual([]);
  });

  it('shows how to install from a packed tarball and from a git URL', () => {
    expect(commands.some((line) => /\bnpm pack\b/.test(line))).toBe(true);
    expect(commands.some((line) => /npm install \S*notification-api-contract-<version>\.tgz/.test(line))).toBe(true);
    expect(commands.some((line) => /npm install "git\+https:\/\/\S+notification-api-contract\.git#/.test(line))).toBe(true);
  });

  it('names every runtime dependency, and no other, where it says what an install brings', () => {
    const sentence = readme.slice(readme.indexOf('Either way you get'), readme.indexOf('Only `mock --prism` needs more'));
    const named = [...sentence.matchAll(/`([@\w./-]+)`/g)].map((match) => match[1]!).filter((name) => name !== 'verify' && name !== 'diff');
    expect(named.sort()).toEqual(Object.keys(manifest.dependencies).sort());
  });

  it('opens with the two commands that set up a fresh machine', () => {
    const firstBlock = fencedBlocks(readme)[0]!;
    expect(firstBlock.lang).toBe('sh');
    expect(
      firstBlock.content
        .trimEnd()
        .split('\n')
        .map((line) => line.split('#')[0]!.trim()),
    ).toEqual(['npm ci && npm start', 'npm test']);
  });

  it('has a prepare script that builds dist/ when it is missing, as a git install needs', () => {
    expect(manifest.scripts.prepare).toMatch(/existsSync\('dist\/cli\/main\.js'\).*\|\| node scripts\/build\.mjs$/);
  });
});

describe('devDependencies whose next minor would break the tests', () => {
  it.each([
    ['vitest', 'its type tests are experimental, and it asks to be pinned'],
    ['@biomejs/biome', 'formatting and rules change between versions'],
    ['openapi-typescript', 'its output is committed and drift-checked'],
    ['wabt', 'the WebAssembly it assembles (generated/validators/json-scan-wasm.cjs) is committed and drift-checked'],
    ['@redocly/cli', 'the bundle and the docs it writes are committed and drift-checked, and new rules would fail the lint'],
  ])('%s is pinned to an exact version (%s)', (name) => {
    const range = manifest.devDependencies[name];
    expect(range).toMatch(/^\d+\.\d+\.\d+$/);
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { version: string }> };
    expect(lock.packages[`node_modules/${name}`]?.version).toBe(range);
  });
});
