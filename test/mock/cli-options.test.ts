// The mock command's options of this issue, parsed in-process: --idempotency off, --max-resources,
// --max-bytes, --max-total-bytes, --control-token (or NOTIFICATION_API_MOCK_CONTROL_TOKEN), each refused with a usage error when bad,
// and the token never quoted back.
import { describe, expect, it } from 'vitest';
import { parseMockArgs } from '../../src/cli/mock.js';

describe('mock options', () => {
  it('takes --idempotency off, --max-resources and --control-token', () => {
    expect(parseMockArgs(['--idempotency', 'off', '--max-resources', '500', '--control-token', 'token-123456'], {})).toMatchObject({
      engine: 'stateful',
      idempotency: 'off',
      maxResources: 500,
      controlToken: 'token-123456',
    });
    expect(parseMockArgs([], { NOTIFICATION_API_MOCK_CONTROL_TOKEN: 'from-the-environment' })).toMatchObject({ controlToken: 'from-the-environment' });
    expect(parseMockArgs([], {})).toMatchObject({ idempotency: undefined, maxResources: undefined, controlToken: undefined });
  });

  it('takes --max-bytes and --max-total-bytes as sizes', () => {
    expect(parseMockArgs(['--max-bytes', '16mb', '--max-total-bytes', '1gb'], {})).toMatchObject({ maxBytes: 16 * 1024 ** 2, maxTotalBytes: 1024 ** 3 });
    expect(parseMockArgs([], {})).toMatchObject({ maxBytes: undefined, maxTotalBytes: undefined });
  });

  // Review 26b F3: the CLI's mock refused a valid 1.1 MB bulk trigger with 413 and had no flag to
  // raise the bound; the proxy's --max-body, with its spelling and parser, is the mock's too.
  it('takes --max-body as a size, as the proxy does', () => {
    expect(parseMockArgs(['--max-body', '4mb'], {})).toMatchObject({ engine: 'stateful', maxBodyBytes: 4 * 1024 ** 2 });
    expect(parseMockArgs([], {})).toMatchObject({ maxBodyBytes: undefined });
  });

  it('takes --client-timeout as a duration, for the stateful mock and the proxy in front of Prism', () => {
    expect(parseMockArgs(['--client-timeout', '10s'], {})).toMatchObject({ engine: 'stateful', clientTimeoutMs: 10_000 });
    expect(parseMockArgs(['--prism', '--client-timeout', '500ms'], {})).toMatchObject({ engine: 'prism', clientTimeoutMs: 500 });
    expect(parseMockArgs([], {})).toMatchObject({ clientTimeoutMs: undefined });
  });

  it.each([
    [['--client-timeout', '0'], /--client-timeout must be a duration such as 500ms, 30s or 2m, got "0"/],
    [['--client-timeout', 'soon'], /--client-timeout must be a duration/],
    [['--idempotency', 'maybe'], /--idempotency must be on or off, got "maybe"/],
    [['--max-resources', '0'], /--max-resources must be a whole number from 1 up, got "0"/],
    [['--max-resources', '1e3'], /--max-resources must be a whole number/],
    [['--max-bytes', '0'], /--max-bytes must be a size such as 64mb or 1gb, got "0"/],
    [['--max-total-bytes', 'lots'], /--max-total-bytes must be a size such as 64mb or 1gb/],
    [['--prism', '--max-bytes', '1mb'], /--max-bytes is an option of the stateful mock/],
    [['--max-body', 'big'], /--max-body must be a size such as 512kb or 1mb, at most 512mb, got "big"/],
    [['--prism', '--max-body', '2mb'], /--max-body is an option of the stateful mock/],
    [['--prism', '--idempotency', 'off'], /--idempotency is an option of the stateful mock/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseMockArgs(argv, {})).toThrow(message);
  });

  it('refuses a bad token without quoting it', () => {
    let message = '';
    try {
      parseMockArgs(['--control-token', 'short pw'], {});
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/--control-token must be 8 to 512 visible ASCII characters/);
    expect(message).not.toContain('short pw');
  });

  // Review 14a F5: where the token came from decides what the messages and the printed line name.
  it('names the variable when its token is refused, and the flag when the flag is', () => {
    const refused = (argv: string[], env: Record<string, string>) => {
      try {
        parseMockArgs(argv, env);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    };
    const fromEnv = refused([], { NOTIFICATION_API_MOCK_CONTROL_TOKEN: 'short pw' });
    expect(fromEnv).toMatch(/^NOTIFICATION_API_MOCK_CONTROL_TOKEN must be 8 to 512 visible ASCII characters/);
    expect(fromEnv).not.toContain('short pw');
    expect(refused(['--control-token', 'short pw'], { NOTIFICATION_API_MOCK_CONTROL_TOKEN: 'a-good-token-1' })).toMatch(/^--control-token must be/);
  });

  it('says where the token came from, and whether the flag set the variable aside', () => {
    expect(parseMockArgs(['--control-token', 'token-123456'], {})).toMatchObject({ controlTokenFrom: 'flag', envTokenIgnored: false });
    expect(parseMockArgs([], { NOTIFICATION_API_MOCK_CONTROL_TOKEN: 'token-123456' })).toMatchObject({ controlTokenFrom: 'env', envTokenIgnored: false });
    expect(parseMockArgs(['--control-token', 'token-123456'], { NOTIFICATION_API_MOCK_CONTROL_TOKEN: 'token-654321' })).toMatchObject({
      controlToken: 'token-123456',
      controlTokenFrom: 'flag',
      envTokenIgnored: true,
    });
    expect(parseMockArgs(['--control-token', 'token-123456'], { NOTIFICATION_API_MOCK_CONTROL_TOKEN: 'token-123456' })).toMatchObject({
      envTokenIgnored: false,
    });
    expect(parseMockArgs([], {})).toMatchObject({ controlTokenFrom: undefined, envTokenIgnored: false });
  });
});
