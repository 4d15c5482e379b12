// Sizes ('1mb') and durations ('30s') as people write them on a command line.

const SIZE_UNITS: Readonly<Record<string, number>> = {
  b: 1,
  k: 1024,
  kb: 1024,
  kib: 1024,
  m: 1024 ** 2,
  mb: 1024 ** 2,
  mib: 1024 ** 2,
  g: 1024 ** 3,
  gb: 1024 ** 3,
  gib: 1024 ** 3,
};

const DURATION_UNITS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * Bytes from '1mb', '512kb', '1.5m' or '2048' (binary multiples, as Express's body limits use).
 * Undefined when the text is not a size.
 */
export function parseSize(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  if (match === null) return undefined;
  const unit = SIZE_UNITS[(match[2] ?? '').toLowerCase() || 'b'];
  if (unit === undefined) return undefined;
  const bytes = Math.floor(Number(match[1]) * unit);
  return Number.isSafeInteger(bytes) ? bytes : undefined;
}

/**
 * Milliseconds from '30s', '500ms', '2m' or '1h'. A bare number is refused: '30' could mean seconds
 * or milliseconds, and guessing wrong makes every request time out. Undefined when not a duration.
 */
export function parseDuration(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)\s*$/i.exec(text);
  if (match === null) return undefined;
  const ms = Math.round(Number(match[1]) * (DURATION_UNITS[(match[2] ?? '').toLowerCase()] ?? Number.NaN));
  return Number.isSafeInteger(ms) ? ms : undefined;
}
