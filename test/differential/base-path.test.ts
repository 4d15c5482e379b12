// Issue 17's "bad base paths": one rule (src/http/base-path.ts) for the validator's option,
// checkTraffic, the proxy's option and both CLIs' --base-path. Each value gets the same verdict from
// every part: taken (and normalised the same way), or refused.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/program.js';
import { parseBasePath } from '../../src/http/index.js';
import { startValidatingProxy } from '../../src/proxy/index.js';
import { checkTraffic } from '../../src/traffic/index.js';
import { validateRequest } from '../../src/validator/index.js';

const VALUES = [
  '/api',
  '/api/',
  '/a/b//',
  '/',
  '/a%20b',
  "/a-b_c.d~e!$&'()*+,;=:@",
  '/a b',
  '/é',
  '/a%2',
  '/a/../b',
  '/./a',
  'api',
  '',
  '/a?x',
  '/a#x',
  '/a"b',
  '/a\tb',
  '/a{b}',
  // Review 14a F7: a path that starts with '//' is a network path (another host) to whoever resolves it.
  '//evil.example',
  '/a//b',
  '//',
];

/** A CLI run in-process: its exit code and what it printed on stderr. */
async function cli(argv: string[]): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const sink = { write: () => true };
  const collect = (text: string) => {
    stderr += text;
    return true;
  };
  const io = { stdout: sink, stderr: { write: collect }, stdin: Readable.from([]), env: {} };
  return { code: await runCli(argv, io), stderr };
}

async function verdicts(value: string) {
  const reference = parseBasePath(value).ok;
  const validator = !validateRequest({ method: 'GET', path: '/v2/topics', headers: {} }, { basePath: value }).issues.some(
    (issue) => issue.keyword === 'basePath',
  );
  const traffic = await checkTraffic([], { basePath: value }).then(
    () => true,
    () => false,
  );
  const proxy = await startValidatingProxy({ upstream: 'http://127.0.0.1:9', basePath: value, admin: false }).then(
    async (running) => {
      await running.close();
      return true;
    },
    () => false,
  );
  // A usage error that names --base-path refuses the value; any other outcome got past the option.
  const refusedBy = async (argv: string[]) => {
    const run = await cli(argv);
    return !(run.code === 2 && run.stderr.includes('--base-path'));
  };
  const validateTrafficCli = await refusedBy(['validate-traffic', '--base-path', value, '/nonexistent/traffic.jsonl']);
  // An option read after --base-path stops a run that got past it, before a server starts.
  const proxyCli = await refusedBy(['proxy', '--upstream', 'http://127.0.0.1:9', '--base-path', value, '--redact-header', ',']);
  return { reference, validator, traffic, proxy, validateTrafficCli, proxyCli };
}

describe('a base path, whichever part is given it (issue 17)', () => {
  it.each(VALUES)('%j gets one verdict from the validator, checkTraffic, the proxy and both CLIs', async (value) => {
    const found = await verdicts(value);
    const expected = found.reference;
    expect(found).toEqual({ reference: expected, validator: expected, traffic: expected, proxy: expected, validateTrafficCli: expected, proxyCli: expected });
  });
});
