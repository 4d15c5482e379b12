// The validating proxy against the last release's, side by side in one run (issue 17 item 7): the
// release's createValidatingProxy (from its tarball, installed beside this build) runs as two more
// set-ups of bench/proxy.mjs, in front of the same upstream, in the same rotated rounds. Its CPU per
// request and its req/s are the release's figures; each of this build's is no worse than 1.05× them.
//
// This replaces comparing the "report / floor" ratios with those in the release's committed docs: the
// floor itself was redefined since (the lean pass-through instead of the headers-filtering one, and a
// gunzip measured at 369 µs then and about 100 µs now), so those two ratios do not measure one thing.
import { TOLERANCE } from './release-docs.mjs';

export const RELEASE_SETUP = { report: 'release, report', enforce: 'release, enforce' };
const OURS = { report: 'ours, report', enforce: 'ours, enforce' };

const us = (value) => (value >= 1000 ? `${(value / 1000).toFixed(2)} ms` : `${value.toFixed(0)} µs`);

/**
 * One verdict per workload, mode and figure found on both sides: CPU per request (lower is better) and
 * req/s (higher is better). A figure missing on one side is named, not skipped.
 * @param {{ workload: string, setup: string, rps?: number, cpuPerRequest?: number }[]} rows bench/proxy.mjs's rows
 */
export function proxyAgainstRelease(rows) {
  const by = (workload, setup) => rows.find((row) => row.workload === workload && row.setup === setup);
  const verdicts = [];
  const missing = [];
  for (const workload of [...new Set(rows.map((row) => row.workload))]) {
    for (const mode of ['report', 'enforce']) {
      const release = by(workload, RELEASE_SETUP[mode]);
      const build = by(workload, OURS[mode]);
      if (release === undefined || build === undefined) {
        missing.push(`${workload}, ${mode}: ${release === undefined ? 'the release' : 'this build'} did not run`);
        continue;
      }
      if (release.cpuPerRequest !== undefined && build.cpuPerRequest !== undefined) {
        const ratio = build.cpuPerRequest / release.cpuPerRequest;
        verdicts.push({ workload, mode, figure: 'CPU per request', release: release.cpuPerRequest, build: build.cpuPerRequest, ratio, ok: ratio <= TOLERANCE });
      } else missing.push(`${workload}, ${mode}: no CPU per request on one side`);
      if (release.rps !== undefined && build.rps !== undefined) {
        const ratio = build.rps / release.rps;
        verdicts.push({ workload, mode, figure: 'req/s', release: release.rps, build: build.rps, ratio, ok: ratio >= 1 / TOLERANCE });
      } else missing.push(`${workload}, ${mode}: no req/s on one side`);
    }
  }
  return { verdicts, missing };
}

/** The section of docs/benchmarks.md: a table of the verdicts and the lines that sum them up. */
export function proxyReleaseMarkdown(rows, releaseError) {
  const out = ['', "### Against the last release's proxy, side by side", ''];
  if (releaseError !== undefined) return [...out, `**Not measured**: ${releaseError}`];
  const { verdicts, missing } = proxyAgainstRelease(rows);
  out.push(
    `The release's \`createValidatingProxy\` (its tarball, installed beside this build) as two more set-ups above, in the same rounds; each of this build's figures no worse than ${TOLERANCE}× the release's`,
    '(CPU per request at most, req/s at least 1/1.05 of it). The rows of the tables above are the cells compared.',
    '',
    '| Workload | mode | figure | release | this build | this build / release | verdict |',
    '|---|---|---|---:|---:|---:|---|',
  );
  for (const verdict of verdicts) {
    const show = verdict.figure === 'req/s' ? (value) => value.toFixed(0) : us;
    out.push(
      `| ${verdict.workload} | ${verdict.mode} | ${verdict.figure} | ${show(verdict.release)} | ${show(verdict.build)} | ${verdict.ratio.toFixed(3)}× | ${verdict.ok ? 'met' : '**not met**'} |`,
    );
  }
  const failed = verdicts.filter((verdict) => !verdict.ok);
  out.push(
    '',
    `- The proxy's figures against the last release's, each no worse than ${TOLERANCE}×: ${
      verdicts.length === 0
        ? '**not measured**'
        : failed.length === 0
          ? `met (${verdicts.length} of ${verdicts.length})`
          : `**not met** (${failed.length} of ${verdicts.length}: ${failed.map((verdict) => `${verdict.workload}, ${verdict.mode}, ${verdict.figure} ${verdict.ratio.toFixed(3)}×`).join('; ')})`
    }.`,
  );
  for (const line of missing) out.push(`- Not compared: ${line}.`);
  return out;
}
