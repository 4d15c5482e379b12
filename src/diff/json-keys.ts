// A key written twice in one object of a JSON text. JSON.parse keeps the last one silently, while
// YAML refuses the same document: a file could show a reader one `paths` and have another judged.
// JSON.parse reads a spec many times faster than YAML's parser, so the keys are checked by one scan
// of the text's strings and brackets (the text already parsed, so every token is well formed).

const TOKENS = /"[^"\\]*(?:\\.[^"\\]*)*"|[{}[\]:]/g;

/** The offset of the first key that repeats one before it in its object, or undefined; `text` is valid JSON. */
export function duplicateKeyOffset(text: string): number | undefined {
  // One set of keys for each object open around the scan; null for an array.
  const open: (Set<string> | null)[] = [];
  let last = '';
  let lastAt = 0;
  TOKENS.lastIndex = 0;
  for (let match = TOKENS.exec(text); match !== null; match = TOKENS.exec(text)) {
    const token = match[0];
    switch (token) {
      case '{':
        open.push(new Set());
        break;
      case '[':
        open.push(null);
        break;
      case '}':
      case ']':
        open.pop();
        break;
      case ':': {
        // An escape may spell a key otherwise (`"\u0070aths"` is `paths`): such a key is compared decoded.
        const key = last.includes('\\') ? (JSON.parse(last) as string) : last.slice(1, -1);
        const keys = open[open.length - 1];
        if (keys?.has(key)) return lastAt;
        keys?.add(key);
        break;
      }
      default:
        last = token;
        lastAt = match.index;
    }
  }
  return undefined;
}
