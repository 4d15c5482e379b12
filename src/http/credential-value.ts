// Whether a header (or query, or cookie) value carries a credential: the scheme's prefix (`ApiKey `,
// an HTTP scheme's name and a space), then a key that is not blank (`ApiKey ` and spaces name no key).
// The validator reads the contract's API key by it, and `diff` every scheme of the two versions it
// compares, so that both take the same values as credentials.

/** `value` starts with `prefix` (in any case with `anyCase`: an HTTP scheme's name) and holds more than blanks after it. */
export function carriesCredential(value: string, prefix: string, anyCase = false): boolean {
  if (value.length <= prefix.length) return false;
  if (anyCase ? value.slice(0, prefix.length).toLowerCase() !== prefix.toLowerCase() : !value.startsWith(prefix)) return false;
  // The usual spelling is settled at once: a visible character right after the prefix.
  return value.charCodeAt(prefix.length) > 32 || value.slice(prefix.length).trim() !== '';
}
