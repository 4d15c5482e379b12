// A proxy asked to stop is not held by a reader that never reads its stdout (a stalled log shipper):
// what is left to print gets at most 2 s in all, and another signal ends it at once, with the code of
// that signal. (Its first wait, for the violation lines, once took 3 s and ignored a second SIGTERM.)
import { spawn } from 'node:child_process';
import { expect, it } from 'vitest';
import { freePort } from '../helpers/processes.js';
import { cli } from './cli-process.js';
import { startRawUpstream } from './raw.js';

it('ends at a second signal while its last lines wait for a reader that never reads', async () => {
  const upstream = await startRawUpstream();
  const port = await freePort();
  const child = spawn(process.execPath, [cli, 'proxy', '--upstream', upstream.url, '--strict', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  try {
    // Read up to the start-up lines, then never again.
    await new Promise<void>((resolve) => {
      let text = '';
      const read = (chunk: Buffer) => {
        text += chunk.toString();
        if (!/^proxy\s+http:\/\//m.test(text)) return;
        child.stdout.off('data', read);
        child.stdout.pause();
        resolve();
      };
      child.stdout.on('data', read);
    });
    // 1,000 violations (an unknown query parameter, in strict mode): far more lines than a pipe holds.
    for (let batch = 0; batch < 50; batch += 1) {
      await Promise.all(
        Array.from({ length: 20 }, async (_, index) => {
          const response = await fetch(`http://127.0.0.1:${port}/v2/topics?unknown${batch}x${index}=${'v'.repeat(200)}`, {
            headers: { authorization: 'ApiKey k' },
          });
          await response.arrayBuffer();
        }),
      );
    }
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 143, signal: null });
  } finally {
    child.kill('SIGKILL');
    child.stdout.destroy();
    await upstream.close();
  }
});
