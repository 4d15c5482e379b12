// Every named example of the bundle, with the pointer of the schema it illustrates.
import { escapePointerToken, listOperations, resolvePointer } from '../../scripts/lib/spec-walk.mjs';
import type { OpenApiDocument } from './bundle.js';

type MediaType = { schema?: unknown; examples?: Record<string, { $ref?: string; value?: unknown }> };
type Part = { $ref?: string; content?: Record<string, MediaType> };

/** A part and the pointer it lives at, through its $ref when it has one. */
function follow(bundle: OpenApiDocument, part: Part, inlinePointer: string): { node: Part; pointer: string } {
  return part.$ref ? { node: resolvePointer(bundle, part.$ref) as Part, pointer: part.$ref.slice(1) } : { node: part, pointer: inlinePointer };
}

/** Every (example, schema pointer) pair of every request body and response of every operation. */
export function collectExamples(bundle: OpenApiDocument) {
  const found: { operationId: string; where: string; name: string; value: unknown; schemaPointer: string }[] = [];
  for (const { path, method, operation } of listOperations(bundle) as {
    path: string;
    method: string;
    operation: { operationId: string; requestBody?: Part; responses?: Record<string, Part> };
  }[]) {
    const opPointer = `/paths/${escapePointerToken(path)}/${method}`;
    const parts: [string, Part | undefined, string][] = [
      ['request', operation.requestBody, `${opPointer}/requestBody`],
      ...Object.entries(operation.responses ?? {}).map(([status, response]): [string, Part, string] => [
        `response ${status}`,
        response,
        `${opPointer}/responses/${status}`,
      ]),
    ];
    for (const [where, part, partPointer] of parts) {
      if (!part) continue;
      const { node, pointer } = follow(bundle, part, partPointer);
      for (const [mediaType, media] of Object.entries(node.content ?? {})) {
        for (const [name, example] of Object.entries(media.examples ?? {})) {
          found.push({
            operationId: operation.operationId,
            where,
            name,
            value: (example.$ref ? (resolvePointer(bundle, example.$ref) as { value?: unknown }) : example).value,
            schemaPointer: `${pointer}/content/${escapePointerToken(mediaType)}/schema`,
          });
        }
      }
    }
  }
  return found;
}
