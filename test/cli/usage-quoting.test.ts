// Review 18 F8: usage errors for `mock --port`, `--client-timeout` and `validate-traffic --host`
// escaped a control character twice (`got "\\u001b[31mX"`: JSON.stringify of text printable had
// escaped), where `--base-path`, `--upstream` and file names showed `\u001b`. Every message that
// quotes a value given now quotes it by one function (src/text/printable.ts quoted). Each option that
// takes a value, of every command, is given one holding ESC and DEL: the error shows each escaped
// once, and no raw control character; a secret's value is not shown at all.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledJsonSpecPath } from '../../src/cli/package-files.js';
import { createStatefulMock } from '../../src/mock/index.js';
import { runInProcess } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'nac-usage-quoting-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = join(dir, 'a-file');
writeFileSync(file, '');
/** A folder that does not exist: a file name in it cannot be opened, nor written. */
const missing = join(dir, 'missing');

const V = '\u001b[31mX\u007f';
/** In a folder that does not exist: refused without creating anything. */
const VF = join(missing, V);
const SPEC = bundledJsonSpecPath;
const BASE = 'http://127.0.0.1:9';
const UP = ['--upstream', BASE, '--port', '0'];
const VERIFY = ['--base-url', BASE, '--api-key', 'test-key-0123456789'];

// [command and options, the value's escaped forms shown: 1, or 0 for a secret]
const ROWS: [string[], 0 | 1][] = [
  [['mock', '--port', V], 1],
  [['mock', '--host', V], 1],
  [['mock', '--docs-port', V], 1],
  [['mock', '--client-timeout', V], 1],
  [['mock', '--fixture', VF], 1],
  [['mock', '--seed', V], 1],
  [['mock', '--idempotency', V], 1],
  [['mock', '--max-resources', V], 1],
  [['mock', '--max-bytes', V], 1],
  [['mock', '--max-total-bytes', V], 1],
  [['mock', '--max-body', V], 1],
  [['mock', '--control-token', V], 0],
  [['mock', '--base-path', V], 1],
  [['proxy', '--upstream', V], 1],
  [['proxy', '--upstream', BASE, '--port', V], 1],
  [[...['proxy', ...UP], '--host', V], 1],
  [[...['proxy', ...UP], '--mode', V], 1],
  [[...['proxy', ...UP], '--log', VF], 1],
  [[...['proxy', ...UP], '--log', file, '--log-max-size', V], 1],
  [[...['proxy', ...UP], '--log', file, '--log-max-size', '1mb', '--log-keep', V], 1],
  [[...['proxy', ...UP], '--max-body', V], 1],
  [[...['proxy', ...UP], '--timeout', V], 1],
  [[...['proxy', ...UP], '--response-timeout', V], 1],
  [[...['proxy', ...UP], '--client-timeout', V], 1],
  [[...['proxy', ...UP], '--drain-grace', V], 1],
  [[...['proxy', ...UP], '--max-connections', V], 1],
  [[...['proxy', ...UP], '--max-upstream-sockets', V], 1],
  [[...['proxy', ...UP], '--header-timeout', V], 1],
  [[...['proxy', ...UP], '--request-timeout', V], 1],
  [[...['proxy', ...UP], '--admin-token-file', VF], 1],
  [[...['proxy', ...UP], '--base-path', V], 1],
  [[...['proxy', ...UP], '--redact-query', V], 1],
  [[...['proxy', ...UP], '--redact-header', V], 1],
  [[...['proxy', ...UP], '--admin-token', V], 0],
  [['validate-traffic', '--base-path', V, file], 1],
  [['validate-traffic', '--host', V, file], 1],
  [['validate-traffic', '--max-body', V, file], 1],
  [['validate-traffic', '--jobs', V, file], 1],
  [['validate-traffic', '--jobs', '1', VF], 1],
  [['diff', '--format', V, SPEC, SPEC], 1],
  [['diff', '--fail-on', V, SPEC, SPEC], 1],
  [['diff', '--ref-root', VF, SPEC, SPEC], 1],
  [['diff', '--traffic', VF, SPEC, SPEC], 1],
  [['diff', '--traffic', file, '--base-path', V, SPEC, SPEC], 1],
  [['diff', '--traffic', file, '--host', V, SPEC, SPEC], 1],
  [['diff', '--traffic', file, '--max-body', V, SPEC, SPEC], 1],
  [['diff', '--traffic', file, '--jobs', V, SPEC, SPEC], 1],
  [['diff', VF, SPEC], 1],
  [['docs', '--out', join(file, V)], 1],
  [['docs', '--out', missing, '--server-url', V], 1],
  [['verify', '--base-url', V, '--api-key', 'test-key-0123456789'], 1],
  [['verify', '--base-url', BASE, '--api-key', V], 0],
  [[...['verify', ...VERIFY], '--operations', V], 1],
  [[...['verify', ...VERIFY], '--checks', V], 1],
  [[...['verify', ...VERIFY], '--exclude-checks', V], 1],
  [[...['verify', ...VERIFY], '--request-timeout', V], 1],
  [[...['verify', ...VERIFY], '--max-response-bytes', V], 1],
  [[...['verify', ...VERIFY], '--max-examples', V], 1],
  [[...['verify', ...VERIFY], '--seed', V], 1],
  [[...['verify', ...VERIFY], '--rps', V], 1],
  [[...['verify', ...VERIFY], '--workflow', V], 1],
  [[...['verify', ...VERIFY], '--junit', VF], 1],
];

/** A raw control character, a line's closing newline aside. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: a raw control character is what must not be printed.
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
/** How many times `part` occurs in `text`. */
const count = (text: string, part: string): number => text.split(part).length - 1;

describe('a usage error quoting a value with ESC and DEL', () => {
  it.each(ROWS)('%j', async (argv, shown) => {
    const { status, stdout, stderr } = await runInProcess(argv, { env: {} });
    expect(status).not.toBe(0);
    expect(stderr, stderr).not.toMatch(RAW);
    expect(stdout, stdout).not.toMatch(RAW);
    expect({ stderr, esc: count(stderr, '\\u001b[31mX'), del: count(stderr, 'X\\u007f'), twice: count(stderr, '\\\\u') }).toEqual({
      stderr,
      esc: shown,
      del: shown,
      twice: 0,
    });
  });

  it('covers every option that takes a value, of every command', () => {
    // Each row's option: the one followed by the value.
    const given = new Set(ROWS.map(([argv]) => `${argv[0]} ${argv[argv.findIndex((word) => word.includes('\u001b')) - 1]}`));
    for (const command of ['mock', 'proxy', 'validate-traffic', 'diff', 'docs', 'verify']) {
      const source = readFileSync(new URL(`../../src/cli/${command}.ts`, import.meta.url), 'utf8');
      for (const [, name] of source.matchAll(/'?([a-z-]+)'?: \{ type: 'string'/g)) expect(given, `${command} --${name}`).toContain(`${command} --${name}`);
    }
  });

  it("as listen()'s TypeError quotes a port or host string given", async () => {
    for (const options of [{ port: V }, { host: ' ' }, { clientTimeoutMs: V }]) {
      const message = await createStatefulMock()
        .listen(options as never)
        .then(
          () => 'listening',
          (error: Error) => error.message,
        );
      expect(message).not.toMatch(RAW);
      expect(count(message, '\\\\u')).toBe(0);
      if ('host' in options) expect(message).toContain('got " "');
      else expect(message).toContain('got "\\u001b[31mX\\u007f"');
    }
  });
});
