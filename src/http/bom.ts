// The byte order mark. RFC 8259 §8.1: a JSON text must not start with one, but a parser MAY ignore
// it. Every part ignores one leading BOM, whether the text comes as bytes (TextDecoder drops it) or
// as a string (a HAR body, a JSON Lines line): one rule, whatever the carrier. A BOM anywhere else
// is content, and makes the JSON invalid.

export const BOM = 0xfeff;

/** `text` without one leading U+FEFF. */
export const stripBom = (text: string): string => (text.charCodeAt(0) === BOM ? text.slice(1) : text);

/** True when `bytes` start with the UTF-8 encoding of U+FEFF (EF BB BF). */
export const hasUtf8Bom = (bytes: Uint8Array): boolean => bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
