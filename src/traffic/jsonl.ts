// JSON Lines of {request, response} exchanges, in the validator's input shapes, read from a stream
// so that a file of any size takes the memory of a few lines (lines.ts cuts them, with a bound).

import { checkOptionNames } from '../http/option-names.js';
import { exchangeOfLine } from './exchange-of-line.js';
import { describeFsError } from './fs-errors.js';
import { openTrafficInput, type TrafficInput } from './input.js';
import { isUtf8Batch, readLine } from './line-reader.js';
import { forEachLine, lineBatches, longLineMessage } from './lines.js';
import { READ_JSON_LINES_OPTIONS } from './option-names.js';
import { type RecordedExchange, TrafficInputError } from './types.js';

export { exchangeOfLine };

/** Longest JSON line read by default (`--max-body`): 16 MiB. */
export const DEFAULT_MAX_LINE_BYTES = 16 * 1024 * 1024;

export interface ReadJsonLinesOptions {
  /** Told of the bytes read so far. */
  onBytes?: (bytesRead: number) => void;
  /** Longest line read, in bytes (default DEFAULT_MAX_LINE_BYTES); a longer one is skipped and reported. */
  maxLineBytes?: number;
}

/** Each exchange of a JSON Lines input in turn, and an input error for each line that holds none. */
export async function* readJsonLines(
  file: string | TrafficInput,
  options: ReadJsonLinesOptions | ((bytesRead: number) => void) = {},
): AsyncGenerator<RecordedExchange | TrafficInputError> {
  if (typeof options !== 'function') checkOptionNames(options, READ_JSON_LINES_OPTIONS);
  const { onBytes, maxLineBytes = DEFAULT_MAX_LINE_BYTES } = typeof options === 'function' ? { onBytes: options } : options;
  const input = typeof file === 'string' ? await openTrafficInput(file) : file;
  const name = input.name;
  let line = 0;
  let index = 0;
  try {
    // Each batch is read whole before the next is asked for: its buffer may be filled again.
    for await (const piece of lineBatches(input.chunks, { maxLineBytes, reuseBatches: true })) {
      if (piece.kind === 'long') {
        line += 1;
        yield new TrafficInputError(name, longLineMessage(piece.length, maxLineBytes), { line });
        continue;
      }
      const found: (RecordedExchange | TrafficInputError)[] = [];
      const first = line;
      const checked = isUtf8Batch(piece.bytes);
      line += forEachLine(piece.bytes, (start, end, at) => {
        const number = first + at + 1;
        if (end - start > maxLineBytes) {
          found.push(new TrafficInputError(name, longLineMessage(end - start, maxLineBytes), { line: number }));
          return;
        }
        const parsed = readLine(piece.bytes, start, end, checked);
        if (parsed.kind === 'blank') return;
        if (parsed.kind === 'error') {
          found.push(new TrafficInputError(name, parsed.message, { line: number, column: parsed.column }));
          return;
        }
        const exchange = exchangeOfLine(parsed.value, { file: name, index, line: number });
        if (typeof exchange === 'string') {
          found.push(new TrafficInputError(name, exchange, { line: number }));
          return;
        }
        index += 1;
        found.push(exchange);
      });
      onBytes?.(input.bytesRead());
      yield* found;
    }
  } catch (error) {
    if (error instanceof TrafficInputError) throw error;
    throw new TrafficInputError(name, `${describeFsError(error)} after line ${line}`);
  } finally {
    if (typeof file === 'string') input.close();
  }
}
