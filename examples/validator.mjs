// Validating raw HTTP traffic, as a proxy or a test harness sees it. It never throws: whatever
// arrives (non-JSON, invalid UTF-8, deep or huge bodies) becomes issues.
import {
  matchOperation,
  validateRequest,
  validateResponse,
} from 'notification-api-contract/validator';

// The raw target, the headers as they came (object, Headers or Map), the body as JSON text, bytes or parsed.
const request = {
  method: 'GET',
  path: '/v2/topics?limit=500',
  headers: { Authorization: 'ApiKey k' },
};
console.log(validateRequest(request));
// { valid: false, operationId: 'listTopics',
//   issues: [{ location: 'query', pointer: '/limit', message: 'must be <= 100', keyword: 'maximum', severity: 'error' }] }

// Unknown properties are allowed; `strict: true` reports them as warnings (`valid` stays true).
const upsert = {
  method: 'POST',
  path: '/v2/topics',
  headers: { authorization: 'ApiKey k', 'content-type': 'application/json' },
  body: '{"key":"news","colour":"red"}',
};
const strict = validateRequest(upsert, { strict: true, maxIssues: 20, maxBodyBytes: 256 * 1024 });
console.log(
  strict.valid,
  strict.issues.map(({ severity, message }) => `${severity}: ${message}`),
);

console.log(matchOperation('PUT', '/v1/integrations/active'));
// { operationId: 'updateIntegration', pathParams: { integrationId: 'active' } }

// A service mounted under a prefix: `basePath` (in every function's options) removes it first.
console.log(matchOperation('GET', '/api/v2/topics', { basePath: '/api' }));
// { operationId: 'listTopics', pathParams: {} }

// A live answer of the service (or the mock), checked as it came over the wire.
const baseUrl = process.env.NOTIFICATION_API_URL ?? 'http://127.0.0.1:4010';
const answer = await fetch(`${baseUrl}/v2/topics?limit=10`, {
  headers: { authorization: `ApiKey ${process.env.NOTIFICATION_API_KEY ?? 'test-key'}` },
});
const checked = validateResponse({
  method: 'GET',
  path: '/v2/topics?limit=10',
  status: answer.status,
  headers: Object.fromEntries(answer.headers),
  body: await answer.text(),
});
if (!checked.valid) {
  throw new Error(`the service broke the contract: ${JSON.stringify(checked.issues)}`);
}
console.log(`${checked.operationId} answered ${answer.status}, as the contract says`);
