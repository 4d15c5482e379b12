// Redocly plugin with the contract's own lint rules, for what no built-in rule checks.
//
// contract/link-resolves: every OpenAPI Link can be followed. Its operationId names an operation of
// the document, each parameter it sets is a parameter of that operation (and it sets every required
// path parameter), and each runtime expression resolves: `$request.path.x` names a parameter of the
// operation the link starts from, `$response.body#/pointer` a property of the response's schema.
// Redocly has no built-in rule for links; a link that points nowhere fails only when a tool
// (Redoc, Schemathesis, `verify --stateful`) tries to follow it.

const EXPRESSION = /^\$(url|method|statusCode|request\.(header|query|path)\.([^\s]+)|request\.body(#.*)?|response\.header\.([^\s]+)|response\.body(#.*)?)$/;

export default function contractPlugin() {
  return { id: 'contract', rules: { oas3: { 'link-resolves': LinkResolves } } };
}

/** The parameters of a path item or operation, resolved: `{ name, in, required }`. */
function parametersOf(list, ctx, from) {
  return (Array.isArray(list) ? list : [])
    .map((parameter) => ctx.resolve(parameter, from).node)
    .filter((parameter) => parameter && typeof parameter.name === 'string');
}

/** The JSON schema of the first JSON media type of a request body or response, with where it sits. */
function jsonSchemaOf(holder, ctx, from) {
  const resolved = ctx.resolve(holder ?? {}, from);
  const content = resolved.node?.content;
  if (!content) return undefined;
  const mediaType = Object.keys(content).find((type) => /json/i.test(type));
  if (mediaType === undefined || content[mediaType].schema === undefined) return undefined;
  return { schema: content[mediaType].schema, from: resolved.location?.source.absoluteRef ?? from };
}

function LinkResolves() {
  /** operationId → { parameters } */
  const operations = new Map();
  /** Every link met, with the operation and response it starts from. */
  const links = [];
  let pathParameters = [];
  let current;

  return {
    PathItem: {
      enter(pathItem, ctx) {
        pathParameters = parametersOf(pathItem.parameters, ctx);
      },
    },
    Operation: {
      enter(operation, ctx) {
        const own = parametersOf(operation.parameters, ctx);
        const parameters = [...own, ...pathParameters.filter((shared) => !own.some((p) => p.name === shared.name && p.in === shared.in))];
        current = { operationId: operation.operationId, parameters, requestBody: jsonSchemaOf(operation.requestBody, ctx) };
        if (typeof operation.operationId === 'string') operations.set(operation.operationId, current);
      },
      leave() {
        current = undefined;
      },
    },
    Response: {
      enter(response, ctx) {
        if (!current || typeof response.links !== 'object' || response.links === null) return;
        const body = jsonSchemaOf(response, ctx);
        for (const [name, raw] of Object.entries(response.links)) {
          const resolved = ctx.resolve(raw);
          const location = raw?.$ref !== undefined && resolved.location ? resolved.location : ctx.location.child(['links', name]);
          links.push({ name, link: resolved.node ?? {}, location, source: current, response, body });
        }
      },
    },
    Root: {
      leave(_root, ctx) {
        for (const entry of links) checkLink(entry, operations, ctx);
      },
    },
  };
}

function checkLink({ name, link, location, source, response, body }, operations, ctx) {
  const report = (message, at = location) => ctx.report({ message: `link ${name} of ${source.operationId}: ${message}`, location: at });
  if (typeof link.operationRef === 'string') return report('use operationId, not operationRef, so the link survives bundling');
  if (typeof link.operationId !== 'string') return report('has no operationId');
  const target = operations.get(link.operationId);
  if (!target) return report(`operationId "${link.operationId}" is no operation of this document`, location.child(['operationId']));
  const given = new Set();
  for (const [key, value] of Object.entries(link.parameters ?? {})) {
    const at = location.child(['parameters', key]);
    const match = /^(?:(path|query|header|cookie)\.)?(.+)$/.exec(key);
    const [, where, parameterName] = match;
    const parameter = target.parameters.find((candidate) => candidate.name === parameterName && (where === undefined || candidate.in === where));
    if (!parameter) {
      report(`"${key}" is no parameter of ${link.operationId}`, at);
      continue;
    }
    given.add(`${parameter.in}:${parameter.name}`);
    for (const problem of expressionProblems(value, source, response, body, ctx)) report(`parameter "${key}": ${problem}`, at);
  }
  if (link.requestBody !== undefined) {
    for (const problem of expressionProblems(link.requestBody, source, response, body, ctx)) report(`requestBody: ${problem}`, location.child(['requestBody']));
  }
  for (const parameter of target.parameters) {
    if (parameter.in === 'path' && !given.has(`path:${parameter.name}`)) report(`does not set the path parameter "${parameter.name}" of ${link.operationId}`);
  }
}

/** The runtime expressions in a link value: the value itself, or each `{$…}` embedded in a string. */
function expressionsIn(value) {
  if (typeof value !== 'string') return [];
  if (value.startsWith('$')) return [value];
  return [...value.matchAll(/\{(\$[^}]*)\}/g)].map((found) => found[1]);
}

function expressionProblems(value, source, response, body, ctx) {
  const problems = [];
  for (const expression of expressionsIn(value)) {
    const parsed = EXPRESSION.exec(expression);
    if (!parsed) {
      problems.push(`"${expression}" is not a runtime expression`);
      continue;
    }
    const [, , requestPart, requestName, requestPointer, responseHeader, responsePointer] = parsed;
    if (requestPart !== undefined) {
      if (requestPart === 'header' && requestName.toLowerCase() === 'authorization') continue;
      const found = source.parameters.some(
        (p) => p.in === requestPart && (requestPart === 'header' ? p.name.toLowerCase() === requestName.toLowerCase() : p.name === requestName),
      );
      if (!found) problems.push(`"${expression}": ${source.operationId} has no ${requestPart} parameter "${requestName}"`);
    } else if (expression.startsWith('$request.body')) {
      if (!source.requestBody) problems.push(`"${expression}": ${source.operationId} has no JSON request body`);
      else if (requestPointer) problems.push(...pointerProblems(expression, requestPointer, source.requestBody, ctx));
    } else if (responseHeader !== undefined) {
      const headers = Object.keys(response.headers ?? {}).map((header) => header.toLowerCase());
      if (!headers.includes(responseHeader.toLowerCase())) problems.push(`"${expression}": the response declares no header "${responseHeader}"`);
    } else if (expression.startsWith('$response.body')) {
      if (!body) problems.push(`"${expression}": the response has no JSON body`);
      else if (responsePointer) problems.push(...pointerProblems(expression, responsePointer, body, ctx));
    }
  }
  return problems;
}

/** Follows a JSON pointer through a schema's properties, items and subschemas. */
function pointerProblems(expression, fragment, { schema, from }, ctx) {
  const pointer = decodeURIComponent(fragment.slice(1));
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return [`"${expression}": "${pointer}" is not a JSON pointer`];
  const tokens = pointer
    .slice(1)
    .split('/')
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
  let frontier = [{ schema, from }];
  for (const token of tokens) {
    const next = [];
    const visit = (node, at, depth) => {
      if (depth > 20) return;
      const resolved = ctx.resolve(node, at);
      const current = resolved.node;
      const base = resolved.location?.source.absoluteRef ?? at;
      if (typeof current !== 'object' || current === null) return;
      for (const key of ['allOf', 'anyOf', 'oneOf']) for (const branch of current[key] ?? []) visit(branch, base, depth + 1);
      if (current.properties && Object.hasOwn(current.properties, token)) next.push({ schema: current.properties[token], from: base });
      else if (/^(0|[1-9]\d*)$/.test(token) && current.items !== undefined) next.push({ schema: current.items, from: base });
      else if (typeof current.additionalProperties === 'object') next.push({ schema: current.additionalProperties, from: base });
    };
    for (const { schema: node, from: at } of frontier) visit(node, at, 0);
    if (next.length === 0) return [`"${expression}": the schema has no "${token}" there`];
    frontier = next;
  }
  return [];
}
