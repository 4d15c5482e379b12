// Issue 9, item 7: the proxy's stdout lines are for a person: whatever a request carries (escape
// sequences, newlines, 8-bit controls, very long names) is escaped and cut, never passed to the
// terminal as it came.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopProcess } from '../helpers/processes.js';
import { type ProxyProcess, startProxyProcess } from './cli-process.js';
import { type RawUpstream, rawConnect, rawRequest, startRawUpstream, statusOf } from './raw.js';

describe('violation lines printed by the CLI', () => {
  let upstream: RawUpstream;
  let proxy: ProxyProcess;
  beforeAll(async () => {
    upstream = await startRawUpstream();
    proxy = await startProxyProcess(process.execPath, ['--upstream', upstream.url, '--strict']);
  });
  afterAll(async () => {
    await stopProcess(proxy.child);
    await upstream.close();
  });

  it('escape control characters and cut long values', async () => {
    const client = await rawConnect(proxy.url);
    // A body property whose name clears the screen and forges a line (strict mode reports it by name).
    const forged = '\u001b[2J\u001b[31m\nviolation  forged line\r';
    client.write(
      rawRequest(
        'POST',
        '/v2/topics',
        { Authorization: 'ApiKey k', 'Content-Type': 'application/json' },
        { bytes: JSON.stringify({ key: 'news', [forged]: 1, ['x'.repeat(5000)]: 2 }), framing: 'length' },
      ),
    );
    expect(statusOf(await client.next())).toBe(200);
    // An 8-bit CSI (0x9b) in a header value the validator quotes.
    client.write(
      Buffer.concat([
        Buffer.from('POST /v2/topics HTTP/1.1\r\nHost: p\r\nAuthorization: ApiKey k\r\nContent-Type: text/\x9b31mred\r\nContent-Length: 2\r\n\r\n', 'latin1'),
        Buffer.from('{}'),
      ]),
    );
    expect(statusOf(await client.next())).toBe(200);
    client.destroy();
    process.kill(proxy.child.pid!, 'SIGTERM');
    expect(await proxy.exited).toBe(0);

    const stdout = proxy.stdout();
    // biome-ignore lint/suspicious/noControlCharactersInRegex: it looks for the control characters that must not be there
    expect(stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    const lines = stdout.split('\n');
    // Each violation is one line, and nothing else starts like one.
    const violations = lines.filter((line) => line.startsWith('violation'));
    expect(violations).toHaveLength(2);
    const [strict, contentType] = violations as [string, string];
    expect(strict).toContain('\\u001b[2J\\u001b[31m\\nviolation  forged line\\r');
    expect(strict).toMatch(/x{100}… \(\d[\d,]* more characters\)/);
    expect(strict.length).toBeLessThan(1500);
    expect(contentType).toContain('text/\\u009b31mred');
  });
});
