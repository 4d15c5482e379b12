// The program's own options and its usage errors: `--version`, and a `--help` hint after every
// unknown command, unknown option or bad argument, whichever command it reaches. In-process, through
// (argv, io); test/cli/smoke.test.ts runs the built command itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { closestName, describeParseArgsError, isParseArgsError } from '../../src/cli/errors.js';
import { mainHelp } from '../../src/cli/program.js';
import { repoRoot } from '../helpers/bundle.js';
import { type CliResult, runInProcess as run } from '../helpers/cli.js';

const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string };

/** The commands as `--help` lists them: a command registered later is tested too. */
function listedCommands(): string[] {
  const help = mainHelp;
  const section = help.slice(help.indexOf('Commands:'), help.indexOf('\n\n', help.indexOf('Commands:')));
  return [...section.matchAll(/^ {2}(\S+) {2,}/gm)].map((match) => match[1]!);
}

/** A usage error: one line on stderr, exit code 2, nothing on stdout, every quote closed. */
function expectUsageError(result: CliResult, hint: string): string {
  expect(result.stdout).toBe('');
  expect(result.status).toBe(2);
  const lines = result.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  const line = lines[0]!;
  expect(line.endsWith(`; see '${hint}'`), line).toBe(true);
  expect(line.split("'").length % 2, `unbalanced single quotes in: ${line}`).toBe(1);
  expect(line.split('"').length % 2, `unbalanced double quotes in: ${line}`).toBe(1);
  return line;
}

describe('notification-api-contract --version', () => {
  it.each([['--version'], ['-v'], ['-V']])('%s prints the package version alone', async (flag) => {
    const result = await run([flag]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`${version}\n`);
  });

  it("help <command> is that command's --help, as in git and npm", async () => {
    const direct = await run(['mock', '--help']);
    expect(direct.status).toBe(0);
    expect(await run(['help', 'mock'])).toMatchObject({ status: 0, stdout: direct.stdout, stderr: '' });
    // Of a word that names no command, the error `bogus` alone gets: the main help with exit 0 passed a script's typo (review 29a F7).
    const line = expectUsageError(await run(['help', 'mokc']), 'notification-api-contract --help');
    expect(line).toMatch(/^notification-api-contract: unknown command "mokc" \(did you mean "mock"\?\)/);
  });

  it('is listed in --help, with both short spellings', async () => {
    expect((await run(['--help'])).stdout).toMatch(/^\s+-V, -v, --version\s+print the version$/m);
  });
});

describe('no command', () => {
  it('is a usage error (exit 2) with the help on stderr, so that a script that lost a word fails (review 20)', async () => {
    expect(await run([])).toEqual({ status: 2, stdout: '', stderr: mainHelp });
    expect(await run(['--help'])).toMatchObject({ status: 0, stdout: mainHelp, stderr: '' });
  });
});

describe('an unknown command', () => {
  it('names it and points to --help', async () => {
    const line = expectUsageError(await run(['frobnicate']), 'notification-api-contract --help');
    expect(line).toBe(`notification-api-contract: unknown command "frobnicate"; see 'notification-api-contract --help'`);
  });

  it('suggests the command a typo most likely meant', async () => {
    const line = expectUsageError(await run(['moc']), 'notification-api-contract --help');
    expect(line).toMatch(/unknown command "moc" \(did you mean "mock"\?\)/);
    expect(expectUsageError(await run(['validate-trafic']), 'notification-api-contract --help')).toMatch(/did you mean "validate-traffic"/);
  });

  it('an unknown option before any command is one too', async () => {
    const line = expectUsageError(await run(['--bogus']), 'notification-api-contract --help');
    expect(line).toMatch(/Unknown option '--bogus'/);
  });
});

