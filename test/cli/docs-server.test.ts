// The docs server beside a mock, in-process: the page's code samples and the bundle's server default
// name the mock's own base URL (review 13b F1), and a request for the API on the docs port gets a
// problem that says where the API is (F7). The published site (`docs --out`) keeps the default:
// test/docs/site.test.ts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { metaPolicy, pagePolicy } from '../../src/cli/docs-policy.js';
import { rebasePage } from '../../src/cli/docs-rebase.js';
import { type DocsServer, startDocsServer } from '../../src/cli/docs-server.js';
import { createNotificationClient } from '../../src/client.js';
import { repoRoot } from '../helpers/bundle.js';

const DEFAULT = 'http://127.0.0.1:4010';
// A base path with what each quoting must escape: a shell's quote, a replacement pattern's `$&`.
const API = "http://127.0.0.1:4321/it's$&";

const pageText = readFileSync(join(repoRoot, 'docs', 'index.html'), 'utf8');
const definitionOf = (html: string): Record<string, unknown> => {
  const start = html.indexOf('const __redoc_definition = ') + 'const __redoc_definition = '.length;
  return JSON.parse(html.slice(start, html.indexOf(';\n', start))) as Record<string, unknown>;
};

/** The JSON pointers at which two values' strings differ. */
function changedStrings(before: unknown, after: unknown, at = ''): string[] {
  if (typeof before === 'string' || typeof after === 'string') return before === after ? [] : [at];
  if (typeof before !== 'object' || before === null || typeof after !== 'object' || after === null) return before === after ? [] : [at];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].flatMap((key) => changedStrings((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], `${at}/${key}`));
}

let docs: DocsServer;
let origin: string;
beforeAll(async () => {
  docs = await startDocsServer('127.0.0.1', 0, { apiBaseUrl: API });
  origin = docs.url.slice(0, -'/docs'.length);
});
afterAll(() => docs.close());

