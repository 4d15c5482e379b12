// A file named on the command line is read up to its bound, whatever it is: /dev/zero (or a pipe, a
// process substitution) has no size to check first, and a whole read grew until the process died.
// Each command refuses it in one line, with exit code 2, past its bound.
import { describe, expect, it } from 'vitest';
import { readBoundedSync, TooLargeError } from '../../src/files/read-bounded.js';
import { runInProcess } from '../helpers/cli.js';

const endless = '/dev/zero';

describe('a command given an endless file by name', () => {
  it('diff: larger than 64 MiB, not a spec', async () => {
    const { status, stderr } = await runInProcess(['diff', 'package', endless]);
    expect(status).toBe(2);
    expect(stderr).toMatch(/\/dev\/zero.*larger than 64 MiB: not a spec/);
  });

  it('proxy --admin-token-file: no token', async () => {
    const { status, stderr } = await runInProcess(['proxy', '--upstream', 'http://127.0.0.1:1', '--admin-token-file', endless]);
    expect(status).toBe(2);
    expect(stderr).toMatch(/admin token file \/dev\/zero must hold 1 to 256 visible ASCII characters/);
  });

  it('mock --fixture: larger than a state may be', async () => {
    const { status, stderr } = await runInProcess(['mock', '--port', '0', '--fixture', endless]);
    expect(status).toBe(2);
    expect(stderr).toMatch(/--fixture \/dev\/zero: larger than 64 MiB, the most a state may be/);
  });

  it('reads no more than one byte past the bound', () => {
    expect(() => readBoundedSync(endless, 1000)).toThrow(TooLargeError);
    expect(readBoundedSync('/dev/null', 10).length).toBe(0);
  });
});
