// YAML's complaint about a text, without the text: a file a `$ref` names may be no YAML at all (a
// token file, an environment), and some of YAML's messages end with what they could not read.

/** Codes whose messages quote the text (a directive, an escape, a tag), said in words of their own. */
const OWN_WORDS: Readonly<Record<string, string>> = {
  BAD_DIRECTIVE: 'a directive YAML does not know',
  BAD_DQ_ESCAPE: 'an escape sequence a double-quoted string cannot hold',
  TAG_RESOLVE_FAILED: 'a tag YAML cannot resolve',
};

/** Messages of other codes whose end is the text: only their start is kept. */
const QUOTING_STARTS = [
  'Block scalar header includes extra characters',
  'Unresolved alias (the anchor must be set before the alias)',
  'Ordered maps must not include duplicate keys',
  'Unresolved plain scalar',
];

/** The first line of YAML's message for `error`, with no text of the file in it. */
export function yamlComplaint(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const own = typeof code === 'string' ? OWN_WORDS[code] : undefined;
  if (own !== undefined) return own;
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
  return QUOTING_STARTS.find((start) => message.startsWith(start)) ?? message;
}
