// The validating proxy as a library (Node only), in front of the service (or the mock).
import { createServer } from 'node:http';
import { createValidatingProxy, startValidatingProxy } from 'notification-api-contract/proxy';

const upstream = process.env.NOTIFICATION_API_URL ?? 'http://127.0.0.1:4010';
const headers = { authorization: `ApiKey ${process.env.NOTIFICATION_API_KEY ?? 'test-key'}` };

// A server of its own, with a draining close(). In 'enforce' mode a request that breaks the
// contract is answered 400 (problem+json) and never reaches the service.
const proxy = await startValidatingProxy({ upstream, port: 0, mode: 'enforce', timeoutMs: 5_000 });
const good = await fetch(`${proxy.url}/v2/topics?limit=10`, { headers });
const bad = await fetch(`${proxy.url}/v2/topics?limit=500`, { headers });
const problem = await bad.json();
console.log(`through the proxy: ${good.status}, then ${bad.status} ${problem.title}`);
console.log(problem.issues); // [{ location: 'query', pointer: '/limit', message: 'must be <= 100', … }]
console.log(proxy.stats().totals);
await proxy.close();

// Or a Node request handler, to mount in a server of your own; each violation reaches `log`.
const handler = createValidatingProxy({
  upstream,
  mode: 'report',
  log: (record) => console.log('violation:', record.operationId, record.issues.length),
});
const server = createServer(handler);
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
const reported = await fetch(`http://127.0.0.1:${port}/v2/topics?limit=500`, { headers });
console.log(`report mode lets it through: ${reported.status}`);
await new Promise((resolve) => server.close(resolve));
await handler.drain();
await handler.close();
