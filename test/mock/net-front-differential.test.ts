// The net front (src/mock/net-front.ts) against node:http alone: generated request byte streams, valid
// and mutated, each sent over a raw socket to the mock behind the front and to the same mock (same seed,
// same requests) on node:http alone. Both must write the same bytes (the Date value aside) and leave the
// connection in the same state: closed by the server, or still open.
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockEngine } from '../../src/mock/engine.js';
import { listenOwn, type RunningStatefulMock } from '../../src/mock/own-server.js';

const AUTH = 'ApiKey test-key';
const TOPIC = JSON.stringify({ key: 'product-updates', name: 'Product updates' });

/** One request as parts that a mutation may change before it is written out. */
interface Parts {
  method: string;
  target: string;
  version: string;
  headers: [string, string][];
  body: string;
  /** Content-Length written from the body's UTF-8 length (unless a mutation set its own). */
  length: boolean;
  /** Applied to the finished bytes (bare LF, NUL, leading CRLF, …). */
  raw?: (text: string) => string;
}

const BASES: Parts[] = [
  {
    method: 'GET',
    target: '/v2/topics/team:billing',
    version: 'HTTP/1.1',
    headers: [
      ['Host', 'm'],
      ['Authorization', AUTH],
    ],
    body: '',
    length: false,
  },
  {
    method: 'GET',
    target: '/v2/topics?limit=2',
    version: 'HTTP/1.1',
    headers: [
      ['host', 'm'],
      ['authorization', AUTH],
      ['Accept', '*/*'],
    ],
    body: '',
    length: false,
  },
  {
    method: 'POST',
    target: '/v2/topics',
    version: 'HTTP/1.1',
    headers: [
      ['Host', 'm'],
      ['Authorization', AUTH],
      ['Content-Type', 'application/json'],
    ],
    body: TOPIC,
    length: true,
  },
  {
    method: 'POST',
    target: '/v2/topics',
    version: 'HTTP/1.1',
    headers: [
      ['Host', 'm'],
      ['Authorization', AUTH],
      ['Content-Type', 'application/json'],
    ],
    body: JSON.stringify({ key: 'ünï', name: '✓' }),
    length: true,
  },
  {
    method: 'HEAD',
    target: '/v2/topics/team:billing',
    version: 'HTTP/1.1',
    headers: [
      ['Host', 'm'],
      ['Authorization', AUTH],
    ],
    body: '',
    length: false,
  },
  {
    method: 'OPTIONS',
    target: '/v2/topics',
    version: 'HTTP/1.1',
    headers: [
      ['Host', 'm'],
      ['Origin', 'http://a.test'],
      ['Access-Control-Request-Method', 'POST'],
    ],
    body: '',
    length: false,
  },
  {
    method: 'DELETE',
    target: '/v2/topics/product-updates',
    version: 'HTTP/1.1',
    headers: [
      ['Host', 'm'],
      ['Authorization', AUTH],
    ],
    body: '',
    length: false,
  },
  {
    method: 'PUT',
    target: '/v2/topics',
    version: 'HTTP/1.1',
    headers: [
      ['Host', 'm'],
      ['Authorization', AUTH],
    ],
    body: '',
    length: false,
  },
  {
    method: 'GET',
    target: '/nowhere/%7e?x=1',
    version: 'HTTP/1.1',
    headers: [
      ['Host', 'm'],
      ['X-Correlation-Id', 'abc-123'],
    ],
    body: '',
    length: false,
  },
  { method: 'GET', target: '/__mock/requests', version: 'HTTP/1.1', headers: [['Host', '127.0.0.1']], body: '', length: false },
];

type Mutation = (parts: Parts) => void;

const header =
  (name: string, value: string): Mutation =>
  (parts) => {
    parts.headers.push([name, value]);
  };
const raw =
  (change: (text: string) => string): Mutation =>
  (parts) => {
    const before = parts.raw;
    parts.raw = before === undefined ? change : (text) => change(before(text));
  };
const withBody =
  (body: string, length: boolean): Mutation =>
  (parts) => {
    parts.body = body;
    parts.length = length;
  };

