// What verify sends and what its curl line sends are the same request (review 13a, F4): Node's fetch
// added accept-encoding, accept-language, user-agent and sec-fetch-mode to every request, the curl
// line carried none of them, and a server whose compression layer failed answered verify 500 and the
// pasted line 200. Held to the bytes on the wire, read by a raw node:net server, and to curl's own
// request where the machine has curl.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { API_KEY_VARIABLE, VERIFY_VERSION } from '../../src/verify/requests.js';
import { verify } from '../../src/verify/run.js';

const KEY = 'wire-headers-key-12345';
const problem = '{"status":500,"title":"Internal Server Error"}';
const serverError = `HTTP/1.1 500 Internal Server Error\r\ncontent-type: application/problem+json\r\ncontent-length: ${problem.length}\r\nconnection: close\r\n\r\n${problem}`;

/** Set by the connection, not by verify nor by the curl line: left out of the comparison. */
const CONNECTION_HEADERS = new Set(['host', 'connection', 'content-length']);

interface Head {
  readonly target: string;
  readonly headers: [string, string][];
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

/** A raw server that answers every request with a 500 and records each request's head as it came. */
async function recordingServer(heads: Head[]): Promise<string> {
  const server = createServer((socket: Socket) => {
    socket.on('error', () => undefined);
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      if (text.includes('\r\n\r\n')) return;
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [line = '', ...fields] = text.slice(0, end).split('\r\n');
      heads.push({
        target: line.split(' ')[1] ?? '',
        headers: fields.map((field): [string, string] => [field.slice(0, field.indexOf(':')).toLowerCase(), field.slice(field.indexOf(':') + 1).trim()]),
      });
      socket.end(serverError, 'latin1');
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

const setHeaders = (head: Head) => head.headers.filter(([name]) => !CONNECTION_HEADERS.has(name));

/** The -H headers of a curl line, the key's variable in place of the key. */
function curlHeaders(line: string): [string, string][] {
  return [...line.matchAll(/-H (?:'([^']*)'|"([^"]*)")/g)].map((match) => {
    const text = (match[1] ?? match[2] ?? '').replace(`$${API_KEY_VARIABLE}`, KEY);
    return [text.slice(0, text.indexOf(':')).toLowerCase(), text.slice(text.indexOf(':') + 1).trim()];
  });
}

it('names the package’s own version in its user-agent', () => {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  expect(VERIFY_VERSION).toBe(manifest.version);
});

it('sends the headers its curl line prints, and no other, and curl sends them as verify did', async () => {
  const heads: Head[] = [];
  const baseUrl = await recordingServer(heads);
  const report = await verify({ baseUrl, apiKey: KEY, operations: ['listTopics'], checks: ['not_a_server_error'], maxExamples: 1, rps: 0, seed: 1 });
  const step = report.failures.find((failure) => failure.check === 'not_a_server_error')?.steps.at(-1);
  expect(step).toBeDefined();
  const curl = step!.curl;
  const target = new URL(/'(http:[^']*)'/.exec(curl)![1]!);
  // Shrinking sends requests to the same target with other headers (an idempotency-key or none): the
  // printed one is among them, header for header, in its order.
  const sameTarget = heads.filter((head) => head.target === `${target.pathname}${target.search}`);
  const sent = sameTarget.find((head) => JSON.stringify(setHeaders(head)) === JSON.stringify(curlHeaders(curl)));
  expect(sameTarget.map(setHeaders)).toContainEqual(curlHeaders(curl));
  expect(Object.fromEntries(setHeaders(sent!))).toMatchObject({
    'user-agent': `notification-api-contract-verify/${VERIFY_VERSION}`,
    accept: 'application/json',
    'accept-encoding': 'gzip, deflate',
    'accept-language': '*',
    'sec-fetch-mode': 'cors',
    authorization: `ApiKey ${KEY}`,
  });
  // curl decodes what its accept-encoding asked for.
  expect(curl).toContain(' --compressed ');

  const hasCurl = spawnSync('curl', ['--version']).status === 0;
  if (!hasCurl) return;
  const before = heads.length;
  // Not spawnSync: the server that answers curl runs on this thread.
  const pasted = await new Promise<number | null>((resolve) => {
    const child = spawn('sh', ['-c', `${curl} -s -o /dev/null`], { env: { ...process.env, [API_KEY_VARIABLE]: KEY }, stdio: 'ignore', timeout: 10_000 });
    child.on('close', resolve);
  });
  expect(pasted).toBe(0);
  const replayed = heads[before]!;
  expect(replayed.target).toBe(sent!.target);
  expect(setHeaders(replayed)).toEqual(setHeaders(sent!));
}, 60_000);
