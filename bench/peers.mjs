// One adapter per validator: `setup()` does whatever the validator needs before its first request
// (loading, compiling), and returns `exchange(input)`, which validates the request and the response
// of one input and answers whether both are valid. Every peer gets the same generated/openapi.json.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const specPath = new URL('../generated/openapi.json', import.meta.url);
/** A fresh copy each time: some peers rewrite the document they are given. */
export const loadSpec = () => JSON.parse(readFileSync(specPath, 'utf8'));

const splitPath = (target) => {
  const question = target.indexOf('?');
  return question === -1 ? target : target.slice(0, question);
};

/** This package, built: the ESM entry of dist/. */
async function ours() {
  const { validateRequest, validateResponse } = await import('../dist/validator/index.js');
  return {
    exchange(input) {
      const { request, response } = input;
      const req = validateRequest(request);
      const res = validateResponse({ method: request.method, path: request.path, status: response.status, headers: response.headers, body: response.body });
      return req.valid && res.valid;
    },
  };
}

/** The same, handed the bodies as JSON text (so the figure includes parsing them). */
async function oursFromText() {
  const { validateRequest, validateResponse } = await import('../dist/validator/index.js');
  return {
    exchange(input) {
      const { request, response } = input;
      const req = validateRequest({ ...request, body: input.requestText });
      const res = validateResponse({
        method: request.method,
        path: request.path,
        status: response.status,
        headers: response.headers,
        body: input.responseText,
      });
      return req.valid && res.valid;
    },
  };
}

/** openapi-backend: its router and validator (validateRequest, validateResponse), formats added. */
async function openapiBackend() {
  const { OpenAPIBackend } = await import('openapi-backend');
  const { default: addFormats } = await import('ajv-formats');
  // quick: it checks documents against OpenAPI 3.0 and refuses this 3.1 one otherwise; quick also
  // compiles each operation's validators on first use instead of at init.
  const api = new OpenAPIBackend({ definition: loadSpec(), quick: true, customizeAjv: (ajv) => addFormats(ajv) });
  await api.init();
  return {
    exchange(input) {
      const { request, response } = input;
      const req = { method: request.method, path: request.path, query: request.query, headers: request.headers, body: request.body };
      const operation = api.matchOperation(req);
      if (!operation) return false;
      const requestResult = api.validateRequest(req, operation);
      const responseResult = api.validateResponse(response.body, operation, response.status);
      return requestResult.valid && responseResult.valid;
    },
  };
}

/**
 * express-openapi-validator's own classes without express: its spec loader and route context, the
 * metadata middleware that routes a request, RequestValidator.validate, and ResponseValidator's
 * validator lookup and _validate (the part of its response middleware that validates), each driven
 * with a minimal request object. Security is left out: its check is asynchronous.
 */
