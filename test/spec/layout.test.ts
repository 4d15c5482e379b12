// The spec's layout is a convention the bundler depends on: file names become component names.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pathFileName } from '../../scripts/lib/layout.mjs';
import { loadBundle, repoRoot } from '../helpers/bundle.js';

const specRoot = join(repoRoot, 'openapi');
const componentKinds = ['schemas', 'parameters', 'responses', 'requestBodies', 'examples', 'securitySchemes'];
const bundle = loadBundle();
const yamlFiles = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.yaml'));

describe('openapi/ layout', () => {
  it('keeps the root index to info, servers, tags, security, paths and the security scheme', () => {
    const index = parse(readFileSync(join(specRoot, 'openapi.yaml'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(index)).toEqual(['openapi', 'info', 'servers', 'tags', 'security', 'paths', 'components']);
    expect(Object.keys(index.components as object)).toEqual(['securitySchemes']);
    expect(Object.keys(index.info as object)).toEqual(expect.arrayContaining(['title', 'version', 'description', 'license']));
  });

  it('references one file per path, named after its segments joined by "_", parameters as @name', () => {
    const index = parse(readFileSync(join(specRoot, 'openapi.yaml'), 'utf8')) as {
      paths: Record<string, { $ref?: string }>;
    };
    expect(pathFileName('/v1/topics/{topicKey}/subscribers/{externalSubscriberId}')).toBe('v1_topics_@topicKey_subscribers_@externalSubscriberId.yaml');
    const referenced = Object.entries(index.paths).map(([path, item]) => {
      expect(Object.keys(item)).toEqual(['$ref']);
      expect(item.$ref).toBe(`paths/${pathFileName(path)}`);
      return item.$ref!.slice('paths/'.length);
    });
    expect(referenced.sort()).toEqual(yamlFiles(join(specRoot, 'paths')).sort());
  });

  it('writes every $ref as a valid URI reference, with no character that needs percent-encoding', () => {
    // RFC 3986: unreserved, sub-delims, ":", "@", "/", and a fragment; `{` and `}` are not among them.
    const uriReference = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]*(#[A-Za-z0-9\-._~!$&'()*+,;=:@/?]*)?$/;
    const files = readdirSync(specRoot, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.yaml'));
    const refs = files.flatMap((file) =>
      [...readFileSync(join(specRoot, file), 'utf8').matchAll(/\$ref:\s*['"]?([^'"\s]+)/g)].map((match) => `${file}: ${match[1]}`),
    );
    expect(refs.length).toBeGreaterThan(100);
    expect(refs.filter((ref) => !uriReference.test(ref.slice(ref.indexOf(': ') + 2)))).toEqual([]);
  });

  it.each(componentKinds)('bundles every %s file under its own file name, and nothing else', (kind) => {
    const files = yamlFiles(join(specRoot, 'components', kind)).map((file) => file.replace(/\.yaml$/, ''));
    expect(files.length).toBeGreaterThan(0);
    expect(Object.keys(bundle.components[kind] ?? {}).sort()).toEqual(files.sort());
  });

  it('names components in PascalCase, unique across every kind', () => {
    const names = componentKinds.flatMap((kind) => yamlFiles(join(specRoot, 'components', kind)).map((file) => file.replace(/\.yaml$/, '')));
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    expect(new Set(names).size).toBe(names.length);
  });

  it('states its convention in a README in every spec folder', () => {
    const folders = ['', 'paths', 'components', ...componentKinds.map((kind) => join('components', kind))];
    for (const folder of folders) expect(existsSync(join(specRoot, folder, 'README.md')), folder).toBe(true);
  });
});
