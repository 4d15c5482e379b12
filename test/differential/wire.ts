// Sending a corpus item as it is: over HTTP/1.1 to a server (the target and header lines untouched),
// or to the mock's fetch core; and the curl line that sends it again.
import { Agent, request } from 'node:http';
import type { Item } from './corpus.js';

export interface WireAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly contentType: string | null;
  readonly text: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

export const bodyBytes = (body: string | Uint8Array | undefined): Buffer | undefined =>
  body === undefined ? undefined : typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);

/** The item over HTTP to `origin` ('http://127.0.0.1:port'). */
export function sendOverHttp(origin: string, item: Item): Promise<WireAnswer> {
  const url = new URL(origin);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of item.headers) {
    const known = headers[name];
    headers[name] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value];
  }
  const body = bodyBytes(item.body);
  if (body !== undefined) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const sent = request({ agent, hostname: url.hostname, port: url.port, method: item.method, path: item.target, headers, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
        resolve({ status: response.statusCode ?? 0, headers: flat, contentType: flat['content-type'] ?? null, text: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.on('timeout', () => sent.destroy(new Error('no answer within 30 s')));
    sent.end(body);
  });
}

/** True when a URL parser keeps the target as it is, so fetch sends what the item says. */
export function survivesUrlParsing(target: string): boolean {
  if (!target.startsWith('/')) return false;
  try {
    const url = new URL(target, 'http://mock.test');
    return `${url.pathname}${url.search}` === target;
  } catch {
    return false;
  }
}

/** The item to a fetch function (the mock's core). */
export async function sendToFetch(fetcher: (request: Request) => Promise<Response>, item: Item): Promise<WireAnswer> {
  const headers = new Headers();
  for (const [name, value] of item.headers) headers.append(name, value);
  const bytes = bodyBytes(item.body);
  const body = bytes === undefined ? undefined : new Uint8Array(bytes);
  const response = await fetcher(new Request(`http://mock.test${item.target}`, { method: item.method, headers, ...(body === undefined ? {} : { body }) }));
  const flat: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    flat[name] = value;
  });
  return { status: response.status, headers: flat, contentType: response.headers.get('content-type'), text: await response.text() };
}

/** A bash-quoted string: $'…' with every byte outside printable ASCII (and ' and \) escaped. */
function quote(bytes: Buffer): string {
  let out = "$'";
  for (const byte of bytes)
    out += byte >= 0x20 && byte < 0x7f && byte !== 0x27 && byte !== 0x5c ? String.fromCharCode(byte) : `\\x${byte.toString(16).padStart(2, '0')}`;
  return `${out}'`;
}

/** A curl line that sends the item again to `origin` (the body cut past 2 KiB, said so). */
export function curlLine(origin: string, item: Item): string {
  const absolute = !item.target.startsWith('/');
  const parts = ['curl -i --path-as-is', '-X', item.method, quote(Buffer.from(absolute ? `${origin}/` : `${origin}${item.target}`))];
  if (absolute) parts.push('--request-target', quote(Buffer.from(item.target)));
  for (const [name, value] of item.headers) parts.push('-H', quote(Buffer.from(`${name}: ${value}`)));
  const body = bodyBytes(item.body);
  if (body !== undefined)
    parts.push(
      '--data-binary',
      body.length > 2048 ? `"$(head -c ${body.length} /dev/zero | tr '\\0' x)" # (a body of ${body.length} bytes, shown as x's)` : quote(body),
    );
  return parts.join(' ');
}