describe('beside a mock, the docs name its base URL', () => {
  it('in every code sample and the server default of the page, and nowhere else', async () => {
    // 46 samples, the server in Redoc's definition, and the server panel Redoc rendered ahead of its script.
    expect(pageText.split(DEFAULT).length - 1).toBe(48);
    const response = await fetch(`${docs.url}/`);
    const page = await response.text();
    expect(page.split(DEFAULT).length - 1, 'the default base URL in the page').toBe(0);
    const before = definitionOf(pageText);
    const after = definitionOf(page);
    const changed = changedStrings(before, after);
    // The server default, and each operation's two samples: curl and TypeScript.
    // The page's copy spells the server variable out (scripts/docs.mjs; reviews 27c F3 and 28b).
    expect(changed).toContain('/servers/0/url');
    expect(changed.filter((pointer) => /^\/paths\/.+\/[a-z]+\/x-codeSamples\/[01]\/source$/.test(pointer))).toHaveLength(changed.length - 1);
    expect(changed).toHaveLength(47);
    expect((after.servers as { url: string }[])[0]!.url).toBe(API);
    // Each in its own quoting: the shell's, and a JavaScript string's.
    const samples = Object.values(after.paths as Record<string, Record<string, { 'x-codeSamples'?: { lang: string; source: string }[] }>>)
      .flatMap((item) => Object.values(item))
      .flatMap((operation) => operation['x-codeSamples'] ?? []);
    expect(samples).toHaveLength(46);
    for (const { lang, source } of samples) {
      if (lang === 'Shell') expect(source).toMatch(/^curl [^\n]* 'http:\/\/127\.0\.0\.1:4321\/it'\\''s\$&\/v[12]\//);
      else expect(source).toContain("  baseUrl: 'http://127.0.0.1:4321/it\\'s$&',\n");
    }
    // Only the definition changed, and its JSON still escapes '<' as Redoc wrote it; the page's policy
    // allows the script that holds it by its new hash (docs-policy.ts).
    const policyMeta = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/;
    // The server panel Redoc rendered ahead of its script names the URL as a text node of its own.
    const serverPanel = /(<div class="[^"]*">)http[^<]*(<\/div><div class="[^"]*tooltip-copy-button)/g;
    const cut = (html: string) =>
      html
        .replace(/const __redoc_definition = .*?;\n/s, '')
        .replace(policyMeta, '')
        .replace(serverPanel, '$1$2');
    expect(page).toContain(`>${API.replaceAll('&', '&amp;').replaceAll("'", '&#x27;')}</div>`);
    expect(cut(page)).toBe(cut(pageText));
    expect(page.match(policyMeta)?.[0]).not.toBe(pageText.match(policyMeta)?.[0]);
    expect(metaPolicy(page)).toBe(pagePolicy(page));
    expect(page).not.toMatch(/const __redoc_definition = [^\n]*</);
  });

  it('as the server default of openapi.json and openapi.yaml, with their other lines as they are', async () => {
    const json = await (await fetch(`${docs.url}/openapi.json`)).text();
    const jsonFile = readFileSync(join(repoRoot, 'generated', 'openapi.json'), 'utf8');
    expect(JSON.parse(json).servers[0].variables.base_url.default).toBe(API);
    expect(json.split('\n').filter((line, i) => line !== jsonFile.split('\n')[i])).toEqual([`          "default": ${JSON.stringify(API)}`]);
    const yaml = await (await fetch(`${docs.url}/openapi.yaml`)).text();
    const yamlFile = readFileSync(join(repoRoot, 'generated', 'openapi.yaml'), 'utf8');
    expect(parseYaml(yaml).servers[0].variables.base_url.default).toBe(API);
    expect(yaml.split('\n').filter((line, i) => line !== yamlFile.split('\n')[i])).toEqual([`        default: ${JSON.stringify(API)}`]);
  });

  it('gives each rewritten file the length and ETag of the bytes it sends, and revalidates by them', async () => {
    for (const name of ['', 'openapi.json', 'openapi.yaml']) {
      const response = await fetch(`${docs.url}/${name}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('content-length'), name).toBe(String(bytes.byteLength));
      const etag = response.headers.get('etag')!;
      expect(etag, name).toBe(`"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`);
      expect((await fetch(`${docs.url}/${name}`, { headers: { 'if-none-match': etag } })).status, name).toBe(304);
      const head = await fetch(`${docs.url}/${name}`, { method: 'HEAD' });
      expect(head.headers.get('content-length'), name).toBe(String(bytes.byteLength));
    }
  });

  it('serves the files as they are when the mock is at the default base URL, or none is named', async () => {
    for (const options of [{ apiBaseUrl: DEFAULT }, {}]) {
      const other = await startDocsServer('127.0.0.1', 0, options);
      try {
        expect(Buffer.from(await (await fetch(`${other.url}/`)).arrayBuffer()).equals(Buffer.from(pageText))).toBe(true);
        expect(await (await fetch(`${other.url}/openapi.yaml`)).text()).toBe(readFileSync(join(repoRoot, 'generated', 'openapi.yaml'), 'utf8'));
      } finally {
        await other.close();
      }
    }
  });

  it('leaves a page it does not recognise as it is', () => {
    expect(rebasePage('<p>no definition here: http://127.0.0.1:4010</p>', DEFAULT, API)).toBeUndefined();
    // Text that only mentions the address, outside a sample's URL or baseUrl, is not a sample.
    const definition = { servers: [{ url: '{base_url}', variables: { base_url: { default: 'other' } } }], info: { description: DEFAULT } };
    expect(rebasePage(`const __redoc_definition = ${JSON.stringify(definition)};\n`, DEFAULT, API)).toBeUndefined();
  });
});

describe('a request for the API on the docs port', () => {
  it('gets a 404 problem that says this is the docs server and where the API is', async () => {
    for (const [method, path] of [
      ['GET', '/v2/topics'],
      ['POST', '/v1/events/trigger'],
      ['GET', '/docs/nope'],
    ] as const) {
      const response = await fetch(`${origin}${path}?api_key=secret`, { method, headers: { 'x-correlation-id': 'id-1' } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect(response.headers.get('x-correlation-id')).toBe('id-1');
      const body = await response.json();
      expect(body).toMatchObject({
        type: 'tag:notification-api-contract,2026:docs/not-found',
        status: 404,
        instance: path,
        detail: `this is the docs server, not the API: it serves the docs under /docs/, and the API is at ${API}`,
      });
    }
  });

  it('reads as that in a client that validates responses, not as a contract violation', async () => {
    const client = createNotificationClient({ baseUrl: origin, apiKey: 'test-key', validateResponses: true });
    const { error, response } = await client.GET('/v2/topics');
    expect(response.status).toBe(404);
    expect(error).toMatchObject({ detail: expect.stringContaining(`this is the docs server, not the API`) });
  });

  it('names no API when the docs server runs alone', async () => {
    const alone = await startDocsServer('127.0.0.1', 0);
    try {
      const body = await (await fetch(`${alone.url.slice(0, -'/docs'.length)}/v2/topics`)).json();
      expect(body.detail).toBe('this is the docs server, not the API: it serves the docs under /docs/');
    } finally {
      await alone.close();
    }
  });
});

describe('a docs server stopping', () => {
  // Review 21 F4: a connection that had sent no request, or half of one, held `mock` after SIGTERM for
  // as long as its client kept it open (29 s): node:http counts neither as idle.
  it('closes, within its deadline, connections that sent no request or half of one', async () => {
    const server = await startDocsServer('127.0.0.1', 0);
    const { hostname, port } = new URL(server.url);
    const open = (first?: string) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(Number(port), hostname, () => {
          if (first !== undefined) socket.write(first);
          resolve(socket);
        });
        socket.on('error', reject);
      });
    const sockets = [await open(), await open('GET /docs/ HTTP/1.1\r\nHost: docs\r\n')];
    const closed = sockets.map((socket) => new Promise((resolve) => socket.once('close', resolve)));
    // Both are registered with the server before it is asked to stop.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    await server.close();
    const took = performance.now() - started;
    await Promise.all(closed);
    expect(took).toBeLessThan(5_000);
    for (const socket of sockets) socket.destroy();
  });
});
