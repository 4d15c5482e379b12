// docs/gaps.md must list every x-unspecified of the spec, and the spec must mark the gaps the
// API description names as "not shown".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsCopy, GAP_LEAD } from '../../scripts/docs.mjs';
import { collectGaps } from '../../scripts/gaps.mjs';
import { loadBundle, repoRoot } from '../helpers/bundle.js';

const bundle = loadBundle();
const gaps = collectGaps(bundle) as { pointer: string; missing: string }[];
const gapsMd = readFileSync(join(repoRoot, 'docs', 'gaps.md'), 'utf8');

describe('gap list', () => {
  it('lists every x-unspecified with its location', () => {
    const inBundle = JSON.stringify(bundle).match(/"x-unspecified":/g) ?? [];
    expect(gaps.length).toBe(inBundle.length);
    for (const gap of gaps) {
      expect(gapsMd).toContain(`\`${gap.pointer}\``);
      expect(gapsMd).toContain(gap.missing.replaceAll('|', '\\|'));
    }
  });

  it('marks the numeric success status of every operation, on its 2XX response', () => {
    const ranges = gaps.filter((gap) => /\/responses\/2XX$/.test(gap.pointer));
    expect(ranges).toHaveLength(23);
    for (const gap of ranges) expect(gap.missing).toMatch(/numeric status of success/);
    // Each row names the one operation it sits in.
    const row = gapsMd.split('\n').find((line) => line.includes('`#/paths/~1v2~1topics~1{topicKey}/get/responses/2XX`'));
    expect(row).toMatch(/\| `GET \/v2\/topics\/\{topicKey\}`, response `2XX` \| getTopic \|$/);
  });

  it('says where each gap is in the published spec, never in the source files the package does not ship', () => {
    const rows = gapsMd.split('\n').filter((line) => line.startsWith('| ') && line.includes(' | `#/'));
    expect(rows).toHaveLength(gaps.length);
    for (const row of rows) expect(row).not.toMatch(/openapi\/|\.yaml`|\bseed\b/);
    const place = (pointer: string) => rows.find((row) => row.includes(`| \`${pointer}\` |`))?.split(' | ')[2];
    expect(place('#/info')).toBe('the introduction (`info`)');
    expect(place('#/components/schemas/UpdateIntegrationRequest/properties/credentials')).toBe('schema `UpdateIntegrationRequest`, property `credentials`');
    expect(place('#/components/parameters/LimitQuery')).toBe('parameter `LimitQuery`');
    expect(place('#/components/securitySchemes/ApiKeyAuth')).toBe('security scheme `ApiKeyAuth`');
    expect(place('#/paths/~1v1~1integrations/post/responses/2XX')).toBe('`POST /v1/integrations`, response `2XX`');
  });

  it.each([
    ['#/components/schemas/MessageTemplate', /message template/i],
    ['#/components/schemas/Job/properties/status', /job status/i],
    ['#/components/schemas/MarkAllMessagesResult', /number returned by mark-all/i],
    ['#/info', /rate limits/i],
    ['#/components/parameters/IdempotencyKeyHeader', /idempotency-key/i],
    ['#/components/schemas/TriggerEventBulkResult', /order of the results/i],
    ['#/components/schemas/TopicRecipient', /topic reference/i],
    ['#/components/schemas/TriggerActor', /actor object/i],
    ['#/components/schemas/TriggerTenant', /tenant object/i],
    ['#/components/schemas/TriggerOverrides', /overrides/i],
    ['#/components/responses/ErrorResponse', /error status codes/i],
    ['#/components/schemas/ErrorBody', /error body/i],
  ])('marks %s', (pointer, missing) => {
    const gap = gaps.find((candidate) => candidate.pointer === pointer);
    expect(gap?.missing).toMatch(missing);
  });
});

// Review 27c F7: Redoc shows an extension's value raw. The page's copy of the bundle carries each note
// in its place's description, which Redoc renders; the published spec keeps the markers.
describe("the docs page's copy of the bundle", () => {
  const copy = docsCopy(bundle) as Record<string, unknown>;
  const at = (root: unknown, pointer: string): Record<string, unknown> =>
    pointer
      .slice(2)
      .split('/')
      .filter((token) => token !== '')
      .reduce<unknown>((node, token) => (node as Record<string, unknown>)[token.replaceAll('~1', '/').replaceAll('~0', '~')], root) as Record<string, unknown>;

  it("adds each gap's note to the description of its place, and keeps no x-unspecified", () => {
    expect(JSON.stringify(copy)).not.toContain('"x-unspecified"');
    for (const gap of gaps) {
      const description = String(at(copy, gap.pointer).description);
      expect(description.includes(`${GAP_LEAD} ${gap.missing}`), gap.pointer).toBe(true);
      // What the place said before is kept, ahead of the note.
      const before = at(bundle, gap.pointer).description;
      if (typeof before === 'string' && before.trim() !== '') expect(description.startsWith(before.trimEnd()), gap.pointer).toBe(true);
    }
    expect(JSON.stringify(bundle)).toContain('"x-unspecified"');
  });
});
