// JSON Pointer (RFC 6901): the only place that escapes and unescapes its tokens.

/** '~' becomes '~0' and '/' becomes '~1', in that order (the RFC's order, so '~1' stays '~01'). */
export const escapePointerToken = (token: string): string =>
  token.indexOf('~') === -1 && token.indexOf('/') === -1 ? token : token.replace(/~/g, '~0').replace(/\//g, '~1');

/** The reverse of escapePointerToken: '~1' first, then '~0' (RFC 6901 §4). */
export const unescapePointerToken = (token: string): string => (token.indexOf('~') === -1 ? token : token.replace(/~1/g, '/').replace(/~0/g, '~'));

/** A pointer from its tokens: [] is '' (the whole document), ['a', 'b/c'] is '/a/b~1c'. */
export function formatPointer(tokens: readonly (string | number)[]): string {
  let pointer = '';
  for (const token of tokens) pointer += `/${escapePointerToken(String(token))}`;
  return pointer;
}

/** The tokens of a pointer, or undefined when it is not one (a non-empty pointer starts with '/'). */
export function parsePointer(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (pointer.charCodeAt(0) !== 47 /* / */) return undefined;
  return pointer.slice(1).split('/').map(unescapePointerToken);
}
