// Every named example of the bundle, with the pointer of the schema it illustrates.
import type { OpenApiDocument } from './bundle.js';

type MediaType = { schema?: unknown; examples?: Record<string, { $ref?: string; value?: unknown }> };
type Pointed<T> = T & { $ref?: string };

function deref<T>(bundle: OpenApiDocument, node: Pointed<T>): { node: T; pointer: string | undefined } {
  if (!node.$ref) return { node, pointer: undefined };
  const tokens = node.$ref.slice(2).split('/').map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));
  const target = tokens.reduce<any>((at, token) => at[token], bundle);
  return { node: target as T, pointer: node.$ref.slice(1) };
}

const esc = (token: string) => token.replaceAll('~', '~0').replaceAll('/', '~1');

/** Every (example, schema pointer) pair of every request body and response of every operation. */
export function collectExamples(bundle: OpenApiDocument) {
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
        const { node, pointer } = deref(bundle, part);
        for (const [mediaType, media] of Object.entries(node.content ?? {})) {
          for (const [name, example] of Object.entries(media.examples ?? {})) {
            found.push({
              operationId: operation.operationId,
              where,
              name,
              value: deref(bundle, example).node.value,
              schemaPointer: `${pointer ?? partPointer}/content/${esc(mediaType)}/schema`,
            });
          }
        }
      }
    }
  }
  return found;
}

