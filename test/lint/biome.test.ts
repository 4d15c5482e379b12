// `npm run lint`'s other half: Biome, the formatter and linter of the TypeScript and JavaScript,
// finds nothing (errors, warnings and notices alike), and leaves generated files and fixtures alone.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';

const require = createRequire(import.meta.url);
const biome = join(dirname(require.resolve('@biomejs/biome/package.json')), 'bin', 'biome');

/** `biome ci` with the GitHub reporter: one `::level title=category,file=…,line=…::message` per finding. */
function biomeCi(paths: string[]) {
  const result = spawnSync(process.execPath, [biome, 'ci', '--error-on-warnings', '--reporter=github', '--max-diagnostics=none', '--colors=off', ...paths], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  const findings = [...result.stdout.matchAll(/^::(\w+) title=([^,]+),file=([^,]+),line=(\d+)[^:]*::(.*)$/gm)].map(
    ([, level, category, file, line, message]) => ({
      level,
      category,
      place: `${relative(repoRoot, file!)}:${line}`,
      message,
    }),
  );
  return { ...result, findings };
}

describe('biome ci', () => {
  it('finds nothing in the TypeScript and JavaScript', () => {
    const { findings, status, stderr } = biomeCi(['.']);
    const byCategory = new Map<string, Set<string>>();
    for (const { category, place } of findings) byCategory.set(category!, (byCategory.get(category!) ?? new Set()).add(place.split(':')[0]!));
    const counts = (category: string) => findings.filter((finding) => finding.category === category).length;
    const summary = [...byCategory].map(([category, files]) => `${counts(category)} ${category}: ${[...files].join(', ')}`).join('\n');
    expect(summary, 'run `npm run format` for the fixable ones').toBe('');
    expect(status, stderr).toBe(0);
  });

  it('sees the findings of a faulty file, and names them', () => {
    // The same run on a file with known faults (inside the repository, so that biome.json applies).
    const dir = mkdtempSync(join(repoRoot, 'test', 'lint', 'probe-'));
    try {
      writeFileSync(join(dir, 'probe.ts'), 'import { join } from "node:path";\nexport const same = (a: number) => a == a\n');
      const { findings, status } = biomeCi([relative(repoRoot, dir)]);
      expect(status).not.toBe(0);
      expect(findings.map((finding) => finding.category).sort()).toEqual([
        'format',
        'lint/correctness/noUnusedImports',
        'lint/suspicious/noDoubleEquals',
        'lint/suspicious/noSelfCompare',
      ]);
      expect(findings[0]!.place).toMatch(/^test\/lint\/probe-\w+\/probe\.ts:\d+$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // The validator's safety tests stay byte for byte as they were before the performance work (issue 12).
  it('leaves generated files, fixtures and the validator safety tests alone', () => {
    // hostile.test.ts's property tests live in hostile-requests and hostile-responses, with helpers/hostile-traffic.ts.
    const safetyTests = [
      'test/validator/hostile.test.ts',
      'test/validator/hostile-requests.test.ts',
      'test/validator/hostile-responses.test.ts',
      'test/validator/helpers/hostile-traffic.ts',
      'test/validator/redos.test.ts',
    ];
    for (const path of [
      'generated/operations.cjs',
      'generated/validators',
      'test/consumer/fixture/run-against-mock.mjs',
      'test/traffic/fixtures',
      ...safetyTests,
    ]) {
      const result = spawnSync(process.execPath, [biome, 'ci', '--colors=off', path], { cwd: repoRoot, encoding: 'utf8' });
      expect(`${result.stdout}${result.stderr}`, path).toMatch(/No files were processed|Checked 0 files/);
    }
  });
});
