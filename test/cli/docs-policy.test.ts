// The docs' Content-Security-Policy (src/cli/docs-policy.ts), in-process: the header the docs server
// sends with a page and the <meta> the page carries state the same policy, the committed pages carry
// it as the generators write it, and a page rewritten with another base URL names its new script's
// hash. That the page renders under it, with no violation: test/docs/csp-browser.test.ts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDocsSite } from '../../src/cli/docs.js';
import { headerPolicy, metaPolicy, NOTHING_POLICY, pagePolicy, withPolicyMeta } from '../../src/cli/docs-policy.js';
import { type DocsServer, startDocsServer } from '../../src/cli/docs-server.js';
import { repoRoot } from '../helpers/bundle.js';

const FRAME_ANCESTORS = "frame-ancestors 'none'";
const committed = (name: string) => readFileSync(join(repoRoot, 'docs', name), 'utf8');
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

const work = mkdtempSync(join(tmpdir(), 'nac-docs-policy-'));
let plain: DocsServer;
let besideMock: DocsServer;
beforeAll(async () => {
  plain = await startDocsServer('127.0.0.1', 0);
  besideMock = await startDocsServer('127.0.0.1', 0, { apiBaseUrl: 'http://127.0.0.1:4321/api' });
});
afterAll(async () => {
  await plain.close();
  await besideMock.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the policy', () => {
  it('refuses all but what it names, allows scripts by hash only, and no eval', () => {
    const policy = pagePolicy(committed('index.html'));
    expect(policy.startsWith("default-src 'none'; ")).toBe(true);
    expect(directive(policy, 'script-src')).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='( 'sha256-[A-Za-z0-9+/]{43}=')*$/);
    expect(policy).not.toMatch(/unsafe-eval|blob:|\*|https?:/);
    expect(directive(policy, 'style-src')).toBe("'unsafe-inline'");
    // A page without scripts runs none.
    expect(directive(pagePolicy('<html><head></head></html>'), 'script-src')).toBe("'none'");
  });

  it('is carried by each committed page as the generators write it: one <meta>, naming the hashes of its scripts', () => {
    for (const name of ['index.html', 'gaps.html']) {
      const html = committed(name);
      expect(metaPolicy(html), name).toBe(pagePolicy(html));
      expect(withPolicyMeta(html), name).toBe(html);
      // Before any style or script it governs, after the charset (which must stay in the first 1024 bytes).
      const at = html.indexOf('http-equiv="Content-Security-Policy"');
      expect(at, name).toBeGreaterThan(html.search(/<meta charset/));
      expect(at, name).toBeLessThan(Math.min(html.indexOf('<style'), html.indexOf('<link')));
      expect(html.indexOf('<meta charset'), name).toBeLessThan(1024);
    }
  });

  it('is stated again when a script changes, in place of the old one', () => {
    const page = '<!DOCTYPE html>\n<html>\n<head>\n  <meta charset="utf-8">\n  <title>t</title>\n  <script>one()</script>\n</head>\n</html>\n';
    const first = withPolicyMeta(page);
    const second = withPolicyMeta(first.replace('one()', 'two()'));
    expect(second.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(metaPolicy(second)).toBe(pagePolicy(second));
    expect(metaPolicy(second)).not.toBe(metaPolicy(first));
    expect(() => withPolicyMeta('<p>no head</p>')).toThrow(/no <head>/);
  });
});

describe('the docs server', () => {
  it("sends each page's <meta> policy as its header, with frame-ancestors, and hardening headers", async () => {
    for (const server of [plain, besideMock]) {
      for (const path of ['/', '/index.html', '/gaps.html']) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.status, path).toBe(200);
        const body = await response.text();
        const meta = metaPolicy(body);
        expect(meta, path).toBe(pagePolicy(body));
        expect(response.headers.get('content-security-policy'), path).toBe(`${meta}; ${FRAME_ANCESTORS}`);
        expect(response.headers.get('content-security-policy'), path).toBe(headerPolicy(body));
        expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
        expect(response.headers.get('x-frame-options'), path).toBeNull();
      }
    }
  });

  it("beside a mock, serves the page naming its rewritten script's hash, not the committed one's", async () => {
    const served = await (await fetch(`${besideMock.url}/`)).text();
    const policy = directive(metaPolicy(served) ?? '', 'script-src');
    expect(policy).toBeDefined();
    expect(policy).not.toBe(directive(metaPolicy(committed('index.html')) ?? '', 'script-src'));
  });

  it('lets nothing run from the files that are not pages, nor from its problems and redirects (review 21 F11)', async () => {
    const origin = new URL(plain.url).origin;
    const answers: [string, number][] = [
      ['/docs/openapi.json', 200],
      ['/docs/openapi.yaml', 200],
      ['/docs/gaps.md', 200],
      ['/docs/favicon.ico', 200],
      ['/docs', 301],
      ['/', 302],
      ['/docs/%3Cscript%3E.html', 404],
    ];
    for (const [path, status] of answers) {
      const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
      await response.arrayBuffer();
      expect(response.status, path).toBe(status);
      expect(response.headers.get('content-security-policy'), path).toBe(NOTHING_POLICY);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    const refused = await fetch(`${plain.url}/`, { method: 'POST' });
    await refused.arrayBuffer();
    expect(refused.status).toBe(405);
    expect(refused.headers.get('content-security-policy')).toBe(NOTHING_POLICY);
  });

  it('sends the policy with a 304 too, so that a revalidated page keeps it', async () => {
    const first = await fetch(`${plain.url}/`);
    await first.arrayBuffer();
    const again = await fetch(`${plain.url}/`, { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  });
});

describe('docs --out', () => {
  it('writes each page with its policy as a <meta>, stated again for the samples of --server-url', async () => {
    await writeDocsSite(join(work, 'default'));
    await writeDocsSite(join(work, 'elsewhere'), 'https://api.example.com');
    for (const site of ['default', 'elsewhere']) {
      for (const name of ['index.html', 'gaps.html']) {
        const html = readFileSync(join(work, site, name), 'utf8');
        expect(metaPolicy(html), `${site}/${name}`).toBe(pagePolicy(html));
      }
    }
    expect(readFileSync(join(work, 'default', 'index.html'), 'utf8')).toBe(committed('index.html'));
  });
});
