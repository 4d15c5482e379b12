// Review 18 F7: the URL parser reads `http:evil.example/v2/topics` as http://evil.example/v2/topics,
// and `--host` now does too. As a request target it is none the same: an http(s) URI has `//` and an
// authority (RFC 9110 §4.2.1), and Node's HTTP parser refuses the request line before any part reads
// it. Every part answers it alike: the same bare 400 on the wire from the mock (with its net front
// and node:http alone) and the proxy, and the `target` issue from the mock's engine, the validator
// and validate-traffic, which route nothing for it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TARGET_FORM_MESSAGE } from '../../src/http/index.js';
import { MockEngine } from '../../src/mock/engine.js';
import { checkTraffic } from '../../src/traffic/index.js';
import { validateRequest } from '../../src/validator/index.js';
import { exchangeRaw, parseAnswers } from './raw-socket.js';
import { useWireServers } from './wire-servers.js';

const { parts } = useWireServers();
const dir = mkdtempSync(join(tmpdir(), 'nac-scheme-slashes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const AUTH = 'ApiKey test-key';
const TARGET = { location: 'path', pointer: '', keyword: 'target', message: TARGET_FORM_MESSAGE, severity: 'error' };

describe('a target whose scheme has no slashes', () => {
  it.each([
    'http:evil.example/v2/topics',
    'https:evil.example/v2/topics',
    'HTTP:evil.example/v2/topics',
    'http:api.example.com/v2/topics',
    'http:/evil.example/v2/topics',
    'https:\\\\evil.example/v2/topics',
    'ftp:evil.example/v2/topics',
    'foo:bar/v2/topics',
  ])('%s: one bare 400 on the wire, one target issue in process', async (target) => {
    const head = `GET ${target} HTTP/1.1\r\nHost: api.example.com\r\nAuthorization: ${AUTH}\r\nConnection: close\r\n\r\n`;
    const seen: string[] = [];
    for (const [part, , url] of parts()) {
      const { bytes, timedOut } = await exchangeRaw(url, [head], 3000);
      const answers = parseAnswers(bytes);
      expect({ statuses: answers.map((answer) => answer.status), body: answers[0]?.body, timedOut }, part).toEqual({
        statuses: [400],
        body: '',
        timedOut: false,
      });
      seen.push(bytes.toString('latin1'));
    }
    for (const bytes of seen) expect(bytes).toBe(seen[0]);

    const answer = await new MockEngine().answer({ method: 'GET', target, headers: { host: 'api.example.com', authorization: AUTH }, body: undefined });
    const problem = JSON.parse(answer.body!) as Record<string, unknown>;
    expect({ status: answer.status, issues: problem.issues, instance: problem.instance }).toEqual({ status: 400, issues: [TARGET], instance: target });

    expect(validateRequest({ method: 'GET', path: target, headers: { authorization: AUTH } }).issues).toEqual([TARGET]);

    const file = join(dir, 'one.jsonl');
    writeFileSync(file, `${JSON.stringify({ request: { method: 'GET', path: target, headers: { authorization: AUTH } } })}\n`);
    const report = await checkTraffic([file], { strict: true });
    expect(report.violationList.flatMap((violation) => violation.requestIssues)).toEqual([TARGET]);
  });
});
