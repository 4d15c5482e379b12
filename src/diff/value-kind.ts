// A value as diff's messages describe it: by its kind and size, never by its text. A file a `$ref`
// names may be no spec at all (a token file, an environment), and its text would be printed to the
// CI log of whoever runs diff on a proposed spec.

/** "null", "an array", "an object", "a string of 12 characters", "a number", "a boolean". */
export const kindOf = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'an array'
      : typeof value === 'object'
        ? 'an object'
        : typeof value === 'string'
          ? `a string of ${value.length.toLocaleString('en-US')} character${value.length === 1 ? '' : 's'}`
          : `a ${typeof value}`;