async function expressOpenapiValidator() {
  const dist = 'express-openapi-validator/dist';
  const { OpenApiValidator } = require(`${dist}/openapi.validator.js`);
  const { OpenApiSpecLoader } = require(`${dist}/framework/openapi.spec.loader.js`);
  const { OpenApiContext } = require(`${dist}/framework/openapi.context.js`);
  const { SchemaPreprocessor } = require(`${dist}/middlewares/parsers/schema.preprocessor.js`);
  const middlewares = require(`${dist}/middlewares/index.js`);
  const validator = new OpenApiValidator({
    apiSpec: loadSpec(),
    validateRequests: { allowUnknownQueryParameters: true },
    validateResponses: true,
    validateSecurity: false,
    validateApiSpec: false,
  });
  const { options, ajvOpts } = validator;
  const spec = await new OpenApiSpecLoader({ apiDoc: loadSpec(), validateApiSpec: false, $refParser: options.$refParser }).load();
  const { apiDocRes } = new SchemaPreprocessor(spec.apiDoc, ajvOpts.preprocessor, options.validateResponses).preProcess();
  const context = new OpenApiContext(spec, options.ignorePaths, options.ignoreUndocumented, options.useRequestUrl);
  const metadata = middlewares.applyOpenApiMetadata(context, apiDocRes);
  const requests = new middlewares.RequestValidator(spec.apiDoc, ajvOpts.request);
  const responses = new middlewares.ResponseValidator(apiDocRes, ajvOpts.response, options.validateResponses, context.serial);
  const app = { enabled: () => false };
  const next = (error) => {
    if (error) throw error;
  };
  return {
    exchange(input) {
      const { request, response } = input;
      const req = {
        method: request.method,
        url: request.path,
        originalUrl: request.path,
        path: splitPath(request.path),
        baseUrl: '',
        query: { ...request.query },
        headers: request.headers,
        params: {},
        body: request.body,
        app,
        get: (name) => request.headers[name.toLowerCase()],
      };
      try {
        metadata(req, {}, next);
        requests.validate(req, {}, next);
        const validators = responses._getOrBuildValidator(req, req.openapi._responseSchema.responses);
        responses._validate({
          validators,
          body: response.body,
          statusCode: response.status,
          path: req.originalUrl,
          accepts: [response.headers['content-type']],
        });
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** @stoplight/prism-http: its router, then validateInput and validateOutput on the operation found. */
async function prism() {
  const { getHttpOperationsFromSpec } = await import('@stoplight/prism-http');
  const { validateInput, validateOutput } = require('@stoplight/prism-http/dist/validator/index.js');
  const { default: route } = require('@stoplight/prism-http/dist/router/index.js');
  const resources = await getHttpOperationsFromSpec(loadSpec());
  const isRight = (either) => either._tag === 'Right';
  return {
    exchange(input) {
      const { request, response } = input;
      const query = Object.fromEntries(Object.entries(request.query).map(([name, value]) => [name, [].concat(value)]));
      const element = { method: request.method.toLowerCase(), url: { path: splitPath(request.path), query }, headers: request.headers, body: request.body };
      const routed = route({ resources, input: element });
      if (!isRight(routed)) return false;
      const resource = routed.right;
      const output = { statusCode: response.status, headers: response.headers, body: response.body };
      return isRight(validateInput({ resource, element })) && isRight(validateOutput({ resource, element: output }));
    },
  };
}

/**
 * This package's precompiled body and response validators called directly (the verdicts a valid
 * exchange runs), without routing, parameters, credentials or the size and depth bounds: what the
 * generated code alone costs on these bodies.
 */
async function precompiledAlone() {
  const { matchOperation } = await import('../dist/validator/index.js');
  const { operations } = require('../generated/operations.cjs');
  const { load } = require('../generated/validators/index.cjs');
  const pass = () => true;
  const chosen = new WeakMap();
  const validatorsOf = (input) => {
    let found = chosen.get(input);
    if (!found) {
      const { operationId } = matchOperation(input.request.method, input.request.path);
      const { validators } = operations.find((entry) => entry.operationId === operationId);
      const verdicts = load[operationId]().validators;
      found = [validators.body ? verdicts[validators.body] : pass, verdicts[validators.responses[String(input.response.status)]]];
      chosen.set(input, found);
    }
    return found;
  };
  return {
    exchange(input) {
      const [body, response] = validatorsOf(input);
      return body(input.request.body) && response(input.response.body);
    },
  };
}

/**
 * Internals of the validator that the package does not export (readBody, the depth scan), bundled
 * from src/ by esbuild for the benchmark, to show where the time goes.
 */
let internals;
async function loadInternals() {
  if (internals) return internals;
  const { build } = await import('esbuild');
  const { mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { fileURLToPath, pathToFileURL } = await import('node:url');
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'bench-internals-'));
  try {
    const result = await build({
      stdin: {
        contents:
          "export { readBody, REJECTED } from './src/validator/body.ts'; export { Issues } from './src/validator/issues.ts'; export { scanText } from './src/validator/json-scan.ts';",
        resolveDir: root,
        loader: 'ts',
      },
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      write: false,
      external: ['../../generated/*'],
      logLevel: 'error',
    });
    // Its imports of generated/ are relative to src/validator: point them at the repository's.
    const code = result.outputFiles[0].text.replaceAll('"../../generated/', `"${pathToFileURL(join(root, 'generated')).href}/`);
    writeFileSync(join(dir, 'internals.mjs'), code);
    internals = await import(pathToFileURL(join(dir, 'internals.mjs')).href);
    return internals;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The size and depth bounds of parsed bodies alone: the walk. */
async function boundsWalk() {
  const { readBody, REJECTED, Issues } = await loadInternals();
  const bound = (body) => body === undefined || readBody(body, 'body', 1024 * 1024, new Issues()) !== REJECTED;
  return { exchange: (input) => bound(input.request.body) && bound(input.response.body) };
}

/** The size and depth bounds of bodies handed over as text alone: the scan before JSON.parse. */
async function boundsScan() {
  const { scanText } = await loadInternals();
  const bound = (text) => text === '' || scanText(text, 128, 1024 * 1024) === 0;
  return { exchange: (input) => bound(input.requestText) && bound(input.responseText) };
}

/** The floor: parsing the same bodies, and nothing else. */
async function jsonParse() {
  return {
    exchange(input) {
      if (input.requestText) JSON.parse(input.requestText);
      JSON.parse(input.responseText);
      return true;
    },
  };
}

export const peers = {
  ours: { label: 'notification-api-contract', setup: ours },
  oursText: { label: 'notification-api-contract, bodies as text', setup: oursFromText },
  openapiBackend: { label: 'openapi-backend', setup: openapiBackend },
  expressOpenapiValidator: { label: 'express-openapi-validator (core classes)', setup: expressOpenapiValidator },
  prism: { label: '@stoplight/prism-http', setup: prism },
  precompiled: { label: 'precompiled validators alone', setup: precompiledAlone },
  boundsWalk: { label: 'bounds of parsed bodies alone (walk)', setup: boundsWalk },
  boundsScan: { label: 'bounds of JSON text alone (scan)', setup: boundsScan },
  jsonParse: { label: 'JSON.parse of the bodies (floor)', setup: jsonParse },
};
