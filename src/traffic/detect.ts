// HAR or JSON Lines: by the file's extension, else by its first line.
import { open } from 'node:fs/promises';
import { extname } from 'node:path';
import { readHar } from './har.js';
import { readJsonLines } from './jsonl.js';
import { describeFsError } from './fs-errors.js';
import { TrafficInputError, type RecordedExchange } from './types.js';

export type TrafficFormat = 'har' | 'jsonl';

const BY_EXTENSION: Readonly<Record<string, TrafficFormat>> = { '.har': 'har', '.jsonl': 'jsonl', '.ndjson': 'jsonl', '.jsonlines': 'jsonl' };

/**
 * A first line that is a whole JSON object with a "request" is JSON Lines; anything else is taken
 * for HAR (pretty-printed, its first line is a lone '{'), whose parse then says what is wrong.
 */
export function sniffFormat(head: string): TrafficFormat {
  const text = head.charCodeAt(0) === 0xfeff ? head.slice(1) : head;
  const newline = text.indexOf('\n');
  const first = (newline === -1 ? text : text.slice(0, newline)).trim();
  try {
    const value = JSON.parse(first) as unknown;
    if (typeof value === 'object' && value !== null && 'request' in value) return 'jsonl';
  } catch {
    /* not one JSON value per line */
  }
  return 'har';
}

const SNIFF_BYTES = 1024 * 1024;

export async function detectFormat(file: string): Promise<TrafficFormat> {
  const known = BY_EXTENSION[extname(file).toLowerCase()];
  if (known !== undefined) return known;
  let handle;
  try {
    handle = await open(file, 'r');
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return sniffFormat(buffer.subarray(0, bytesRead).toString('utf8'));
  } catch (error) {
    throw new TrafficInputError(file, describeFsError(error));
  } finally {
    await handle?.close();
  }
}

/** The file's exchanges (and the errors read past), whatever its format. */
export async function* readTraffic(file: string, onBytes?: (bytesRead: number) => void): AsyncGenerator<RecordedExchange | TrafficInputError> {
  const format = await detectFormat(file);
  yield* format === 'har' ? readHar(file, onBytes) : readJsonLines(file, onBytes);
}