/** One broken or unusual thing each; none, most of the time. */
const MUTATIONS: Mutation[] = [
  (parts) => {
    parts.headers.push(['Transfer-Encoding', 'chunked']);
    parts.body = `${parts.body.length.toString(16)}\r\n${parts.body}\r\n0\r\n\r\n`;
    parts.length = false;
  },
  (parts) => {
    parts.headers.push(['Transfer-Encoding', 'chunked'], ['Content-Length', '5']);
    parts.length = false;
    parts.body = '0\r\n\r\n';
  },
  header('Content-Length', '0'),
  (parts) => {
    parts.headers.push(['Content-Length', String(Buffer.byteLength(parts.body))], ['Content-Length', String(Buffer.byteLength(parts.body))]);
    parts.length = false;
  },
  (parts) => {
    parts.headers.push(['Content-Length', `+${Buffer.byteLength(parts.body)}`]);
    parts.length = false;
  },
  (parts) => {
    parts.headers.push(['Content-Length', '-1']);
    parts.length = false;
  },
  (parts) => {
    parts.headers.push(['Content-Length', '99999999999999999999']);
    parts.length = false;
  },
  (parts) => {
    parts.headers.push(['Content-Length', '2000000']);
    parts.length = false;
  },
  (parts) => {
    parts.headers.push(['Content-Length', `0${Buffer.byteLength(parts.body)}`]);
    parts.length = false;
  },
  (parts) => {
    parts.headers.push(['Content-Length', `${Buffer.byteLength(parts.body)} `]);
    parts.length = false;
  },
  (parts) => {
    parts.headers.push(['Content-Length', '3']);
    parts.length = false;
  },
  (parts) => {
    parts.headers.push(['Content-Length', String(Buffer.byteLength(parts.body) + 4)]);
    parts.length = false;
  },
  withBody('{"key":"x"', true),
  withBody('\u00ff\u00fe', true),
  header('Host ', 'm'),
  (parts) => {
    parts.headers = parts.headers.map(([name, value]) => (name.toLowerCase() === 'authorization' ? [`${name} `, value] : [name, value]));
  },
  raw((text) => text.replace('\r\nAuthorization', '\nAuthorization')),
  raw((text) => text.replace(/\r\n(?=[^\r\n]*\r\n\r\n)/, '\n')),
  raw((text) => text.replace('\r\n', '\r\r\n')),
  raw((text) => text.replace(/\r\n\r\n/, '\r\n \tfolded\r\n\r\n')),
  raw((text) => `\r\n${text}`),
  header('X-Nul', 'a\u0000b'),
  header('X-Control', 'a\u0001b'),
  header('X-Del', 'a\u007fb'),
  header('X-Latin', 'caf\u00e9'),
  header('X-Tab', 'a\tb'),
  header('X-Trailing', 'a '),
  header('X-Trailing-Tab', 'a\t'),
  header('X-Empty', ''),
  header('X-Lead', '   a'),
  header('X-Long', 'x'.repeat(9000)),
  header('X-Longer', 'x'.repeat(17000)),
  (parts) => {
    for (let i = 0; i < 70; i += 1) parts.headers.push([`X-H${i}`, 'v']);
  },
  (parts) => {
    parts.version = 'HTTP/1.0';
  },
  (parts) => {
    parts.version = 'HTTP/2.0';
  },
  (parts) => {
    parts.version = 'http/1.1';
  },
  header('Expect', '100-continue'),
  header('Expect', 'something'),
  header('Upgrade', 'websocket'),
  header('Connection', 'Upgrade'),
  header('Connection', 'close'),
  header('Connection', 'CLOSE'),
  header('Connection', 'keep-alive'),
  header('Connection', 'keep-alive, close'),
  header('Host', 'other'),
  (parts) => {
    parts.headers = parts.headers.filter(([name]) => name.toLowerCase() !== 'host');
  },
  (parts) => {
    parts.headers = parts.headers.map(([name, value]) => (name.toLowerCase() === 'host' ? [name, ''] : [name, value]));
  },
  header('Authorization', 'ApiKey other'),
  header('X-Correlation-Id', 'x'.repeat(150)),
  header('__proto__', 'x'),
  header('Constructor', 'x'),
  header('Bad"Name', 'x'),
  header('Bad Name', 'x'),
  header('', 'x'),
  (parts) => {
    parts.method = parts.method.toLowerCase();
  },
  (parts) => {
    parts.method = 'FOO';
  },
  (parts) => {
    parts.method = 'CONNECT';
  },
  (parts) => {
    parts.target = `${parts.target}"x`;
  },
  (parts) => {
    parts.target = `${parts.target}{}`;
  },
  (parts) => {
    parts.target = 'http://m/v2/topics';
  },
  (parts) => {
    parts.target = '*';
  },
  (parts) => {
    parts.target = `${parts.target}#frag`;
  },
  raw((text) => text.replace(' HTTP/', '  HTTP/')),
  raw((text) => text.replace(' /', '\t/')),
  raw((text) => text.replace('/', '/\u00e9')),
];

