// What a run keeps of a value an answer gave, across requests: bounded in size whatever the server
// sends. A walk kept every `_id` of 200 pages as it came, and a server whose pages held two ids of
// 490 KB each grew the run to 899 MB (review 22b): what a run holds must not grow with what it is sent.
import { sha256Hex } from '../http/secret-hash.js';

// The project's one SHA-256 (@noble/hashes): verify imports no Node module, it runs in browsers too.
const utf8 = new TextEncoder();

/** Values up to this length are kept as they are; a longer one is kept as its digest. */
const KEPT_AS_IS = 64;

/**
 * A key that stands for `text` in a set or a comparison: the text itself when short, else its SHA-256
 * (71 characters, longer than any text kept as it is, so a digest never equals a short text).
 */
export const boundedKey = (text: string): string => (text.length <= KEPT_AS_IS ? text : `sha256:${sha256Hex(utf8.encode(text))}`);

/** Characters of a value a message quotes: more than a topic key of the contract (100) takes. */
const SHOWN = 200;

/**
 * The first `length` characters of `text`, copied out. A slice of a string is, in V8, a view that
 * holds the whole of the string it was cut from: the 500-character excerpt each step of a walk kept of
 * a 1 MB page held the page (review 22b). JSON round-trips every string, lone surrogates too.
 */
export const head = (text: string, length: number): string => (text.length <= length ? text : (JSON.parse(JSON.stringify(text.slice(0, length))) as string));

/** The start of `text` for a message, and how long it was when cut. */
export const clipped = (text: string, shown = SHOWN): string => (text.length <= shown ? text : `${head(text, shown)}… (${text.length} characters)`);
