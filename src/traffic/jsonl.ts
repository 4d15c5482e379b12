// JSON Lines of {request, response} exchanges, in the validator's input shapes, read line by line
// from a stream so that a file of any size takes the memory of one line at a time.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { describeFsError } from './fs-errors.js';
import { findJsonSyntaxError } from './json-position.js';
import { TrafficInputError, type RecordedExchange, type RecordedResponse } from './types.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The exchange a parsed line holds, or why it holds none. */
export function exchangeOfLine(value: unknown, source: { file: string; index: number; line: number }): RecordedExchange | string {
  if (!isObject(value) || !isObject(value.request)) return 'expected an object with a "request" object (and an optional "response")';
  const { request, response } = value;
  if (typeof request.method !== 'string' || typeof request.path !== 'string') return 'request.method and request.path must be strings';
  if (request.headers !== undefined && !isObject(request.headers)) return 'request.headers must be an object';
  if (request.query !== undefined && !isObject(request.query)) return 'request.query must be an object';
  const exchange: RecordedExchange = { source, request: request as unknown as RecordedExchange['request'] };
  if (response === undefined || response === null) return exchange;
  if (!isObject(response) || typeof response.status !== 'number' || !Number.isInteger(response.status)) return 'response must be an object with an integer status';
  if (response.headers !== undefined && !isObject(response.headers)) return 'response.headers must be an object';
  exchange.response = response as unknown as RecordedResponse;
  return exchange;
}

function parseLine(file: string, text: string, line: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const syntax = findJsonSyntaxError(text);
    const column = (syntax?.position ?? 0) + 1;
    return new TrafficInputError(file, `not valid JSON: ${syntax?.message ?? 'invalid'}`, { line, column });
  }
}

export async function* readJsonLines(file: string, onBytes?: (bytesRead: number) => void): AsyncGenerator<RecordedExchange | TrafficInputError> {
  const stream = createReadStream(file);
  // Open errors (no such file) arrive as an 'error' event: turned into the readline loop's rejection.
  const opened = new Promise<void>((resolve, reject) => {
    stream.once('ready', () => resolve());
    stream.once('error', reject);
  });
  try {
    await opened;
  } catch (error) {
    throw new TrafficInputError(file, describeFsError(error));
  }
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  let line = 0;
  let index = 0;
  try {
    for await (const raw of lines) {
      line += 1;
      // A byte-order mark on the first line, and blank lines anywhere, hold no exchange.
      const text = line === 1 && raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
      if (text.trim() === '') continue;
      const value = parseLine(file, text, line);
      if (value instanceof TrafficInputError) {
        yield value;
        continue;
      }
      const exchange = exchangeOfLine(value, { file, index, line });
      if (typeof exchange === 'string') {
        yield new TrafficInputError(file, exchange, { line });
        continue;
      }
      index += 1;
      onBytes?.(stream.bytesRead);
      yield exchange;
    }
  } catch (error) {
    throw new TrafficInputError(file, `${describeFsError(error)} after line ${line}`);
  } finally {
    lines.close();
    stream.destroy();
  }
}
