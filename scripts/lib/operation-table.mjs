// Derives the operation table from the bundle: the one description of routes, parameters, bodies
// and responses that the validators and the client share, so nothing restates the spec by hand.
import { escapePointerToken, listOperations, resolvePointer } from './spec-walk.mjs';

const PARAMETER_LOCATIONS = ['path', 'query', 'header'];

const deref = (document, node) => (node && typeof node.$ref === 'string' ? resolvePointer(document, node.$ref) : node);

/** The JSON Schema type a parameter value is coerced to: the first non-null type, through refs and arrays. */
function schemaType(document, schema) {
  const resolved = deref(document, schema) ?? {};
  const types = [resolved.type].flat().filter((type) => type && type !== 'null');
  const type = types[0] ?? 'string';
  return type === 'array' ? { type, items: schemaType(document, resolved.items).type } : { type };
}

/** Pointer to a parameter's schema, through the parameter's own $ref when it has one. */
function parameterSchemaPointer(parameterNode, inlinePointer) {
  return `${parameterNode.$ref ? parameterNode.$ref.slice(1) : inlinePointer}/schema`;
}

/** Operation-level parameters override path-level ones with the same (in, name), as OpenAPI says. */
function mergedParameters(document, pathItem, operation, opPointer, itemPointer) {
  const merged = new Map();
  const add = (list, base) =>
    (list ?? []).forEach((node, index) => {
      const parameter = deref(document, node);
      merged.set(`${parameter.in}:${parameter.name}`, {
        parameter,
        schemaPointer: parameterSchemaPointer(node, `${base}/parameters/${index}`),
      });
    });
  add(pathItem.parameters, itemPointer);
  add(operation.parameters, opPointer);
  return [...merged.values()];
}

function templateToMatcher(path) {
  const names = [];
  const source = path
    .split('/')
    .map((segment) => {
      const param = segment.match(/^\{(.+)\}$/);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  return { names, source: `^${source}/?$` };
}

function mediaTypeOf(content) {
  const types = Object.keys(content ?? {});
  return types.length > 0 ? types[0] : null;
}

/**
 * The header credentials an operation needs: its own `security`, else the document's. Each apiKey
 * header scheme gives its (lower-cased) header name and the prefix its value starts with.
 */
function authOf(document, operation) {
  const requirements = operation.security ?? document.security ?? [];
  return requirements.flatMap((requirement) =>
    Object.keys(requirement).map((name) => {
      const scheme = document.components?.securitySchemes?.[name];
      if (scheme?.type !== 'apiKey' || scheme.in !== 'header') {
        throw new Error(`${operation.operationId}: only apiKey header security is supported, got ${name}`);
      }
      return { scheme: name, header: scheme.name.toLowerCase(), prefix: scheme['x-value-prefix'] ?? '' };
    }),
  );
}

/** Whether two schema pointers (or two nulls) hold the same schema. */
function sameSchema(document, first, second) {
  if (first === null || second === null) return first === second;
  return JSON.stringify(resolvePointer(document, `#${first}`)) === JSON.stringify(resolvePointer(document, `#${second}`));
}

/** One entry per operation, in document order; every pointer is into the bundle. */
export function buildOperationTable(document) {
  return listOperations(document).map(({ path, method, operation, pathItem }) => {
    const itemPointer = `/paths/${escapePointerToken(path)}`;
    const opPointer = `${itemPointer}/${method}`;
    const { names, source } = templateToMatcher(path);
    const parameters = Object.fromEntries(PARAMETER_LOCATIONS.map((location) => [location, []]));
    for (const { parameter, schemaPointer } of mergedParameters(document, pathItem, operation, opPointer, itemPointer)) {
      if (!PARAMETER_LOCATIONS.includes(parameter.in)) continue;
      parameters[parameter.in].push({
        // Header names are case-insensitive on the wire: the table keeps them lower-cased.
        name: parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name,
        required: parameter.required === true,
        schema: schemaType(document, parameter.schema),
        schemaPointer,
      });
    }
    const requestBodyNode = operation.requestBody;
    const requestBody = deref(document, requestBodyNode);
    const requestBodyPointer = requestBodyNode?.$ref ? requestBodyNode.$ref.slice(1) : `${opPointer}/requestBody`;
    const responses = Object.fromEntries(
      Object.entries(operation.responses ?? {}).map(([status, node]) => {
        const response = deref(document, node);
        const mediaType = mediaTypeOf(response.content);
        const base = node.$ref ? node.$ref.slice(1) : `${opPointer}/responses/${escapePointerToken(status)}`;
        return [
          status,
          {
            mediaType,
            schemaPointer: mediaType ? `${base}/content/${escapePointerToken(mediaType)}/schema` : null,
          },
        ];
      }),
    );
    const successStatuses = Object.keys(responses).filter((status) => /^2\d\d$/.test(status));
    if (successStatuses.length !== 1) {
      throw new Error(`${operation.operationId} must declare exactly one 2xx response, has ${successStatuses.join(', ') || 'none'}`);
    }
    const successStatus = successStatuses[0];
    const range = responses['2XX'];
    if (!range) throw new Error(`${operation.operationId} must declare a 2XX response beside its ${successStatus}`);
    const documented = responses[successStatus];
    if (range.mediaType !== documented.mediaType || !sameSchema(document, range.schemaPointer, documented.schemaPointer)) {
      throw new Error(`${operation.operationId}: its 2XX response must carry the same body as its ${successStatus}`);
    }
    // The same body, so the same schema: validators compile it once, for both statuses.
    range.schemaPointer = documented.schemaPointer;
    const bodyMediaType = requestBody ? mediaTypeOf(requestBody.content) : null;
    return {
      operationId: operation.operationId,
      method: method.toUpperCase(),
      path,
      pathParams: names,
      matcher: source,
      literalSegments: path.split('/').filter((segment) => segment && !segment.startsWith('{')).length,
      parameters,
      requestBody: requestBody
        ? {
            mediaType: bodyMediaType,
            required: requestBody.required === true,
            schemaPointer: `${requestBodyPointer}/content/${escapePointerToken(bodyMediaType)}/schema`,
          }
        : null,
      successStatus,
      responses,
      auth: authOf(document, operation),
    };
  });
}
