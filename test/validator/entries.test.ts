// The validator's two entries: index.ts, the public entry on Node and what the client loads, which
// cannot reach the strict validators in a browser bundle, and index.browser.ts, which provides them to
// a browser bundle. index.browser.ts answers what index.ts does; index.ts alone in a browser bundle
// refuses strict mode rather than pass an exchange it could not check strictly.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as forBrowsers from '../../src/validator/index.browser.js';
import * as validator from '../../src/validator/index.js';
import { repoRoot } from '../helpers/bundle.js';

const headers = { authorization: 'ApiKey k', 'content-type': 'application/json' };
const withExtra = { method: 'POST', path: '/v2/topics', headers, body: { key: 'news', extra: 1 } };
// No body and no query: strict mode would use no strict validator here.
const bodiless = { method: 'GET', path: '/v2/topics/news', headers };

describe('the public entries', () => {
  it('export the same functions, and no means to provide the strict validators (the generated index.cjs takes them)', () => {
    expect(Object.keys(forBrowsers).sort()).toEqual(Object.keys(validator).sort());
    expect(forBrowsers.validateRequest).toBe(validator.validateRequest);
    expect(forBrowsers.preloadValidators).toBe(validator.preloadValidators);
    expect(Object.keys(validator)).not.toContain('provideStrictSets');
  });

  it('validates strictly', () => {
    expect(validator.validateRequest(withExtra, { strict: true }).issues.map((issue) => [issue.severity, issue.pointer])).toEqual([['warning', '/extra']]);
    expect(validator.validateRequest(bodiless, { strict: true })).toMatchObject({ valid: true, issues: [] });
  });
});

// The unit tests share one module graph, where the strict validators are loaded: index.ts on its own
// is a copy of its own, bundled here for the browser, where the import "#strict-sets" holds none.
describe('index.ts on its own, bundled for the browser', () => {
  let out: string;
  let alone: typeof validator;

  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), 'nac-validator-core-'));
    await build({
      entryPoints: [join(repoRoot, 'src', 'validator', 'index.ts')],
      outfile: join(out, 'index.mjs'),
      bundle: true,
      format: 'esm',
      platform: 'browser',
      logLevel: 'error',
    });
    alone = (await import(pathToFileURL(join(out, 'index.mjs')).href)) as typeof validator;
  });

  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('validates without strict mode', () => {
    expect(alone.validateRequest(withExtra).valid).toBe(true);
    expect(alone.validateRequest({ ...withExtra, body: { key: 'not a key!' } }).issues.map((issue) => issue.pointer)).toEqual(['/key']);
  });

  it.each([
    ['with a body', withExtra],
    ['with nothing a strict validator would check', bodiless],
  ])('answers an error to strict mode, %s', (_, request) => {
    const result = alone.validateRequest(request, { strict: true });
    expect(result.valid).toBe(false);
    expect(result.issues).toEqual([expect.objectContaining({ severity: 'error', location: 'route', keyword: 'strict' })]);
    expect(result.issues[0]!.message).toMatch(/notification-api-contract\/validator/);
  });

  it('answers an error to strict mode on a response as well', () => {
    const response = { method: 'GET', path: '/v2/topics/news', status: 200, body: { _id: 't', key: 'news', name: 'n' } };
    expect(alone.validateResponse(response, { strict: true }).issues).toEqual([expect.objectContaining({ severity: 'error', keyword: 'strict' })]);
  });

  it('throws on a strict preload, as it does on operations it cannot load', () => {
    expect(() => alone.preloadValidators({ strict: true, operations: ['upsertTopic'] })).toThrow(/notification-api-contract\/validator/);
    expect(() => alone.preloadValidators({ operations: ['upsertTopic'] })).not.toThrow();
  });
});
