// diff's small print: JUnit attributes keep a line break as a character reference, a version YAML
// reads as a number is told as written, and a header whose name changes case is no change.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareContracts } from '../../src/diff/engine.js';
import { junitReport } from '../../src/diff/format/junit.js';
import { readSpec } from '../../src/diff/index.js';
import type { JsonObject } from '../../src/diff/pointer.js';

const dir = mkdtempSync(join(tmpdir(), 'diff-r23-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const withHeader = (name: string): JsonObject => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {
    '/items': {
      post: { operationId: 'createItem', parameters: [{ name, in: 'header', schema: { type: 'string' } }], responses: { '201': { description: 'ok' } } },
    },
  },
});

describe('diff: small print', () => {
  it('writes a line feed, carriage return or tab inside a JUnit attribute as a character reference', () => {
    const xml = junitReport(compareContracts(withHeader('a'), withHeader('a')), [{ method: 'post', path: '/x\r\ny\tz', operationId: null }]);
    // A carriage return is shown as \r, as the text reports show it; the line feed and the tab are kept, as references.
    expect(xml).toContain('name="POST /x\\r&#10;y&#9;z"');
  });

  it('tells `openapi: 2.0` as written, not as the number YAML reads', async () => {
    const file = join(dir, 'v2.yaml');
    writeFileSync(file, 'openapi: 2.0\ninfo: {title: t, version: "1"}\npaths: {}\n');
    await expect(readSpec(file)).rejects.toThrow('(openapi: 2.0)');
  });

  it('reports no rename for a header whose name only changes case', () => {
    expect(compareContracts(withHeader('X-Trace'), withHeader('x-trace')).changes).toEqual([]);
  });
});
