// A JSON spec with a key twice in one object was read silently, the last one kept, while the same
// document in YAML was refused (review 13a, F10): both are refused now, with the file, line and column.
import { describe, expect, it } from 'vitest';
import { readSpec } from '../../src/diff/index.js';
import { duplicateKeyOffset } from '../../src/diff/json-keys.js';
import { specFolder } from './workspace.js';

const { write } = specFolder('diff-json-keys-');

const head = '{\n  "openapi": "3.1.0",\n  "info": {"title": "t", "version": "1"},\n';

describe('diff: duplicate keys in a JSON spec', () => {
  it('a second `paths` is refused at its line and column, as YAML refuses it', async () => {
    const json = write('dup.json', `${head}  "paths": {"/a": {"get": {"responses": {"200": {"description": "ok"}}}}},\n  "paths": {}\n}\n`);
    await expect(readSpec(json)).rejects.toThrow(/dup\.json:5:3: not YAML or JSON: Map keys must be unique$/);
    const yaml = write('dup.yaml', 'openapi: 3.1.0\ninfo: {title: t, version: "1"}\npaths: {}\npaths: {}\n');
    await expect(readSpec(yaml)).rejects.toThrow(/dup\.yaml:4:1: not YAML or JSON: Map keys must be unique$/);
  });

  it('a key spelled with an escape is the same key; one deep in a schema is found too', async () => {
    const escaped = write('escaped.json', `${head}  "paths": {},\n  "\\u0070aths": {}\n}\n`);
    await expect(readSpec(escaped)).rejects.toThrow(/escaped\.json:5:3: .*Map keys must be unique/);
    const deep = write(
      'deep.json',
      `${head}  "paths": {},\n  "components": {"schemas": {"A": {"type": "object", "properties": {"x": {}, "y": {}, "x": {"type": "string"}}}}}\n}\n`,
    );
    await expect(readSpec(deep)).rejects.toThrow(/deep\.json:5:\d+: .*Map keys must be unique/);
  });

  it('the same name in different objects, or as a value, is no duplicate', async () => {
    const text = `${head}  "paths": {},\n  "components": {"schemas": {"paths": {"title": "paths", "properties": {"title": {}}}, "B": {"properties": {"title": {}}}}}\n}\n`;
    expect(duplicateKeyOffset(text)).toBeUndefined();
    await expect(readSpec(write('fine.json', text))).resolves.toMatchObject({ document: { openapi: '3.1.0' } });
    expect(duplicateKeyOffset('[{"a": 1}, {"a": 2}, ["a", "a"], {"b": {"a": "\\"a\\""}, "a": [1]}]')).toBeUndefined();
    const twice = '{"a": {"b": 1}, "c": "{\\"a\\": 1}", "a": 2}';
    expect(duplicateKeyOffset(twice)).toBe(twice.lastIndexOf('"a"'));
  });
});