/** The bytes of `parts` with `mutation` applied to a copy. */
function bytesOf(parts: Parts, mutation: Mutation | undefined): Buffer {
  const copy: Parts = { ...parts, headers: parts.headers.map(([name, value]) => [name, value]) };
  mutation?.(copy);
  const lines = [`${copy.method} ${copy.target} ${copy.version}`, ...copy.headers.map(([name, value]) => `${name}: ${value}`)];
  if (copy.length) lines.push(`Content-Length: ${Buffer.byteLength(copy.body)}`);
  const text = `${lines.join('\r\n')}\r\n\r\n`;
  return Buffer.concat([Buffer.from(copy.raw === undefined ? text : copy.raw(text), 'latin1'), Buffer.from(copy.body)]);
}

const request = fc
  .record({ parts: fc.constantFrom(...BASES), mutation: fc.option(fc.constantFrom(...MUTATIONS), { freq: 2, nil: undefined }) })
  .map(({ parts, mutation }) => bytesOf(parts, mutation));

/** A stream: pipelined requests, cut at some points, then either a half-close or a wait. */
const streams = fc.record({
  requests: fc.array(request, { minLength: 1, maxLength: 3 }),
  cuts: fc.oneof(
    { arbitrary: fc.constant<number[]>([]), weight: 2 },
    { arbitrary: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 3 }), weight: 1 },
  ),
  /** Bytes of the last request left out (an abandoned request). */
  abandon: fc.option(fc.integer({ min: 1, max: 40 }), { freq: 5, nil: undefined }),
  /** Half-closed after the last byte (then the server's close ends the exchange), or left open (then a quiet spell). */
  end: fc.boolean(),
});

type Stream = { requests: Buffer[]; cuts: readonly number[]; abandon: number | undefined; end: boolean };

interface Outcome {
  answers: string;
  closed: boolean;
}

const QUIET_MS = 50;

/** Writes `chunks` (a few ms apart) and reads until the server closes, or, if it keeps the connection, a quiet spell. */
function exchange(port: number, chunks: Buffer[], end: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let settled = false;
    let quiet: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(quiet);
      clearTimeout(limit);
      socket.destroy();
      // Only the Date value differs between two answers written in the same second or not.
      resolve({
        answers: Buffer.concat(received)
          .toString('latin1')
          .replace(/\r\nDate: [^\r\n]*\r\n/g, '\r\nDate: *\r\n'),
        closed,
      });
    };
    let bytes = 0;
    // Quiet for QUIET_MS, and still quiet once the loop has gone round (the servers share this
    // process: a stalled loop runs the timer before the read that would have moved the count).
    const rearm = () => {
      clearTimeout(quiet);
      quiet = setTimeout(() => {
        const seen = bytes;
        const round = (left: number): void => {
          if (left > 0) setImmediate(() => round(left - 1));
          else setTimeout(() => (bytes === seen ? finish(false) : rearm()), 15);
        };
        round(6);
      }, QUIET_MS);
    };
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      bytes += chunk.length;
      if (!end) rearm();
    });
    // No exchange takes this long; an endless one fails the comparison rather than the run.
    const limit = setTimeout(() => finish(false), 10_000);
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', async () => {
      for (const [index, chunk] of chunks.entries()) {
        if (index > 0) await new Promise((done) => setTimeout(done, 4));
        if (settled) return;
        socket.write(chunk);
      }
      if (end) socket.end();
      else rearm();
    });
  });
}

function chunksOf(stream: Stream): Buffer[] {
  let bytes = Buffer.concat(stream.requests);
  if (stream.abandon !== undefined) bytes = bytes.subarray(0, Math.max(1, bytes.length - stream.abandon));
  const points = [...new Set(stream.cuts.map((cut) => Math.floor(cut * bytes.length)))]
    .filter((point) => point > 0 && point < bytes.length)
    .sort((a, b) => a - b);
  const chunks: Buffer[] = [];
  let at = 0;
  for (const point of points) {
    chunks.push(bytes.subarray(at, point));
    at = point;
  }
  chunks.push(bytes.subarray(at));
  return chunks;
}

/** Every request of BASES with each mutation in turn (and none), alone in a stream of one read. */
const TABLE: Stream[] = BASES.flatMap((parts, row) =>
  [undefined, ...MUTATIONS].map((mutation, column) => ({ requests: [bytesOf(parts, mutation)], cuts: [], abandon: undefined, end: (row + column) % 3 !== 0 })),
);

/** Generated streams compared beside the table; LANES pairs of servers take them in turn (each pair's engines see the same requests in the same order). */
const RUNS = 400;
const LANES = 16;

