// The CLI's `mock`, in-process through (argv, io): its help and its usage errors (each one line on
// stderr and exit code 2), before anything listens. Ports, Prism, Node 20 and signals: mock-cli.test.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';

const run = (args: string[]) => runInProcess(args);
const work = mkdtempSync(join(tmpdir(), 'nac-mock-options-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('notification-api-contract --help', () => {
  it('lists the commands', async () => {
    const result = await run(['--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: notification-api-contract <command>/);
    expect(result.stdout).toMatch(/^\s+mock\s+start a mock/m);
  });

  it('has per-command help naming every option', async () => {
    const result = await run(['mock', '--help']);
    expect(result.status).toBe(0);
    for (const option of ['--port', '--host', '--docs-port', '--fixture', '--empty', '--strict-keys', '--seed', '--prism', '--dynamic', '--errors']) {
      expect(result.stdout).toContain(option);
    }
  });
});

describe('bad input', () => {
  it.each([
    [['frobnicate'], /unknown command "frobnicate"/],
    [['mock', '--bogus'], /Unknown option '--bogus'/],
    [['mock', '--port', 'abc'], /--port must be a port number/],
    [['mock', '--port', '70000'], /--port must be a port number/],
    [['mock', 'extra'], /positional/i],
    [['mock', '--dynamic'], /--dynamic is an option of Prism's mock: add --prism/],
    [['mock', '--prism', '--fixture', 'state.json'], /--fixture is an option of the stateful mock/],
    [['mock', '--prism', '--seed', '1'], /--seed is an option of the stateful mock/],
    [['mock', '--fixture', 'state.json', '--empty'], /--fixture and --empty exclude each other/],
    [['mock', '--seed', 'abc'], /--seed must be a whole number/],
    [['mock', '--seed=-1'], /--seed must be a whole number/],
    [['mock', '--fixture', '/nonexistent/state.json', '--port', '0'], /--fixture \/nonexistent\/state\.json: no such file/],
  ])('%j fails with one line and exit code 2', async (args, message) => {
    const result = await run(args);
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(message);
  });

  it('names the JSON pointer of a bad fixture', async () => {
    const file = join(work, 'bad.json');
    writeFileSync(file, JSON.stringify({ environments: [{ apiKey: 'k', topics: [{ key: 'news', subscribers: ['nobody'] }] }] }));
    const result = await run(['mock', '--fixture', file, '--port', '0']);
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe(
      `notification-api-contract: --fixture ${file}: /environments/0/topics/0/subscribers/0: no subscriber of the environment has the subscriberId "nobody"; see 'notification-api-contract mock --help'`,
    );
  });

  it('says where a fixture is not JSON', async () => {
    const file = join(work, 'broken.json');
    writeFileSync(file, '{"environments": [');
    const result = await run(['mock', '--fixture', file, '--port', '0']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/--fixture .*broken\.json: not JSON: /);
  });

  // Review 12c F3: an environment's apiKey may be a real one (a copy of production's setup).
  it('never prints an apiKey: a duplicate is named by its pointers, a syntax error by its line and column', async () => {
    const duplicate = join(work, 'duplicate-key.json');
    writeFileSync(duplicate, JSON.stringify({ environments: [{ apiKey: 'sk_live_SUPERSECRET_1' }, { apiKey: 'sk_live_SUPERSECRET_1' }] }));
    const first = await run(['mock', '--fixture', duplicate, '--port', '0']);
    expect(first.status).toBe(2);
    expect(first.stderr).toContain('/environments/1/apiKey: apiKey is already used at /environments/0/apiKey');
    const broken = join(work, 'broken-key.json');
    writeFileSync(broken, '{"environments": [{"apiKey": sk_live_SUPERSECRET_2}]}');
    const second = await run(['mock', '--fixture', broken, '--port', '0']);
    expect(second.status).toBe(2);
    expect(second.stderr).toContain("not JSON: line 1, column 30: expected a value, found 's'");
    expect(first.stderr + second.stderr).not.toMatch(/sk_live|SUPERSECRET/);
  });
});
