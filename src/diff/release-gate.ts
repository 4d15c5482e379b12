// The contract's own release gate: the spec against the last released bundle. A breaking change
// needs a version that allows it (semver; before 1.0.0 a minor raise counts as a major one) and a
// CHANGELOG entry that names its rule.
import { compareContracts } from './engine.js';
import { markdownReport } from './format/markdown.js';
import type { JsonObject } from './pointer.js';
import type { DiffReport } from './report.js';

export interface GateInput {
  released: { version: string; document: JsonObject };
  current: JsonObject;
  /** package.json's version. */
  packageVersion: string;
  changelog: string;
}

export interface GateResult {
  ok: boolean;
  /** The version the next release carries, as the gate read it. */
  target: string;
  problems: string[];
  report: DiffReport;
  /** The CHANGELOG section `--format markdown` writes for these changes. */
  section: string;
}

interface Semver {
  major: number;
  minor: number;
  patch: number;
}

export function parseSemver(text: string): Semver | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(text.trim());
  return match ? { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) } : undefined;
}

/** Whether going from `from` to `to` may break: a major raise, or a minor one before 1.0.0. */
export function allowsBreaking(from: string, to: string): boolean {
  const a = parseSemver(from);
  const b = parseSemver(to);
  if (!a || !b) return false;
  if (b.major !== a.major) return b.major > a.major;
  return a.major === 0 && b.minor > a.minor;
}

/** The text of `## [name]` up to the next `## ` heading, or ''. */
export function changelogSection(changelog: string, name: string): string {
  const lines = changelog.split(/\r?\n/);
  const start = lines.findIndex((line) => line.startsWith(`## [${name}]`));
  if (start < 0) return '';
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

export function releaseGate(input: GateInput): GateResult {
  const report = compareContracts(input.released.document, input.current);
  const unreleased = changelogSection(input.changelog, 'Unreleased');
  // package.json keeps the released version until the release raises it; the CHANGELOG's
  // "[Unreleased] … Becomes X" says what that release will be.
  const announced = /Becomes\s+v?(\d+\.\d+\.\d+)/.exec(unreleased)?.[1];
  const target = input.packageVersion === input.released.version && announced ? announced : input.packageVersion;
  const breaking = report.changes.filter((change) => change.level === 'breaking');
  const problems: string[] = [];
  const section = markdownReport(report, `### Contract changes against ${input.released.version}`);
  if (breaking.length > 0) {
    if (!allowsBreaking(input.released.version, target)) {
      const next = parseSemver(input.released.version);
      const needed = next ? (next.major === 0 ? `0.${next.minor + 1}.0` : `${next.major + 1}.0.0`) : 'a major version';
      problems.push(
        `${breaking.length} breaking change(s) against ${input.released.version}, but the next version is ${target}: it must be at least ${needed}`,
      );
    }
    const listed = `${unreleased}\n${changelogSection(input.changelog, target)}`;
    const missing = [...new Set(breaking.map((change) => change.rule))].filter((rule) => !listed.includes(rule));
    if (missing.length > 0) problems.push(`CHANGELOG.md does not list the breaking change(s) ${missing.join(', ')} under [Unreleased] or [${target}]`);
  }
  return { ok: problems.length === 0, target, problems, report, section };
}
