// Time and generated ids. Without a seed they come from the real clock and crypto.getRandomValues;
// with one, from a fixed start and a seeded generator, so that the same calls give the same answers.

/** Where a seeded clock starts: a fixed instant, so that timestamps do not depend on the day. */
export const SEEDED_EPOCH = Date.UTC(2027, 0, 1);

export interface Clock {
  /** The instant of the request under way, as ISO 8601: one value for everything a request writes. */
  now(): string;
  /** now(), as milliseconds since the epoch. */
  nowMs(): number;
  /** Starts a new request: a seeded clock moves on by one second (the fixture is loaded at its start). */
  tick(): void;
  /** A 24-hex database id (ObjectId-like): seconds, then a counter, so ids sort by creation. */
  objectId(): string;
  /** An RFC 9562 version-4 UUID. */
  uuid(): string;
}

/** sfc32, seeded through splitmix32: small, fast and good enough for ids. */
function seededBytes(seed: number): (bytes: Uint8Array) => void {
  let state = seed >>> 0;
  const splitmix = () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  return (bytes) => {
    for (let i = 0; i < bytes.length; i += 4) {
      const word = next();
      for (let j = 0; j < 4 && i + j < bytes.length; j += 1) bytes[i + j] = (word >>> (j * 8)) & 0xff;
    }
  };
}

/** crypto.getRandomValues, drawn from a pool: one call per 4 KiB instead of one per id. */
const pool = new Uint8Array(4096);
let poolOffset = pool.length;
function randomBytes(bytes: Uint8Array): void {
  if (poolOffset + bytes.length > pool.length) {
    globalThis.crypto.getRandomValues(pool);
    poolOffset = 0;
  }
  bytes.set(pool.subarray(poolOffset, poolOffset + bytes.length));
  poolOffset += bytes.length;
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
const hexOf = (bytes: Uint8Array): string => {
  let text = '';
  for (const byte of bytes) text += HEX[byte];
  return text;
};

/**
 * The platform's own version 4 UUID where it has one (Node, and browsers in a secure context): one
 * native call instead of sixteen bytes formatted in JavaScript, on every answer that needs an id.
 */
const platformUuid = (): (() => string) | undefined => {
  const crypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  return typeof crypto?.randomUUID === 'function' ? () => crypto.randomUUID!() : undefined;
};

export function createClock(seed?: number): Clock {
  const fill = seed === undefined ? randomBytes : seededBytes(seed);
  // A seeded clock repeats its ids run after run: it formats its own.
  const nativeUuid = seed === undefined ? platformUuid() : undefined;
  let requests = 0;
  let currentMs: number | undefined;
  let current: string | undefined;
  let counter = 0;
  let lastSeconds = -1;
  let secondsHex = '';
  const random5 = new Uint8Array(5);
  const random16 = new Uint8Array(16);
  const nowMs = () => (currentMs ??= seed === undefined ? Date.now() : SEEDED_EPOCH + requests * 1000);
  // Under load many requests fall in the same millisecond: its ISO text is formatted once.
  let formattedMs = Number.NaN;
  let formatted = '';
  return {
    nowMs,
    now() {
      if (current === undefined) {
        const ms = nowMs();
        if (ms !== formattedMs) {
          formattedMs = ms;
          formatted = new Date(ms).toISOString();
        }
        current = formatted;
      }
      return current;
    },
    tick() {
      requests += 1;
      currentMs = undefined;
      current = undefined;
    },
    objectId() {
      const seconds = Math.floor(nowMs() / 1000);
      if (seconds !== lastSeconds) {
        lastSeconds = seconds;
        secondsHex = seconds.toString(16).padStart(8, '0').slice(-8);
      }
      counter = (counter + 1) % 0x1000000;
      fill(random5);
      return secondsHex + counter.toString(16).padStart(6, '0') + hexOf(random5);
    },
    uuid() {
      if (nativeUuid !== undefined) return nativeUuid();
      fill(random16);
      random16[6] = (random16[6]! & 0x0f) | 0x40;
      random16[8] = (random16[8]! & 0x3f) | 0x80;
      const hex = hexOf(random16);
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  };
}

/** The control API's clock: seeded apart from the API's (the same seed would repeat its correlation ids). */
export const controlClockOf = (seed: number | undefined): Clock => createClock(seed === undefined ? undefined : (seed ^ 0x5bd1e995) >>> 0);
