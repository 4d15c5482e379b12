// Whole numbers with thousands separators, as toLocaleString('en-US') writes them ('55,000'). The
// report prints a few dozen of them once; toLocaleString's first call loads ICU's number formatting,
// which costs a short run of validate-traffic more CPU than checking thousands of exchanges.

/** `n` as 'en-US' writes it; a number that is not a safe integer goes to toLocaleString itself. */
export function groupDigits(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n));
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return n < 0 ? `-${grouped}` : grouped;
}
