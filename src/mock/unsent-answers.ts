// The bytes of answers a server holds for clients that have not taken them, across its connections.
// Each connection is bounded on its own (the send deadline cuts one that takes nothing: idle-sweep.ts),
// but a control answer can be tens of MB (the journal's bodies, the state), so a handful of clients
// that ask for one and read nothing would each hold it for the client timeout: ten held a 60 MB
// journal answer each and took the mock from 157 MB to 1.3 GB (review 18 F2). Past a bound for all of
// them, a request for such an answer gets 503 with Retry-After instead, until the clients take theirs
// or are cut. Each own server (listen()) has its bound, and a request carries the one it came in on
// (MockRequest.unsent): a call in-process (fetch) or on another server is not refused for it.

/** The default bound: 64 MiB of answers waiting, all connections of a server together (a full journal is about as large). */
export const DEFAULT_MAX_UNSENT_BYTES = 64 * 1024 * 1024;

/** One server's connections: what waits on them now, and its bound. */
export interface UnsentSource {
  waitingBytes(): number;
  readonly maxUnsentBytes: number;
  /** Seconds a client should wait before it asks again: the server's client timeout, when a stalled client has been cut. */
  readonly retryAfterSeconds: number;
}
