// HAR or JSON Lines: by the file's extension, else by what it starts with; then its exchanges.
import { readHar } from './har.js';
import { openTrafficInput } from './input.js';
import { readJsonLines } from './jsonl.js';
import type { TrafficFormat } from './sniff.js';
import type { RecordedExchange, TrafficInputError } from './types.js';

export { sniffFormat, type TrafficFormat } from './sniff.js';

/** The format of a file: by its extension, else by its content. Throws a TrafficInputError for neither. */
export async function detectFormat(file: string): Promise<TrafficFormat> {
  const input = await openTrafficInput(file);
  input.close();
  return input.format;
}

/** The file's exchanges (and the errors read past), whatever its format. */
export async function* readTraffic(file: string, onBytes?: (bytesRead: number) => void): AsyncGenerator<RecordedExchange | TrafficInputError> {
  const input = await openTrafficInput(file);
  try {
    yield* input.format === 'har' ? readHar(input, { onBytes }) : readJsonLines(input, { onBytes });
  } finally {
    input.close();
  }
}
