// HAR or JSON Lines, told by what an input starts with (its extension, when it has a known one,
// decides before this is asked).

export type TrafficFormat = 'har' | 'jsonl';

/** What is said of an input in neither format. */
export const ACCEPTED_FORMATS =
  'neither HAR nor JSON Lines: validate-traffic reads HAR 1.2 ({"log": {"entries": [...]}}, as browsers and proxies export it) and JSON Lines (one {"request": {...}, "response": {...}} object per line; .jsonl, .ndjson)';

/** Magic bytes of what a recording is often packed in, and what to do about each (review 26c F12). */
const PACKED: readonly { readonly magic: readonly number[]; readonly what: string }[] = [
  { magic: [0x1f, 0x8b], what: 'gzip-compressed data: decompress it first (gunzip)' },
  { magic: [0x28, 0xb5, 0x2f, 0xfd], what: 'zstd-compressed data: decompress it first (zstd -d)' },
  { magic: [0x42, 0x5a, 0x68], what: 'bzip2-compressed data: decompress it first (bunzip2)' },
  { magic: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], what: 'xz-compressed data: decompress it first (unxz)' },
  { magic: [0x50, 0x4b, 0x03, 0x04], what: 'a zip archive: extract the recording from it first' },
  { magic: [0xff, 0xfe], what: 'UTF-16 text (little-endian): convert it to UTF-8 first (iconv -f UTF-16 -t UTF-8)' },
  { magic: [0xfe, 0xff], what: 'UTF-16 text (big-endian): convert it to UTF-8 first (iconv -f UTF-16 -t UTF-8)' },
];

/** zlib's two-byte header (RFC 1950): deflate, a window of at most 32 KiB, and a check that holds; mitmproxy's .zhar is such. */
const isZlibHeader = (bytes: Uint8Array): boolean =>
  bytes.length >= 2 && (bytes[0]! & 0x0f) === 8 && bytes[0]! >> 4 <= 7 && (bytes[0]! * 256 + bytes[1]!) % 31 === 0;

/**
 * What an input that is no text a recorder writes plainly looks like, for its error to say: ` (it
 * starts as gzip-compressed data: decompress it first (gunzip))`, or '' when it looks like none.
 */
export function packedHint(bytes: Uint8Array): string {
  const found = PACKED.find(({ magic }) => magic.every((byte, index) => bytes[index] === byte));
  if (found !== undefined) return `; it starts as ${found.what}`;
  if (isZlibHeader(bytes)) return '; it starts as zlib-compressed data (mitmproxy writes .zhar so): decompress it first';
  return '';
}

const isSpace = (code: number): boolean => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/**
 * Walks the JSON object that `text` starts with (at `from`), calling `key` with each of its own keys
 * in order until it answers something: a light scan that builds nothing, so that a first line of any
 * length is told by its first keys. Undefined when the object ends first (or the scan meets what is
 * not JSON), 'more' when the text ends first.
 */
function scanTopLevelKeys<T>(text: string, from: number, key: (name: string) => T | undefined): T | 'more' | undefined {
  let depth = 0;
  let expectKey = false;
  for (let i = from; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0x22 /* " */) {
      const start = i;
      i += 1;
      while (i < text.length && text.charCodeAt(i) !== 0x22) i += text.charCodeAt(i) === 0x5c ? 2 : 1;
      if (i >= text.length) return 'more';
      if (depth === 1 && expectKey) {
        let name: unknown;
        try {
          name = JSON.parse(text.slice(start, i + 1));
        } catch {
          return undefined;
        }
        const answer = key(name as string);
        if (answer !== undefined) return answer;
        expectKey = false;
      }
    } else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      depth += 1;
      if (depth === 1) expectKey = code === 0x7b;
    } else if (code === 0x7d /* } */ || code === 0x5d /* ] */) {
      depth -= 1;
      if (depth <= 0) return undefined;
    } else if (code === 0x2c /* , */ && depth === 1) expectKey = true;
  }
  return 'more';
}

const formatOfKey = (key: string): TrafficFormat | undefined => (key === 'log' ? 'har' : key === 'request' || key === 'response' ? 'jsonl' : undefined);

/** The format `head` shows, 'more' when it is too short to tell, undefined for neither. */
export function sniffHead(head: string): TrafficFormat | 'more' | undefined {
  let i = head.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < head.length && isSpace(head.charCodeAt(i))) i += 1;
  if (i === head.length) return 'more';
  if (head.charCodeAt(i) !== 0x7b) return undefined;
  return scanTopLevelKeys(head, i, formatOfKey);
}

/**
 * 'har' for an object with a "log" (HAR 1.2), 'jsonl' for one whose first object has a "request" or
 * a "response" (JSON Lines of exchanges); an empty input is JSON Lines without a line. Undefined for
 * anything else. `head` is the start of the input: pretty-printed or one line, of any length.
 */
export function sniffFormat(head: string): TrafficFormat | undefined {
  const format = sniffHead(head);
  if (format !== 'more') return format;
  return head.trim().replace(/^\uFEFF/, '') === '' ? 'jsonl' : undefined;
}
