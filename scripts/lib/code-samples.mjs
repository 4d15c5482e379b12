// Code samples for every operation (Redoc's `x-codeSamples`: curl, and TypeScript with
// createNotificationClient), derived from the operation table and the spec's examples, so that no
// sample is written by hand and none can drift from the contract. test/docs/code-samples.test.ts
// type-checks them and runs each against the stateful mock.
import { buildOperationTable } from './operation-table.mjs';
import { resolvePointer } from './spec-walk.mjs';

/**
 * The key every sample sends: the one of the mock's demo environment (DEMO_API_KEY in src/mock), so
 * that a sample pasted against `npm start` answers from the demo state, which holds every topic,
 * subscriber and integration the examples name. The code-samples test holds the two equal.
 */
export const sampleApiKey = 'test-key';

/** The base address every sample calls: the spec's server default, which is the local mock. */
export function sampleBaseUrl(document) {
  const server = document.servers?.[0];
  const url = Object.entries(server?.variables ?? {}).reduce((text, [name, variable]) => text.replaceAll(`{${name}}`, variable.default), server?.url ?? '');
  if (!/^https?:\/\//.test(url)) throw new Error(`the spec's first server gives no usable base address: ${server?.url}`);
  return url.replace(/\/+$/, '');
}

/** The node a pointer of the table names, without its last `count` tokens. */
const nodeAbove = (document, pointer, count) => resolvePointer(document, `#${pointer.split('/').slice(0, -count).join('/')}`);

/** The value of each path parameter: the parameter's own `example`, required for every one. */
function pathValues(document, entry) {
  return Object.fromEntries(
    entry.parameters.path.map(({ name, schemaPointer }) => {
      const parameter = nodeAbove(document, schemaPointer, 1);
      if (parameter.example === undefined) throw new Error(`${entry.operationId}: path parameter ${name} has no example for its code samples`);
      return [name, String(parameter.example)];
    }),
  );
}

/** The first example of the request body's media type. */
function bodyExample(document, entry) {
  if (!entry.requestBody) return undefined;
  const media = nodeAbove(document, entry.requestBody.schemaPointer, 1);
  const [first] = Object.values(media.examples ?? {});
  const example = first?.$ref ? resolvePointer(document, first.$ref) : first;
  if (example?.value === undefined) throw new Error(`${entry.operationId}: its request body has no example for its code samples`);
  return example.value;
}

const shellQuote = (text) => `'${text.replaceAll("'", `'\\''`)}'`;

function curlSample(entry, baseUrl, path, body) {
  const url = `${baseUrl}${entry.path.replace(/\{([^}]+)\}/g, (_, name) => encodeURIComponent(path[name]))}`;
  const lines = [
    `curl --fail-with-body -sS${entry.method === 'GET' ? '' : ` -X ${entry.method}`} ${shellQuote(url)}`,
    `  -H ${shellQuote(`Authorization: ApiKey ${sampleApiKey}`)}`,
  ];
  if (body !== undefined) {
    lines.push(`  -H ${shellQuote(`Content-Type: ${entry.requestBody.mediaType}`)}`, `  --data ${shellQuote(JSON.stringify(body, null, 2))}`);
  }
  return lines.join(' \\\n');
}

const identifier = /^[A-Za-z_$][\w$]*$/;
const tsString = (text) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n')}'`;

/** A TypeScript literal of a JSON value: short ones on one line, the others indented. */
function tsLiteral(value, indent = '') {
  if (typeof value === 'string') return tsString(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  const entries = Array.isArray(value)
    ? value.map((item) => tsLiteral(item, inner))
    : Object.entries(value).map(([key, item]) => `${identifier.test(key) ? key : tsString(key)}: ${tsLiteral(item, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{ ', ' }'];
  if (entries.length === 0) return Array.isArray(value) ? '[]' : '{}';
  const oneLine = `${open}${entries.join(', ')}${close}`;
  if (oneLine.length + indent.length <= 80 && !oneLine.includes('\n')) return oneLine;
  return `${open.trim()}\n${entries.map((entry) => `${inner}${entry},`).join('\n')}\n${indent}${close.trim()}`;
}

function typescriptSample(entry, baseUrl, path, body) {
  const init = [];
  if (entry.pathParams.length > 0) init.push(`params: { path: ${tsLiteral(path, '  ')} }`);
  if (body !== undefined) init.push(`body: ${tsLiteral(body, '  ')}`);
  const call =
    init.length === 0
      ? `client.${entry.method}('${entry.path}')`
      : `client.${entry.method}('${entry.path}', {\n${init.map((part) => `  ${part},`).join('\n')}\n})`;
  return [
    "import { createNotificationClient } from 'notification-api-contract/client';",
    '',
    'const client = createNotificationClient({',
    `  baseUrl: ${tsString(baseUrl)},`,
    `  apiKey: ${tsString(sampleApiKey)},`,
    '});',
    '',
    `const { data, error, response } = await ${call};`,
    'console.log(response.status, error ?? data);',
  ].join('\n');
}

/**
 * Each operation's samples by operationId, in the order Redoc shows them: `{ lang, label, source }`
 * as `x-codeSamples` wants them.
 */
export function buildCodeSamples(document) {
  const baseUrl = sampleBaseUrl(document);
  return new Map(
    buildOperationTable(document).map((entry) => {
      const path = pathValues(document, entry);
      const body = bodyExample(document, entry);
      return [
        entry.operationId,
        [
          { lang: 'Shell', label: 'curl', source: curlSample(entry, baseUrl, path, body) },
          { lang: 'TypeScript', label: 'TypeScript', source: typescriptSample(entry, baseUrl, path, body) },
        ],
      ];
    }),
  );
}
