// The program's own options and its usage errors: `--version`, and a `--help` hint after every
// unknown command, unknown option or bad argument, whichever command it reaches.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { closestName, describeParseArgsError, isParseArgsError } from '../../src/cli/errors.js';
import { repoRoot } from '../helpers/bundle.js';
import { machineNode } from '../helpers/processes.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const run = (args: string[], node = process.execPath) => spawnSync(node, [cli, ...args], { encoding: 'utf8', timeout: 60_000 });
const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string };

/** The commands as `--help` lists them: a command registered later is tested too. */
function listedCommands(): string[] {
  const help = run(['--help']).stdout;
  const section = help.slice(help.indexOf('Commands:'), help.indexOf('\n\n', help.indexOf('Commands:')));
  return [...section.matchAll(/^ {2}(\S+) {2,}/gm)].map((match) => match[1]!);
}

/** A usage error: one line on stderr, exit code 2, nothing on stdout, every quote closed. */
function expectUsageError(result: ReturnType<typeof run>, hint: string): string {
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
  it.each([['--version'], ['-v']])('%s prints the package version alone, on the machine Node too', (flag) => {
    for (const node of [process.execPath, machineNode()]) {
      const result = run([flag], node);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toBe(`${version}\n`);
    }
  });

  it("help <command> is that command's --help, as in git and npm", () => {
    const direct = run(['mock', '--help']);
    expect(direct.status).toBe(0);
    expect(run(['help', 'mock'])).toMatchObject({ status: 0, stdout: direct.stdout, stderr: '' });
  });

  it('is listed in --help', () => {
    expect(run(['--help']).stdout).toMatch(/^\s+-v, --version\s+print the version$/m);
  });
});

describe('an unknown command', () => {
  it('names it and points to --help', () => {
    const line = expectUsageError(run(['frobnicate']), 'notification-api-contract --help');
    expect(line).toBe(`notification-api-contract: unknown command "frobnicate"; see 'notification-api-contract --help'`);
  });

  it('suggests the command a typo most likely meant', () => {
    const line = expectUsageError(run(['moc']), 'notification-api-contract --help');
    expect(line).toMatch(/unknown command "moc" \(did you mean "mock"\?\)/);
    expect(expectUsageError(run(['validate-trafic']), 'notification-api-contract --help')).toMatch(/did you mean "validate-traffic"/);
  });

  it('an unknown option before any command is one too', () => {
    const line = expectUsageError(run(['--bogus']), 'notification-api-contract --help');
    expect(line).toMatch(/Unknown option '--bogus'/);
  });
});

describe("every command's bad options", () => {
  const commands = listedCommands();

  it('are found in --help', () => {
    expect(commands).toEqual(expect.arrayContaining(['mock', 'proxy', 'validate-traffic']));
  });

  it.each(commands)('%s --bogus names the option and ends with the command help', (command) => {
    const line = expectUsageError(run([command, '--bogus']), `notification-api-contract ${command} --help`);
    expect(line).toMatch(/^notification-api-contract: Unknown option '--bogus'/);
  });

  it.each(commands)('%s -Z (an unknown short option) does too', (command) => {
    expectUsageError(run([command, '-Z']), `notification-api-contract ${command} --help`);
  });

  it.each(commands)('%s --help=yes (a value for a flag) does too', (command) => {
    const line = expectUsageError(run([command, '--help=yes']), `notification-api-contract ${command} --help`);
    expect(line).toMatch(/--help' does not take an argument/);
  });

  it('a missing value and a stray argument end with the hint too', () => {
    expect(expectUsageError(run(['mock', '--port']), 'notification-api-contract mock --help')).toMatch(/'--port <value>' argument missing/);
    expect(expectUsageError(run(['mock', 'extra']), 'notification-api-contract mock --help')).toMatch(/Unexpected argument 'extra'/);
  });

  it('for a command that takes arguments, says with closed quotes how to pass one that starts with -', () => {
    const line = expectUsageError(run(['validate-traffic', '--bogus', 'x.har']), 'notification-api-contract validate-traffic --help');
    expect(line).toContain("(an argument that starts with '-' goes after '--': notification-api-contract validate-traffic -- --bogus)");
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
