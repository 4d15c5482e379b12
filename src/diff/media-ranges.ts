// Media type ranges in a `content` map (OAS Media Types: `text/*`, or all types; "the most specific key is
// applicable"): a key answers every type it covers that no more specific key names. OLD's and NEW's
// keys are paired by that rule, so `application/json` replaced by `application/*` removes no type a
// request could have (its schema is compared under the range), and in a response `application/*`
// beside OLD's `application/json` is still a type OLD's clients may not handle.

/** Whether media type `range` (an essence, lower-case) covers `type`: itself, its type's range (`application/*`), or the range of all types. */
export function covers(range: string, type: string): boolean {
  if (range === type || range === '*/*') return true;
  return range.endsWith('/*') && type.startsWith(range.slice(0, -1)) && type !== range.slice(0, -1);
}

/** How specific a key is: an exact type, then a type's range, then the range of all types. */
const specificity = (key: string): number => (key === '*/*' ? 0 : key.endsWith('/*') ? 1 : 2);

/** The key of `keys` that answers `type`: itself, else the most specific range that covers it. */
export function answeringKey(keys: Iterable<string>, type: string): string | undefined {
  let best: string | undefined;
  for (const key of keys) {
    if (key === type) return key;
    if (covers(key, type) && (best === undefined || specificity(key) > specificity(best))) best = key;
  }
  return best;
}

export interface MediaPairing {
  /** OLD's key and NEW's that answer the same requests or responses, each pair once. */
  pairs: [before: string, after: string][];
  /** OLD's keys that no key of NEW covers. */
  removed: string[];
  /** NEW's keys that no key of OLD covers. */
  added: string[];
}

/** OLD's `content` keys and NEW's, paired: each with the key of the other version that answers it. */
export function pairMediaTypes(before: readonly string[], after: readonly string[]): MediaPairing {
  const pairs = new Map<string, [string, string]>();
  const removed: string[] = [];
  const added: string[] = [];
  for (const key of before) {
    const partner = answeringKey(after, key);
    if (partner === undefined) removed.push(key);
    else pairs.set(JSON.stringify([key, partner]), [key, partner]);
  }
  for (const key of after) {
    const partner = answeringKey(before, key);
    if (partner === undefined) added.push(key);
    else pairs.set(JSON.stringify([partner, key]), [partner, key]);
  }
  return { pairs: [...pairs.values()], removed, added };
}
