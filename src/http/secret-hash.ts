// The idempotency key in a record: neither shown (it may be a secret a client reuses) nor masked
// (a reader matching a retry to its first try needs to tell keys apart), but a prefix of its SHA-256.
// One function for the proxy's log and the mock's journal, so that a key reads the same in both; not
// node:crypto, since the journal is built synchronously (requests()) where the mock runs in a browser,
// which has no synchronous digest (WebCrypto's is a promise).
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';

/** The headers whose values a record shows as hashSecret's digest, lower-case. */
export const HASHED_HEADERS: ReadonlySet<string> = new Set(['idempotency-key']);

/** The SHA-256 of `bytes`, in hex: @noble/hashes, audited, synchronous wherever the journal runs. */
export const sha256Hex = (bytes: Uint8Array): string => bytesToHex(sha256(bytes));

const utf8 = new TextEncoder();

/** 'sha256:' and the first 16 hex digits of the SHA-256 of the value's UTF-8. */
export const hashSecret = (value: string): string => `sha256:${sha256Hex(utf8.encode(value)).slice(0, 16)}`;
