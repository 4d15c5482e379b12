// How the net front (net-front.ts) gives node:http a connection: through a loopback connection to a
// listener of its own, whose sockets go straight to node:http's connection listener. node:http then
// reads them as it reads any socket (llhttp in C++, running the process's microtasks between two
// reads), so what it answers to the bytes handed over is what it answers to the same bytes from the
// client itself. Handing it the client's socket with the bytes already read would have it parse those
// in JavaScript in one go, and a pipelined request's answer could then be lost behind a later one's
// 400. The two sockets are joined both ways, with back-pressure, and each one's end or close ends the other.
// Node only.
import type { Buffer } from 'node:buffer';
import { type Listenable, listenOn } from '../http/listen.js';
import { peerAddress } from '../http/loopback.js';
import { LINGER_MS } from '../http/staged-close.js';
import type { SweptServer } from './idle-sweep.js';

/** What the joint needs of a net.Socket. */
export interface JoinedSocket {
  write(chunk: Buffer): boolean;
  end(): unknown;
  destroy(): unknown;
  pipe<T extends JoinedSocket>(destination: T): T;
  on(event: 'close', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

const ignoreError = (): undefined => undefined;

/**
 * Joins `client` (the front's socket) and `inner` (a new loopback connection to node:http's own
 * listener): `rest` (what the front read and did not answer) first, then both ways as bytes come.
 */
export function join(client: JoinedSocket, inner: JoinedSocket, rest: Buffer): void {
  client.on('error', ignoreError);
  inner.on('error', ignoreError);
  if (rest.length > 0) inner.write(rest);
  // pipe() ends each side when the other ends (a client's half-close reaches node:http as one).
  client.pipe(inner);
  inner.pipe(client);
  // A side gone without an end: node:http's destroy (after its 400) flushes what it wrote first. A
  // client still sending after that is dropped LINGER_MS later, as node:http drops it (staged-close.ts).
  inner.on('close', () => {
    client.end();
    const timer = setTimeout(() => client.destroy(), LINGER_MS);
    (timer as { unref?: () => void }).unref?.();
    client.on('close', () => clearTimeout(timer));
  });
  client.on('close', () => inner.destroy());
}

/** What the handoff needs of node:net. */
export interface NodeNet {
  createServer(options: { allowHalfOpen: boolean; noDelay: boolean }, listener: (socket: InnerSocket) => void): InnerServer;
  connect(options: { host: string; port: number; noDelay: boolean }): JoinedSocket & { readonly localPort?: number };
}

/** node:http's side of a loopback connection. */
export interface InnerSocket {
  readonly remotePort?: number;
  once(event: 'close', listener: () => void): unknown;
}

interface InnerServer extends Omit<Listenable, 'on'> {
  on(event: 'connection', listener: Parameters<SweptServer['on']>[1]): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  close(): unknown;
}

export interface Handoff {
  /** Gives node:http the client's connection with the bytes read from it and not answered. */
  handOff(client: JoinedSocket, rest: Buffer): void;
  /** node:http has a request of `client`'s (handed over) in progress, as `inProgress` says of its side. */
  busy(client: object, inProgress: (socket: object) => boolean): boolean;
  /** Destroys every handed-over client connection. */
  closeAll(): void;
  /** The address of the client whose connection node:http reads on `socket` (a loopback one), if it is one. */
  peerOf(socket: object): string | undefined;
  /** Stops the loopback listener. */
  close(): void;
  /**
   * The loopback listener: any local process can connect to it directly, not only the front, so its
   * connections are watched by the idle sweep as the mock's own port's are (node:http's keepAliveTimeout is off).
   */
  readonly listener: SweptServer;
}

/**
 * A loopback listener on 127.0.0.1 whose connections go to `nodeListener` (node:http's own
 * connection listener, called on `server`), and the handoff through it.
 */
export async function loopbackHandoff(net: NodeNet, server: object, nodeListener: (socket: InnerSocket) => void): Promise<Handoff> {
  /** node:http's side of each loopback connection, by its client port. */
  const inner = new Map<number, InnerSocket>();
  /** Each handed-over client connection, with its loopback connection. */
  const joined = new Map<object, JoinedSocket & { readonly localPort?: number; readonly peer: string }>();
  /** The client's address of each loopback connection the front made. */
  const peers = new WeakMap<object, string>();
  // The options node:http's own server takes its sockets with.
  const listener = net.createServer({ allowHalfOpen: true, noDelay: true }, (socket) => {
    const port = socket.remotePort;
    if (port !== undefined) {
      inner.set(port, socket);
      socket.once('close', () => inner.delete(port));
      // A connection the front did not make is a process of this machine's own.
      for (const loopback of joined.values()) {
        if (loopback.localPort !== port) continue;
        peers.set(socket, loopback.peer);
        break;
      }
    }
    nodeListener.call(server, socket);
  });
  await listenOn(listener, 0, '127.0.0.1');
  const address = listener.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    handOff: (client, rest) => {
      // Read now: the client may reset before its loopback connection is taken.
      const socket = Object.assign(net.connect({ host: '127.0.0.1', port, noDelay: true }), { peer: peerAddress(client) });
      joined.set(client, socket);
      client.on('close', () => joined.delete(client));
      join(client, socket, rest);
    },
    busy: (client, inProgress) => {
      const local = joined.get(client)?.localPort;
      const socket = local === undefined ? undefined : inner.get(local);
      return socket !== undefined && inProgress(socket);
    },
    closeAll: () => {
      for (const client of joined.keys()) (client as JoinedSocket).destroy();
    },
    peerOf: (socket) => peers.get(socket) ?? peerAddress(socket),
    close: () => listener.close(),
    listener,
  };
}
