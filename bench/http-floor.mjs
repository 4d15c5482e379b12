// The floor under the mock's CPU per request: a bare `node:http` server on the same Node that answers
// the mock's own canned answers (the same status, headers and body bytes, taken from the built mock at
// the start of the run) with no logic at all. What the mock costs above this is ours; what it costs
// up to this is node:http and the kernel, which any Node server pays.
//
// `captureAnswers(url, workloads)` asks a running mock for one answer per workload; `floorArgs(answers)`
// is the command line of the floor server (this file), which prints `floor <url>` once it listens.
import { createServer, request } from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * Headers that node:http writes itself on every answer (the floor's server writes them the same way). The
 * mock's keep-alive hint is its own (its server closes idle connections by a sweep, not node:http's timer),
 * so the floor sends it as a captured header, and sweeps the same way.
 */
const NODE_OWN = new Set(['date', 'connection', 'transfer-encoding']);

/** One answer of the server at `url` to each workload: { method, status, headers: [name, value, …], body: base64 }. */
export async function captureAnswers(url, workloads) {
  const answers = [];
  for (const workload of workloads) {
    const target = new URL(url + workload.path);
    const answer = await new Promise((resolve, reject) => {
      const body = workload.body === undefined ? undefined : Buffer.from(workload.body);
      const headers = { ...workload.headers, ...(body ? { 'content-length': body.length } : {}) };
      const req = request(target, { method: workload.method, headers, agent: false }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const raw = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            if (!NODE_OWN.has(res.rawHeaders[i].toLowerCase())) raw.push(res.rawHeaders[i], res.rawHeaders[i + 1]);
          }
          resolve({ method: workload.method, status: res.statusCode, headers: raw, body: Buffer.concat(chunks).toString('base64') });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
    if (answers.some((known) => known.method === answer.method)) throw new Error(`http-floor: two workloads with method ${answer.method}`);
    answers.push(answer);
  }
  return answers;
}

export const floorArgs = (answers) => [fileURLToPath(import.meta.url), JSON.stringify(answers)];

/**
 * The request handler: the canned answer of the request's method, written as cheaply as node:http
 * allows, in the ways the mock's Node shell uses (src/mock/node-shell.ts): the head as a flat array, an
 * ASCII body as a string (node:http then writes head and body in one piece), a bodyless request that
 * Node handed over already ended left alone, and a body taken in one read() a microtask later once the
 * stream holds all of it (else read as it arrives). A POST is read to its end first, as the mock reads
 * a body; a GET is answered at once. The request's headers are never looked at beyond Content-Length.
 */
export function floorHandler(answers) {
  const byMethod = new Map(
    answers.map((answer) => {
      const bytes = Buffer.from(answer.body, 'base64');
      const ascii = bytes.every((byte) => byte < 0x80);
      return [answer.method, { status: answer.status, headers: answer.headers, body: ascii ? bytes.toString('latin1') : bytes }];
    }),
  );
  const noop = () => undefined;
  const send = (res, answer) => res.writeHead(answer.status, answer.headers).end(answer.body);
  return (req, res) => {
    const answer = byMethod.get(req.method);
    if (answer === undefined) {
      res.writeHead(405).end();
      return;
    }
    if (req.method === 'GET') {
      if (!req.readableEnded) req.resume();
      send(res, answer);
      return;
    }
    const declared = Number(req.headers['content-length'] ?? Number.NaN);
    queueMicrotask(() => {
      if (req.complete || req.readableLength === declared) {
        req.read();
        send(res, answer);
        return;
      }
      req.on('data', noop);
      req.on('end', () => send(res, answer));
    });
  };
}

/**
 * The server, with the mock's listen() options (optimizeEmptyRequests included: Node 24.12+ then skips a
 * bodyless request's stream life cycle; idle connections closed by the mock's sweep, from dist/).
 */
async function serve(answers) {
  const { sweepIdleConnections } = await import('../dist/mock/idle-sweep.js');
  const server = createServer({ optimizeEmptyRequests: true }, floorHandler(answers));
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  server.keepAliveTimeout = 0;
  sweepIdleConnections(server, 65_000, 5_000, () => false);
  server.listen(0, '127.0.0.1', () => process.stdout.write(`floor http://127.0.0.1:${server.address().port}\n`));
  process.on('SIGTERM', () => process.exit(0));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await serve(JSON.parse(process.argv[2]));
