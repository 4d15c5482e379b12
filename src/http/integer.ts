// One parser for the whole numbers people type (counts, ports, seeds, sizes' digits).

/**
 * The decimal integer `text` spells, or undefined: ASCII digits only (no sign, no exponent, no
 * '0x', no '1_000'), surrounding spaces ignored, a safe integer within [min, max].
 * Number('') is 0 and Number(' 1e3 ') is 1000; this says undefined to both.
 */
export function parseInteger(text: string, min = 0, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (typeof text !== 'string') return undefined;
  const digits = text.trim();
  if (digits === '' || digits.length > 16) return undefined;
  for (let i = 0; i < digits.length; i += 1) {
    const unit = digits.charCodeAt(i);
    if (unit < 48 || unit > 57) return undefined;
  }
  const value = Number(digits);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
}
