// The differential test's parts (agree.test.ts: the mock, validate-traffic and verify; agree-proxy.test.ts:
// the proxy): one corpus (corpus.ts), each part's verdict on its items, and the comparison with
// the validator's verdict, which prints every disagreement with each part's answer and a curl line.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { RunningStatefulMock, StatefulMock } from '../../src/mock/index.js';
import { checkTraffic } from '../../src/traffic/index.js';
import { conformanceChecks, negativeCheck } from '../../src/verify/checks.js';
import { buildCorpus, type Item } from './corpus.js';
import { ACCEPTED, agree, describeVerdict, headerBag, NOT_APPLICABLE, type Verdict, validatorVerdict } from './verdicts.js';
import { curlLine, sendOverHttp, sendToFetch, survivesUrlParsing, type WireAnswer } from './wire.js';

const ONE_MIB = 1024 * 1024;

/** The corpus, built once for the files that share a worker. */
export const corpus = buildCorpus();

/** The validator's verdicts on the corpus: the reference. */
export const reference = corpus.map(validatorVerdict);

/** Runs `each` over the items, a few at a time. */
export async function pool<T>(items: readonly Item[], width: number, each: (item: Item) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await each(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

export const failed = (error: unknown): Verdict => ({ verdict: 'no answer', status: null, detail: error instanceof Error ? error.message : String(error) });

/** The mock, directly: its fetch core, or its Node handler where a URL parser would rewrite the target. */
export async function mockAnswer(mock: StatefulMock, mockServer: RunningStatefulMock, item: Item): Promise<WireAnswer> {
  return survivesUrlParsing(item.target) ? sendToFetch((request) => mock.fetch(request), item) : sendOverHttp(mockServer.url, item);
}

/** validate-traffic's verdicts, by line: the corpus as JSON Lines, read by checkTraffic. */
export async function trafficVerdicts(items: readonly Item[]): Promise<Verdict[]> {
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const lines = items.map((item) => {
    let body: string | undefined;
    if (item.body instanceof Uint8Array) {
      try {
        body = utf8.decode(item.body);
      } catch {
        return ''; // JSON Lines holds text: bytes that are no UTF-8 cannot be recorded in it.
      }
    } else body = item.body;
    return JSON.stringify({ request: { method: item.method, path: item.target, headers: headerBag(item.headers), ...(body === undefined ? {} : { body }) } });
  });
  const scratch = mkdtempSync(join(tmpdir(), 'nac-differential-'));
  const file = join(scratch, 'corpus.jsonl');
  writeFileSync(file, `${lines.join('\n')}\n`);
  const options = { maxBodyBytes: ONE_MIB, maxListed: 1_000_000 };
  let plain: Awaited<ReturnType<typeof checkTraffic>>;
  let strict: Awaited<ReturnType<typeof checkTraffic>>;
  try {
    [plain, strict] = [await checkTraffic([file], options), await checkTraffic([file], { ...options, strict: true })];
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const verdicts: Verdict[] = items.map((_, index) => (lines[index] === '' ? { verdict: NOT_APPLICABLE, status: null } : { verdict: ACCEPTED, status: null }));
  for (const violation of plain.violationList) {
    const first = violation.requestIssues.find((issue) => issue.severity === 'error');
    const auth = violation.requestIssues.filter((issue) => issue.severity === 'error' && issue.location === 'auth');
    const shown = auth[0] ?? first;
    const kind =
      auth.length > 0 ? 'unauthorized' : violation.requestIssues.some((issue) => issue.keyword === 'maxBodyBytes') ? 'body-too-large' : 'request-violation';
    const status = kind === 'unauthorized' ? 401 : kind === 'body-too-large' ? 413 : 400;
    verdicts[violation.line! - 1] = { verdict: kind, status, ...(shown === undefined ? {} : { rule: `${shown.location}${shown.pointer}` }) };
  }
  // Which of 404 and 405: the issue strict mode lists with an exchange that matches no operation.
  for (const violation of strict.violationList) {
    if (violation.operationId !== null) continue;
    const method = violation.requestIssues.some((issue) => issue.location === 'method');
    verdicts[violation.line! - 1] = { verdict: method ? 'method-not-allowed' : 'no-such-operation', status: method ? 405 : 404 };
  }
  for (const problem of plain.inputErrors) {
    const line = problem.line!;
    verdicts[line - 1] = problem.message.includes('over the')
      ? { verdict: 'body-too-large', status: 413 }
      : { verdict: 'input error', status: null, detail: problem.message };
  }
  return verdicts;
}

/** verify's verdict on the mock's answer to a request it generated: its checks, then what it expects. */
export function verifyVerdict(item: Item, answer: WireAnswer | undefined): Verdict {
  if (item.verify === undefined || answer === undefined) return { verdict: NOT_APPLICABLE, status: null };
  let json: unknown;
  try {
    json = answer.text === '' ? undefined : (JSON.parse(answer.text) as unknown);
  } catch {
    json = undefined;
  }
  const received = { status: answer.status, headers: answer.headers, text: answer.text, ...(json === undefined ? {} : { json }) };
  const results = conformanceChecks(item.verify.entry, item.verify.request, received, 10 * ONE_MIB);
  const negative = item.origin === 'negative' ? negativeCheck(item.verify.entry, item.verify.request, received) : undefined;
  if (negative) results.push(negative);
  const failures = results.filter((result) => result.failure !== undefined);
  if (failures.length > 0)
    return {
      verdict: 'check failed',
      status: answer.status,
      detail: failures
        .map((f) => `${f.check}: ${f.failure}`)
        .join('; ')
        .slice(0, 300),
    };
  // verify calls its negative requests rejected by any 4xx, and sends its valid ones expecting acceptance.
  return item.origin === 'negative' ? { verdict: 'refused', status: null } : { verdict: ACCEPTED, status: null };
}

/**
 * Every part's verdict against the reference, item by item (verify's where it applies: it calls a
 * request rejected by any 4xx). A disagreement fails, with the item, each part's answer and a curl line
 * that sends it to `url` again.
 */
export function expectAgreement(parts: readonly [string, readonly Verdict[]][], url: string, verify?: readonly Verdict[]): void {
  const disagreements: string[] = [];
  const byPart = new Map<string, number>();
  corpus.forEach((item, index) => {
    const ref = reference[index]!;
    const verdicts: [string, Verdict][] = parts.map(([name, verdicts]) => [name, verdicts[index]!]);
    const against = verdicts.filter(([, verdict]) => !agree(ref, verdict)).map(([name]) => name);
    const verifyGot = verify?.[index];
    if (verifyGot !== undefined) {
      const verifyAgrees =
        verifyGot.verdict === NOT_APPLICABLE || (verifyGot.verdict !== 'check failed' && (verifyGot.verdict === ACCEPTED) === (ref.verdict === ACCEPTED));
      if (!verifyAgrees) against.push('verify');
    }
    if (against.length === 0) return;
    for (const name of against) byPart.set(name, (byPart.get(name) ?? 0) + 1);
    disagreements.push(
      [
        `${item.id} (${item.origin}) ${item.note}: ${item.method} ${item.target.slice(0, 120)}`,
        `  validator: ${describeVerdict(ref)}`,
        ...verdicts.map(([name, verdict]) => `  ${name}: ${describeVerdict(verdict)}`),
        ...(verifyGot === undefined ? [] : [`  verify: ${describeVerdict(verifyGot)}`]),
        `  disagree: ${against.join(', ')}`,
        `  ${curlLine(url, item)}`,
      ].join('\n'),
    );
  });
  const summary = [...byPart].map(([name, count]) => `${name}: ${count}`).join(', ');
  if (disagreements.length > 0) console.log(`${disagreements.length} disagreements of ${corpus.length} items (${summary}):\n${disagreements.join('\n')}`);
  expect(disagreements.length, `${disagreements.length} of ${corpus.length} items (${summary}); the first:\n${disagreements.slice(0, 15).join('\n')}`).toBe(0);
}
