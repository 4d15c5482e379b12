// `notification-api-contract docs --out DIR` writes a static site that can be published as it is,
// and the mock's docs server serves the same files under /docs/.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDocsSite } from '../../src/cli/docs.js';
import { type DocsServer, startDocsServer } from '../../src/cli/docs-server.js';
import { siteFiles } from '../../src/cli/docs-site.js';
import { repoRoot } from '../helpers/bundle.js';

const work = mkdtempSync(join(tmpdir(), 'nac-docs-site-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const cli = (args: string[]) => spawnSync(process.execPath, [join(repoRoot, 'dist', 'cli', 'main.js'), ...args], { cwd: work, encoding: 'utf8' });

/** Every href and src of an HTML page. */
const linksOf = (html: string) => [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1]!);

describe('docs --out DIR', () => {
  it('writes index.html, the bundle as JSON and YAML, the gap list as HTML and a favicon', () => {
    const out = join(work, 'site');
    const run = cli(['docs', '--out', out]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^wrote the docs site to .*site: index\.html, openapi\.json, openapi\.yaml, gaps\.html, gaps\.md, favicon\.ico\n$/);
    expect(readdirSync(out).sort()).toEqual(['favicon.ico', 'gaps.html', 'gaps.md', 'index.html', 'openapi.json', 'openapi.yaml']);
    expect(readFileSync(join(out, 'index.html'))).toEqual(readFileSync(join(repoRoot, 'docs', 'index.html')));
    expect(readFileSync(join(out, 'openapi.json'))).toEqual(readFileSync(join(repoRoot, 'generated', 'openapi.json')));
    expect(readFileSync(join(out, 'openapi.yaml'))).toEqual(readFileSync(join(repoRoot, 'generated', 'openapi.yaml')));
  });

  it('links everything relative to the page, and every link of its pages resolves inside the folder', () => {
    const out = join(work, 'linked');
    return writeDocsSite(out).then(() => {
      const index = readFileSync(join(out, 'index.html'), 'utf8');
      // The introduction (markdown, rendered by Redoc in the page) links the downloads and the gap list.
      for (const link of ['[openapi.json](openapi.json)', '[openapi.yaml](openapi.yaml)', '[the gap list](gaps.html)']) expect(index).toContain(link);
      expect(index).toContain('<link rel="icon" href="favicon.ico"');
      const gaps = readFileSync(join(out, 'gaps.html'), 'utf8');
      const local = linksOf(gaps).filter((link) => !/^[a-z]+:/.test(link));
      expect(local.sort()).toEqual(['favicon.ico', 'index.html', 'openapi.json', 'openapi.json', 'openapi.yaml', 'openapi.yaml']);
      for (const link of local) expect(existsSync(join(out, link)), link).toBe(true);
      expect(linksOf(gaps).filter((link) => /^[a-z]+:/.test(link))).toEqual([]);
    });
  });

  it('writes the gap list as HTML: every gap of gaps.md, escaped', () => {
    const html = readFileSync(join(repoRoot, 'docs', 'gaps.html'), 'utf8');
    const markdownRows = readFileSync(join(repoRoot, 'docs', 'gaps.md'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| What'));
    expect(html.match(/<tr><td>/g)).toHaveLength(markdownRows.length);
    expect(html).toMatch(/^<!DOCTYPE html>\n<!-- generated from openapi\//);
    expect(html).toContain('<code>#/paths/~1v2~1topics~1{topicKey}/get/responses/2XX</code>');
    expect(html).not.toMatch(/<td>[^<]*`/);
  });

  it('writes a favicon that is an ICO file with one 32×32 image', () => {
    const icon = readFileSync(join(repoRoot, 'docs', 'favicon.ico'));
    expect([icon.readUInt16LE(0), icon.readUInt16LE(2), icon.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([icon.readUInt8(6), icon.readUInt8(7), icon.readUInt16LE(12)]).toEqual([32, 32, 32]);
    expect(icon.readUInt32LE(14) + icon.readUInt32LE(18)).toBe(icon.length);
  });

  it('replaces a symbolic link of a file name in the folder, never the file it points to', async () => {
    const out = join(work, 'linked-site');
    mkdirSync(out);
    const mine = join(work, 'mine.json');
    writeFileSync(mine, '{"mine": true}');
    symlinkSync(mine, join(out, 'openapi.json'));
    await writeDocsSite(out);
    expect(readFileSync(mine, 'utf8')).toBe('{"mine": true}');
    expect(lstatSync(join(out, 'openapi.json')).isSymbolicLink()).toBe(false);
    expect(readFileSync(join(out, 'openapi.json'))).toEqual(readFileSync(join(repoRoot, 'generated', 'openapi.json')));
    expect(readdirSync(out).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('never writes through a link planted at a name it could stage under (review 11a, F4)', async () => {
    const out = join(work, 'planted-site');
    mkdirSync(out);
    const victim = join(work, 'victim.txt');
    writeFileSync(victim, 'precious data');
    // The staged names were `.NAME.PID.tmp`: another user of a shared folder could plant them all.
    for (const file of siteFiles) symlinkSync(victim, join(out, `.${file.name}.${process.pid}.tmp`));
    await writeDocsSite(out);
    expect(readFileSync(victim, 'utf8')).toBe('precious data');
    for (const file of siteFiles) expect(lstatSync(join(out, file.name)).isSymbolicLink(), file.name).toBe(false);
    expect(readFileSync(join(out, 'openapi.json'))).toEqual(readFileSync(join(repoRoot, 'generated', 'openapi.json')));
  });

  it("refuses a missing --out, and a file in the folder's place, with one line", () => {
    const missing = cli(['docs']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe("notification-api-contract: docs needs --out <dir>; see 'notification-api-contract docs --help'\n");
    const file = join(work, 'a-file');
    writeFileSync(file, 'x');
    const onFile = cli(['docs', '--out', file]);
    expect(onFile.status).toBe(1);
    expect(onFile.stderr).toMatch(/^notification-api-contract: docs: --out .*a-file is a file, not a folder\n$/);
    expect(cli(['docs', '--help']).stdout).toContain('Usage: notification-api-contract docs --out <dir>');
    // A folder where a file of the site goes: the message names that file (review 14a F10).
    const blocked = join(work, 'blocked');
    mkdirSync(join(blocked, 'index.html'), { recursive: true });
    const onFolder = cli(['docs', '--out', blocked]);
    expect(onFolder.status).toBe(1);
    expect(onFolder.stderr).toMatch(/^notification-api-contract: docs: cannot write .*blocked\/index\.html: EISDIR; nothing in .*blocked was replaced\n$/);
  });

  // Review 28b: the folder given without --out, or --output for --out, said nothing of what was meant.
  it('says the command meant when the folder comes without --out, or --out is misspelt', () => {
    const bare = cli(['docs', 'site2']);
    expect(bare.status).toBe(2);
    expect(bare.stderr).toBe(
      "notification-api-contract: docs takes its folder after --out: notification-api-contract docs --out site2; see 'notification-api-contract docs --help'\n",
    );
    expect(cli(['docs', '--out', 'x', 'y']).stderr).toMatch(/^notification-api-contract: docs takes no argument but its options, got "y"; see/);
    expect(cli(['docs', '\u001b[2J']).stderr).toContain('docs --out "\\u001b[2J"');
    expect(cli(['docs', '--output', 'x']).stderr).toBe(
      "notification-api-contract: Unknown option '--output' (did you mean '--out'?); see 'notification-api-contract docs --help'\n",
    );
  });

  // Review 27c F2: a folder in the place of a later file left the files before it replaced, a site
  // half of this version and half of the last, and the message named the one file alone.
  it('replaces nothing when one file cannot be written, and says so', () => {
    const site = join(work, 'half');
    mkdirSync(site, { recursive: true });
    for (const file of siteFiles) writeFileSync(join(site, file.name), `last version's ${file.name}`);
    rmSync(join(site, 'gaps.html'));
    mkdirSync(join(site, 'gaps.html'));
    const run = cli(['docs', '--out', site]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^notification-api-contract: docs: cannot write .*half\/gaps\.html: EISDIR; nothing in .*half was replaced\n$/);
    for (const file of siteFiles.filter((file) => file.name !== 'gaps.html'))
      expect(readFileSync(join(site, file.name), 'utf8')).toBe(`last version's ${file.name}`);
    // No staged copy is left behind.
    expect(readdirSync(site).sort()).toEqual(siteFiles.map((file) => file.name).sort());
    rmSync(join(site, 'gaps.html'), { recursive: true });
    expect(cli(['docs', '--out', site]).status).toBe(0);
    expect(readFileSync(join(site, 'openapi.json'))).toEqual(readFileSync(join(repoRoot, 'generated', 'openapi.json')));
  });
});

// Review 20a F11: Node's recursive mkdir never returns under /proc, which refuses a new entry with
// ENOENT: `docs --out /proc/x` spun at 100% CPU. The folders are made one level at a time.
describe('docs --out where no folder can be made', () => {
  const unwritable: [string, string, RegExp][] = [
    ['under a file', join(work, 'plain-file', 'site'), /ENOTDIR/],
    // /proc is Linux's: elsewhere these rows are not run.
    ...(process.platform === 'linux'
      ? ([
          ['in /proc', '/proc/nac-docs-site', /ENOENT/],
          ['two levels down in /proc', '/proc/nac-docs-site/deeper', /ENOENT/],
        ] as [string, string, RegExp][])
      : []),
  ];

  beforeAll(() => writeFileSync(join(work, 'plain-file'), 'x'));

  it.each(unwritable)('exits 1 with one line, %s', (_, out, code) => {
    // Killed if it spins: a hang is a failure here, not a test that never ends.
    const run = spawnSync(process.execPath, [join(repoRoot, 'dist', 'cli', 'main.js'), 'docs', '--out', out], { cwd: work, encoding: 'utf8', timeout: 30_000 });
    expect(run.signal).toBeNull();
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`^notification-api-contract: docs: cannot write ${out.replaceAll('.', '\\.')}: ${code.source}\n$`));
    expect(run.stdout).toBe('');
  });

  it('makes the folders above --out that are missing', async () => {
    const out = join(work, 'made', 'one', 'by', 'one');
    await writeDocsSite(out);
    expect(readdirSync(out).sort()).toEqual(['favicon.ico', 'gaps.html', 'gaps.md', 'index.html', 'openapi.json', 'openapi.yaml']);
  });
});

// Review 14a F6: a site published for the real service had every sample call the local mock.
describe('docs --out DIR --server-url URL', () => {
  /** Redoc's definition in the page: its server default and every sample's source. */
  const pageDefinition = (html: string) => {
    const start = html.indexOf('const __redoc_definition = ') + 'const __redoc_definition = '.length;
    return JSON.parse(html.slice(start, html.indexOf(';\n', start))) as {
      servers: { url: string }[];
      paths: Record<string, Record<string, { 'x-codeSamples'?: { source: string }[] }>>;
    };
  };

  it('names the URL in every sample, the page and the bundles, and the default nowhere', () => {
    const out = join(work, 'published');
    const run = cli(['docs', '--out', out, '--server-url', 'https://api.example.com/notify/']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/; its samples call https:\/\/api\.example\.com\/notify\n$/);
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const definition = pageDefinition(html);
    // The page's copy spells the server variable out (reviews 27c F3 and 28b); the bundles keep it.
    expect(definition.servers[0]!.url).toBe('https://api.example.com/notify');
    const samples = Object.values(definition.paths).flatMap((item) => Object.values(item).flatMap((operation) => operation['x-codeSamples'] ?? []));
    expect(samples.length).toBeGreaterThanOrEqual(46);
    for (const sample of samples) {
      expect(sample.source).toContain('https://api.example.com/notify');
      expect(sample.source).not.toContain('127.0.0.1');
      // Review 27c F1: not the mock's demo key, which reads as a credential and gets a 401 from the
      // service, but the key from the environment, as verify's curl lines read it.
      expect(sample.source).not.toContain('test-key');
      expect(sample.source).toMatch(/-H "Authorization: ApiKey \$NOTIFICATION_API_KEY"|apiKey: process\.env\.NOTIFICATION_API_KEY \?\? '',/);
    }
    for (const name of ['index.html', 'openapi.json', 'openapi.yaml']) {
      expect(readFileSync(join(out, name), 'utf8'), name).not.toContain('127.0.0.1:4010');
      // Review 15 F4: nor does any text say the default is the local mock.
      expect(readFileSync(join(out, name), 'utf8'), name).not.toMatch(/default is the local mock/);
    }
    const bundle = JSON.parse(readFileSync(join(out, 'openapi.json'), 'utf8')) as { servers: { variables: Record<string, { default: string }> }[] };
    expect(Object.values(bundle.servers[0]!.variables).map((variable) => variable.default)).toContain('https://api.example.com/notify');
    expect(readFileSync(join(out, 'openapi.yaml'), 'utf8')).toContain('default: "https://api.example.com/notify"');
    // The other files are the package's own.
    expect(readFileSync(join(out, 'gaps.html'))).toEqual(readFileSync(join(repoRoot, 'docs', 'gaps.html')));
  });

  it.each([
    ['api.example.com', 'is not a URL'],
    ['ftp://api.example.com', 'must be an http or https URL'],
    ['https://user:secret@api.example.com', 'must not hold credentials'],
    ['https://api.example.com/?v=1', 'must not have a query or a fragment'],
    ['https://api.example.com/#top', 'must not have a query or a fragment'],
    // Review 15 F1, F2: a password with a raw '#', and paths URL parsing would fold into another address.
    ['https://ci-token:secret#x@api.example.com', 'is not a URL'],
    ['https://api.example.com//evil.example', 'must have a path without empty segments'],
    ['https://api.example.com/a/%2E%2E/b', 'must have a path without "." or ".." segments'],
    ['https://api.example.com/..', 'must have a path without "." or ".." segments'],
    ['https://api.example.com/a\\b', 'must have a path made of what a URL path holds unencoded'],
    ['https://api.example.com:0', 'must not name port 0'],
  ])('refuses --server-url %j with a usage error, writing nothing', (url, reason) => {
    const out = join(work, `refused-${reason.length}-${url.length}`);
    const run = cli(['docs', '--out', out, '--server-url', url]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`docs: --server-url ${reason}`);
    expect(run.stderr).not.toContain('secret');
    expect(existsSync(out)).toBe(false);
  });
});

describe("the mock's docs server", () => {
  let server: DocsServer;
  let base: string;
  beforeAll(async () => {
    server = await startDocsServer('127.0.0.1', 0);
    base = server.url.slice(0, -'/docs'.length);
  });
  afterAll(() => server.close());

  it('serves the same files as the site, under /docs/', async () => {
    const out = join(work, 'served');
    await writeDocsSite(out);
    for (const file of siteFiles) {
      const response = await fetch(`${server.url}/${file.name}`);
      expect(response.status, file.name).toBe(200);
      expect(response.headers.get('content-type'), file.name).toBe(file.contentType);
      expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(join(out, file.name))), file.name).toBe(true);
    }
  });

  it('answers /docs/ and /docs/index.html with the page, and sends /docs and / there', async () => {
    const page = readFileSync(join(repoRoot, 'docs', 'index.html'));
    for (const path of ['/docs/', '/docs/index.html']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(page), path).toBe(true);
    }
    for (const [path, status] of [
      ['/docs', 301],
      ['/', 302],
      ['/index.html', 301],
    ] as const) {
      const response = await fetch(`${base}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(status);
      expect(response.headers.get('location'), path).toBe('/docs/');
    }
  });

  it('answers favicon.ico at the root too, where browsers ask for it', async () => {
    for (const path of ['/favicon.ico', '/docs/favicon.ico']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/x-icon');
    }
  });

  it('answers 404 to anything else, 405 to another method, and HEAD without a body', async () => {
    for (const path of ['/docs/nope', '/docs//openapi.json', '/docs/../package.json', '/openapi.json', '/docs/index.html/']) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
    const post = await fetch(`${server.url}/`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    // A problem, as its 404 and every refusal of the mock and the proxy (review 14a F10).
    expect(post.headers.get('content-type')).toBe('application/problem+json');
    expect(await post.json()).toMatchObject({
      type: 'tag:notification-api-contract,2026:docs/method-not-allowed',
      status: 405,
      detail: 'POST is not a method of the docs server: it takes GET and HEAD',
    });
    const head = await fetch(`${server.url}/openapi.json`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(readFileSync(join(repoRoot, 'generated', 'openapi.json')).byteLength));
    expect(await head.text()).toBe('');
  });

  it('keeps no file open for a download the client abandons', async () => {
    const page = join(repoRoot, 'docs', 'index.html');
    /** This process's descriptors open on the page (the server runs in it). */
    const pageDescriptors = () =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`) === page;
        } catch {
          return false;
        }
      }).length;
    for (let i = 0; i < 40; i += 1) {
      const socket = connect(Number(new URL(base).port), '127.0.0.1');
      socket.write('GET /docs/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      // The first bytes of the 2.6 MB page, then the tab is closed.
      await new Promise((resolve) => socket.once('data', resolve));
      socket.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pageDescriptors()).toBe(0);
  });

  it('answers a revalidation with 304 by its ETag, and says nosniff', async () => {
    const first = await fetch(`${server.url}/`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    await first.arrayBuffer();
    for (const given of [etag!, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await fetch(`${server.url}/`, { headers: { 'if-none-match': given } });
      expect(again.status, given).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    }
    expect((await fetch(`${server.url}/`, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
    // Each file has its own.
    expect((await fetch(`${server.url}/openapi.json`)).headers.get('etag')).not.toBe(etag);
  });

  it('answers a request it cannot read with 400, as the other servers do', async () => {
    const socket = connect(Number(new URL(base).port), '127.0.0.1');
    socket.write('NOT HTTP AT ALL\r\n\r\n');
    let answer = '';
    socket.setEncoding('utf8').on('data', (text: string) => (answer += text));
    await new Promise((resolve) => socket.once('close', resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  });
});