describe("every command's bad options", () => {
  const commands = listedCommands();

  it('are found in --help', () => {
    expect(commands).toEqual(expect.arrayContaining(['mock', 'proxy', 'validate-traffic']));
  });

  // --help wins over the rest of the line, in every command alike: a command that takes no words
  // refused `extra --help` where validate-traffic showed its help (review 29a F7).
  it.each(commands)('%s extra --bogus --help shows the help', async (command) => {
    const help = await run([command, '--help']);
    expect(await run([command, 'extra', '--bogus', '--help'])).toMatchObject({ status: 0, stdout: help.stdout, stderr: '' });
  });

  it.each(commands)('%s --bogus names the option and ends with the command help', async (command) => {
    const line = expectUsageError(await run([command, '--bogus']), `notification-api-contract ${command} --help`);
    expect(line).toMatch(/^notification-api-contract: Unknown option '--bogus'/);
  });

  // Review 20 F12: a misspelt command got "did you mean", a misspelt flag nothing.
  it.each([
    // A near miss is no file name: no advice to put it after '--' (review 29a F8).
    [['validate-traffic', '--jsno'], "Unknown option '--jsno' (did you mean '--json'?); see 'notification-api-contract validate-traffic --help'"],
    [
      ['validate-traffic', '--zzzzzz'],
      "Unknown option '--zzzzzz' (an argument that starts with '-' goes after '--': notification-api-contract validate-traffic -- --zzzzzz)",
    ],
    [['validate-traffic', '--JSON'], "Unknown option '--JSON' (did you mean '--json'?)"],
    [['mock', '--prot', '1'], "Unknown option '--prot' (did you mean '--port'?); see 'notification-api-contract mock --help'"],
    [['proxy', '--mod', 'enforce'], "Unknown option '--mod' (did you mean '--mode'?)"],
    [['verify', '--base-ur=x'], "Unknown option '--base-ur' (did you mean '--base-url'?)"],
    [['diff', '--formt', 'json'], "Unknown option '--formt' (did you mean '--format'?)"],
    [['docs', '--ot', 'x'], "Unknown option '--ot' (did you mean '--out'?)"],
    [['--verison'], "Unknown option '--verison' (did you mean '--version'?); see 'notification-api-contract --help'"],
  ])('%j suggests the flag a typo most likely meant', async (argv, expected) => {
    const { stderr, status } = await run(argv);
    expect(status).toBe(2);
    expect(stderr).toContain(`notification-api-contract: ${expected}`);
  });

  it.each(commands)('%s --bogus suggests nothing: no flag is close', async (command) => {
    expect((await run([command, '--bogus'])).stderr).not.toContain('did you mean');
  });

  it.each(commands)('%s prints an unknown option that holds terminal escapes escaped, as does the program', async (command) => {
    const typed = '--a\u001b]0;pwned\u0007b';
    const line = expectUsageError(await run([command, typed]), `notification-api-contract ${command} --help`);
    expect(line).toContain("Unknown option '--a\\u001b]0;pwned\\u0007b'");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: it looks for the raw characters that must not be there
    expect(line).not.toMatch(/[\u0000-\u001f]/);
    for (const argv of [['x\u001b[2Jy'], ['--x\u001b[2Jy']]) {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: it looks for the raw characters that must not be there
      expect((await run(argv)).stderr.trim()).not.toMatch(/[\u0000-\u001f]/);
    }
  });

  it.each(commands)('%s -Z (an unknown short option) does too', async (command) => {
    expectUsageError(await run([command, '-Z']), `notification-api-contract ${command} --help`);
  });

  it.each(commands)('%s --help=yes (a value for a flag) does too', async (command) => {
    const line = expectUsageError(await run([command, '--help=yes']), `notification-api-contract ${command} --help`);
    expect(line).toMatch(/--help' does not take an argument/);
  });

  it('a missing value and a stray argument end with the hint too', async () => {
    expect(expectUsageError(await run(['mock', '--port']), 'notification-api-contract mock --help')).toMatch(/'--port <value>' argument missing/);
    expect(expectUsageError(await run(['mock', 'extra']), 'notification-api-contract mock --help')).toMatch(/Unexpected argument 'extra'/);
  });

  it('for a command that takes arguments, says with closed quotes how to pass one that starts with -', async () => {
    const line = expectUsageError(await run(['validate-traffic', '--bogus', 'x.har']), 'notification-api-contract validate-traffic --help');
    expect(line).toContain("(an argument that starts with '-' goes after '--': notification-api-contract validate-traffic -- --bogus)");
  });
});

describe('one usage-error style in every command', () => {
  it.each([
    [
      ['proxy', '--upstream', 'http://127.0.0.1:8080', '--max-body', '1xb'],
      'proxy',
      /^notification-api-contract: --max-body must be a size such as 512kb or 1mb, at most 512mb, got "1xb"/,
    ],
    // One bound of --max-body for every command (review 29a F5): the mock and the proxy took 0 and 99gb.
    [['mock', '--max-body', '0'], 'mock', /^notification-api-contract: --max-body must be a size such as 512kb or 1mb, at most 512mb, got "0"/],
    [['mock', '--max-body', '99gb'], 'mock', /^notification-api-contract: --max-body must be a size such as 512kb or 1mb, at most 512mb, got "99gb"/],
    [['proxy', '--upstream', 'http://127.0.0.1:8080', '--max-body', '0'], 'proxy', /--max-body must be a size such as 512kb or 1mb, at most 512mb, got "0"/],
    [['validate-traffic', '--max-body', '513mb', 'x.jsonl'], 'validate-traffic', /--max-body must be a size such as 16mb or 512kb, at most 512mb, got "513mb"/],
    [['proxy'], 'proxy', /--upstream is required/],
    [['mock', '--seed', 'abc'], 'mock', /^notification-api-contract: --seed must be a whole number/],
    // The port and the seed go through args.ts as the other numbers do: a value quoted as JSON, up to 80 characters.
    [['mock', '--port', '8O'], 'mock', /^notification-api-contract: --port must be a port number from 0 to 65535, got "8O"/],
    [['mock', '--docs-port', '65536'], 'mock', /^notification-api-contract: --docs-port must be a port number from 0 to 65535, got "65536"/],
    [['mock', '--seed', '4294967296'], 'mock', /^notification-api-contract: --seed must be a whole number from 0 to 4294967295, got "4294967296"/],
    [['mock', '--seed', `${'9'.repeat(60)}x`], 'mock', new RegExp(`got "${'9'.repeat(60)}x"`)],
    [
      ['proxy', '--upstream', 'http://127.0.0.1:8080', '--port', '1e3'],
      'proxy',
      /^notification-api-contract: --port must be a port number from 0 to 65535, got "1e3"/,
    ],
    [['verify', '--api-key', 'k'], 'verify', /^notification-api-contract: verify needs --base-url <url>/],
    [['docs'], 'docs', /^notification-api-contract: docs needs --out <dir>/],
    [['validate-traffic'], 'validate-traffic', /validate-traffic needs at least one <file>/],
    [['validate-traffic', '--jobs', '0', 'x.jsonl'], 'validate-traffic', /^notification-api-contract: --jobs must be a whole number from 1 to 256, got "0"/],
    [['validate-traffic', '--max-body', 'huge', 'x.jsonl'], 'validate-traffic', /--max-body must be a size such as 16mb or 512kb, at most 512mb, got "huge"/],
    [['validate-traffic', '--base-path', 'api', 'x.jsonl'], 'validate-traffic', /^notification-api-contract: --base-path must/],
    [['validate-traffic', '--host', 'a b', 'x.jsonl'], 'validate-traffic', /^notification-api-contract: --host must be a host name/],
  ])("%j: the problem, then the hint to that command's help", async (args, command, message) => {
    const line = expectUsageError(await run(args), `notification-api-contract ${command} --help`);
    expect(line).toMatch(message);
  });
});

describe('every help text', () => {
  const helps = async () => [mainHelp, ...(await Promise.all(listedCommands().map(async (command) => (await run([command, '--help'])).stdout)))];

  it('writes placeholders one way, <lower-case>, never FILE or N', async () => {
    for (const help of await helps()) {
      const usage = help.split('\n')[0]!;
      expect(usage, usage).toMatch(/^Usage: notification-api-contract/);
      const options = help.slice(help.indexOf('\n\n'));
      const shouting = [...options.matchAll(/^\s+(?:-\w, )?--[a-z-]+[ =]([A-Z][A-Z_]*)\b/gm)].map((match) => match[0].trim());
      expect(shouting, usage).toEqual([]);
      expect(usage.match(/ [A-Z]{2,}\b/g) ?? [], usage).toEqual([]);
    }
  });

  // Review 20a F12: mock's and proxy's help said nothing of a busy port's 1 and a usage error's 2.
  it.each(listedCommands())("%s --help states the command's exit codes, before its options", async (command) => {
    const help = (await run([command, '--help'])).stdout;
    const paragraph = /^Exit code: 0 [\s\S]*?\n\n/m.exec(help);
    expect(paragraph?.[0], command).toMatch(/, 1 [\s\S]*, 2 /);
    expect(paragraph!.index, command).toBeLessThan(help.indexOf('Options:'));
  });

  it.each([
    ['mock', /1 when it cannot start \(a port in use[\s\S]*2 on a usage error/],
    ['proxy', /1 when it cannot start \(a port in use[\s\S]*2 on a usage error/],
  ])('%s --help names the exit code of a busy port and of a usage error', async (command, codes) => {
    expect((await run([command, '--help'])).stdout.replaceAll('\n', ' ')).toMatch(codes);
  });

  it("hints with one wording: see 'notification-api-contract … --help'", async () => {
    for (const help of await helps()) expect(help).not.toMatch(/\brun '[^']*--help'/i);
    expect(mainHelp).toContain("For a command's options, see 'notification-api-contract <command> --help'.");
  });
});

describe('the message helpers', () => {
  const parseError = (args: string[], allowPositionals: boolean) => {
    try {
      parseArgs({ args, strict: true, allowPositionals, options: { port: { type: 'string' } } });
    } catch (error) {
      if (isParseArgsError(error)) return error;
      throw error;
    }
    throw new Error('parseArgs accepted the arguments');
  };

  it("rewrite Node's unbalanced advice, and keep the rest of its messages", () => {
    const withPositionals = parseError(['--nope'], true);
    expect(withPositionals.message).toMatch(/as in '-- "--nope"$/); // Node's own, one quote left open
    expect(describeParseArgsError(withPositionals, 'x')).toBe(
      "Unknown option '--nope' (an argument that starts with '-' goes after '--': notification-api-contract x -- --nope); see 'notification-api-contract x --help'",
    );
    expect(describeParseArgsError(parseError(['--nope'], false), 'x')).toBe("Unknown option '--nope'; see 'notification-api-contract x --help'");
  });

  it('only recognise parseArgs errors', () => {
    expect(isParseArgsError(new Error('x'))).toBe(false);
    expect(isParseArgsError(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBe(false);
    expect(isParseArgsError(null)).toBe(false);
  });

  it('suggest only a close name', () => {
    const names = ['mock', 'proxy', 'validate-traffic', 'verify', 'docs'];
    expect(closestName('mokc', names)).toBe('mock');
    expect(closestName('prxy', names)).toBe('proxy');
    expect(closestName('verfy', names)).toBe('verify');
    expect(closestName('validate', names)).toBe('validate-traffic');
    expect(closestName('doc', names)).toBe('docs');
    expect(closestName('xyz', names)).toBeUndefined();
    expect(closestName('serve', names)).toBeUndefined();
  });
});
