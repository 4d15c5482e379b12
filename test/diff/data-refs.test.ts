// A `$ref` inside data (a default, an example, an enum or const value, an Example Object's value) is
// part of the data, as OpenAPI says: diff neither follows nor refuses it, and reads no file it names.
// Where keys are names, `default` and `example` are names: the default response and a property named
// `example` are still walked, and their references still followed.
import { describe, expect, it } from 'vitest';
import { runDiff, specFolder } from './workspace.js';

const { write } = specFolder('diff-data-refs-');

/** A document whose POST /x takes `body` and answers 200 with `answer`, plus `extra` at the document's top level. */
function spec(body: unknown, answer: unknown = { type: 'object' }, extra: Record<string, unknown> = {}) {
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/x': {
        post: {
          operationId: 'p',
          requestBody: { content: { 'application/json': { schema: body } } },
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: answer } } } },
        },
      },
    },
    ...extra,
  };
}

const json = (name: string, value: unknown) => write(name, JSON.stringify(value));

describe('diff and a $ref inside data', () => {
  it('reads a document whose defaults, examples, enum and const values hold $refs that lead nowhere', async () => {
    const data = { $ref: '#/nowhere' };
    const schema = (maxLength: number) => ({
      type: 'object',
      default: data,
      examples: [data, { $ref: './not-a-file.yaml#/x' }],
      properties: {
        a: { type: 'string', maxLength, example: data },
        b: { enum: [data, 1] },
        c: { const: { $ref: 'https://example.com/schema' } },
      },
    });
    const withExamples = (maxLength: number) =>
      spec(
        schema(maxLength),
        { type: 'object' },
        {
          components: { examples: { Sample: { summary: 'a JSON Reference', value: { $ref: '#/nowhere' } } } },
        },
      );
    const before = json('data-before.json', withExamples(10));
    const after = json('data-after.json', withExamples(5));
    const same = await runDiff([before, before]);
    expect(same.stderr).toBe('');
    expect(same.code).toBe(0);
    const narrowed = await runDiff([before, after, '--format', 'json']);
    expect(narrowed.stderr).toBe('');
    expect(narrowed.code).toBe(1);
    expect(JSON.parse(narrowed.stdout).changes.map((change: { rule: string }) => change.rule)).toContain('request-property-max-length-decreased');
  });

  it('still follows the references of a property named `default` or `example`, into other files', async () => {
    const version = (maxLength: number) => {
      const parts = write(
        `v${maxLength}/parts.json`,
        JSON.stringify({ Text: { type: 'string', maxLength }, Name: { type: 'string', maxLength: maxLength + 1 } }),
      );
      const schema = { type: 'object', properties: { default: { $ref: './parts.json#/Text' }, example: { $ref: './parts.json#/Name' } } };
      return write(`v${maxLength}/openapi.json`, JSON.stringify(spec(schema))) && parts.replace('parts.json', 'openapi.json');
    };
    const result = await runDiff([version(10), version(5), '--format', 'json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    const changed = JSON.parse(result.stdout).changes.filter((change: { rule: string }) => change.rule === 'request-property-max-length-decreased');
    const messages = changed.map((change: { message: string }) => change.message).join('\n');
    expect(messages).toContain('default: maxLength 10 → 5');
    expect(messages).toContain('example: maxLength 11 → 6');
  });

  it('still follows the default response into another file', async () => {
    const version = (maxLength: number) => {
      write(
        `r${maxLength}/responses.json`,
        JSON.stringify({ Oops: { description: 'oops', content: { 'application/json': { schema: { type: 'string', maxLength } } } } }),
      );
      const document = spec({ type: 'object' });
      (document.paths['/x'].post.responses as Record<string, unknown>).default = { $ref: './responses.json#/Oops' };
      return write(`r${maxLength}/openapi.json`, JSON.stringify(document));
    };
    const result = await runDiff([version(10), version(20), '--format', 'json', '--fail-on', 'any']);
    expect(result.stderr).toBe('');
    const messages = JSON.parse(result.stdout)
      .changes.map((change: { message: string }) => change.message)
      .join('\n');
    expect(messages).toContain('maxLength 10 → 20');
  });

  it("reads a specification extension's value as data: a $ref there (Redocly's x-codeSamples) names no file to read", async () => {
    const withExtensions = (maxLength: number) => {
      const document = spec(
        { type: 'object', properties: { a: { type: 'string', maxLength, 'x-source': { $ref: './schemas/not-here.yaml' } } } },
        { type: 'object' },
        { 'x-generator': { $ref: 'https://example.com/codegen.json' } },
      );
      const operation = document.paths['/x'].post as Record<string, unknown>;
      operation['x-codeSamples'] = [{ lang: 'JavaScript', source: { $ref: './samples/trigger.js' } }];
      return document;
    };
    const before = json('extensions-before.json', withExtensions(10));
    const same = await runDiff([before, before]);
    expect(same.stderr).toBe('');
    expect(same.code).toBe(0);
    const narrowed = await runDiff([before, json('extensions-after.json', withExtensions(5)), '--format', 'json']);
    expect(narrowed.stderr).toBe('');
    expect(JSON.parse(narrowed.stdout).changes.map((change: { rule: string }) => change.rule)).toContain('request-property-max-length-decreased');
  });

  it('still follows the $ref of a property whose name starts with x-', async () => {
    const version = (maxLength: number) =>
      json(`x-property-${maxLength}.json`, {
        ...spec({ type: 'object', properties: { 'x-name': { $ref: '#/components/schemas/Name' } } }),
        components: { schemas: { Name: { type: 'string', maxLength } } },
      });
    const result = await runDiff([version(10), version(5), '--format', 'json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).changes.map((change: { rule: string }) => change.rule)).toContain('request-property-max-length-decreased');
  });

  it('bundles the files a schema names when it is kept under an extension and reached by a local $ref', async () => {
    const version = (maxLength: number) => {
      write(`shared-${maxLength}/common.json`, JSON.stringify({ Name: { type: 'string', maxLength } }));
      return write(
        `shared-${maxLength}/openapi.json`,
        JSON.stringify({
          ...spec({ $ref: '#/components/x-shared/default' }),
          components: { 'x-shared': { default: { type: 'object', properties: { name: { $ref: 'common.json#/Name' } } } } },
        }),
      );
    };
    const result = await runDiff([version(10), version(5), '--format', 'json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).changes.map((change: { rule: string }) => change.rule)).toContain('request-property-max-length-decreased');
  });
});
