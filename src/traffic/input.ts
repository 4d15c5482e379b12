// An input of validate-traffic opened once and read from its first byte: a file, or standard input
// for '-'. Standard input, /dev/stdin and process substitution cannot be read twice or measured, so
// the head read to tell the format is handed on with the rest.
import { readSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { extname } from 'node:path';
import { inputName, STDIN } from '../files/stdin-name.js';
import { checkOptionNames } from '../http/option-names.js';
import { describeFsError } from './fs-errors.js';
import { OPEN_INPUT_OPTIONS } from './option-names.js';
import { ACCEPTED_FORMATS, packedHint, sniffFormat, sniffHead, type TrafficFormat } from './sniff.js';
import { TrafficInputError } from './types.js';

export { inputName, STDIN, STDIN_NAME } from '../files/stdin-name.js';

const BY_EXTENSION: Readonly<Record<string, TrafficFormat>> = { '.har': 'har', '.jsonl': 'jsonl', '.ndjson': 'jsonl', '.jsonlines': 'jsonl' };

/** Read at most this much of an input to tell its format. */
const SNIFF_BYTES = 1024 * 1024;
/** Bytes asked of the system per read. */
const READ_BYTES = 256 * 1024;

/** An input opened for reading, its format known. */
export interface TrafficInput {
  /** As the report names it: the path given, or STDIN_NAME. */
  name: string;
  /** The path, for a file (undefined for standard input). */
  path?: string;
  format: TrafficFormat;
  /**
   * The whole input, from its first byte. Each chunk is lent, not given: it is valid until the next
   * one is asked for (the reads reuse one buffer, so that input streaming by, such as a line too long
   * to keep, leaves no garbage behind), and whoever keeps bytes copies them.
   */
  chunks: AsyncIterable<Buffer>;
  /** Bytes read so far. */
  bytesRead(): number;
  close(): void;
}

export interface OpenInputOptions {
  /** Standard input, for '-' (default: /dev/stdin where the system has it, else process.stdin). */
  stdin?: NodeJS.ReadableStream;
}

/**
 * Reads into one buffer, lent to the caller chunk by chunk. Reads a pipe, a FIFO or a file alike.
 * A regular file is read synchronously: a read of it never waits on a writer, and costs what copying
 * it from the page cache costs, where each asynchronous read goes through a pool thread and a promise
 * (with --jobs 1 the batches are checked on this thread anyway, a read is the least of what blocks it).
 * A pipe, a FIFO or a terminal may wait for its writer, so it is read asynchronously.
 */
async function* handleChunks(handle: FileHandle): AsyncGenerator<Buffer> {
  const buffer = Buffer.allocUnsafeSlow(READ_BYTES);
  const regular = (await handle.stat()).isFile();
  for (;;) {
    // Position null: from the current position, as a pipe can only be read.
    const bytesRead = regular ? readSync(handle.fd, buffer, 0, READ_BYTES, null) : (await handle.read(buffer, 0, READ_BYTES, null)).bytesRead;
    if (bytesRead === 0) return;
    yield buffer.subarray(0, bytesRead);
  }
}

async function* streamChunks(stream: NodeJS.ReadableStream): AsyncGenerator<Buffer> {
  for await (const chunk of stream as AsyncIterable<Buffer | string>) yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
}

interface Source {
  chunks: AsyncGenerator<Buffer>;
  close(): void;
}

/**
 * Standard input through /dev/stdin, read like a file (Linux and macOS open the same pipe or file);
 * process.stdin where there is none, or where it cannot be opened (a socket).
 */
async function openStdin(options: OpenInputOptions): Promise<Source> {
  if (options.stdin === undefined) {
    try {
      const handle = await open('/dev/stdin', 'r');
      return { chunks: handleChunks(handle), close: () => void handle.close().catch(() => undefined) };
    } catch {
      /* no /dev/stdin here: the stream */
    }
  }
  return { chunks: streamChunks(options.stdin ?? process.stdin), close: () => undefined };
}

async function openSource(file: string, options: OpenInputOptions): Promise<Source> {
  if (file === STDIN) return openStdin(options);
  const handle = await open(file, 'r');
  return { chunks: handleChunks(handle), close: () => void handle.close().catch(() => undefined) };
}

/**
 * Opens `file` ('-' for standard input) and tells its format: by its extension, else by its first
 * bytes, which are kept for the reader. Throws a TrafficInputError when it cannot be read or is in
 * neither format.
 */
export async function openTrafficInput(file: string, options: OpenInputOptions = {}): Promise<TrafficInput> {
  checkOptionNames(options, OPEN_INPUT_OPTIONS);
  const name = inputName(file);
  let source: Source;
  try {
    source = await openSource(file, options);
  } catch (error) {
    throw new TrafficInputError(name, describeFsError(error));
  }
  let bytesRead = 0;
  const next = async (): Promise<Buffer | undefined> => {
    const step = await source.chunks.next();
    if (step.done === true) return undefined;
    bytesRead += step.value.length;
    return step.value;
  };
  const head: Buffer[] = [];
  let format = file === STDIN ? undefined : BY_EXTENSION[extname(file).toLowerCase()];
  try {
    // Chunk by chunk, until the head tells (a JSON line's first key comes early, whatever its length).
    let headBytes = 0;
    while (format === undefined) {
      const chunk = headBytes < SNIFF_BYTES ? await next() : undefined;
      if (chunk !== undefined) {
        // Kept past the next read: a copy.
        head.push(Buffer.from(chunk));
        headBytes += chunk.length;
      }
      const text = Buffer.concat(head).toString('utf8');
      const seen = sniffHead(text);
      if (seen === 'more' && chunk !== undefined) continue;
      format = seen === 'more' ? sniffFormat(text) : seen;
      if (format === undefined) throw new TrafficInputError(name, `${ACCEPTED_FORMATS}${packedHint(Buffer.concat(head))}`);
    }
  } catch (error) {
    source.close();
    if (error instanceof TrafficInputError) throw error;
    throw new TrafficInputError(name, describeFsError(error));
  }
  async function* chunks(): AsyncGenerator<Buffer> {
    while (head.length > 0) yield head.shift()!;
    for (let chunk = await next(); chunk !== undefined; chunk = await next()) yield chunk;
  }
  const input: TrafficInput = { name, format, chunks: chunks(), bytesRead: () => bytesRead, close: source.close };
  if (file !== STDIN) input.path = file;
  return input;
}
