// An input of validate-traffic opened once and read from its first byte: a file, or standard input
// for '-'. Standard input, /dev/stdin and process substitution cannot be read twice or measured, so
// the head read to tell the format is handed on with the rest.
import { createReadStream, type ReadStream } from 'node:fs';
import { extname } from 'node:path';
import { describeFsError } from './fs-errors.js';
import { ACCEPTED_FORMATS, sniffFormat, sniffHead, type TrafficFormat } from './sniff.js';
import { TrafficInputError } from './types.js';

/** The name that reads standard input. */
export const STDIN = '-';
/** How standard input is named in the report and the messages. */
export const STDIN_NAME = '<stdin>';

/** How an input is named in the report. */
export const inputName = (file: string): string => (file === STDIN ? STDIN_NAME : file);

const BY_EXTENSION: Readonly<Record<string, TrafficFormat>> = { '.har': 'har', '.jsonl': 'jsonl', '.ndjson': 'jsonl', '.jsonlines': 'jsonl' };

/** Read at most this much of an input to tell its format. */
const SNIFF_BYTES = 1024 * 1024;

/** An input opened for reading, its format known. */
export interface TrafficInput {
  /** As the report names it: the path given, or STDIN_NAME. */
  name: string;
  /** The path, for a file (undefined for standard input). */
  path?: string;
  format: TrafficFormat;
  /** The whole input, from its first byte. */
  chunks: AsyncIterable<Buffer>;
  /** Bytes read so far. */
  bytesRead(): number;
  close(): void;
}

export interface OpenInputOptions {
  /** Standard input, for '-' (process.stdin by default). */
  stdin?: NodeJS.ReadableStream;
}

/** The stream of a file, once it is open (open errors, such as ENOENT, are thrown here). */
async function openFile(file: string): Promise<ReadStream> {
  const stream = createReadStream(file);
  await new Promise<void>((resolve, reject) => {
    stream.once('ready', () => {
      stream.off('error', reject);
      resolve();
    });
    stream.once('error', reject);
  });
  return stream;
}

/**
 * Opens `file` ('-' for standard input) and tells its format: by its extension, else by its first
 * bytes, which are kept for the reader. Throws a TrafficInputError when it cannot be read or is in
 * neither format.
 */
export async function openTrafficInput(file: string, options: OpenInputOptions = {}): Promise<TrafficInput> {
  const isStdin = file === STDIN;
  const name = inputName(file);
  let stream: NodeJS.ReadableStream;
  try {
    stream = isStdin ? (options.stdin ?? process.stdin) : await openFile(file);
  } catch (error) {
    throw new TrafficInputError(name, describeFsError(error));
  }
  const close = () => {
    if (!isStdin) (stream as ReadStream).destroy();
  };
  let bytesRead = 0;
  const iterator = (stream as AsyncIterable<Buffer | string>)[Symbol.asyncIterator]();
  const next = async (): Promise<Buffer | undefined> => {
    const step = await iterator.next();
    if (step.done === true) return undefined;
    const chunk = typeof step.value === 'string' ? Buffer.from(step.value) : step.value;
    bytesRead += chunk.length;
    return chunk;
  };
  const head: Buffer[] = [];
  let format = isStdin ? undefined : BY_EXTENSION[extname(file).toLowerCase()];
  try {
    // Chunk by chunk, until the head tells (a JSON line's first key comes early, whatever its length).
    let headBytes = 0;
    while (format === undefined) {
      const chunk = headBytes < SNIFF_BYTES ? await next() : undefined;
      if (chunk !== undefined) {
        head.push(chunk);
        headBytes += chunk.length;
      }
      const text = Buffer.concat(head).toString('utf8');
      const seen = sniffHead(text);
      if (seen === 'more' && chunk !== undefined) continue;
      format = seen === 'more' ? sniffFormat(text) : seen;
      if (format === undefined) throw new TrafficInputError(name, ACCEPTED_FORMATS);
    }
  } catch (error) {
    close();
    if (error instanceof TrafficInputError) throw error;
    throw new TrafficInputError(name, describeFsError(error));
  }
  async function* chunks(): AsyncGenerator<Buffer> {
    yield* head;
    head.length = 0;
    for (let chunk = await next(); chunk !== undefined; chunk = await next()) yield chunk;
  }
  const input: TrafficInput = { name, format, chunks: chunks(), bytesRead: () => bytesRead, close };
  if (!isStdin) input.path = file;
  return input;
}
