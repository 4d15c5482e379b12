// verify --json quotes what a server sent (a failing answer's excerpt): JSON.stringify left its C1
// controls, bidi overrides and line separators raw on stdout, where the text report and the JUnit
// file escape them (review 22, F11). The JSON is the same value, each of them as \uXXXX.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';

const CONTROLS = '\u009b2J\u0085\u202e\u202c\u200f\u2066\u2069\u2028\u2029';
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    // The probe (no credentials) gets a declared 401; every other request a 500 that quotes the controls.
    const status = request.headers.authorization === undefined ? 401 : 500;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ statusCode: status, message: `bad ${CONTROLS} news` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  url = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it('escapes the controls a server sent in the JSON report, and keeps them as values', async () => {
  const { status, stdout } = await runInProcess(
    ['verify', '--base-url', url, '--operations', 'listTopics', '--max-examples', '2', '--rps', '0', '--seed', '1', '--json'],
    { env: { NOTIFICATION_API_KEY: 'json-controls-key-1234' } },
  );
  expect(status).toBe(1);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: it finds the control characters that must not be printed
  expect(stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/);
  const report = JSON.parse(stdout) as { failures: { steps: { response: string }[] }[] };
  const responses = report.failures.flatMap((failure) => failure.steps.map((step) => step.response));
  expect(responses.some((response) => response.includes(CONTROLS))).toBe(true);
}, 60_000);
