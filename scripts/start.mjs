// `npm start`: brings generated files up to date, lints, and serves the bundled spec and the gap
// list on 127.0.0.1. (The Prism mock and the Redoc docs join this command in a later step.)
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { parseArgs } from 'node:util';
import { runAsCli } from './lib/cli.mjs';
import { repoRoot } from './lib/project.mjs';
import { redocly } from './lib/redocly.mjs';
import { findStaleFiles } from './check-generated.mjs';
import { generateAll } from './generate.mjs';

const served = {
  '/openapi.json': 'generated/openapi.json',
  '/openapi.yaml': 'generated/openapi.yaml',
  '/gaps.md': 'docs/gaps.md',
};
const contentTypes = { '.json': 'application/json', '.yaml': 'application/yaml', '.md': 'text/markdown; charset=utf-8' };

runAsCli(import.meta.url, async () => {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: '4010' }, host: { type: 'string', default: '127.0.0.1' } },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0..65535, got "${values.port}"`);

  const stale = await findStaleFiles();
  if (stale.length > 0) {
    console.log(`regenerating stale files: ${stale.join(', ')}`);
    await generateAll();
  }
  redocly(['lint']);

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = served[path];
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`notification-api-contract\n\n${Object.keys(served).join('\n')}\n`);
      return;
    }
    if (!file || !existsSync(join(repoRoot, normalize(file)))) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    const full = join(repoRoot, file);
    response.writeHead(200, { 'content-type': contentTypes[extname(full)], 'content-length': statSync(full).size });
    createReadStream(full).pipe(response);
  });
  server.on('error', (error) => {
    console.error(error.code === 'EADDRINUSE' ? `port ${port} on ${values.host} is busy: pass --port N` : error.message);
    process.exit(1);
  });
  server.listen(port, values.host, () => {
    const { port: bound } = server.address();
    const base = `http://${values.host}:${bound}`;
    console.log(`spec linted and served:\n  ${base}/openapi.json\n  ${base}/openapi.yaml\n  ${base}/gaps.md`);
    console.log(`try: curl -s ${base}/openapi.json | head`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
});
