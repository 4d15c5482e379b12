// Every named example must satisfy the schema of the media type it illustrates (runtime Ajv2020).
import { describe, expect, it } from 'vitest';
import { createBundleAjv, loadBundle } from '../helpers/bundle.ts';

const bundle = loadBundle();
const ajv = createBundleAjv(bundle);

type MediaType = { schema?: unknown; examples?: Record<string, { $ref?: string; value?: unknown }> };
type Pointed<T> = T & { $ref?: string };

function deref<T>(node: Pointed<T>): { node: T; pointer: string | undefined } {
  if (!node.$ref) return { node, pointer: undefined };
  const tokens = node.$ref.slice(2).split('/').map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));
  const target = tokens.reduce<any>((at, token) => at[token], bundle);
  return { node: target as T, pointer: node.$ref.slice(1) };
}

const esc = (token: string) => token.replaceAll('~', '~0').replaceAll('/', '~1');

/** Every (example, schema pointer) pair of every request body and response of every operation. */
function collectExamples() {
  const found: { operationId: string; where: string; name: string; value: unknown; schemaPointer: string }[] = [];
  for (const [path, item] of Object.entries(bundle.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const operation = raw as { operationId?: string; requestBody?: Pointed<{ content: Record<string, MediaType> }>; responses?: Record<string, Pointed<{ content?: Record<string, MediaType> }>> };
      if (!operation.operationId) continue;
      const opPointer = `/paths/${esc(path)}/${method}`;
      const parts: [string, Pointed<{ content?: Record<string, MediaType> }> | undefined, string][] = [
        ['request', operation.requestBody, `${opPointer}/requestBody`],
        ...Object.entries(operation.responses ?? {}).map(
          ([status, response]) => [`response ${status}`, response, `${opPointer}/responses/${status}`] as [string, typeof response, string],
        ),
      ];
      for (const [where, part, partPointer] of parts) {
        if (!part) continue;
        const { node, pointer } = deref(part);
        for (const [mediaType, media] of Object.entries(node.content ?? {})) {
          for (const [name, example] of Object.entries(media.examples ?? {})) {
            found.push({
              operationId: operation.operationId,
              where,
              name,
              value: deref(example).node.value,
              schemaPointer: `${pointer ?? partPointer}/content/${esc(mediaType)}/schema`,
            });
          }
        }
      }
    }
  }
  return found;
}

const examples = collectExamples();

describe('examples', () => {
  it('exist for every operation: a request example where there is a body, and a success example', () => {
    const operationIds = new Set(examples.map((example) => example.operationId));
    expect(operationIds.size).toBe(22); // deleteMessagesByTransaction answers with no body, and takes none
    expect(examples.length).toBe(33);
  });

  it.each(examples.map((e) => [`${e.operationId} ${e.where}: ${e.name}`, e] as const))('%s is valid', (_, example) => {
    const validate = ajv.compile({ $ref: `openapi.json#${example.schemaPointer}` });
    expect(validate(example.value), JSON.stringify(validate.errors)).toBe(true);
  });
});