describe("the mock's net front", () => {
  const pairs: { front: RunningStatefulMock; plain: RunningStatefulMock }[] = [];
  const portOf = (server: RunningStatefulMock) => Number(new URL(server.url).port);

  beforeAll(async () => {
    for (let lane = 0; lane < LANES; lane += 1) {
      // The same seed: both engines give the same ids and times to the same requests.
      pairs.push({
        front: await listenOwn(new MockEngine({ seed: lane + 1 })),
        plain: await listenOwn(new MockEngine({ seed: lane + 1 }), {}, { front: false }),
      });
    }
  });
  afterAll(async () => {
    await Promise.all(pairs.flatMap(({ front, plain }) => [front.close(), plain.close()]));
  });

  it(`writes what node:http alone writes, and leaves each connection as it does: each request with each mutation (${TABLE.length}), and ${RUNS} generated streams`, async () => {
    const seed = Number(process.env.FRONT_SEED ?? 20261126);
    const samples = [...TABLE, ...fc.sample(streams, { numRuns: RUNS, seed })];
    const differences: unknown[] = [];
    let compared = 0;
    await Promise.all(
      pairs.map(async ({ front, plain }, lane) => {
        for (let index = lane; index < samples.length; index += LANES) {
          const stream = samples[index]!;
          const chunks = chunksOf(stream);
          const [a, b] = await Promise.all([exchange(portOf(front), chunks, stream.end), exchange(portOf(plain), chunks, stream.end)]);
          compared += 1;
          if (a.answers !== b.answers || a.closed !== b.closed) {
            differences.push({ seed, index, chunks: chunks.map((chunk) => chunk.toString('latin1')), end: stream.end, front: a, plain: b });
          }
        }
      }),
    );
    expect({ differences: differences.length, first: differences.slice(0, 2) }).toEqual({ differences: 0, first: [] });
    expect(compared).toBe(TABLE.length + RUNS);
  }, 120_000);

  it('writes what node:http writes when the engine fails (500, connection: close), at once or after a wait', async () => {
    for (const fails of [
      () => {
        throw new Error('the engine failed');
      },
      () => Promise.reject(new Error('the engine failed later')),
    ]) {
      const engines = [new MockEngine({ seed: 1 }), new MockEngine({ seed: 1 })];
      for (const engine of engines) engine.answer = fails;
      const [front, plain] = [await listenOwn(engines[0]!), await listenOwn(engines[1]!, {}, { front: false })];
      try {
        const get = 'GET /v2/topics/team:billing HTTP/1.1\r\nHost: m\r\n\r\n';
        for (const stream of [get, get + get, get.replace('GET', 'HEAD')]) {
          for (const end of [true, false]) {
            const chunks = [Buffer.from(stream, 'latin1')];
            const [a, b] = await Promise.all([exchange(portOf(front), chunks, end), exchange(portOf(plain), chunks, end)]);
            expect({ stream, end, ...a }).toEqual({ stream, end, ...b });
          }
        }
      } finally {
        await Promise.all([front.close(), plain.close()]);
      }
    }
  });

  it('writes what node:http writes for the Responses of mock.use handlers, whose headers node:http gives meanings of its own', async () => {
    const headerSets: Record<string, string>[] = [
      { connection: 'close' },
      { connection: 'keep-alive' },
      { date: 'Thu, 01 Jan 2026 00:00:00 GMT' },
      { 'transfer-encoding': 'chunked' },
      { trailer: 'x-t' },
      { 'content-length': '5' },
      { 'keep-alive': 'timeout=1' },
    ];
    const get = 'GET /v2/topics/team:billing HTTP/1.1\r\nHost: m\r\nAuthorization: ApiKey test-key\r\n\r\n';
    const streams = [get, get + get, get.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'), get.replace('GET', 'HEAD')];
    for (const headers of headerSets) {
      const engines = [new MockEngine({ seed: 1 }), new MockEngine({ seed: 1 })];
      for (const engine of engines) engine.use('getTopic', () => new Response('hello', { headers }));
      const [front, plain] = [await listenOwn(engines[0]!), await listenOwn(engines[1]!, {}, { front: false })];
      try {
        for (const stream of streams) {
          const chunks = [Buffer.from(stream, 'latin1')];
          const [a, b] = await Promise.all([exchange(portOf(front), chunks, true), exchange(portOf(plain), chunks, true)]);
          expect({ headers, stream, ...a }).toEqual({ headers, stream, ...b });
        }
      } finally {
        await Promise.all([front.close(), plain.close()]);
      }
    }
  });
});
