// The mock command's options of this issue, parsed in-process: --idempotency off, --max-resources,
// --control-token (or NOTIFICATION_API_MOCK_CONTROL_TOKEN), each refused with a usage error when bad,
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

  it.each([
    [['--idempotency', 'maybe'], /--idempotency must be on or off, got "maybe"/],
    [['--max-resources', '0'], /--max-resources must be a whole number from 1 up, got "0"/],
    [['--max-resources', '1e3'], /--max-resources must be a whole number/],
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
});
